import * as z from 'zod/mini';
import { isCountryCode, toE164 } from './phone';
import { normalisePostalCode, postalCodeProblem } from './postal-codes';
import { DEFAULT_COUNTRY, EMAIL, MAX_LINE, MAX_TEXT, REQUIRED } from './rules';

/**
 * What a transaction number may be: a UPI UTR or RRN (12 digits), an IMPS reference (12 digits), a NEFT or RTGS UTR
 * (16 or 22 letters and digits). Spaces and dashes copied with it are dropped; then 6 to 30 letters and digits, one a digit.
 */
export const TRANSACTION_NUMBER_MESSAGE =
  'The transaction number is the UTR or reference of your payment as your bank or UPI app shows it: 6 to 30 letters and digits, at least one a digit (spaces and dashes are fine), e.g. the 12-digit UPI UTR 412345678901.';

export * from './rules';

/* The zod building blocks of the form schemas, made from the rules in rules.ts. */

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
  return z.string().check(z.overwrite(cleanLine), z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, `Please keep this under ${max} characters.`));
}

export function optionalLine(max: number = MAX_LINE) {
  return z.string().check(z.overwrite(cleanLine), z.trim(), z.maxLength(max, `Please keep this under ${max} characters.`));
}

export function optionalText(max: number = MAX_TEXT) {
  return z.string().check(z.overwrite(cleanText), z.trim(), z.maxLength(max, `Please keep this under ${max} characters.`));
}

export function requiredText(max: number = MAX_TEXT) {
  return z.string().check(z.overwrite(cleanText), z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, `Please keep this under ${max} characters.`));
}

export const email = z
  .string()
  .check(
    z.overwrite(cleanLine),
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(MAX_LINE, 'Please keep this under 200 characters.'),
    z.regex(EMAIL, 'Please enter a valid e-mail address, e.g. name@example.com.'),
  );

export const optionalEmail = z.string().check(
  z.overwrite(cleanLine),
  z.trim(),
  z.maxLength(MAX_LINE, 'Please keep this under 200 characters.'),
  z.refine((value) => value === '' || EMAIL.test(value), 'Please enter a valid e-mail address, e.g. name@example.com.'),
);

export const PHONE_MESSAGE = 'Please enter a valid phone number: 10 digits in India, e.g. 98220 19940, or + and the country code, e.g. +44 20 7946 0000.';
export const MOBILE_MESSAGE =
  'Please enter a valid mobile number: 10 digits starting with 6-9 in India, e.g. 98220 19940, or + and the country code, e.g. +971 50 123 4567.';

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

export const phone = phoneCheck('phone', PHONE_MESSAGE);
export const whatsapp = phoneCheck('mobile', MOBILE_MESSAGE);

export const optionalPhone = z.string().check(
  z.trim(),
  z.maxLength(24, PHONE_MESSAGE),
  z.refine((value) => value === '' || toE164(value) !== undefined, PHONE_MESSAGE),
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
  z.maxLength(64, TRANSACTION_NUMBER_MESSAGE),
  z.overwrite(normaliseTransactionNumber),
  z.refine((value) => /^[A-Z0-9]{6,30}$/.test(value) && /[0-9]/.test(value), TRANSACTION_NUMBER_MESSAGE),
);

/** A transaction number as stored: without spaces and dashes, in capitals. */
export function normaliseTransactionNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The country of an address: a two-letter code (IN, GB), India when left out (API clients from before the field). */
export const country = z.string().check(
  z.trim(),
  z.overwrite((value) => (value === '' ? DEFAULT_COUNTRY : value.toUpperCase())),
  z.refine(isCountryCode, 'Please choose the country from the list.'),
);

/** A postal code, normalised; whether it fits the country is checked by `postalCodeFits` on the whole form. */
export const postalCode = z.string().check(z.maxLength(12, 'A postal code has at most 12 characters.'), z.overwrite(normalisePostalCode));

/** The form-level check of the postal code (`pinCode`) against the chosen country, with the message on the postal code. */
export function postalCodeFits<T extends { pinCode: string; country: string }>() {
  return z.superRefine<T>((value, context) => {
    const problem = postalCodeProblem(value.pinCode, value.country);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['pinCode'], input: value.pinCode });
  });
}

/** One of a list of options (academic years, classes) that come from the site file. */
export function oneOf(options: readonly string[], message: string) {
  return z.string().check(
    z.trim(),
    z.minLength(1, message),
    z.refine((value) => options.includes(value), message),
  );
}
