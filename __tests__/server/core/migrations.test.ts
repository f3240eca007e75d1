/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate, migrations } from '@/server/core/migrations';

describe('migrations', () => {
  it('brings a version-1 database with submissions and mails to the staff inbox schema without losing a row', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
    const db = new Database(path.join(dir, 'submissions.sqlite'));
    db.pragma('foreign_keys = ON');
    db.exec(migrations[0].sql);
    db.pragma('user_version = 1');
    db.prepare(
      "INSERT INTO submissions (reference, type, created_at, data, file_path, file_name, file_type, file_size, file_sha256) VALUES ('ADM-20260101-ABCDEF', 'admission', '2026-01-01T10:00:00.000Z', '{}', 'uploads/a.png', 'a.png', 'png', 3, 'x')",
    ).run();
    db.prepare("INSERT INTO submissions (reference, type, created_at, data) VALUES ('CON-20260101-ABCDEF', 'contact', '2026-01-02T10:00:00.000Z', '{}')").run();
    db.prepare(
      "INSERT INTO outbox (submission_id, kind, recipient, message_id, status, attempts, next_attempt_at, sent_at) VALUES (1, 'office', 'office@example.com', '<a>', 'sent', 1, 0, '2026-01-01T10:00:01.000Z')",
    ).run();
    db.prepare(
      "INSERT INTO outbox (submission_id, kind, recipient, message_id, next_attempt_at) VALUES (1, 'acknowledgement', 'parent@example.com', '<b>', 5)",
    ).run();

    migrate(db);

    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    const rows = db.prepare('SELECT reference, status, status_changed_at, file_id FROM submissions ORDER BY id').all() as Record<string, string | null>[];
    expect(rows[0]).toMatchObject({ status: 'received', status_changed_at: '2026-01-01T10:00:00.000Z', file_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(rows[1]).toMatchObject({ status: 'received', file_id: null });
    expect(db.prepare('SELECT id, kind, status, next_attempt_at, subject FROM outbox ORDER BY id').all()).toEqual([
      { id: 1, kind: 'office', status: 'sent', next_attempt_at: 0, subject: null },
      { id: 2, kind: 'acknowledgement', status: 'pending', next_attempt_at: 5, subject: null },
    ]);
    // Deleting a submission still takes its mails along.
    db.prepare('DELETE FROM submissions WHERE id = 1').run();
    expect(db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    // A status mail must carry its text; an office mail must not.
    expect(() =>
      db.prepare("INSERT INTO outbox (submission_id, kind, recipient, message_id, next_attempt_at) VALUES (2, 'status', 'p@example.com', '<c>', 0)").run(),
    ).toThrow(/CHECK/);
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
