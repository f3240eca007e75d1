import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { labelFor } from '../../lib/forms/labels';
import { loadConfig } from '../core/config';
import { getRetention } from '../../lib/content/retention';
import { backupData, BackupError, restoreData, verifyBackup } from '../core/backup';
import { checkpointAfterErasure, dataPaths, openDatabase } from '../core/database';
import { MigrationError, migrate, pendingMigrations, SCHEMA_VERSION, schemaVersion } from '../core/migrations';
import { OutboxRepository } from '../core/outbox-repository';
import { purgeExpired, removeStoredFiles, SUBMISSION_TYPES, SubmissionsRepository, type Submission } from '../features/intake';
import { purgeInsight } from '../features/insight';
import { allReceipts, purgeFinancialRecords, registerCsv, type ReceiptRecord } from '../features/records';
import { purgeAuditLog } from '../sign-in/audit-retention';

const USAGE = `Usage: npm run submissions -- <command>

  list                                   one line per submission, newest last
  show <reference>                       every field of one submission, its file and its mails
  export --format json|csv [--type T] [--since DATE]
                                         everything stored, for a spreadsheet or another system
                                         (T: ${SUBMISSION_TYPES.join(', ')}; DATE: 2026-06-01); an admission
                                         carries its fee receipts
  export --receipts --format json|csv [--year 2026-2027]
                                         the fee receipts (the financial records, also those whose
                                         application is gone), all or one financial year; csv is the
                                         register as /staff exports it
  purge                                  delete the submissions whose retention period has ended
                                         (content/retention.yml; the server also does this nightly),
                                         and the fee receipts past financialRecordsYears
  purge --older-than <days>              delete submissions older than that, whatever their period
                                         (their fee receipts are kept: they are the school's accounts)
  backup <dir>                           consistent copy of the database and every upload, with a manifest
                                         of checksums, into a new or empty folder (safe while the server runs)
  verify <dir>                           check a backup's files against its manifest
  restore <dir>                          put a backup into DATA_DIR, which must be empty, and check it
  migrate                                bring the database to this code's schema (the service also does it as it
                                         starts): every step or none, so a failure leaves it as it was (exit 1)
  migrate --check                        say what migrate would do, changing nothing: exit 0 when there is
                                         nothing to do, 3 when migrations wait, 1 when the database is newer

Reads DATA_DIR (default ./data) like the server.`;

/** What an export row carries: the values as stored, the file's path and checksum to compare bytes, and an admission's receipts. */
export function exportRecord(submission: Submission, dataDir: string, receipts: ReceiptRecord[] = []) {
  return {
    reference: submission.reference,
    type: submission.type,
    createdAt: submission.createdAt,
    consentAt: submission.consentAt,
    /** The language of the form the family sent ('en', 'mr'). */
    language: submission.language ?? 'en',
    data: submission.data,
    file: submission.file ? { ...submission.file, absolutePath: path.join(dataDir, submission.file.path) } : null,
    ...(submission.type === 'admission' ? { receipts: receipts.filter((receipt) => receipt.submissionId === submission.id).map(receiptExport) } : {}),
  };
}

/** A fee receipt as exported: its financial record, without the PDF (which /staff downloads). */
export function receiptExport(receipt: ReceiptRecord) {
  const { hasPdf: _hasPdf, submissionId: _submissionId, paymentId: _paymentId, ...record } = receipt;
  return record;
}

