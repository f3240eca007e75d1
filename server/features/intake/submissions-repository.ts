import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { isFormLanguage, type FormLanguage } from '../../../lib/forms/texts/types';
import type { StoredFile } from '../../core/uploads';

export type { StoredFile };

export interface NewSubmission {
  reference: string;
  type: string;
  createdAt: string;
  data: Record<string, string>;
  consentAt: string | null;
  ip: string | null;
  requestId: string | null;
  file: StoredFile | null;
  /** The sending browser's key for this form (the Idempotency-Key header): one submission per key. */
  idempotencyKey?: string | null;
  /** The language of the form the family sent ('en', 'mr'): its mails and its page are written in it. */
  language?: FormLanguage;
}

export interface Submission extends NewSubmission {
  id: number;
  /** The current status key (see lib/forms/statuses.ts); 'received' until the office changes it. */
  status: string;
  statusChangedAt: string;
  /** The random id staff fetch the upload by (never the reference, which parents and mails carry). */
  fileId: string | null;
}

export interface SubmissionRow {
  id: number;
  reference: string;
  type: string;
  created_at: string;
  data: string;
  consent_at: string | null;
  ip: string | null;
  request_id: string | null;
  file_path: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  file_sha256: string | null;
  status: string;
  status_changed_at: string | null;
  file_id: string | null;
  language: string;
}

export function fromRow(row: SubmissionRow): Submission {
  return {
    id: row.id,
    reference: row.reference,
    type: row.type,
    createdAt: row.created_at,
    data: JSON.parse(row.data) as Record<string, string>,
    consentAt: row.consent_at,
    ip: row.ip,
    requestId: row.request_id,
    status: row.status,
    statusChangedAt: row.status_changed_at ?? row.created_at,
    fileId: row.file_id,
    language: isFormLanguage(row.language) ? row.language : 'en',
    file: row.file_path
      ? { path: row.file_path, name: row.file_name ?? '', type: row.file_type ?? '', size: row.file_size ?? 0, sha256: row.file_sha256 ?? '' }
      : null,
  };
}

/** The submissions table. */
export class SubmissionsRepository {
  constructor(private readonly db: Database.Database) {}

  insert(submission: NewSubmission): number {
    const result = this.db
      .prepare(
        `INSERT INTO submissions (reference, type, created_at, data, consent_at, ip, request_id, file_path, file_name, file_type, file_size, file_sha256, file_id, status_changed_at, idempotency_key, language)
         VALUES (@reference, @type, @createdAt, @data, @consentAt, @ip, @requestId, @filePath, @fileName, @fileType, @fileSize, @fileSha256, @fileId, @createdAt, @idempotencyKey, @language)`,
      )
      .run({
        reference: submission.reference,
        type: submission.type,
        createdAt: submission.createdAt,
        data: JSON.stringify(submission.data),
        consentAt: submission.consentAt,
        ip: submission.ip,
        requestId: submission.requestId,
        filePath: submission.file?.path ?? null,
        fileName: submission.file?.name ?? null,
        fileType: submission.file?.type ?? null,
        fileSize: submission.file?.size ?? null,
        fileSha256: submission.file?.sha256 ?? null,
        fileId: submission.file ? randomBytes(16).toString('hex') : null,
        idempotencyKey: submission.idempotencyKey ?? null,
        language: submission.language ?? 'en',
      });
    return Number(result.lastInsertRowid);
  }

  referenceExists(reference: string): boolean {
    return this.db.prepare('SELECT 1 FROM submissions WHERE reference = ?').get(reference) !== undefined;
  }

  /** The submission a browser already sent with this key, if any. */
  byIdempotencyKey(key: string): { id: number; reference: string; type: string } | undefined {
    return this.db.prepare('SELECT id, reference, type FROM submissions WHERE idempotency_key = ?').get(key) as
      { id: number; reference: string; type: string } | undefined;
  }

  byId(id: number): Submission | undefined {
    const row = this.db.prepare('SELECT * FROM submissions WHERE id = ?').get(id) as SubmissionRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  byReference(reference: string): Submission | undefined {
    const row = this.db.prepare('SELECT * FROM submissions WHERE reference = ? COLLATE NOCASE').get(reference) as SubmissionRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  /** Oldest first; optionally one type and/or only those created at or after `since` (ISO date or time). */
  list(filter: { type?: string; since?: string } = {}): Submission[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM submissions
         WHERE (@type IS NULL OR type = @type) AND (@since IS NULL OR created_at >= @since)
         ORDER BY created_at, id`,
      )
      .all({ type: filter.type ?? null, since: filter.since ?? null }) as SubmissionRow[];
    return rows.map(fromRow);
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n;
  }

  /** Every stored upload path (a form's file or a family's document), to find files that no row refers to. */
  filePaths(): Set<string> {
    const rows = this.db.prepare('SELECT file_path FROM submissions WHERE file_path IS NOT NULL UNION SELECT file_path FROM application_documents').all() as {
      file_path: string;
    }[];
    return new Set(rows.map((row) => row.file_path));
  }

  /** Deletes these submissions (their outbox rows go with them) in one transaction; returns what was deleted. */
  deleteByIds(ids: number[]): Submission[] {
    return this.db.transaction(() => {
      const deleted: Submission[] = [];
      const select = this.db.prepare('SELECT * FROM submissions WHERE id = ?');
      const remove = this.db.prepare('DELETE FROM submissions WHERE id = ?');
      for (const id of ids) {
        const row = select.get(id) as SubmissionRow | undefined;
        if (!row) continue;
        remove.run(id);
        deleted.push(fromRow(row));
      }
      return deleted;
    })();
  }

  /** Deletes submissions created before `before` (their outbox rows go with them); returns what was deleted. */
  deleteOlderThan(before: string): Submission[] {
    return this.db.transaction(() => {
      const rows = this.db.prepare('SELECT * FROM submissions WHERE created_at < ?').all(before) as SubmissionRow[];
      this.db.prepare('DELETE FROM submissions WHERE created_at < ?').run(before);
      return rows.map(fromRow);
    })();
  }
}
