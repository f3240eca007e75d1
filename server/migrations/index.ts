import type Database from 'better-sqlite3';

/** Numbered schema migrations. Append new ones; never edit one that has shipped. */
export const migrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'submissions and mail outbox',
    sql: `
      CREATE TABLE submissions (
        id INTEGER PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        created_at TEXT NOT NULL,
        data TEXT NOT NULL,
        consent_at TEXT,
        ip TEXT,
        request_id TEXT,
        file_path TEXT,
        file_name TEXT,
        file_type TEXT,
        file_size INTEGER,
        file_sha256 TEXT
      );
      CREATE INDEX submissions_type_created ON submissions (type, created_at);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('office', 'acknowledgement')),
        recipient TEXT NOT NULL,
        message_id TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        sent_at TEXT
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
    `,
  },
];

/** Applies every migration newer than the database's user_version, each in its own transaction. */
export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}
