/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate, MigrationError, migrations, pendingMigrations, SCHEMA_VERSION } from '@/server/core/migrations';

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
  it('moves the fee receipts into the financial records without losing one (migration 16): apart from their applications', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
    const db = new Database(path.join(dir, 'submissions.sqlite'));
    db.pragma('foreign_keys = ON');
    for (const migration of migrations.filter((candidate) => candidate.version < 16)) db.exec(migration.sql);
    db.pragma('user_version = 15');
    const data = {
      firstName: 'Aarav',
      lastName: 'Kulkarni',
      fatherName: 'Sanjay Kulkarni',
      motherName: 'Neha Kulkarni',
      studentClass: 'Class 3',
      academicYear: '2027-2028',
    };
    db.prepare(
      "INSERT INTO submissions (id, reference, type, created_at, data, status) VALUES (7, 'ADM-20261101-ABCDEF', 'admission', '2026-11-01T10:00:00.000Z', ?, 'fee_paid')",
    ).run(JSON.stringify(data));
    const lines = JSON.stringify([
      { label: 'Admission fee (new students, once)', amount: 7500 },
      { label: 'First instalment of the yearly fee (Class 1 to Class 4)', amount: 25500 },
    ]);
    db.prepare(
      "INSERT INTO admission_offers (submission_id, decision, decided_at, decided_by, reply, replied_at, amount, fee_lines) VALUES (7, 'offered', '2026-11-02', 'office', 'accepted', '2026-11-03', 33000, ?)",
    ).run(lines);
    db.prepare(
      "INSERT INTO fee_payments (id, submission_id, utr, amount, submitted_at, state, decided_at, decided_by) VALUES (3, 7, '412345678901', 33000, '2026-11-04T09:00:00.000Z', 'confirmed', '2027-01-05', 'office@example.com')",
    ).run();
    db.prepare("INSERT INTO receipt_counters (academic_year, last) VALUES ('2027-2028', 1)").run();
    // Issued at 11 pm on 31 March 2027 in India: the financial year 2026-2027.
    db.prepare(
      "INSERT INTO fee_receipts (id, number, academic_year, sequence, payment_id, submission_id, issued_at, issued_by, pdf) VALUES (5, 'SVS/2027-28/0001', '2027-2028', 1, 3, 7, '2027-03-31T17:30:00.000Z', 'office@example.com', X'255044462D')",
    ).run();

    migrate(db);

    expect(db.prepare('SELECT * FROM receipts').all()).toEqual([
      {
        id: 5,
        number: 'SVS/2027-28/0001',
        series: '2027-2028',
        sequence: 1,
        financial_year: '2026-2027',
        issued_at: '2027-03-31T17:30:00.000Z',
        payer: 'Sanjay Kulkarni and Neha Kulkarni',
        student: 'Aarav Kulkarni',
        student_class: 'Class 3',
        academic_year: '2027-2028',
        fee_lines: lines,
        amount: 33000,
        method: 'UPI',
        utr: '412345678901',
        paid_at: '2026-11-04T09:00:00.000Z',
        bank_date: null,
        confirmed_by: 'office@example.com',
        submission_id: 7,
        payment_id: 3,
        pdf: Buffer.from('%PDF-'),
      },
    ]);
    // The counter goes on where it was: a number is never issued twice.
    expect(db.prepare('SELECT * FROM receipt_series').all()).toEqual([{ series: '2027-2028', last: 1 }]);
    // The application goes; its receipt stays, unlinked.
    db.prepare('DELETE FROM submissions WHERE id = 7').run();
    expect(db.prepare('SELECT number, submission_id, payment_id FROM receipts').all()).toEqual([
      { number: 'SVS/2027-28/0001', submission_id: null, payment_id: null },
    ]);
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies every waiting migration or none: one that fails leaves the database exactly as it was', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
    const db = new Database(path.join(dir, 'submissions.sqlite'));
    // A database two versions behind the code.
    for (const migration of migrations.slice(0, -2)) db.exec(migration.sql);
    db.pragma(`user_version = ${SCHEMA_VERSION - 2}`);
    const tables = () => db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all();
    const before = tables();
    expect(pendingMigrations(db)).toEqual(migrations.slice(-2).map(({ version, name }) => ({ version, name })));

    // A third, broken migration after the two good ones: the run fails at it, and neither good one is kept.
    const broken = { version: SCHEMA_VERSION + 1, name: 'a broken migration', sql: 'CREATE TABLE fine (id INTEGER); INSERT INTO nowhere VALUES (1);' };
    migrations.push(broken);
    try {
      expect(() => migrate(db)).toThrow(MigrationError);
      expect(() => migrate(db)).toThrow(
        `Migration ${broken.version} (a broken migration) failed: no such table: nowhere. The database is as it was, at schema version ${SCHEMA_VERSION - 2}.`,
      );
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION - 2);
      expect(tables()).toEqual(before);
    } finally {
      migrations.pop();
    }

    expect(migrate(db)).toEqual({
      from: SCHEMA_VERSION - 2,
      to: SCHEMA_VERSION,
      applied: migrations.slice(-2).map(({ version, name }) => ({ version, name })),
    });
    expect(migrate(db)).toEqual({ from: SCHEMA_VERSION, to: SCHEMA_VERSION, applied: [] });
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
