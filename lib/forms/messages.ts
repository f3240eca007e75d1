/** Outcome messages of SPEC section 8, word for word. */
// What a form island shows before its send's code has arrived, in a module of its own so that the rest of these
// messages come with that code (components/forms/intake-sending.ts) and not with the island's first tap.
export { CHOOSE_FILE_AGAIN_MESSAGE, NETWORK_ERROR_MESSAGE } from './island-messages';
export const SUCCESS_MESSAGE = 'Form submitted successfully!';
export const FAILURE_MESSAGE = 'Failed to submit form. Please try again.';
/** Contact page status while sending (SPEC section 4). */
export const SENDING_MESSAGE = 'Sending...';
/** The server could not store a submission (disk full, storage failure): nothing was kept, sending again is safe. */
export const STORAGE_ERROR_MESSAGE = 'Your form could not be saved. Please try again in a few minutes.';
/**
 * A form refused for its answers: each field's message is shown beside it. Never the spec's "Failed to submit form.
 * Please try again.", which tells a parent to retry what cannot work.
 */
export const CORRECT_FIELDS_MESSAGE = 'Please correct the fields marked below.';
/** A form sent while the phone is offline: kept on it (lib/forms/send-queue.ts) and sent when the connection returns. */
export const KEPT_OFFLINE_MESSAGE = 'You are offline: your form is kept on this phone and will be sent when you are back online.';
/** A form whose send failed on the way (no answer came): kept the same way. */
export const KEPT_AFTER_FAILURE_MESSAGE = 'The connection failed: your form is kept on this phone and will be sent when the connection returns.';
/** Said with the success of a form that was kept on the phone and sent later. */
export const DELIVERED_LATER_MESSAGE = 'It was kept on this phone while you were offline and has now reached the school.';
