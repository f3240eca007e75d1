import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { startService } from '@/scripts/lib/service-process';

/** The real service as a separate process, compiled and run as `npm start` runs it, logging into `log`. */
export function startServer(port: number, outDir: string, dataDir: string, log: string, env: Record<string, string> = {}): ChildProcess {
  return startService({ port, outDir, dataDir, env, stdio: ['ignore', fs.openSync(log, 'a'), fs.openSync(log, 'a')] });
}

export interface StoredSubmission {
  reference: string;
  filePath: string;
  sha: string;
}

/** What a data folder's database holds after a crash or a restore: the submissions (of one type) and the outbox's size. */
export function storedSubmissions(databaseFile: string, type?: string): { rows: StoredSubmission[]; outboxRows: number } {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const select = 'SELECT reference, file_path AS filePath, file_sha256 AS sha FROM submissions';
    const rows = (type ? db.prepare(`${select} WHERE type = ?`).all(type) : db.prepare(select).all()) as StoredSubmission[];
    const outboxRows = (db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n;
    return { rows, outboxRows };
  } finally {
    db.close();
  }
}
