/**
 * The one place where the format rules of every form live, with the hint shown under each field, so what a
 * parent reads and what the browser and the server check cannot drift apart. No zod here: the form islands
 * import this at first paint; the schemas (formats.ts) load only when a form is sent.
 */

/** An Indian mobile (and WhatsApp) number: 10 digits starting 6-9, optionally after +91, 91 or 0; spaces and dashes allowed. */
// eslint-disable-next-line no-useless-escape -- the `\-` is needed where this becomes an HTML pattern (htmlPatterns)
export const INDIAN_MOBILE = /^(?:(?:\+|00)?91[\s\-]*|0)?[6-9](?:[\s\-]*\d){9}$/;
/** Any Indian phone number: a mobile, or a landline written as 10 digits with its STD code (020 2695 1994). */
// eslint-disable-next-line no-useless-escape -- as above
export const INDIAN_PHONE = /^(?:(?:\+|00)?91[\s\-]*|0)?[1-9](?:[\s\-]*\d){9}$/;
export const PIN_CODE = /^[1-9][0-9]{5}$/;
/** An e-mail address: one @, a dot in the domain, no spaces (the mail itself proves it exists). Forms, look-up and staff accounts. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const hints = {
  phone: '10-digit number, e.g. 98220 19940 or 020 2695 1994; +91 or 0 in front is fine.',
  whatsapp: '10-digit mobile number on WhatsApp, e.g. 98220 19940; +91 or 0 in front is fine.',
  pinCode: '6-digit PIN code, e.g. 411060.',
  email: 'An e-mail address we can reply to, e.g. name@example.com.',
} as const;

/**
 * HTML `pattern` attributes matching the rules above. Browsers anchor them and compile them with the `v` flag,
 * where a literal '-' in a character class must be escaped (hence `[\s\-]` above).
 */
export const htmlPatterns = {
  phone: INDIAN_PHONE.source.slice(1, -1),
  mobile: INDIAN_MOBILE.source.slice(1, -1),
  pinCode: '[1-9][0-9]{5}',
} as const;

/** Longest accepted value of a one-line field and of a message; anything longer is refused. */
export const MAX_LINE = 200;
export const MAX_TEXT = 5000;

export const REQUIRED = 'This field is required.';

/** The honeypot: a field people never see or fill; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = 'website';
