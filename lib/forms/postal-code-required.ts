/** Apart from the postal code formats (./postal-codes.ts), so the admission form's island carries only this list. */

/** Countries whose addresses have no postal code: there the field may stay empty. */
const NO_POSTAL_CODE = new Set(['AE', 'QA', 'HK', 'MO', 'AO', 'AG', 'BS', 'BZ', 'BJ', 'BO', 'BW', 'FJ', 'GH', 'KI', 'TG', 'TV', 'UG', 'YE', 'ZW']);

/** Whether an address in this country must have a postal code: the field is required in the browser exactly when so. */
export function postalCodeRequired(country: string): boolean {
  return !NO_POSTAL_CODE.has(country);
}
