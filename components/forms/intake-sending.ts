/**
 * What only a send needs: the check of the answers, the upload's downscale, the request with its idempotency key, the
 * queue on the phone (IndexedDB), what to tell of each outcome, the writing of drafts, and what shows a refusal or
 * offers a draft back. A form island imports it
 * when the family first types (use-intake-form.ts), not when it wakes, so a first tap on a form downloads only what
 * shows the form (bench: JavaScript after the first tap).
 */
export { prepare, restoreOffered, resumeKept, sendKeptNow, showOutcomes, submitIntake } from './intake-submit';
export { loadSendWords } from '@/lib/forms/texts/send-words';
export { DraftOffer } from './draft-offer';
export { ErrorSummary } from './error-summary';
