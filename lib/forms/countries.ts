import { COUNTRY_CODES } from './phone';
import { DEFAULT_COUNTRY } from './rules';

export interface CountryOption {
  value: string;
  label: string;
}

const names = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English name of a country code ('GB' → 'United Kingdom'); the code itself when it is unknown. */
export function countryName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    // Not a region code at all: show what is stored.
    return code;
  }
}

/** The country list of the address forms: India first (the school's own), the rest by name. Built into the page. */
export function countryOptions(): CountryOption[] {
  const rest = COUNTRY_CODES.filter((code) => code !== DEFAULT_COUNTRY)
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [{ value: DEFAULT_COUNTRY, label: countryName(DEFAULT_COUNTRY) }, ...rest];
}
