/** A refusal of bad input: answered with its status, message and field messages, and nothing is stored. */
export class IntakeError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields: Record<string, string> = {},
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
