/**
 * Backups of DATA_DIR that restore: a consistent copy of the SQLite database taken with SQLite's online backup
 * API (safe while the server writes), the upload of every submission in that copy, and a manifest of sha256
 * checksums. What a backup contains: every submission committed before the database copy was taken, which
 * includes every submission whose answer (201, or the native form's redirect) was sent before the backup
 * started, since a submission is committed before it is answered and its file is on disk before it is
 * committed. Submissions answered while the backup runs may or may not be in it; none is ever in it halfway.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { dataPaths } from './database';
import { ensurePrivateFile, privateDir } from './private-files';

export const MANIFEST = 'manifest.json';
const DATABASE_FILE = 'submissions.sqlite';

export interface ManifestFile {
  /** Relative to the backup folder (and to DATA_DIR after a restore), with `/`. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  submissions: number;
  files: ManifestFile[];
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function isEmptyOrMissing(dir: string): boolean {
  return !fs.existsSync(dir) || (fs.statSync(dir).isDirectory() && fs.readdirSync(dir).length === 0);
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a backup of `db` (the open submissions database of `dataDir`) into `target`, which must not exist
 * or be empty. Built in a sibling temp folder and renamed at the end, so a half-made backup never looks whole.
 */
export async function backupData(db: Database.Database, dataDir: string, target: string, now: Date = new Date()): Promise<Manifest> {
  const destination = path.resolve(target);
  if (!isEmptyOrMissing(destination)) throw new BackupError(`${destination} is not empty: back up into a new folder.`);
  // A missing parent is made private; an existing one (chosen by whoever runs the backup) is left as it is.
  if (!fs.existsSync(path.dirname(destination))) privateDir(path.dirname(destination));
  const work = `${destination}.partial-${randomBytes(4).toString('hex')}`;
  privateDir(work);
  privateDir(path.join(work, 'uploads'));
  try {
    const copy = path.join(work, DATABASE_FILE);
    // Every page in one step: one read transaction, so one moment, and no restart when the server writes.
    ensurePrivateFile(copy);
    await db.backup(copy, { progress: () => 0x7fffffff });
    const snapshot = new Database(copy);
    let rows: { reference: string; file_path: string | null; file_sha256: string | null }[];
    let documents: typeof rows;
    try {
      // One self-contained file (no -wal beside it), checked before anything is trusted to it.
      snapshot.pragma('journal_mode = DELETE');
      const check = snapshot.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new BackupError(`The database copy failed its integrity check: ${String(check)}`);
      rows = snapshot.prepare('SELECT reference, file_path, file_sha256 FROM submissions ORDER BY id').all() as typeof rows;
      // The families' documents are files of their application too (migration 7).
      documents = snapshot
        .prepare('SELECT s.reference, d.file_path, d.file_sha256 FROM application_documents d JOIN submissions s ON s.id = d.submission_id ORDER BY d.id')
        .all() as typeof rows;
    } finally {
      snapshot.close();
    }
    const files: ManifestFile[] = [];
    for (const row of [...rows, ...documents]) {
      if (!row.file_path) continue;
      const source = path.join(dataDir, row.file_path);
      const copied = path.join(work, row.file_path);
      try {
        await fs.promises.copyFile(source, copied);
        await fs.promises.chmod(copied, 0o600);
      } catch (error) {
        throw new BackupError(
          `${row.reference}: its file ${row.file_path} could not be copied (${(error as NodeJS.ErrnoException).code ?? error}); nothing was kept, try again.`,
        );
      }
      const sha256 = await sha256Of(copied);
      if (sha256 !== row.file_sha256) throw new BackupError(`${row.reference}: its file ${row.file_path} does not match the checksum stored with it.`);
      files.push({ path: row.file_path, size: fs.statSync(copied).size, sha256 });
    }
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    files.unshift({ path: DATABASE_FILE, size: fs.statSync(copy).size, sha256: await sha256Of(copy) });
    const manifest: Manifest = { format: 1, createdAt: now.toISOString(), submissions: rows.length, files };
    fs.writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    for (const file of files) {
      const handle = await fs.promises.open(path.join(work, file.path), 'r');
      await handle.sync();
      await handle.close();
    }
    await fsyncDir(path.join(work, 'uploads'));
    await fsyncDir(work);
    if (fs.existsSync(destination)) fs.rmdirSync(destination);
    fs.renameSync(work, destination);
    await fsyncDir(path.dirname(destination));
    return manifest;
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

function readManifest(backupDir: string): Manifest {
  const file = path.join(backupDir, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${backupDir} has no ${MANIFEST}: not a backup, or an unfinished one.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1 || !Array.isArray(manifest.files) || manifest.files[0]?.path !== DATABASE_FILE) {
    throw new BackupError(`${file} is not a manifest this version can read.`);
  }
  for (const entry of manifest.files) {
    // A manifest only ever names the database and files under uploads/.
    if (entry.path !== DATABASE_FILE && !/^uploads\/[A-Za-z0-9._-]+$/.test(entry.path))
      throw new BackupError(`${file} names an unexpected file: ${entry.path}`);
  }
  return manifest;
}

/** Checks every file of a backup against its manifest; returns the problems (empty when it is whole). */
export async function verifyBackup(backupDir: string): Promise<{ manifest: Manifest; problems: string[] }> {
  const manifest = readManifest(backupDir);
  const problems: string[] = [];
  for (const entry of manifest.files) {
    const file = path.join(backupDir, entry.path);
    if (!fs.existsSync(file)) problems.push(`${entry.path}: missing`);
    else if ((await sha256Of(file)) !== entry.sha256) problems.push(`${entry.path}: checksum differs from the manifest`);
  }
  return { manifest, problems };
}

/**
 * Restores a backup into `dataDir`, which must not exist or be empty (so nothing is ever overwritten): checks
 * every checksum first, copies, checks the copies again, and opens the database to check it and that every
 * submission's file is there with the checksum stored in its row.
 */
export async function restoreData(backupDir: string, dataDir: string): Promise<Manifest> {
  const target = path.resolve(dataDir);
  if (!isEmptyOrMissing(target)) throw new BackupError(`${target} is not empty: restore only into an empty DATA_DIR.`);
  const { manifest, problems } = await verifyBackup(backupDir);
  if (problems.length > 0) throw new BackupError(`The backup in ${backupDir} is damaged; nothing was restored:\n${problems.join('\n')}`);
  const paths = dataPaths(target);
  privateDir(target);
  privateDir(paths.uploads);
  try {
    for (const entry of manifest.files) {
      const copied = path.join(target, entry.path);
      await fs.promises.copyFile(path.join(backupDir, entry.path), copied);
      await fs.promises.chmod(copied, 0o600);
      if ((await sha256Of(copied)) !== entry.sha256) throw new BackupError(`${entry.path}: the restored copy differs from the backup`);
    }
    const db = new Database(paths.database, { readonly: true });
    try {
      const check = db.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new BackupError(`The restored database failed its integrity check: ${String(check)}`);
      // A backup made before migration 7 has no documents table.
      const documents = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'application_documents'").get()
        ? ' UNION ALL SELECT s.reference, d.file_path, d.file_sha256 FROM application_documents d JOIN submissions s ON s.id = d.submission_id'
        : '';
      const rows = db.prepare(`SELECT reference, file_path, file_sha256 FROM submissions WHERE file_path IS NOT NULL${documents}`).all() as {
        reference: string;
        file_path: string;
        file_sha256: string;
      }[];
      const listed = new Map(manifest.files.map((entry) => [entry.path, entry.sha256]));
      for (const row of rows) {
        if (listed.get(row.file_path) !== row.file_sha256) throw new BackupError(`${row.reference}: its file ${row.file_path} is not in the backup as stored`);
      }
      const count = (db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n;
      if (count !== manifest.submissions) throw new BackupError(`The restored database has ${count} submissions, the manifest says ${manifest.submissions}`);
    } finally {
      db.close();
    }
  } catch (error) {
    // Leave the target as empty as it was, so the next attempt is allowed.
    for (const entry of fs.readdirSync(target)) fs.rmSync(path.join(target, entry), { recursive: true, force: true });
    throw error;
  }
  return manifest;
}

const SCHEDULED_NAME = /^submissions-\d{8}-\d{6}$/;

/** The folder name of a scheduled backup, e.g. `submissions-20290331-020000` (UTC). */
export function scheduledBackupName(now: Date): string {
  return `submissions-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}`;
}

/**
 * Deletes scheduled backups (only folders named like ours, with a manifest) beyond the newest `keep`, and any
 * older than `maxAgeDays` (the privacy notice's promise). Returns the names it deleted.
 */
export function pruneBackups(backupDir: string, keep: number, maxAgeDays: number, now: Date): string[] {
  if (!fs.existsSync(backupDir)) return [];
  const backups = fs
    .readdirSync(backupDir)
    .filter((name) => SCHEDULED_NAME.test(name) && fs.existsSync(path.join(backupDir, name, MANIFEST)))
    .map((name) => ({ name, createdAt: new Date(readManifest(path.join(backupDir, name)).createdAt).getTime() }))
    .sort((a, b) => b.createdAt - a.createdAt || (a.name < b.name ? 1 : -1));
  const oldest = now.getTime() - maxAgeDays * 24 * 60 * 60 * 1000;
  const removed = backups.filter((backup, index) => index >= keep || backup.createdAt < oldest).map((backup) => backup.name);
  for (const name of removed) fs.rmSync(path.join(backupDir, name), { recursive: true, force: true });
  return removed;
}
