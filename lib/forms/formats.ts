import { z } from 'zod/mini';

/**
 * The one place where the format rules of every form live. Each rule carries the hint shown under its field,
 * so what a parent reads and what the browser and the server check cannot drift apart.
 */

/** An Indian phone or WhatsApp number: 10 digits, optionally after +91, 91 or 0; spaces and dashes allowed. */
export const INDIAN_PHONE = /^(?:(?:\+|00)?91[\s-]*|0)?[6-9](?:[\s-]*\d){9}$/;
/** Landlines written with an STD code (e.g. 020 2695 1994) are 10 or 11 digits; we accept them too. */
export const LANDLINE = /^(?:(?:\+|00)?91[\s-]*|0)?[1-9](?:[\s-]*\d){8,9}$/;
export const PIN_CODE = /^[1-9][0-9]{5}$/;

export const hints = {
  phone: '10-digit mobile number, e.g. 98220 19940 (you may add +91 or 0 in front).',
  whatsapp: '10-digit WhatsApp number, e.g. 98220 19940 (you may add +91 or 0 in front).',
  pinCode: '6-digit PIN code, e.g. 411060.',
  email: 'An e-mail address we can reply to, e.g. parent@example.com.',
} as const;

/** HTML `pattern` attributes matching the rules above (the browser anchors them itself). */
export const htmlPatterns = {
  phone: INDIAN_PHONE.source.slice(1, -1),
  pinCode: '[1-9][0-9]{5}',
} as const;

/** Longest accepted value of a one-line field and of a message; anything longer is refused. */
export const MAX_LINE = 200;
export const MAX_TEXT = 5000;

export const REQUIRED = 'This field is required.';

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
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid e-mail address, e.g. parent@example.com.'),
);

export const optionalEmail = z.string().check(
  z.trim(),
  z.maxLength(MAX_LINE, 'Please keep this under 200 characters.'),
  z.regex(/^(?:|[^\s@]+@[^\s@]+\.[^\s@]+)$/, 'Please enter a valid e-mail address, e.g. parent@example.com.'),
);

function phoneCheck(message: string) {
  return z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(24, message),
    z.refine((value) => INDIAN_PHONE.test(value) || LANDLINE.test(value), message),
  );
}

export const phone = phoneCheck('Please enter a 10-digit phone number, e.g. 98220 19940.');
export const whatsapp = phoneCheck('Please enter a 10-digit WhatsApp number, e.g. 98220 19940.');

export const optionalPhone = z.string().check(
  z.trim(),
  z.maxLength(24, 'Please enter a 10-digit phone number, e.g. 98220 19940.'),
  z.refine((value) => value === '' || INDIAN_PHONE.test(value) || LANDLINE.test(value), 'Please enter a 10-digit phone number, e.g. 98220 19940.'),
);

export const pinCode = z.string().check(z.trim(), z.minLength(1, REQUIRED), z.regex(PIN_CODE, 'Please enter a 6-digit PIN code, e.g. 411060.'));

/** One of a list of options (academic years, classes) that come from the site file. */
export function oneOf(options: readonly string[], message: string) {
  return z.string().check(z.trim(), z.minLength(1, message), z.refine((value) => options.includes(value), message));
}

/** The honeypot: a field people never see or fill; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = 'website';
