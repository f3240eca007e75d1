import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../core/replies';
import { fileKind, nameForKind } from '../../core/file-kinds';
import type { StoredFile } from './submissions-repository';
import type { AuditLog } from '../../sign-in/audit';

/** A stored file's id in a staff URL (/staff/files/:fileId, /staff/documents/:fileId). */
export const FILE_ID = /^[0-9a-f]{32}$/;

/**
 * One uploaded file sent to the signed-in member of staff and audited as a file view (`?download` asks for the
 * file as an attachment). Undefined when the file is no longer on disk, for the caller's 404.
 */
export function sendStoredFile(
  ctx: { dataDir: string; audit: AuditLog },
  request: FastifyRequest,
  reply: FastifyReply,
  stored: { file: StoredFile; reference: string; label?: string },
): FastifyReply | undefined {
  const absolute = path.join(ctx.dataDir, stored.file.path);
  if (!fs.existsSync(absolute)) return undefined;
  const type = fileKind(stored.file.type);
  const name = nameForKind(stored.file.name, stored.file.type);
  const download = (request.query as Record<string, unknown>).download !== undefined;
  ctx.audit.record({
    actor: request.staffSession!.email,
    action: 'file-view',
    target: stored.reference,
    ip: request.ip,
    detail: `${stored.label ? `${stored.label}: ` : ''}${name}${download ? ' (download)' : ''}`,
  });
  return (
    reply
      .type(type.mime)
      // Only images open in the browser (its image viewer styles its page inline); PDFs and documents are downloads.
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox")
      .header('Content-Disposition', contentDisposition(type.inline && !download ? 'inline' : 'attachment', name))
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .header('Content-Length', stored.file.size)
      .send(fs.createReadStream(absolute))
  );
}
