import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../migrations';

/** The folders of DATA_DIR. None of them is ever served over HTTP. */
export function dataPaths(dataDir: string) {
  return {
    database: path.join(dataDir, 'submissions.sqlite'),
    uploads: path.join(dataDir, 'uploads'),
    incoming: path.join(dataDir, 'incoming'),
    outbox: path.join(dataDir, 'outbox'),
  };
}

/** Opens (and migrates) the submissions database: WAL, full sync, so a committed row survives a crash. */
export function openDatabase(dataDir: string): Database.Database {
  const paths = dataPaths(dataDir);
  for (const dir of [dataDir, paths.uploads, paths.incoming]) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const db = new Database(paths.database);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
