import { en } from './texts/en';

/* The forms' outcomes in English; each language's words are in lib/forms/texts (en-form.ts, en-send.ts and en-checks.ts are the one definition; en.ts joins them). */

/** Outcome messages of SPEC section 8, word for word. */
export const SUCCESS_MESSAGE = en.messages.success;
export const FAILURE_MESSAGE = en.messages.failure;
export const NETWORK_ERROR_MESSAGE = en.messages.networkError;
/** Contact page status while sending (SPEC section 4). */
export const SENDING_MESSAGE = en.messages.sending;
/** The server could not store a submission (disk full, storage failure): nothing was kept, sending again is safe. */
export const STORAGE_ERROR_MESSAGE = en.messages.storageError;
/**
 * A form refused for its answers: each field's message is shown beside it. Never the spec's "Failed to submit form.
 * Please try again.", which tells a parent to retry what cannot work.
 */
export const CORRECT_FIELDS_MESSAGE = en.messages.correctFields;
/** A form sent while the phone is offline: kept on it (lib/forms/send-queue.ts) and sent when the connection returns. */
export const KEPT_OFFLINE_MESSAGE = en.messages.keptOffline;
/** A form whose send failed on the way (no answer came): kept the same way. */
export const KEPT_AFTER_FAILURE_MESSAGE = en.messages.keptAfterFailure;
/** Said with the success of a form that was kept on the phone and sent later. */
export const DELIVERED_LATER_MESSAGE = en.messages.deliveredLater;
/** Beside a file field after a draft was restored: browsers cannot keep a chosen file. */
export const CHOOSE_FILE_AGAIN_MESSAGE = en.messages.chooseFileAgain;
