/**
 * What only a send needs: the upload's downscale, the request with its idempotency key, the queue on the phone
 * (IndexedDB), and the writing of drafts. A form island imports it when the family first types (use-intake-form.ts), not when it wakes, so a
 * first tap on a form downloads only what shows the form (bench: JavaScript after the first tap).
 */
export { prepareUpload } from './downscale';
export { sendForm } from './send-form';
export { newIdempotencyKey } from '@/lib/forms/idempotency';
export { fieldsOf, isKept, keepSend, sendKept, takeOutcomes } from '@/lib/forms/send-queue';
export { restoreDraft, saveDraft } from './form-draft-write';
