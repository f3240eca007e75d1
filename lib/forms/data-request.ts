import * as z from 'zod/mini';
import { DATA_REQUEST_KINDS, REFERENCE_LIST } from './data-request-kinds';
import { email, MAX_LINE, oneOf, optionalText, phone, requiredLine, requiredText } from './formats';
import { REFERENCES_IN_TEXT } from './reference';
import { messageKey } from './texts/render';

/** The privacy notice's request form: who asks, what for, which submissions it is about, and the details. */
export const dataRequestSchema = z.object({
  requestType: oneOf(DATA_REQUEST_KINDS, messageKey('chooseRequestType')),
  name: requiredLine(),
  email,
  phone,
  references: optionalText(MAX_LINE).check(z.regex(REFERENCE_LIST, messageKey('referenceList'))),
  details: requiredText(2000),
});

export type DataRequestValues = z.output<typeof dataRequestSchema>;

/** The references a request names, upper-cased, without repeats. */
export function referencesIn(text: string | undefined): string[] {
  return [...new Set((text ?? '').toUpperCase().match(REFERENCES_IN_TEXT) ?? [])];
}
