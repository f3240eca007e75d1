import { z } from 'zod/mini';
import { EMAIL, INDIAN_MOBILE, INDIAN_PHONE, MAX_LINE, MAX_TEXT, PIN_CODE, REQUIRED } from './rules';

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
  return value.replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n').replace(/\t/g, ' ').replace(INVISIBLE, '');
}

/** A required one-line text field, trimmed, at most MAX_LINE characters. */
export function requiredLine(max: number = MAX_LINE) {
  return z.string().check(
    z.overwrite(cleanLine),
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(max, `Please keep this under ${max} characters.`),
  );
}

export function optionalLine(max: number = MAX_LINE) {
  return z.string().check(z.overwrite(cleanLine), z.trim(), z.maxLength(max, `Please keep this under ${max} characters.`));
}

export function optionalText(max: number = MAX_TEXT) {
  return z.string().check(z.overwrite(cleanText), z.trim(), z.maxLength(max, `Please keep this under ${max} characters.`));
}

export function requiredText(max: number = MAX_TEXT) {
  return z.string().check(
    z.overwrite(cleanText),
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(max, `Please keep this under ${max} characters.`),
  );
}

export const email = z.string().check(
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

function phoneCheck(rule: RegExp, message: string) {
  return z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(24, message), z.regex(rule, message));
}

export const phone = phoneCheck(INDIAN_PHONE, 'Please enter a 10-digit phone number, e.g. 98220 19940.');
export const whatsapp = phoneCheck(INDIAN_MOBILE, 'Please enter a 10-digit mobile number, e.g. 98220 19940.');

export const optionalPhone = z.string().check(
  z.trim(),
  z.maxLength(24, 'Please enter a 10-digit phone number, e.g. 98220 19940.'),
  z.refine((value) => value === '' || INDIAN_PHONE.test(value), 'Please enter a 10-digit phone number, e.g. 98220 19940.'),
);

export const pinCode = z.string().check(z.trim(), z.minLength(1, REQUIRED), z.regex(PIN_CODE, 'Please enter a 6-digit PIN code, e.g. 411060.'));

/** One of a list of options (academic years, classes) that come from the site file. */
export function oneOf(options: readonly string[], message: string) {
  return z.string().check(z.trim(), z.minLength(1, message), z.refine((value) => options.includes(value), message));
}

