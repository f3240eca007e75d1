import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { migrate } from './migrations';
import { ensurePrivateFile, privateDir, privateFile } from './private-files';

/** The folders of DATA_DIR. None of them is ever served over HTTP. */
export function dataPaths(dataDir: string) {
  return {
    database: path.join(dataDir, 'submissions.sqlite'),
    uploads: path.join(dataDir, 'uploads'),
    incoming: path.join(dataDir, 'incoming'),
    outbox: path.join(dataDir, 'outbox'),
  };
}

/**
 * Opens (and migrates) the submissions database: WAL, full sync, so a committed row survives a crash; and
 * secure_delete, so what is deleted (an erased family, a purged form) is overwritten with zeros in the file, not
 * left in its free pages.
 */
export function openDatabase(dataDir: string): Database.Database {
  const paths = dataPaths(dataDir);
  for (const dir of [dataDir, paths.uploads, paths.incoming]) privateDir(dir);
  // Created 0600 before SQLite opens it, so its WAL and SHM are 0600 too; an older install's files are tightened.
  ensurePrivateFile(paths.database);
  const db = new Database(paths.database);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('secure_delete = ON');
  migrate(db);
  for (const suffix of ['-wal', '-shm']) privateFile(`${paths.database}${suffix}`);
  return db;
}

/**
 * After an erasure or a purge: copies the WAL into the database and empties it (its old frames still hold the rows
 * as they were before the delete). Returns whether it was complete; a reader holding an old snapshot can delay part
 * of it, which the next checkpoint finishes.
 */
export function checkpointAfterErasure(db: Database.Database): boolean {
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number; checkpointed: number }[];
  return result.busy === 0;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's one SQLite database (DATA_DIR/submissions.sqlite), migrated; closed last when the service closes. */
    db: Database.Database;
  }
}

/** Opens the database as `app.db`; register it before every plugin that uses it, so it closes after them. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { dataDir: string }) => {
    const db = openDatabase(options.dataDir);
    app.decorate('db', db);
    app.addHook('onClose', async () => db.close());
  },
  { name: 'database' },
);
