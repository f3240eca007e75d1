import { postalCodeRequired } from './rules';
import { DEFAULT_COUNTRY, PIN_CODE, POSTAL_CHARACTERS } from './rules';
import { enChecks } from './texts/en-checks';
import { messageKey, renderMessage } from './texts/render';

/** A country's postal code rule and an example to show with the message. */
interface PostalRule {
  pattern: RegExp;
  example: string;
}

/**
 * Postal code formats of the countries families most often write from (India first). Any other country gets
 * the permissive POSTAL_CHARACTERS check, so no family is refused for living somewhere this list forgot.
 */
const POSTAL_RULES: Record<string, PostalRule> = {
  IN: { pattern: PIN_CODE, example: '411060' },
  GB: { pattern: /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/, example: 'SW1A 1AA' },
  US: { pattern: /^[0-9]{5}(?:-[0-9]{4})?$/, example: '94105' },
  CA: { pattern: /^[A-Z][0-9][A-Z] ?[0-9][A-Z][0-9]$/, example: 'K1A 0B1' },
  AU: { pattern: /^[0-9]{4}$/, example: '2000' },
  NZ: { pattern: /^[0-9]{4}$/, example: '1010' },
  SG: { pattern: /^[0-9]{6}$/, example: '018956' },
  MY: { pattern: /^[0-9]{5}$/, example: '50450' },
  DE: { pattern: /^[0-9]{5}$/, example: '10115' },
  FR: { pattern: /^[0-9]{5}$/, example: '75001' },
  NL: { pattern: /^[0-9]{4} ?[A-Z]{2}$/, example: '1012 AB' },
  IE: { pattern: /^[A-Z][0-9][0-9W] ?[A-Z0-9]{4}$/, example: 'D02 X285' },
  SA: { pattern: /^[0-9]{5}(?:-[0-9]{4})?$/, example: '11564' },
  KW: { pattern: /^[0-9]{5}$/, example: '13001' },
  OM: { pattern: /^[0-9]{3}$/, example: '112' },
  NP: { pattern: /^[0-9]{5}$/, example: '44600' },
  LK: { pattern: /^[0-9]{5}$/, example: '00100' },
  BD: { pattern: /^[0-9]{4}$/, example: '1212' },
  ZA: { pattern: /^[0-9]{4}$/, example: '0001' },
  JP: { pattern: /^[0-9]{3}-?[0-9]{4}$/, example: '100-0001' },
};

/** Written the way the post office prints it: upper case, single spaces. */
export function normalisePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The message key for a postal code that does not fit its country, or undefined when it fits. `code` is normalised. */
export function postalCodeProblemKey(code: string, country: string): string | undefined {
  const rule = POSTAL_RULES[country || DEFAULT_COUNTRY];
  if (code === '') {
    if (!postalCodeRequired(country)) return undefined;
    return country === 'IN' || !country ? messageKey('pinCodeMissing') : messageKey('postalCodeMissing');
  }
  if (country === 'IN' || !country) return PIN_CODE.test(code) ? undefined : messageKey('pinCodeWrong');
  if (rule) return rule.pattern.test(code) ? undefined : messageKey('postalCodeOfCountry', rule.example);
  return POSTAL_CHARACTERS.test(code) ? undefined : messageKey('postalCodeCharacters');
}

/** The same in English words. */
export function postalCodeProblem(code: string, country: string): string | undefined {
  const key = postalCodeProblemKey(code, country);
  return key === undefined ? undefined : renderMessage(key, { messages: enChecks });
}
