/**
 * The one place where the format rules of every form live, with the hint shown under each field, so what a
 * parent reads and what the browser and the server check cannot drift apart. No zod and no phone metadata here:
 * the form islands import this at first paint; the schemas (formats.ts, phone.ts) load only when a form is sent.
 */

/** The country a number without +country code, and an address without a country, belongs to. */
export const DEFAULT_COUNTRY = 'IN';

/** Countries whose addresses have no postal code: there the field may stay empty (the formats: ./postal-codes.ts). */
const NO_POSTAL_CODE = new Set(['AE', 'QA', 'HK', 'MO', 'AO', 'AG', 'BS', 'BZ', 'BJ', 'BO', 'BW', 'FJ', 'GH', 'KI', 'TG', 'TV', 'UG', 'YE', 'ZW']);

/** Whether an address in this country must have a postal code: the field is required in the browser exactly when so. */
export function postalCodeRequired(country: string): boolean {
  return !NO_POSTAL_CODE.has(country);
}

/** The admission form's genders, as the form posts them and the schema takes them. */
export const GENDERS = ['Male', 'Female'] as const;

/** What a phone number may be written with: digits, an optional + or 00 in front, spaces, dashes, dots and brackets. */
// eslint-disable-next-line no-useless-escape -- `\-`, `\(` and `\)` are needed where this becomes an HTML pattern (v flag)
export const PHONE_CHARACTERS = /^\+?[0-9][0-9\s\-.\(\)]{5,22}$/;
/** A postal code as written anywhere: letters, digits, spaces and dashes (the country's own rule is in postal-codes.ts). */
// eslint-disable-next-line no-useless-escape -- as above
export const POSTAL_CHARACTERS = /^[A-Za-z0-9][A-Za-z0-9\s\-]{1,11}$/;
/** An Indian PIN code: 6 digits, not starting with 0. */
export const PIN_CODE = /^[1-9][0-9]{5}$/;
/** An e-mail address: one @, a dot in the domain, no spaces (the mail itself proves it exists). Forms, look-up and staff accounts. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * HTML `pattern` attributes matching the rules above: only the characters are checked without script; the number
 * itself is checked by the schema in the browser and on the server. Browsers anchor patterns and compile them with
 * the `v` flag, where a literal '-' in a character class must be escaped (hence `\-` above).
 */
export const htmlPatterns = {
  phone: PHONE_CHARACTERS.source.slice(1, -1),
  postalCode: POSTAL_CHARACTERS.source.slice(1, -1),
} as const;

/** Longest accepted value of a one-line field and of a message; anything longer is refused. */
export const MAX_LINE = 200;
export const MAX_TEXT = 5000;

/** The honeypot: a field people never see or fill; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = 'website';
