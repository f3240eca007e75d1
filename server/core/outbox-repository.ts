import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

/**
 * office and acknowledgement mails are composed from their submission when sent; status mails (to a parent)
 * and account mails (a set-password link to staff) carry the text they were queued with.
 */
export type MailKind = 'office' | 'acknowledgement' | 'status' | 'account';

export interface OutboxMessage {
  id: number;
  submissionId: number | null;
  kind: MailKind;
  recipient: string;
  messageId: string;
  attempts: number;
  subject: string | null;
  body: string | null;
  attachment: MailAttachment | null;
}

/** One file a written mail carries (a visit's .ics invitation), stored with the mail so a retry sends the same. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutboxState {
  pending: number;
  sent: number;
}

export interface SubmissionMail {
  kind: MailKind;
  recipient: string;
  status: string;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
  subject: string | null;
}

/** The mail outbox: one row per mail to send, written in the same transaction as what caused it. */
export class OutboxRepository {
  constructor(private readonly db: Database.Database) {}

  /** The same written mail to each of several members of staff (an account mail: about no submission), each with its own Message-ID. */
  enqueueToStaff(recipients: string[], mail: { topic: string; host: string; subject: string; body: string; now: number }): void {
    this.db.transaction(() => {
      for (const recipient of recipients) {
        this.enqueue({
          submissionId: null,
          kind: 'account',
          recipient,
          messageId: `<${mail.topic}-${randomBytes(8).toString('hex')}@${mail.host}>`,
          now: mail.now,
          subject: mail.subject,
          body: mail.body,
        });
      }
    })();
  }

  enqueue(message: {
    submissionId: number | null;
    kind: MailKind;
    recipient: string;
    messageId: string;
    now: number;
    subject?: string;
    body?: string;
    attachment?: MailAttachment;
  }): number {
    const { attachment, ...fields } = message;
    const result = this.db
      .prepare(
        `INSERT INTO outbox (submission_id, kind, recipient, message_id, next_attempt_at, subject, body, attachment_name, attachment_type, attachment)
         VALUES (@submissionId, @kind, @recipient, @messageId, @now, @subject, @body, @attachmentName, @attachmentType, @attachment)`,
      )
      .run({
        subject: null,
        body: null,
        ...fields,
        attachmentName: attachment?.filename ?? null,
        attachmentType: attachment?.contentType ?? null,
        attachment: attachment?.content ?? null,
      });
    return Number(result.lastInsertRowid);
  }

  /** Pending mails whose next attempt is due, oldest first. */
  due(now: number, limit: number): OutboxMessage[] {
    const rows = this.db
      .prepare(
        `SELECT id, submission_id AS submissionId, kind, recipient, message_id AS messageId, attempts, subject, body,
           attachment_name AS attachmentName, attachment_type AS attachmentType, attachment
         FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
      )
      .all(now, limit) as (Omit<OutboxMessage, 'attachment'> & { attachmentName: string | null; attachmentType: string | null; attachment: Buffer | null })[];
    return rows.map(({ attachmentName, attachmentType, attachment, ...message }) => ({
      ...message,
      attachment:
        attachmentName && attachment ? { filename: attachmentName, contentType: attachmentType ?? 'application/octet-stream', content: attachment } : null,
    }));
  }

  /** Marks a mail sent; a set-password link is dropped from the database once it has left. */
  markSent(id: number, sentAt: string): void {
    this.db
      .prepare(
        `UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL,
           body = CASE WHEN kind = 'account' THEN '' ELSE body END
         WHERE id = ? AND status = 'pending'`,
      )
      .run(sentAt, id);
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

  forSubmission(submissionId: number): SubmissionMail[] {
    return this.db
      .prepare(
        `SELECT kind, recipient, status, attempts, sent_at AS sentAt, last_error AS lastError, subject
         FROM outbox WHERE submission_id = ? ORDER BY id`,
      )
      .all(submissionId) as SubmissionMail[];
  }
}
