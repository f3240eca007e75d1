import type Database from 'better-sqlite3';

export interface OfficeMessage {
  /** When the office sent it (the status change's time). */
  at: string;
  subject: string;
  body: string;
}

/**
 * The messages the office sent this family, oldest first: the status mails queued with a status change (matched to
 * their change by the Message-ID the staff route gives them), and the mails of its page's journey (family-mail.ts:
 * documents checked, visits, the offer and the fee), whose Message-ID carries the moment they were written. Read
 * from the outbox, as sent.
 */
export function officeMessages(db: Database.Database, submissionId: number): OfficeMessage[] {
  const changes = db.prepare('SELECT id, at FROM status_changes WHERE submission_id = ? AND mailed = 1 ORDER BY id').all(submissionId) as {
    id: number;
    at: string;
  }[];
  const mails = db
    .prepare("SELECT message_id AS messageId, subject, body FROM outbox WHERE submission_id = ? AND kind = 'status' AND subject IS NOT NULL ORDER BY id")
    .all(submissionId) as { messageId: string; subject: string; body: string }[];
  const messages: OfficeMessage[] = [];
  for (const change of changes) {
    const mail = mails.find((candidate) => candidate.messageId.includes(`.status-${change.id}@`));
    if (mail) messages.push({ at: change.at, subject: mail.subject, body: mail.body });
  }
  for (const mail of mails) {
    const written = /\.family-[a-z0-9-]+?-(\d{13})-[0-9a-f]+@/.exec(mail.messageId);
    if (written) messages.push({ at: new Date(Number(written[1])).toISOString(), subject: mail.subject, body: mail.body });
  }
  return messages.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
