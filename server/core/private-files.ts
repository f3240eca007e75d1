import fs from 'node:fs';

/*
 * Personal data (the database, uploads, mails with set-password links, backups) is readable by the service's
 * own user only, whatever the umask it was started with: folders 0700 and files 0600, set explicitly, since a
 * mode given at creation is masked by the umask and an existing file keeps its old mode.
 */

/** Creates a folder (and its parents) if needed, and makes it 0700. */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.chmodSync(dir, 0o700);
  } catch (error) {
    // A folder another user owns (set up for us by an administrator) keeps the mode its owner chose.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

/** Makes an existing file 0600; a missing one is fine (a WAL not there yet). */
export function privateFile(file: string): void {
  try {
    fs.chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Creates an empty file as 0600 unless it exists, then makes it 0600 (SQLite gives its WAL and SHM the database file's mode). */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
}
