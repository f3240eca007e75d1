import type Database from 'better-sqlite3';
import { fromRow, type Submission, type SubmissionRow } from './submissions-repository';
import { INITIAL_STATUS, statusLabel } from '../../../lib/forms/statuses';
import { SCHOOL_UTC_OFFSET } from '../../core/format';

/** The inbox filters, as they arrive in the query string (all optional). */
export interface InboxFilter {
  type?: string;
  status?: string;
  studentClass?: string;
  academicYear?: string;
  /** Days (YYYY-MM-DD) in the school's time zone, inclusive. */
  from?: string;
  to?: string;
  /** A reference, a name, a phone number or an e-mail address, or part of one. */
  q?: string;
}

export const PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayStart(day: string): string | null {
  if (!DAY.test(day)) return null;
  const date = new Date(`${day}T00:00:00${SCHOOL_UTC_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The WHERE clause of a filter, with its parameters. `skipStatus` leaves the status out (for the counts). */
function where(filter: InboxFilter, skipStatus = false): { sql: string; params: Record<string, string | null> } {
  const clauses: string[] = [];
  const params: Record<string, string | null> = {};
  if (filter.type) {
    clauses.push('type = @type');
    params.type = filter.type;
  }
  if (filter.status && !skipStatus) {
    clauses.push('status = @status');
    params.status = filter.status;
  }
  if (filter.studentClass) {
    clauses.push("json_extract(data, '$.studentClass') = @studentClass");
    params.studentClass = filter.studentClass;
  }
  if (filter.academicYear) {
    clauses.push("json_extract(data, '$.academicYear') = @academicYear");
    params.academicYear = filter.academicYear;
  }
  const from = filter.from ? dayStart(filter.from) : null;
  if (from) {
    clauses.push('created_at >= @from');
    params.from = from;
  }
  const to = filter.to ? dayStart(filter.to) : null;
  if (to) {
    clauses.push('created_at < @to');
    params.to = new Date(new Date(to).getTime() + 24 * 60 * 60 * 1000).toISOString();
  }
  const q = filter.q?.trim();
  if (q) {
    const fields = ['email', 'firstName', 'lastName', 'name', 'fatherName', 'motherName'];
    const parts = [
      "reference LIKE @q ESCAPE '\\'",
      ...fields.map((field) => `json_extract(data, '$.${field}') LIKE @q ESCAPE '\\'`),
      "(COALESCE(json_extract(data, '$.firstName'), '') || ' ' || COALESCE(json_extract(data, '$.lastName'), '')) LIKE @q ESCAPE '\\'",
    ];
    params.q = likePattern(q);
    // Phone numbers are stored in E.164 (rows from before as typed): compare the last digits only.
    const digits = q.replace(/\D/g, '');
    if (digits.length >= 5 && /^[\d\s+()-]+$/.test(q)) {
      parts.push(...['phone', 'phoneNumber', 'whatsappNumber'].map((field) => `digits_only(json_extract(data, '$.${field}')) LIKE @digits`));
      params.digits = `%${digits.slice(-10)}%`;
    }
    clauses.push(`(${parts.join(' OR ')})`);
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

export interface StatusChange {
  id: number;
  fromStatus: string;
  toStatus: string;
  note: string | null;
  staffEmail: string;
  at: string;
  mailed: number;
}

export interface Note {
  id: number;
  staffEmail: string;
  body: string;
  at: string;
}

/** The office's view of the submissions: filtered lists, counts, history and notes. */
export class Inbox {
  constructor(private readonly db: Database.Database) {
    db.function('digits_only', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : null));
  }

  /** One page, newest first, and how many match in all. */
  page(filter: InboxFilter, page: number): { items: Submission[]; total: number } {
    const { sql, params } = where(filter);
    const total = (this.db.prepare(`SELECT COUNT(*) AS n FROM submissions ${sql}`).get(params) as { n: number }).n;
    const rows = this.db
      .prepare(`SELECT * FROM submissions ${sql} ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${(Math.max(1, page) - 1) * PAGE_SIZE}`)
      .all(params) as SubmissionRow[];
    return { items: rows.map(fromRow), total };
  }

  /** Everything that matches, newest first (for the export). */
  all(filter: InboxFilter): Submission[] {
    const { sql, params } = where(filter);
    return (this.db.prepare(`SELECT * FROM submissions ${sql} ORDER BY created_at DESC, id DESC`).all(params) as SubmissionRow[]).map(fromRow);
  }

  /** How many of each type are in each status, under the other filters. */
  statusCounts(filter: InboxFilter): { type: string; status: string; count: number }[] {
    const { sql, params } = where(filter, true);
    return this.db.prepare(`SELECT type, status, COUNT(*) AS count FROM submissions ${sql} GROUP BY type, status`).all(params) as {
      type: string;
      status: string;
      count: number;
    }[];
  }

  history(submissionId: number): StatusChange[] {
    return this.db
      .prepare(
        `SELECT id, from_status AS fromStatus, to_status AS toStatus, note, staff_email AS staffEmail, at, mailed
         FROM status_changes WHERE submission_id = ? ORDER BY id`,
      )
      .all(submissionId) as StatusChange[];
  }

  notes(submissionId: number): Note[] {
    return this.db
      .prepare('SELECT id, staff_email AS staffEmail, body, at FROM submission_notes WHERE submission_id = ? ORDER BY id')
      .all(submissionId) as Note[];
  }

  addNote(submissionId: number, staffEmail: string, body: string, now: Date): void {
    this.db
      .prepare('INSERT INTO submission_notes (submission_id, staff_email, body, at) VALUES (?, ?, ?, ?)')
      .run(submissionId, staffEmail, body, now.toISOString());
  }

  /** Moves a submission to a status and records who, when and why; returns the change's id. */
  changeStatus(submission: Submission, toStatus: string, staffEmail: string, note: string | null, mailed: boolean, now: Date): number {
    if (!statusLabel(submission.type, toStatus)) throw new Error(`No status ${toStatus} for ${submission.type}`);
    const at = now.toISOString();
    this.db.prepare('UPDATE submissions SET status = ?, status_changed_at = ? WHERE id = ?').run(toStatus, at, submission.id);
    const result = this.db
      .prepare('INSERT INTO status_changes (submission_id, from_status, to_status, note, staff_email, at, mailed) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(submission.id, submission.status || INITIAL_STATUS, toStatus, note, staffEmail, at, mailed ? 1 : 0);
    return Number(result.lastInsertRowid);
  }

  byFileId(fileId: string): Submission | undefined {
    const row = this.db.prepare('SELECT * FROM submissions WHERE file_id = ?').get(fileId) as SubmissionRow | undefined;
    return row ? fromRow(row) : undefined;
  }
}
