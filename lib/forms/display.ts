import { countryName } from './countries';
import { formatPhone } from './phone';

/** The fields that hold a phone number, stored in E.164. */
const PHONE_FIELDS = new Set(['phone', 'phoneNumber', 'whatsappNumber']);

/**
 * A stored value as the office reads it (staff pages and the office mail): phone numbers grouped the way they are
 * dialled (from the stored E.164, not kept as typed), the country by name. Exports keep the stored value.
 */
export function displayValue(field: string, value: string): string {
  if (PHONE_FIELDS.has(field) && value.startsWith('+')) return formatPhone(value);
  if (field === 'country' && /^[A-Z]{2}$/.test(value)) return `${countryName(value)} (${value})`;
  return value;
}
