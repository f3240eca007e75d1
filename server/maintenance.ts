import path from 'node:path';
import type Database from 'better-sqlite3';
import { Cron } from 'croner';
import type { Retention } from '../lib/content/retention';
import { backupData, pruneBackups, scheduledBackupName } from './core/backup';
import { type ReminderSettings, sendCertificateReminders } from './features/certificates';
import type { MailLogger } from './core/mail';
import { purgeAuditLog } from './sign-in/audit-retention';
import { purgeInsight } from './features/insight';
import { purgeExpired, type SubmissionsRepository } from './features/intake';
import { checkpointAfterErasure } from './core/database';
import type { OutboxRepository } from './core/outbox-repository';

export interface MaintenanceSettings {
  dataDir: string;
  retention: Retention;
  /** Cron pattern of the retention purge, in the school's time zone; null: never (DEPLOY.md says when that is fine). */
  purgeSchedule: string | null;
  /** Where scheduled backups go; unset: no scheduled backups. */
  backupDir?: string;
  backupSchedule: string;
  /** How many scheduled backups to keep (besides the privacy notice's limit in days). */
  backupKeep: number;
  /** The disclosure's certificates whose end of validity the administrators are reminded of, every morning. */
  reminders?: ReminderSettings & { outbox: OutboxRepository };
  /** Mails the families whose visit is tomorrow (each booking once). */
  visitReminders?: (now: Date) => { mailed: string[] };
}

/** Visit reminders are looked for every hour of the office's day: a booking made late, or a start after 8, still gets one. */
export const VISIT_REMINDER_SCHEDULE = '0 8-20 * * *';

/** The certificate reminders run every morning at 8 in the school's time zone (office hours, so someone reads them). */
export const REMINDER_SCHEDULE = '0 8 * * *';

/** Checks the cron patterns at start, so a typo stops the server then and not silently at night. */
export function checkSchedules(settings: Pick<MaintenanceSettings, 'purgeSchedule' | 'backupDir' | 'backupSchedule'>): void {
  for (const [name, pattern] of [
    ['PURGE_SCHEDULE', settings.purgeSchedule],
    ['BACKUP_SCHEDULE', settings.backupDir ? settings.backupSchedule : null],
  ] as const) {
    if (!pattern) continue;
    try {
      new Cron(pattern, { paused: true }).stop();
    } catch (error) {
      throw new Error(`${name}: not a cron pattern: "${pattern}" (${error instanceof Error ? error.message : error})`);
    }
  }
}

/**
 * The server's scheduled jobs (croner): the retention purge the privacy notice promises, and optional backups.
 * They run one at a time, never overlapping each other or themselves, and a failure is logged, not thrown.
 */
export class Maintenance {
  private purgeJob: Cron | undefined;
  private backupJob: Cron | undefined;
  private reminderJob: Cron | undefined;
  private visitJob: Cron | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly settings: MaintenanceSettings,
    private readonly db: Database.Database,
    private readonly submissions: SubmissionsRepository,
    private readonly log: MailLogger,
  ) {}

  start(): void {
    const options = { timezone: this.settings.retention.timeZone, protect: true, unref: true };
    if (this.settings.purgeSchedule) this.purgeJob = new Cron(this.settings.purgeSchedule, options, () => this.enqueue(() => this.purge(new Date())));
    if (this.settings.reminders) this.reminderJob = new Cron(REMINDER_SCHEDULE, options, () => this.enqueue(() => this.certificateReminders(new Date())));
    if (this.settings.visitReminders) this.visitJob = new Cron(VISIT_REMINDER_SCHEDULE, options, () => this.enqueue(() => this.visitReminders(new Date())));
    if (this.settings.backupDir) this.backupJob = new Cron(this.settings.backupSchedule, options, () => this.enqueue(() => this.backup(new Date())));
  }

  async stop(): Promise<void> {
    this.purgeJob?.stop();
    this.backupJob?.stop();
    this.reminderJob?.stop();
    this.visitJob?.stop();
    await this.queue;
  }

  /** When each job runs next (logged at start). */
  nextRuns(): { purge: Date | null; backup: Date | null } {
    return { purge: this.purgeJob?.nextRun() ?? null, backup: this.backupJob?.nextRun() ?? null };
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Deletes what the retention periods no longer allow, and says what it removed. */
  async purge(now: Date): Promise<void> {
    try {
      const { purged, undated } = purgeExpired(this.submissions, this.settings.dataDir, this.settings.retention, now);
      const audit = purgeAuditLog(this.db, this.settings.retention, now);
      const insight = purgeInsight(this.db, this.settings.retention, now);
      checkpointAfterErasure(this.db);
      this.log.info(
        { removed: purged.length, submissions: purged, undated, auditLog: audit, insightRows: insight },
        `retention purge: removed ${purged.length} submission${purged.length === 1 ? '' : 's'} past their period`,
      );
    } catch (error) {
      this.log.error({ err: error }, 'retention purge failed; it runs again at the next scheduled time');
    }
  }

  /** Mails the administrators about certificates 60, 30 and 7 days before their validity ends (each reminder once). */
  async certificateReminders(now: Date): Promise<void> {
    const reminders = this.settings.reminders;
    if (!reminders) return;
    try {
      const { mailed } = sendCertificateReminders(this.db, reminders.outbox, reminders, now);
      if (mailed.length > 0) this.log.info({ reminders: mailed }, `certificate reminders: ${mailed.length} queued`);
    } catch (error) {
      this.log.error({ err: error }, 'certificate reminders failed; they run again tomorrow');
    }
  }

  /** Mails tomorrow's visitors their reminder; a failure is logged and the next hour tries again. */
  async visitReminders(now: Date): Promise<void> {
    if (!this.settings.visitReminders) return;
    try {
      const { mailed } = this.settings.visitReminders(now);
      if (mailed.length > 0) this.log.info({ reminders: mailed }, `visit reminders: ${mailed.length} queued`);
    } catch (error) {
      this.log.error({ err: error }, 'visit reminders failed; they run again within the hour');
    }
  }

  /** A backup into BACKUP_DIR, then the old ones beyond BACKUP_KEEP or the notice's days are deleted. */
  async backup(now: Date): Promise<void> {
    const backupDir = this.settings.backupDir as string;
    try {
      const target = path.join(backupDir, scheduledBackupName(now));
      const manifest = await backupData(this.db, this.settings.dataDir, target, now);
      const removed = pruneBackups(backupDir, this.settings.backupKeep, this.settings.retention.backupDays, now);
      this.log.info({ target, submissions: manifest.submissions, files: manifest.files.length, removedBackups: removed }, 'backup written');
    } catch (error) {
      this.log.error({ err: error }, 'scheduled backup failed; it runs again at the next scheduled time');
    }
  }
}
