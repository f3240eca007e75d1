import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY, PHONE_CHARACTERS } from './rules';

/*
 * Phone numbers of the forms, checked with libphonenumber-js and its smallest ("min") metadata, which knows every
 * country's codes, lengths and number patterns but not number types. This module is only ever loaded with the
 * schemas (when a form is sent), never at first paint.
 */

/** The two-letter codes of every country with a calling code (ISO 3166-1 alpha-2), e.g. 'IN', 'GB'. */
export const COUNTRY_CODES: readonly string[] = getCountries();

export function isCountryCode(code: string): boolean {
  return COUNTRY_CODES.includes(code);
}

/** Fewest digits of a subscriber number (without country code) that the metadata does not know but may be real. */
const MIN_UNKNOWN_DIGITS = 9;

/**
 * The number in E.164 (+919822019940), or undefined when it cannot be a number. Indian numbers must match India's
 * number plan, and a mobile must start with 6-9. A foreign number passes when the metadata knows it as valid, or
 * when its length is possible for its country and it has at least 9 digits: the metadata lags behind new ranges and
 * refuses reserved ones (the UK's 07700 900xxx), and refusing a real family abroad costs more than a number the
 * office checks by calling. Short ones ('+971 50 123') are still refused.
 */
export function toE164(value: string, kind: 'phone' | 'mobile' = 'phone'): string | undefined {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text)) return undefined;
  const number = parsePhoneNumberFromString(text, DEFAULT_COUNTRY as CountryCode);
  if (!number) return undefined;
  if (number.countryCallingCode === '91') {
    if (!number.isValid()) return undefined;
    if (kind === 'mobile' && !/^[6-9]/.test(number.nationalNumber)) return undefined;
  } else if (!number.isValid() && !(number.isPossible() && number.nationalNumber.length >= MIN_UNKNOWN_DIGITS)) {
    return undefined;
  }
  return number.number;
}

/** A stored number as people read it: Indian numbers as dialled in India (098220 19940), others with + and spaces. */
export function formatPhone(e164: string): string {
  const number = parsePhoneNumberFromString(e164);
  if (!number) return e164;
  return number.countryCallingCode === '91' ? number.formatNational() : number.formatInternational();
}
