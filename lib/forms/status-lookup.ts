import * as z from 'zod/mini';
import { toE164 } from './phone';
import { EMAIL, MAX_LINE } from './rules';
import { normaliseReference } from './status-lookup-fields';
import { messageKey } from './texts/render';

const REQUIRED = messageKey('required');

/** The parent's status look-up: the reference and the e-mail address or phone number of the form. */
export const statusLookupSchema = z.object({
  reference: z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.refine((value) => normaliseReference(value) !== undefined, messageKey('badReference')),
  ),
  contact: z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(MAX_LINE, messageKey('badContact')),
    z.refine((value) => EMAIL.test(value) || toE164(value) !== undefined, messageKey('badContact')),
  ),
});

export type StatusLookupValues = z.output<typeof statusLookupSchema>;
