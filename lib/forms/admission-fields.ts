/**
 * What the admission form needs at first paint, without zod or what a check says (the schema and its English messages
 * are in admission.ts, fetched at the first send).
 */

/** The lists the admission and payment forms choose from; they come from content/site.yml. */
export interface AdmissionOptions {
  academicYears: readonly string[];
  classOptions: readonly string[];
}

export const GENDERS = ['Male', 'Female'] as const;
