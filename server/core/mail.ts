import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { ServerConfig } from './config';
import { privateDir } from './private-files';
import { OutboxRepository, type OutboxMessage } from './outbox-repository';

export interface MailSettings {
  dataDir: string;
  /** Without it, each mail is written as an .eml file under DATA_DIR/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  mailTo: string;
  /** First retry after this many ms, doubling each time up to an hour. */
  retryBaseMs: number;
  /** How often the worker looks for due mails (it is also woken after each submission). */
  pollMs: number;
}

/**
 * The mails about a submission (the form intake's): the reference their .eml copies are named after, and the text of
 * those queued without one (the office notification and the acknowledgement are written when they are sent).
 */
export interface SubmissionMails {
  prepare(message: OutboxMessage): { reference: string; mail?: SendMailOptions } | undefined;
}

export interface MailLogger {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;

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
  private submissionMails: SubmissionMails | undefined;

  constructor(
    private readonly settings: MailSettings,
    private readonly outbox: OutboxRepository,
    private readonly log: MailLogger,
  ) {
    this.transport = createTransport(settings);
  }

  /** Who writes the mails about submissions (the form intake, when it is registered). */
  useSubmissionMails(source: SubmissionMails): void {
    this.submissionMails = source;
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
    const submission = message.submissionId === null ? undefined : this.submissionMails?.prepare(message);
    let mail: SendMailOptions;
    let emlName: string;
    if (message.subject !== null) {
      // Status and account mails were written when they were queued.
      mail = composeWrittenMail(message, this.settings);
      emlName = submission ? `${submission.reference}-${message.kind}-${message.id}` : `${message.kind}-${message.id}`;
    } else {
      if (!submission?.mail) return false;
      mail = submission.mail;
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

/** The mail outbox as the service shares it: queue in the transaction of the change, then wake the worker. */
export interface MailService {
  outbox: OutboxRepository;
  /** Looks for due mails now (after a change queued one). */
  kick(): void;
  useSubmissionMails(source: SubmissionMails): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox and its worker (core/mail.ts): started when the service is ready, stopped at its close. */
    mail: MailService;
  }
}

/** The settings the mail worker reads (SMTP_URL, MAIL_FROM, MAIL_TO, MAIL_RETRY_BASE_MS, MAIL_POLL_MS). */
export type MailConfig = Pick<ServerConfig, 'dataDir' | 'smtpUrl' | 'mailFrom' | 'mailTo' | 'mailRetryBaseMs' | 'mailPollMs'>;

/** The outbox and its worker, as `app.mail` (needs `app.db`, the database plugin). */
export const mailPlugin = fp(
  async (app: FastifyInstance, config: MailConfig) => {
    const outbox = new OutboxRepository(app.db);
    const { mailRetryBaseMs: retryBaseMs, mailPollMs: pollMs, ...settings } = config;
    const worker = new MailWorker({ ...settings, retryBaseMs, pollMs }, outbox, app.log);
    app.decorate('mail', { outbox, kick: () => worker.kick(), useSubmissionMails: (source: SubmissionMails) => worker.useSubmissionMails(source) });
    app.addHook('onReady', async () => worker.start());
    // onClose hooks run in reverse order of registration: the worker stops after everything registered later.
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'mail', dependencies: ['database'] },
);
