import type Database from 'better-sqlite3';

export type MailKind = 'office' | 'acknowledgement';

export interface OutboxMessage {
  id: number;
  submissionId: number;
  kind: MailKind;
  recipient: string;
  messageId: string;
  attempts: number;
}

export interface OutboxState {
  pending: number;
  sent: number;
}

/** The mail outbox: one row per mail to send, written in the same transaction as its submission. */
export class OutboxRepository {
  constructor(private readonly db: Database.Database) {}

  enqueue(message: { submissionId: number; kind: MailKind; recipient: string; messageId: string; now: number }): void {
    this.db
      .prepare(
        `INSERT INTO outbox (submission_id, kind, recipient, message_id, next_attempt_at)
         VALUES (@submissionId, @kind, @recipient, @messageId, @now)`,
      )
      .run(message);
  }

  /** Pending mails whose next attempt is due, oldest first. */
  due(now: number, limit: number): OutboxMessage[] {
    return this.db
      .prepare(
        `SELECT id, submission_id AS submissionId, kind, recipient, message_id AS messageId, attempts
         FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
      )
      .all(now, limit) as OutboxMessage[];
  }

  markSent(id: number, sentAt: string): void {
    this.db.prepare(`UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ? AND status = 'pending'`).run(sentAt, id);
  }

  markFailed(id: number, error: string, nextAttemptAt: number): void {
    this.db
      .prepare(`UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ? AND status = 'pending'`)
      .run(error.slice(0, 500), nextAttemptAt, id);
  }

  state(): OutboxState {
    const rows = this.db.prepare('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status').all() as { status: string; n: number }[];
    const state: OutboxState = { pending: 0, sent: 0 };
    for (const row of rows) if (row.status === 'pending' || row.status === 'sent') state[row.status] = row.n;
    return state;
  }

  forSubmission(submissionId: number): { kind: MailKind; status: string; attempts: number; sentAt: string | null }[] {
    return this.db
      .prepare('SELECT kind, status, attempts, sent_at AS sentAt FROM outbox WHERE submission_id = ? ORDER BY id')
      .all(submissionId) as { kind: MailKind; status: string; attempts: number; sentAt: string | null }[];
  }
}
