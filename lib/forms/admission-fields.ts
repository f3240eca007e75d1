/**
 * What the admission form needs at first paint, without zod or what a check says (the schema and its English messages
 * are in admission.ts, fetched at the first send).
 */

/** The lists the admission and payment forms choose from; they come from content/site.yml. */
export interface AdmissionOptions {
  academicYears: readonly string[];
  classOptions: readonly string[];
}

/** The genders the form offers (in ./rules.ts, which the form's island has at first paint anyway). */
export { GENDERS } from './rules';
