import * as z from 'zod/mini';
import { isCountryCode, toE164 } from './phone';
import { normalisePostalCode, postalCodeProblemKey } from './postal-codes';
import { DEFAULT_COUNTRY, EMAIL, MAX_LINE, MAX_TEXT } from './rules';
import { enChecks } from './texts/en-checks';
import { messageKey } from './texts/render';

export * from './rules';

/*
 * The zod building blocks of the form schemas, made from the rules in rules.ts. Their messages are message keys
 * (lib/forms/texts): `validateForm` writes them in the form's language.
 */

const REQUIRED = messageKey('required');
const tooLong = (max: number) => messageKey('tooLong', max);

// Control characters (C0, DEL, C1) and the bidi embeddings, overrides, isolates and marks that can make a name
// or address read differently from what it is (in the inbox, a CSV, a mail header); no one needs them in a form.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /[\t\r\n\u0085\u2028\u2029]+/g;

/** One line: line breaks and tabs become a space, the characters above go. */
export function cleanLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(INVISIBLE, '');
}

/** A message: line breaks are kept (as \n), tabs become a space, the characters above go. */
export function cleanText(value: string): string {
  return value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE, '');
}

/** A required one-line text field, trimmed, at most MAX_LINE characters. */
export function requiredLine(max: number = MAX_LINE) {
  return z.string().check(z.overwrite(cleanLine), z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, tooLong(max)));
}

export function optionalLine(max: number = MAX_LINE) {
  return z.string().check(z.overwrite(cleanLine), z.trim(), z.maxLength(max, tooLong(max)));
}

export function optionalText(max: number = MAX_TEXT) {
  return z.string().check(z.overwrite(cleanText), z.trim(), z.maxLength(max, tooLong(max)));
}

export function requiredText(max: number = MAX_TEXT) {
  return z.string().check(z.overwrite(cleanText), z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, tooLong(max)));
}

export const email = z
  .string()
  .check(z.overwrite(cleanLine), z.trim(), z.minLength(1, REQUIRED), z.maxLength(MAX_LINE, tooLong(MAX_LINE)), z.regex(EMAIL, messageKey('email')));

export const optionalEmail = z.string().check(
  z.overwrite(cleanLine),
  z.trim(),
  z.maxLength(MAX_LINE, tooLong(MAX_LINE)),
  z.refine((value) => value === '' || EMAIL.test(value), messageKey('email')),
);

/** The English messages of a wrong phone and mobile number (the schemas give their keys). */
export const PHONE_MESSAGE = enChecks.phone;
export const MOBILE_MESSAGE = enChecks.mobile;

/** A required phone number, given back in E.164 (+919822019940) so every stored number has one form. */
function phoneCheck(kind: 'phone' | 'mobile', message: string) {
  return z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(24, message),
    z.refine((value) => toE164(value, kind) !== undefined, message),
    z.overwrite((value) => toE164(value, kind) ?? value),
  );
}

export const phone = phoneCheck('phone', messageKey('phone'));
export const whatsapp = phoneCheck('mobile', messageKey('mobile'));

export const optionalPhone = z.string().check(
  z.trim(),
  z.maxLength(24, messageKey('phone')),
  z.refine((value) => value === '' || toE164(value) !== undefined, messageKey('phone')),
  z.overwrite((value) => (value === '' ? value : (toE164(value) ?? value))),
);

/**
 * A payment's transaction number (UTR, RRN or bank reference), given back without spaces or dashes and in capitals,
 * so the same number is stored (and compared across families) in one form.
 */
export const transactionNumber = z.string().check(
  z.overwrite(cleanLine),
  z.trim(),
  z.minLength(1, REQUIRED),
  z.maxLength(64, messageKey('transactionNumber')),
  z.overwrite(normaliseTransactionNumber),
  z.refine((value) => /^[A-Z0-9]{6,30}$/.test(value) && /[0-9]/.test(value), messageKey('transactionNumber')),
);

/** A transaction number as stored: without spaces and dashes, in capitals. */
export function normaliseTransactionNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The country of an address: a two-letter code (IN, GB), India when left out (API clients from before the field). */
export const country = z.string().check(
  z.trim(),
  z.overwrite((value) => (value === '' ? DEFAULT_COUNTRY : value.toUpperCase())),
  z.refine(isCountryCode, messageKey('country')),
);

/** A postal code, normalised; whether it fits the country is checked by `postalCodeFits` on the whole form. */
export const postalCode = z.string().check(z.maxLength(12, messageKey('postalCodeTooLong')), z.overwrite(normalisePostalCode));

/** The form-level check of the postal code (`pinCode`) against the chosen country, with the message on the postal code. */
export function postalCodeFits<T extends { pinCode: string; country: string }>() {
  return z.superRefine<T>((value, context) => {
    const problem = postalCodeProblemKey(value.pinCode, value.country);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['pinCode'], input: value.pinCode });
  });
}

/** One of a list of options (academic years, classes) that come from the site file; `message` is a message key. */
export function oneOf(options: readonly string[], message: string) {
  return z.string().check(
    z.trim(),
    z.minLength(1, message),
    z.refine((value) => options.includes(value), message),
  );
}
