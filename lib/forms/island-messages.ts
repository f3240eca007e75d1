/**
 * The messages a form island shows before its send's code has arrived (the rest are in ./messages.ts, which
 * re-exports these: import them from there anywhere but in a form island's first code).
 */
/** SPEC section 8, word for word: no answer came (the connection failed, or the form's code could not be fetched). */
export const NETWORK_ERROR_MESSAGE = 'An error occurred. Please try again.';
/** Beside a file field after a draft was restored: browsers cannot keep a chosen file. */
export const CHOOSE_FILE_AGAIN_MESSAGE = 'Files cannot be kept on this phone: please choose the file again.';
