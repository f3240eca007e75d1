import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { MailAttachment, OutboxRepository } from '../../core/outbox-repository';
import type { Inbox, IntakeForm, Submission, SubmissionsRepository } from '../intake';
import { familyWords } from '../../core/family-words';
import { currentToken, linkUrl } from './links';
import type { IssuedReceipt } from './receipt-book';

/**
 * What the admissions journey needs of the service, gathered once by its plugin (plugin.ts) from the decorators it
 * depends on (`app.db`, `app.mail`, `app.intake`) and its own settings: the feature's own, passed to its routes and mails.
 */
export interface JourneyContext {
  /** MAIL_TO: the office's address, which hears of the families' actions (office-alerts.ts). */
  config: { siteUrl: string; dataDir: string; intakeRateLimit: number; mailTo: string };
  db: Database.Database;
  forms: IntakeForm[];
  submissions: SubmissionsRepository;
  /** The office's view of the submissions (a step changes the status, with its history). */
  inbox: Inbox;
  /** DATA_DIR's folders: a family's document arrives in `incoming` and is kept in `uploads`. */
  paths: { incoming: string; uploads: string };
  outbox: OutboxRepository;
  mailWorker: { kick: () => void };
  /** The key of the families' application links (APPLICATION_LINK_SECRET, or one kept in DATA_DIR). */
  linkSecret: Buffer;
  schoolName: string;
  /** The newest receipt of an application (the journey's receipt book, features/records), for the family's page. */
  receiptOf: (submissionId: number) => IssuedReceipt | undefined;
}

export interface FamilyMail {
  /** What the mail is about, for its Message-ID (e.g. `document-accepted`): lower-case letters, digits and dashes. */
  topic: string;
  subject: string;
  /** The paragraphs of the mail in plain words, between the greeting and the link to the family's page. */
  paragraphs: string[];
  attachment?: MailAttachment;
}

/**
 * Queues a mail to the family of an application (outbox kind 'status': a written mail to a parent), ending with a
 * freshly signed link to its page. Call it inside the transaction that makes the change it reports, then kick the
 * mail worker. Returns false when the application has no e-mail address to write to.
 */
export function mailFamily(context: JourneyContext, item: Submission, mail: FamilyMail, now: Date = new Date()): boolean {
  const form = context.forms.find((candidate) => candidate.type === item.type);
  const recipient = form?.applicantEmail(item.data);
  if (!form || !recipient) return false;
  const url = linkUrl(context.config.siteUrl, currentToken(context, item, now));
  const host = new URL(context.config.siteUrl).hostname;
  const words = familyWords(item.language);
  const body = [
    words.greeting.parent,
    '',
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
    words.pageOfApplication({ child: form.applicantName(item.data), reference: item.reference }),
    url,
    '',
    words.signOff.regards,
    words.signOff.office,
    context.schoolName,
  ].join('\n');
  context.outbox.enqueue({
    submissionId: item.id,
    kind: 'status',
    recipient,
    // `.family-<topic>-<ms>-` marks it as a message to show on the family's page (office-messages.ts), with its time.
    messageId: `<${item.reference.toLowerCase()}.family-${mail.topic}-${now.getTime()}-${randomBytes(4).toString('hex')}@${host}>`,
    // Due at once: `now` may be a scheduled job's moment, the mail worker sends by the real clock.
    now: Date.now(),
    subject: `${mail.subject} (${item.reference})`,
    body,
    attachment: mail.attachment,
  });
  return true;
}
