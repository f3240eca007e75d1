import { z } from 'zod/mini';
import { EMAIL, INDIAN_MOBILE, INDIAN_PHONE, MAX_LINE, MAX_TEXT, PIN_CODE, REQUIRED } from './rules';

export * from './rules';

/* The zod building blocks of the form schemas, made from the rules in rules.ts. */

/** A required one-line text field, trimmed, at most MAX_LINE characters. */
export function requiredLine(max: number = MAX_LINE) {
  return z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(max, `Please keep this under ${max} characters.`),
  );
}

export function optionalText(max: number = MAX_TEXT) {
  return z.string().check(z.trim(), z.maxLength(max, `Please keep this under ${max} characters.`));
}

export function requiredText(max: number = MAX_TEXT) {
  return z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(max, `Please keep this under ${max} characters.`),
  );
}

export const email = z.string().check(
  z.trim(),
  z.minLength(1, REQUIRED),
  z.maxLength(MAX_LINE, 'Please keep this under 200 characters.'),
  z.regex(EMAIL, 'Please enter a valid e-mail address, e.g. name@example.com.'),
);

export const optionalEmail = z.string().check(
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

