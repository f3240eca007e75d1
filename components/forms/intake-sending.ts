/**
 * What only a send needs: the check of the answers, the upload's downscale, the request with its idempotency key, the
 * queue on the phone (IndexedDB), what to tell of each outcome, the writing of drafts, and what shows a refusal or
 * offers a draft back. A form island imports it
 * when the family first types (use-intake-form.ts), not when it wakes, so a first tap on a form downloads only what
 * shows the form (bench: JavaScript after the first tap).
 */
export { isKept, sendKept, takeOutcomes } from '@/lib/forms/send-queue';
export { restoreDraft, saveDraft } from './form-draft-write';
export { keptStatus, submitIntake, tellOutcome } from './intake-submit';
export { DraftOffer } from './draft-offer';
export { ErrorSummary } from './error-summary';
