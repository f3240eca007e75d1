/** A refusal of bad input: answered with its status, message and field messages, and nothing is stored. */
export class IntakeError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** What the sender typed, when the refusal is about some of it: the result page offers it back to correct. */
    readonly values?: Record<string, string>,
  ) {
    super(message);
    this.name = 'IntakeError';
  }
}

/** A failure on our side (disk, database) while handling an upload: a 5xx, never blamed on the visitor. */
export class StorageError extends Error {
  constructor(readonly cause: unknown) {
    super('storage failed');
    this.name = 'StorageError';
  }
}

/** An error's message, also for errors from another realm than this code's Error (better-sqlite3's under jest), where instanceof fails. */
export function messageOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
}
