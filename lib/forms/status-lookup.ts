import * as z from 'zod/mini';
import { toE164 } from './phone';
import { EMAIL, MAX_LINE, REQUIRED } from './rules';
import { lookupMessages, normaliseReference } from './status-lookup-fields';

/** The parent's status look-up: the reference and the e-mail address or phone number of the form. */
export const statusLookupSchema = z.object({
  reference: z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.refine((value) => normaliseReference(value) !== undefined, lookupMessages.badReference),
  ),
  contact: z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(MAX_LINE, lookupMessages.badContact),
    z.refine((value) => EMAIL.test(value) || toE164(value) !== undefined, lookupMessages.badContact),
  ),
});

export type StatusLookupValues = z.output<typeof statusLookupSchema>;
