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
  // The office checked the identity of a requester (a request about personal data) in person (issue 31).
  | 'identity-check'
  | 'account-add'
  | 'account-reset'
  | 'account-disable'
  | 'account-enable'
  | 'account-unlock'
  | 'account-roles'
  // A signed-in member of staff asked for a page or action their roles do not open (server/sign-in/route-roles.ts).
  | 'access-refused'
  // The content editor's backend (server/features/editor/): every request, the refused ones too.
  | 'cms-read'
  | 'cms-save'
  | 'cms-delete'
  | 'cms-upload'
  | 'cms-refused'
  | 'publish-request'
  | 'publish-rollback'
  | 'publish-revert'
  // An administrator approved a held change to the payment details (features/publishing/money.ts).
  | 'money-approve'
  // The offer of a seat and the admission payment (server/features/admissions/staff-offer-routes.ts).
  | 'offer-decision'
  | 'payment-confirm'
  | 'payment-reject'
  // The admissions journey (issue 22): the office's verdict on a family's document, and the visit times.
  | 'document-accept'
  | 'document-reject'
  | 'visit-slot-add'
  | 'visit-slot-edit'
  | 'visit-slot-cancel'
  // Every link to a family's page stopped by the office (issue 31).
  | 'links-revoke';

export interface AuditEntry {
  id: number;
  at: string;
  actor: string | null;
  action: AuditAction;
  target: string | null;
  ip: string | null;
  detail: string | null;
  /** How many times it happened: refused sign-ins are counted into one row per account, address, reason and hour. */
  count: number;
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

  /**
   * A refused sign-in, added to the row of the same account (null: an e-mail nobody has, not kept), address
   * and reason in the current hour, so a flood of attempts cannot grow the log without bound.
   */
  recordRefusedSignIn(entry: { actor: string | null; ip: string; reason: string; at?: Date }): void {
    const at = entry.at ?? new Date();
    const hour = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();
    this.db.transaction(() => {
      const row = this.db
        .prepare("SELECT id FROM audit_log WHERE action = 'sign-in-refused' AND at >= ? AND actor IS ? AND ip IS ? AND detail IS ? ORDER BY id DESC LIMIT 1")
        .get(hour, entry.actor?.slice(0, 200) ?? null, entry.ip, entry.reason) as { id: number } | undefined;
      if (row) this.db.prepare('UPDATE audit_log SET count = count + 1 WHERE id = ?').run(row.id);
      else this.record({ actor: entry.actor, action: 'sign-in-refused', ip: entry.ip, detail: entry.reason, at });
    })();
  }

  /** Newest first. */
  page(offset: number, limit: number): { entries: AuditEntry[]; total: number } {
    const entries = this.db.prepare('SELECT * FROM audit_log ORDER BY id DESC LIMIT ? OFFSET ?').all(limit, offset) as AuditEntry[];
    const total = (this.db.prepare('SELECT COUNT(*) AS n FROM audit_log').get() as { n: number }).n;
    return { entries, total };
  }
}
