/** What the admission form needs at first paint, without zod (the schema itself is in admission.ts). */

/** The lists the admission and payment forms choose from; they come from content/site.yml. */
export interface AdmissionOptions {
  academicYears: readonly string[];
  classOptions: readonly string[];
}

export const GENDERS = ['Male', 'Female'] as const;

export const CONSENT_MESSAGE = 'Please confirm that you are the parent or guardian and agree to the privacy notice.';