// A spreadsheet would run a cell that starts like a formula; a leading apostrophe keeps it text.
function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(records: ReturnType<typeof exportRecord>[]): string {
  const dataFields: string[] = [];
  for (const record of records) for (const field of Object.keys(record.data)) if (!dataFields.includes(field)) dataFields.push(field);
  const header = ['reference', 'type', 'createdAt', 'consentAt', ...dataFields, 'fileName', 'fileType', 'fileSize', 'fileSha256', 'filePath'];
  const lines = [header.join(',')];
  for (const record of records) {
    lines.push(
      [
        record.reference,
        record.type,
        record.createdAt,
        record.consentAt,
        ...dataFields.map((field) => record.data[field]),
        record.file?.name,
        record.file?.type,
        record.file?.size,
        record.file?.sha256,
        record.file?.absolutePath,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

/** Runs one command; the backup commands finish asynchronously (the returned promise), the others at once. */
export function main(argv: string[], out: (text: string) => void = (text) => process.stdout.write(text)): void | Promise<void> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      receipts: { type: 'boolean' },
      year: { type: 'string' },
      type: { type: 'string' },
      since: { type: 'string' },
      'older-than': { type: 'string' },
      check: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, argument] = positionals;
  if (values.help || !command) return void out(`${USAGE}\n`);
  if (command === 'restore' || command === 'verify') {
    if (!argument) fail(`${command} needs the backup folder, e.g. ${command} /var/backups/school-site/submissions-20290331-020000`);
    return command === 'restore' ? restore(argument, config.dataDir, out) : verify(argument, out);
  }
  if (command === 'migrate') {
    process.exitCode = migrateCommand(config.dataDir, values.check === true, out);
    return;
  }
  if (!fs.existsSync(dataPaths(config.dataDir).database)) fail(`No submissions database in ${config.dataDir} (set DATA_DIR).`);
  const db = openDatabase(config.dataDir);
  if (command === 'backup') {
    if (!argument) fail('backup needs a folder, e.g. backup /var/backups/school-site/2029-03-31');
    return backupData(db, config.dataDir, argument)
      .then((manifest) =>
        out(
          `Backed up ${manifest.submissions} submission${manifest.submissions === 1 ? '' : 's'} and ${manifest.files.length - 1} file${manifest.files.length === 2 ? '' : 's'} into ${path.resolve(argument)} (checksums in manifest.json).\n`,
        ),
      )
      .finally(() => db.close());
  }
  const submissions = new SubmissionsRepository(db);
  const outbox = new OutboxRepository(db);
  try {
    switch (command) {
      case 'list': {
        const all = submissions.list();
        for (const item of all) {
          const who = item.data.email || item.data.phone || item.data.phoneNumber || '';
          const name = item.data.name || `${item.data.firstName ?? ''} ${item.data.lastName ?? ''}`.trim();
          out(`${item.reference}  ${item.createdAt}  ${item.type.padEnd(9)}  ${name}  ${who}${item.file ? `  [${item.file.name}]` : ''}\n`);
        }
        out(`${all.length} submission${all.length === 1 ? '' : 's'}\n`);
        return;
      }
      case 'show': {
        if (!argument) fail('show needs a reference, e.g. ADM-20261121-7KQ2XD');
        const item = submissions.byReference(argument);
        if (!item) fail(`No submission with reference ${argument}`);
        out(`Reference: ${item.reference}\nType: ${item.type}\nReceived: ${item.createdAt}\n`);
        if (item.consentAt) out(`Consent given: ${item.consentAt}\n`);
        for (const [field, value] of Object.entries(item.data)) out(`${labelFor(field)}: ${value}\n`);
        if (item.file)
          out(
            `File: ${item.file.name} (${item.file.type}, ${item.file.size} bytes)\n  stored at ${path.join(config.dataDir, item.file.path)}\n  sha256 ${item.file.sha256}\n`,
          );
        for (const mail of outbox.forSubmission(item.id))
          out(`Mail ${mail.kind}: ${mail.status}${mail.sentAt ? ` at ${mail.sentAt}` : ''} (${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'})\n`);
        return;
      }
      case 'export': {
        const format = values.format ?? 'json';
        if (format !== 'json' && format !== 'csv') fail('--format must be json or csv');
        if (values.type && !SUBMISSION_TYPES.includes(values.type as never)) fail(`--type must be one of ${SUBMISSION_TYPES.join(', ')}`);
        let since: string | undefined;
        if (values.since) {
          const date = new Date(values.since);
          if (Number.isNaN(date.getTime())) fail(`--since: not a date: ${values.since}`);
          since = date.toISOString();
        }
        const receipts = allReceipts(db);
        if (values.receipts) {
          if (values.year && !/^\d{4}-\d{4}$/.test(values.year)) fail('--year must be a financial year, e.g. 2026-2027');
          const chosen = values.year ? receipts.filter((receipt) => receipt.financialYear === values.year) : receipts;
          out(format === 'json' ? `${JSON.stringify(chosen.map(receiptExport), null, 2)}\n` : registerCsv(chosen));
          return;
        }
        const records = submissions.list({ type: values.type, since }).map((item) => exportRecord(item, config.dataDir, receipts));
        out(format === 'json' ? `${JSON.stringify(records, null, 2)}\n` : toCsv(records));
        return;
      }
      case 'purge': {
        if (values['older-than'] === undefined) {
          const retention = getRetention();
          const { purged, undated } = purgeExpired(submissions, config.dataDir, retention, new Date());
          for (const item of purged) out(`${item.reference}  ${item.type}  received ${item.createdAt}, period ended ${item.expiredAt}\n`);
          out(
            `Deleted ${purged.length} submission${purged.length === 1 ? '' : 's'} past their retention period, with their files.${undated ? ` Kept ${undated} without a readable academic year.` : ''}\n`,
          );
          const audit = purgeAuditLog(db, retention, new Date());
          out(
            `Audit log: ${audit.deleted} row${audit.deleted === 1 ? '' : 's'} past ${retention.auditLogYears} years deleted, ${audit.cleared} about deleted submissions cleared of details.\n`,
          );
          out(`Insight: ${purgeInsight(db, retention, new Date())} daily count rows past ${retention.insightMonths} months deleted.\n`);
          out(
            `Fee receipts: ${purgeFinancialRecords(db, retention, new Date())} past ${retention.financialRecordsYears} financial years deleted; the others are kept, whatever happened to their applications.\n`,
          );
          checkpointAfterErasure(db);
          return;
        }
        const days = Number(values['older-than']);
        if (!Number.isFinite(days) || days < 0) fail('--older-than needs a number of days, e.g. --older-than 365');
        const before = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
        const deleted = submissions.deleteOlderThan(before);
        removeStoredFiles(config.dataDir, deleted);
        purgeAuditLog(db, getRetention(), new Date());
        checkpointAfterErasure(db);
        out(
          `Deleted ${deleted.length} submission${deleted.length === 1 ? '' : 's'} received before ${before}, with their files. Their fee receipts are kept (the school's accounts).\n`,
        );
        return;
      }
      default:
        fail(`Unknown command: ${command}`);
    }
  } finally {
    db.close();
  }
}

const list = (migrations: { version: number; name: string }[]) => migrations.map((migration) => `  ${migration.version}: ${migration.name}\n`).join('');

/**
 * `migrate [--check]`: the database brought to this code's schema before the code is switched in (`school-site
 * update`), so a failed migration is reported as one and changes nothing. Returns the exit code: 0 done (or nothing
 * to do), 3 migrations wait (--check), 1 the database is newer than this code. A failed migration throws MigrationError.
 */
export function migrateCommand(dataDir: string, check: boolean, out: (text: string) => void): number {
  const exists = fs.existsSync(dataPaths(dataDir).database);
  if (!exists && check) {
    out(`No database in ${dataDir} yet: migrate creates it at schema version ${SCHEMA_VERSION}.\n`);
    return 3;
  }
  const db = openDatabase(dataDir, { migrate: false });
  try {
    const version = schemaVersion(db);
    if (version > SCHEMA_VERSION) {
      out(
        `The database is at schema version ${version}, newer than this code's ${SCHEMA_VERSION}: a newer version of the site changed it. Run that version, or restore the backup made before it.\n`,
      );
      return 1;
    }
    const pending = pendingMigrations(db);
    if (pending.length === 0) {
      out(`The database is at schema version ${version}, this code's: nothing to migrate.\n`);
      return 0;
    }
    if (check) {
      out(`The database is at schema version ${version}; ${pending.length} migration${pending.length === 1 ? '' : 's'} to apply:\n${list(pending)}`);
      return 3;
    }
    const { from, to, applied } = migrate(db);
    out(
      exists
        ? `Migrated the database from schema version ${from} to ${to}:\n${list(applied)}`
        : `Created the database in ${dataDir} at schema version ${to}.\n`,
    );
    return 0;
  } finally {
    db.close();
  }
}

async function restore(backupDir: string, dataDir: string, out: (text: string) => void): Promise<void> {
  const manifest = await restoreData(backupDir, dataDir);
  out(
    `Restored ${manifest.submissions} submission${manifest.submissions === 1 ? '' : 's'} and ${manifest.files.length - 1} file${manifest.files.length === 2 ? '' : 's'} into ${dataDir}; every checksum matches.\n`,
  );
}

async function verify(backupDir: string, out: (text: string) => void): Promise<void> {
  const { manifest, problems } = await verifyBackup(backupDir);
  if (problems.length > 0) throw new BackupError(`The backup in ${backupDir} is damaged:\n${problems.join('\n')}`);
  out(`${backupDir}: ${manifest.submissions} submissions, ${manifest.files.length} files, every checksum matches (made ${manifest.createdAt}).\n`);
}

if (require.main === module) {
  Promise.resolve()
    .then(() => main(process.argv.slice(2)))
    .catch((error: unknown) => {
      process.stderr.write(
        `${error instanceof BackupError || error instanceof MigrationError ? error.message : error instanceof Error ? error.stack : String(error)}\n`,
      );
      process.exit(1);
    });
}
