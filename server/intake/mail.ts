import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { displayValue } from '../../lib/forms/display';
import { labelFor } from '../../lib/forms/labels';
import { fileKind, nameForKind } from './file-kinds';
import { privateDir } from './private-files';
import type { IntakeForm } from './forms';
import type { OutboxMessage, OutboxRepository } from './outbox-repository';
import type { Submission, SubmissionsRepository } from './submissions-repository';

export interface MailSettings {
  dataDir: string;
  /** Without it, each mail is written as an .eml file under DATA_DIR/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  mailTo: string;
  siteUrl: string;
  schoolName: string;
  /** First retry after this many ms, doubling each time up to an hour. */
  retryBaseMs: number;
  /** How often the worker looks for due mails (it is also woken after each submission). */
  pollMs: number;
  /** The lines that give a family the signed link to its application's page (admissions only). */
  applicationLinkLines?: (submission: { id: number; reference: string }, now: Date) => string[];
}

export interface MailLogger {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** Longest name the acknowledgement greets by; a longer one is more likely a message than a name. */
const ACK_NAME_MAX = 60;

/** The Message-ID of a submission's mail: the same on every attempt, so a resend after a crash is recognisable. */
export function messageIdFor(reference: string, kind: string, siteUrl: string): string {
  return `<${reference.toLowerCase()}.${kind}@${new URL(siteUrl).hostname}>`;
}

function fieldLines(submission: Submission): string {
  return Object.entries(submission.data)
    .map(([field, value]) => `${labelFor(field)}: ${displayValue(field, value)}`)
    .join('\n');
}

/** Builds the office notification (with the upload attached) or the applicant's acknowledgement. */
export function composeMail(message: OutboxMessage, submission: Submission, form: IntakeForm, settings: MailSettings): SendMailOptions {
  const name = form.applicantName(submission.data);
  const base: SendMailOptions = {
    from: settings.mailFrom,
    to: message.recipient,
    messageId: message.messageId,
    date: new Date(submission.createdAt),
  };
  if (message.kind === 'office') {
    const file = submission.file;
    // Rows stored before names followed the detected kind are named here as they are now.
    const fileName = file ? nameForKind(file.name, file.type) : '';
    const lines = [
      `${form.title} received on the website.`,
      '',
      `Reference: ${submission.reference}`,
      `Received: ${submission.createdAt}`,
      submission.consentAt ? `Parent/guardian consent given: ${submission.consentAt}` : '',
      '',
      fieldLines(submission),
      '',
      file ? `Attached: ${fileName} (${file.type}, ${file.size} bytes, sha256 ${file.sha256})` : '',
      '',
      `Look it up with: npm run submissions -- show ${submission.reference}`,
    ].filter((line, index, all) => line !== '' || all[index - 1] !== '');
    return {
      ...base,
      subject: `[${submission.reference}] ${form.title}: ${name}`,
      replyTo: form.applicantEmail(submission.data),
      text: lines.join('\n'),
      attachments: file ? [{ filename: fileName, contentType: fileKind(file.type).mime, path: path.join(settings.dataDir, file.path) }] : [],
    };
  }
  // The acknowledgement goes to whatever address a stranger typed: it repeats nothing they wrote but a short name.
  const greeting = name.length <= ACK_NAME_MAX ? `Dear ${name},` : 'Hello,';
  return {
    ...base,
    subject: `We have received your ${form.title.toLowerCase()} (reference ${submission.reference})`,
    replyTo: settings.mailTo,
    text: [
      greeting,
      '',
      `Thank you for contacting ${settings.schoolName}. We have received your ${form.title.toLowerCase()}.`,
      `Your reference number is ${submission.reference}. Please quote it if you call or write to us.`,
      '',
      'The school office will get back to you within two working days.',
      '',
      ...(form.type === 'admission' && settings.applicationLinkLines ? [...settings.applicationLinkLines(submission, new Date()), ''] : []),
      `${settings.schoolName}`,
      settings.siteUrl,
    ].join('\n'),
  };
}

/** SMTP when configured; otherwise a transport that hands back the raw message, which we write as .eml. */
function createTransport(settings: MailSettings): Transporter {
  if (settings.smtpUrl) {
    // One kept-open connection for a backlog instead of a new handshake per mail, unless the URL says otherwise.
    const url = new URL(settings.smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    return nodemailer.createTransport(url.toString());
  }
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

/**
 * Sends what the outbox holds, one mail at a time, and marks each sent in its own transaction right after
 * the server accepted it. Failures are retried with exponential backoff, across restarts (the schedule lives
 * in the database). A crash between sending and marking can repeat one mail, with the same Message-ID.
 */
export class MailWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly settings: MailSettings,
    private readonly outbox: OutboxRepository,
    private readonly submissions: SubmissionsRepository,
    private readonly formFor: (type: string) => IntakeForm | undefined,
    private readonly log: MailLogger,
  ) {
    this.transport = createTransport(settings);
  }

  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** Looks for due mails now (after a submission), or as soon as the current round ends. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.runOnce()
      .catch((error: unknown) => this.log.error({ err: error }, 'mail worker round failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.kick();
        } else {
          this.timer = setTimeout(() => this.kick(), this.settings.pollMs);
          this.timer.unref();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** One round: every due mail, in order. Returns how many were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    // A mail that failed in this round waits for its backoff, even if that is already due again.
    const tried = new Set<number>();
    for (;;) {
      const batch = this.outbox.due(Date.now(), 20).filter((message) => !tried.has(message.id));
      if (batch.length === 0) return sent;
      for (const message of batch) {
        if (this.stopped) return sent;
        tried.add(message.id);
        if (await this.deliver(message)) sent += 1;
      }
    }
  }

  private async deliver(message: OutboxMessage): Promise<boolean> {
    const submission = message.submissionId === null ? undefined : this.submissions.byId(message.submissionId);
    let mail: SendMailOptions;
    let emlName: string;
    if (message.subject !== null) {
      // Status and account mails were written when they were queued.
      mail = composeWrittenMail(message, this.settings);
      emlName = submission ? `${submission.reference}-${message.kind}-${message.id}` : `${message.kind}-${message.id}`;
    } else {
      const form = submission ? this.formFor(submission.type) : undefined;
      if (!submission || !form) return false;
      mail = composeMail(message, submission, form, this.settings);
      emlName = `${submission.reference}-${message.kind}`;
    }
    const what = { reference: submission?.reference, kind: message.kind, outboxId: message.id };
    try {
      const info = await this.transport.sendMail(mail);
      if (!this.settings.smtpUrl) writeEml(this.settings.dataDir, emlName, info.message as Buffer);
      this.outbox.markSent(message.id, new Date().toISOString());
      this.log.info(what, 'mail sent');
      return true;
    } catch (error) {
      const delay = Math.min(MAX_BACKOFF_MS, this.settings.retryBaseMs * 2 ** message.attempts);
      const reason = error instanceof Error ? error.message : String(error);
      this.outbox.markFailed(message.id, reason, Date.now() + delay);
      this.log.warn({ ...what, attempts: message.attempts + 1, retryInMs: delay, reason }, 'mail not sent, will retry');
      return false;
    }
  }
}

/** A status or account mail: its subject and text as queued, from the school, replies to the office. */
export function composeWrittenMail(message: OutboxMessage, settings: MailSettings): SendMailOptions {
  return {
    from: settings.mailFrom,
    to: message.recipient,
    messageId: message.messageId,
    replyTo: settings.mailTo,
    subject: message.subject ?? '',
    text: message.body ?? '',
    attachments: message.attachment
      ? [{ filename: message.attachment.filename, contentType: message.attachment.contentType, content: message.attachment.content }]
      : [],
  };
}

/** One .eml per mail, named after what it is about (reference and kind), written whole (temp file + rename). */
function writeEml(dataDir: string, name: string, raw: Buffer): void {
  const dir = path.join(dataDir, 'outbox');
  privateDir(dir);
  const target = path.join(dir, `${name}.eml`);
  const temp = `${target}.tmp`;
  // Mails hold personal data and set-password links: 0600 whatever the umask.
  fs.writeFileSync(temp, raw, { mode: 0o600 });
  fs.chmodSync(temp, 0o600);
  fs.renameSync(temp, target);
}
