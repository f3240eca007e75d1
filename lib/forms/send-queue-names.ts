/** The names the page, its form islands and the service worker share about forms kept on the phone (./send-queue.ts). */

/** The message the service worker posts to its pages for each outcome. */
export const OUTCOME_MESSAGE = 'form-outcome';
/** The message a page posts to the service worker to have the queue sent now; also the Background Sync tag. */
export const SEND_QUEUE_TAG = 'send-forms';
