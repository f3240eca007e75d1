import type Database from 'better-sqlite3';
import type { Retention } from '../../lib/content/retention';

/** Clears the details (notes, file names) of the audit rows about these references, in the erasure that deletes them. */
export function clearAuditDetails(db: Database.Database, references: string[]): number {
  const clear = db.prepare('UPDATE audit_log SET detail = NULL WHERE target = ? AND detail IS NOT NULL');
  return references.reduce((cleared, reference) => cleared + clear.run(reference).changes, 0);
}

/**
 * The audit log's part of the retention purge: rows older than `auditLogYears` go, and rows about a
 * submission that no longer exists (purged now or earlier, by period or by hand) lose their details (note
 * text, file names), keeping who did what and when. Returns how many rows were deleted and cleared.
 */
export function purgeAuditLog(db: Database.Database, retention: Retention, now: Date): { deleted: number; cleared: number } {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - retention.auditLogYears);
  return db.transaction(() => {
    const deleted = db.prepare('DELETE FROM audit_log WHERE at < ?').run(cutoff.toISOString()).changes;
    const cleared = db
      .prepare(
        `UPDATE audit_log SET detail = NULL
         WHERE detail IS NOT NULL AND target GLOB '[A-Z][A-Z][A-Z]-[0-9]*'
           AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.reference = audit_log.target)`,
      )
      .run().changes;
    return { deleted, cleared };
  })();
}
