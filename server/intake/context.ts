import type Database from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { certificatesOf } from '../../lib/content/certificates';
import { getMandatoryDisclosure } from '../../lib/content/mandatory-disclosure';
import { getRetention } from '../../lib/content/retention';
import { getSite } from '../../lib/content/site';
import type { ServerConfig } from '../config';
import { dataPaths, openDatabase } from './database';
import { intakeForms, type IntakeForm } from './forms';
import { MailWorker } from './mail';
import { checkSchedules, Maintenance } from './maintenance';
import { OutboxRepository } from './outbox-repository';
import { SubmissionsRepository } from './submissions-repository';
import { currentToken, linkLines, linkUrl, loadLinkSecret } from '../applications/links';
import { sweepUploads } from './uploads';
import { sendVisitReminders } from '../applications/journey-mail';

/** What the form intake (/api) and the staff inbox (/staff) share: one database, its repositories, the mail worker. */
export interface IntakeContext {
  config: ServerConfig;
  db: Database.Database;
  submissions: SubmissionsRepository;
  outbox: OutboxRepository;
  forms: IntakeForm[];
  mailWorker: MailWorker;
  /** The nightly purge (and backup, when configured). */
  maintenance: Maintenance;
  paths: ReturnType<typeof dataPaths>;
  schoolName: string;
  /** The key of the families' application links (APPLICATION_LINK_SECRET, or one kept in DATA_DIR). */
  linkSecret: Buffer;
}

/**
 * Opens the database (migrating it), tidies unfinished uploads and prepares the mail worker and the scheduled
 * jobs (not started yet). A bad schedule setting stops the start before the database is opened.
 */
export function createIntakeContext(config: ServerConfig, log: FastifyBaseLogger): IntakeContext {
  checkSchedules(config);
  const site = getSite();
  const paths = dataPaths(config.dataDir);
  const db = openDatabase(config.dataDir);
  const submissions = new SubmissionsRepository(db);
  const outbox = new OutboxRepository(db);
  const removed = sweepUploads(paths.incoming, paths.uploads, config.dataDir, submissions.filePaths());
  if (removed > 0) log.warn({ removed }, 'removed unfinished uploads left by an earlier stop');
  const forms = intakeForms({ academicYears: site.academicYears, classOptions: site.classOptions });
  const linkSecret = loadLinkSecret(config.dataDir, config.applicationLinkSecret);
  const mailWorker = new MailWorker(
    {
      dataDir: config.dataDir,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      mailTo: config.mailTo,
      siteUrl: config.siteUrl,
      schoolName: site.name,
      retryBaseMs: config.mailRetryBaseMs,
      pollMs: config.mailPollMs,
      applicationLinkLines: (submission, now) => linkLines(submission.reference, linkUrl(config.siteUrl, currentToken({ db, linkSecret }, submission, now))),
    },
    outbox,
    submissions,
    (type) => forms.find((form) => form.type === type),
    log,
  );
  const maintenance = new Maintenance(
    {
      dataDir: config.dataDir,
      retention: getRetention(),
      purgeSchedule: config.purgeSchedule,
      backupDir: config.backupDir,
      backupSchedule: config.backupSchedule,
      backupKeep: config.backupKeep,
      reminders: { outbox, siteUrl: config.siteUrl, schoolName: site.name, certificates: certificatesOf(getMandatoryDisclosure()) },
      // The context is complete by the time the scheduler first calls it.
      visitReminders: (now) => sendVisitReminders(context, now),
    },
    db,
    submissions,
    log,
  );
  const context: IntakeContext = { config, db, submissions, outbox, forms, mailWorker, maintenance, paths, schoolName: site.name, linkSecret };
  return context;
}
