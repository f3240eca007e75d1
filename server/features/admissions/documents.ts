import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { AdmissionDocument } from '../../../lib/content/admission-documents';
import type { StoredFile } from '../intake';

export type DocumentState = 'uploaded' | 'accepted' | 'rejected';

/** The latest file a family sent for one checklist item, and the office's verdict on it. */
export interface UploadedDocument {
  submissionId: number;
  document: string;
  fileId: string;
  file: StoredFile;
  uploadedAt: string;
  state: DocumentState;
  reason: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** A checklist item of one application: missing (nothing sent yet) or the state of what was sent. */
export interface ChecklistItem {
  document: AdmissionDocument;
  state: DocumentState | 'missing';
  uploaded?: UploadedDocument;
}

export const REASON_MAX = 500;

interface DocumentRow {
  submission_id: number;
  document: string;
  file_id: string;
  file_path: string;
  file_name: string;
  file_type: string;
  file_size: number;
  file_sha256: string;
  uploaded_at: string;
  state: DocumentState;
  reason: string | null;
  decided_at: string | null;
  decided_by: string | null;
}

const fromRow = (row: DocumentRow): UploadedDocument => ({
  submissionId: row.submission_id,
  document: row.document,
  fileId: row.file_id,
  file: { path: row.file_path, name: row.file_name, type: row.file_type, size: row.file_size, sha256: row.file_sha256 },
  uploadedAt: row.uploaded_at,
  state: row.state,
  reason: row.reason,
  decidedAt: row.decided_at,
  decidedBy: row.decided_by,
});

/** The application_documents table (migration 7): one row per application and checklist item. */
export class DocumentsRepository {
  constructor(private readonly db: Database.Database) {}

  forSubmission(submissionId: number): UploadedDocument[] {
    return (this.db.prepare('SELECT * FROM application_documents WHERE submission_id = ? ORDER BY id').all(submissionId) as DocumentRow[]).map(fromRow);
  }

  byFileId(fileId: string): UploadedDocument | undefined {
    const row = this.db.prepare('SELECT * FROM application_documents WHERE file_id = ?').get(fileId) as DocumentRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  one(submissionId: number, document: string): UploadedDocument | undefined {
    const row = this.db.prepare('SELECT * FROM application_documents WHERE submission_id = ? AND document = ?').get(submissionId, document) as
      DocumentRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  /**
   * Keeps a family's new file for an item (waiting for the office again). Returns the path of the file it replaces,
   * which the caller deletes after the commit; refused (undefined, nothing changed) once the item is accepted.
   */
  save(submissionId: number, document: string, file: StoredFile, now: Date): { replaced: string | null } | undefined {
    const previous = this.one(submissionId, document);
    if (previous?.state === 'accepted') return undefined;
    this.db
      .prepare(
        `INSERT INTO application_documents (submission_id, document, file_id, file_path, file_name, file_type, file_size, file_sha256, uploaded_at, state)
         VALUES (@submissionId, @document, @fileId, @path, @name, @type, @size, @sha256, @now, 'uploaded')
         ON CONFLICT (submission_id, document) DO UPDATE SET file_id = excluded.file_id, file_path = excluded.file_path, file_name = excluded.file_name,
           file_type = excluded.file_type, file_size = excluded.file_size, file_sha256 = excluded.file_sha256, uploaded_at = excluded.uploaded_at,
           state = 'uploaded', reason = NULL, decided_at = NULL, decided_by = NULL
         WHERE application_documents.state <> 'accepted'`,
      )
      .run({ submissionId, document, fileId: randomBytes(16).toString('hex'), ...file, now: now.toISOString() });
    return { replaced: previous?.file.path ?? null };
  }

  /** The office's verdict on the file as it is now; false when there is none to decide on (or it changed meanwhile). */
  decide(submissionId: number, document: string, fileId: string, verdict: 'accepted' | 'rejected', reason: string | null, by: string, now: Date): boolean {
    const result = this.db
      .prepare(
        `UPDATE application_documents SET state = ?, reason = ?, decided_at = ?, decided_by = ?
         WHERE submission_id = ? AND document = ? AND file_id = ?`,
      )
      .run(verdict, reason, now.toISOString(), by, submissionId, document, fileId);
    return result.changes === 1;
  }
}

/** Each item the class needs, with what the family has sent for it. */
export function checklistOf(documents: AdmissionDocument[], uploaded: UploadedDocument[]): ChecklistItem[] {
  return documents.map((document) => {
    const sent = uploaded.find((candidate) => candidate.document === document.id);
    return { document, state: sent?.state ?? 'missing', uploaded: sent };
  });
}

/** How far the checklist is: counts per state, and whether every item is accepted. */
export function checklistProgress(items: ChecklistItem[]) {
  const count = (state: ChecklistItem['state']) => items.filter((item) => item.state === state).length;
  const accepted = count('accepted');
  return {
    total: items.length,
    missing: count('missing'),
    waiting: count('uploaded'),
    rejected: count('rejected'),
    accepted,
    complete: items.length > 0 && accepted === items.length,
  };
}
