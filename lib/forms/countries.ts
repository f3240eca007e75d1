import { COUNTRY_CODES } from './phone';
import { DEFAULT_COUNTRY } from './rules';
import type { FormLanguage } from './texts/types';

export interface CountryOption {
  value: string;
  label: string;
}

const names = { en: new Intl.DisplayNames(['en'], { type: 'region' }), mr: new Intl.DisplayNames(['mr'], { type: 'region' }) };

/** The name of a country code in English ('GB' → 'United Kingdom') or Marathi; the code itself when it is unknown. */
export function countryName(code: string, language: FormLanguage = 'en'): string {
  try {
    return names[language].of(code) ?? code;
  } catch {
    // Not a region code at all: show what is stored.
    return code;
  }
}

/**
 * The country list of the address forms: India first (the school's own, chosen already), the rest by name. Built into
 * the page, and in English on the Marathi form too: its 245 names in Devanagari cost 450 bytes more of the page's
 * first flight (bench, maxHtmlResponseBytes), which /mr/onlineadmission cannot spare, and the families who open the
 * list (an address abroad) read the names in English on every form there. Mails and the family's page name the chosen
 * country in the family's language (countryName).
 */
export function countryOptions(): CountryOption[] {
  const rest = COUNTRY_CODES.filter((code) => code !== DEFAULT_COUNTRY)
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [{ value: DEFAULT_COUNTRY, label: countryName(DEFAULT_COUNTRY) }, ...rest];
}
