import { enChecks } from './texts/en-checks';
import { enForm } from './texts/en-form';

/* The forms' outcomes in English; each language's words are in lib/forms/texts (en-form.ts is the one definition). */

/** Outcome messages of SPEC section 8, word for word. */
export const SUCCESS_MESSAGE = enForm.messages.success;
export const FAILURE_MESSAGE = enForm.messages.failure;
export const NETWORK_ERROR_MESSAGE = enForm.messages.networkError;
/** Contact page status while sending (SPEC section 4). */
export const SENDING_MESSAGE = enForm.messages.sending;
/** The server could not store a submission (disk full, storage failure): nothing was kept, sending again is safe. */
export const STORAGE_ERROR_MESSAGE = enChecks.storageError;
/**
 * A form refused for its answers: each field's message is shown beside it. Never the spec's "Failed to submit form.
 * Please try again.", which tells a parent to retry what cannot work.
 */
export const CORRECT_FIELDS_MESSAGE = enForm.messages.correctFields;
/** A form sent while the phone is offline: kept on it (lib/forms/send-queue.ts) and sent when the connection returns. */
export const KEPT_OFFLINE_MESSAGE = enForm.messages.keptOffline;
/** A form whose send failed on the way (no answer came): kept the same way. */
export const KEPT_AFTER_FAILURE_MESSAGE = enForm.messages.keptAfterFailure;
/** Said with the success of a form that was kept on the phone and sent later. */
export const DELIVERED_LATER_MESSAGE = enForm.messages.deliveredLater;
/** Beside a file field after a draft was restored: browsers cannot keep a chosen file. */
export const CHOOSE_FILE_AGAIN_MESSAGE = enForm.messages.chooseFileAgain;
