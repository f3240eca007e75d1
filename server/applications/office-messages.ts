import type Database from 'better-sqlite3';

export interface OfficeMessage {
  /** When the office sent it (the status change's time). */
  at: string;
  subject: string;
  body: string;
}

/**
 * The messages the office sent this family: the status mails queued with a status change, oldest first. Read from
 * the outbox (their text as sent), matched to their change by the Message-ID the staff route gives them.
 */
export function officeMessages(db: Database.Database, submissionId: number): OfficeMessage[] {
  const changes = db.prepare('SELECT id, at FROM status_changes WHERE submission_id = ? AND mailed = 1 ORDER BY id').all(submissionId) as {
    id: number;
    at: string;
  }[];
  const mails = db
    .prepare("SELECT message_id AS messageId, subject, body FROM outbox WHERE submission_id = ? AND kind = 'status' AND subject IS NOT NULL")
    .all(submissionId) as { messageId: string; subject: string; body: string }[];
  const messages: OfficeMessage[] = [];
  for (const change of changes) {
    const mail = mails.find((candidate) => candidate.messageId.includes(`.status-${change.id}@`));
    if (mail) messages.push({ at: change.at, subject: mail.subject, body: mail.body });
  }
  return messages;
}
