import type Database from 'better-sqlite3';

export interface OfficeMessage {
  /** When the office sent it (the status change's time). */
  at: string;
  subject: string;
  body: string;
}

/** The Message-ID of a mail queued by mailFamily (family-mail.ts): topic, then the moment it was written. */
const FAMILY_MAIL_ID = /\.[a-z0-9-]+-(\d{13})-[0-9a-f]{8}@/;

/**
 * The messages the office sent this family, oldest first: the status mails queued with a status change (matched to
 * it by the Message-ID the staff route gives them) and the journey's mails (a document, a visit, the offer, the fee;
 * dated by theirs). Read from the outbox, their text as sent; a fresh link asked for is not a message.
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
  for (const mail of mails) {
    const written = FAMILY_MAIL_ID.exec(mail.messageId);
    if (written) messages.push({ at: new Date(Number(written[1])).toISOString(), subject: mail.subject, body: mail.body });
  }
  return messages.sort((a, b) => a.at.localeCompare(b.at));
}
