/** What the admission form needs at first paint, without zod (the schema itself is in admission.ts). */

import { en } from './texts/en';

/** The lists the admission and payment forms choose from; they come from content/site.yml. */
export interface AdmissionOptions {
  academicYears: readonly string[];
  classOptions: readonly string[];
}

export const GENDERS = ['Male', 'Female'] as const;

export const CONSENT_MESSAGE = en.messages.consent;

/** The transaction number field takes a UPI payment's UTR as well as a bank transfer's reference. */
export const TRANSACTION_HINT = en.hints.transactionNumber;

/**
 * What a transaction number may be: a UPI UTR or RRN (12 digits), an IMPS reference (12 digits), a NEFT or RTGS UTR
 * (16 or 22 letters and digits). Spaces and dashes copied with it are dropped; then 6 to 30 letters and digits, one a digit.
 */
export const TRANSACTION_NUMBER_MESSAGE = en.messages.transactionNumber;

/** The server's answer when another family's application already gave the same transaction number. */
export const TRANSACTION_NUMBER_USED = en.messages.transactionNumberUsed;
