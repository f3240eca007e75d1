/** What the admission form needs at first paint, without zod (the schema itself is in admission.ts). */

/** The lists the admission and payment forms choose from; they come from content/site.yml. */
export interface AdmissionOptions {
  academicYears: readonly string[];
  classOptions: readonly string[];
}

export const GENDERS = ['Male', 'Female'] as const;

export const CONSENT_MESSAGE = 'Please confirm that you are the parent or guardian and agree to the privacy notice.';

/** The transaction number field takes a UPI payment's UTR as well as a bank transfer's reference. */
export const TRANSACTION_HINT =
  'For UPI, the 12-digit UTR (UPI transaction id) your app shows, e.g. 412345678901; for a bank transfer, its UTR or reference number.';

/** The server's answer when another family's application already gave the same transaction number. */
export const TRANSACTION_NUMBER_USED =
  "The transaction number is already on another family's application. Please check it against your bank or UPI app; if it is right, call the school office.";
