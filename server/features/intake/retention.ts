import fs from 'node:fs';
import path from 'node:path';
import { expiryOf, type Retention } from '../../../lib/content/retention';
import type { Submission, SubmissionsRepository } from './submissions-repository';

export interface PurgedSubmission {
  reference: string;
  type: string;
  createdAt: string;
  /** When its period ended. */
  expiredAt: string;
  file: string | null;
}

/** Removes what belongs to deleted submissions on disk: the upload, the family's documents and the .eml copies of its mails. */
export function removeStoredFiles(dataDir: string, deleted: Submission[]): void {
  // Every .eml written for a submission (office, acknowledgement, status mails) and every document a family uploaded starts with its reference.
  const outboxDir = path.join(dataDir, 'outbox');
  const uploadsDir = path.join(dataDir, 'uploads');
  const emls = deleted.length > 0 && fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : [];
  const uploads = deleted.length > 0 && fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : [];
  for (const item of deleted) {
    if (item.file) fs.rmSync(path.join(dataDir, item.file.path), { force: true });
    for (const name of emls) if (name.startsWith(`${item.reference}-`)) fs.rmSync(path.join(outboxDir, name), { force: true });
    for (const name of uploads) if (name.startsWith(`${item.reference}-`)) fs.rmSync(path.join(uploadsDir, name), { force: true });
  }
}

/**
 * Deletes every submission whose retention period (content/retention.yml) ended at or before `now`, with its
 * file. A submission whose end cannot be dated (no academic year) is kept and counted. Rows go first, in one
 * transaction, then files: a stop in between leaves only unreferenced files, which start-up sweeps away.
 */
export function purgeExpired(
  submissions: SubmissionsRepository,
  dataDir: string,
  retention: Retention,
  now: Date,
): { purged: PurgedSubmission[]; undated: number } {
  const expired: { id: number; expiry: Date }[] = [];
  let undated = 0;
  for (const item of submissions.list()) {
    const expiry = expiryOf(item, retention);
    if (!expiry) undated += 1;
    else if (expiry.getTime() <= now.getTime()) expired.push({ id: item.id, expiry });
  }
  const deleted = submissions.deleteByIds(expired.map((entry) => entry.id));
  removeStoredFiles(dataDir, deleted);
  const expiryById = new Map(expired.map((entry) => [entry.id, entry.expiry]));
  return {
    purged: deleted.map((item) => ({
      reference: item.reference,
      type: item.type,
      createdAt: item.createdAt,
      expiredAt: (expiryById.get(item.id) as Date).toISOString(),
      file: item.file?.path ?? null,
    })),
    undated,
  };
}
