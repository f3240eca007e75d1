import type Database from 'better-sqlite3';

export type AuditAction =
  | 'sign-in'
  | 'sign-in-refused'
  | 'sign-out'
  | 'password-set'
  | 'file-view'
  | 'status-change'
  | 'note-add'
  | 'export'
  | 'erasure'
  | 'account-add'
  | 'account-reset'
  | 'account-disable'
  | 'account-enable';

export interface AuditEntry {
  id: number;
  at: string;
  actor: string | null;
  action: AuditAction;
  target: string | null;
  ip: string | null;
  detail: string | null;
}

/** Who did what and when in the staff area: sign-ins (also refused ones), file views, status changes, exports, account changes. */
export class AuditLog {
  constructor(private readonly db: Database.Database) {}

  record(entry: { actor: string | null; action: AuditAction; target?: string | null; ip?: string | null; detail?: string | null; at?: Date }): void {
    this.db
      .prepare('INSERT INTO audit_log (at, actor, action, target, ip, detail) VALUES (?, ?, ?, ?, ?, ?)')
      .run(
        (entry.at ?? new Date()).toISOString(),
        entry.actor?.slice(0, 200) ?? null,
        entry.action,
        entry.target?.slice(0, 200) ?? null,
        entry.ip ?? null,
        entry.detail?.slice(0, 1000) ?? null,
      );
  }

  /** Newest first. */
  page(offset: number, limit: number): { entries: AuditEntry[]; total: number } {
    const entries = this.db.prepare('SELECT * FROM audit_log ORDER BY id DESC LIMIT ? OFFSET ?').all(limit, offset) as AuditEntry[];
    const total = (this.db.prepare('SELECT COUNT(*) AS n FROM audit_log').get() as { n: number }).n;
    return { entries, total };
  }
}
