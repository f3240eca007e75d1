import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type/node';
import { TOO_LARGE, type UploadRule } from '../../lib/forms/uploads';
import { IntakeError, StorageError } from './errors';
import { fileKind, nameForKind } from './file-kinds';

export interface StoredFile {
  /** Path relative to DATA_DIR, e.g. `uploads/3f…a1.pdf`. */
  path: string;
  /** The name the visitor's file had (shown to staff, never used on disk). */
  name: string;
  /** The type found from the content: jpg, png, webp, pdf, docx, cfb. */
  type: string;
  size: number;
  sha256: string;
}

/** A file received into DATA_DIR/incoming, not yet checked or kept. */
export interface IncomingFile {
  field: string;
  tempPath: string;
  originalName: string;
  size: number;
  sha256: string;
}

/** An upload part as @fastify/multipart hands it over. */
export interface FilePart {
  fieldname: string;
  filename: string;
  file: NodeJS.ReadableStream & { truncated?: boolean };
}

const random = () => randomBytes(16).toString('hex');

/**
 * Streams an upload to a temporary file (never held in memory whole), hashing it on the way. The size limit
 * is enforced by the multipart parser, which marks the stream as truncated.
 */
export async function receiveFile(part: FilePart, incomingDir: string): Promise<IncomingFile> {
  const tempPath = path.join(incomingDir, `${random()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(tempPath, 'wx', 0o600);
  } catch (error) {
    throw new StorageError(error);
  }
  try {
    // Read errors come from the visitor's request (malformed or cut-off multipart); write errors are ours.
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      try {
        await handle.write(chunk);
      } catch (error) {
        throw new StorageError(error);
      }
    }
    if (part.file.truncated) throw new IntakeError(413, TOO_LARGE, { [part.fieldname]: TOO_LARGE });
    try {
      await handle.sync();
    } catch (error) {
      throw new StorageError(error);
    }
  } catch (error) {
    await handle.close().catch(() => undefined);
    await fs.promises.rm(tempPath, { force: true });
    if (error instanceof IntakeError || error instanceof StorageError) throw error;
    throw new IntakeError(400, 'The form data could not be read. Please try again.');
  }
  await handle.close();
  return { field: part.fieldname, tempPath, originalName: safeName(part.filename), size, sha256: hash.digest('hex') };
}

/** The visitor's file name, kept only as a label: no folders, no control characters, a sane length. */
export function safeName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  return cleaned.slice(-120) || 'upload';
}

/** Checks the file's real type from its first bytes; the name and the browser's claimed type are not trusted. */
export async function checkType(file: IncomingFile, rule: UploadRule): Promise<string> {
  const detected = await fileTypeFromFile(file.tempPath);
  const kind = detected?.ext;
  if (!kind || !rule.kinds.includes(kind)) throw new IntakeError(415, rule.wrongType, { [file.field]: rule.wrongType });
  return kind;
}

/**
 * Moves a checked file into DATA_DIR/uploads under a random name and makes the move durable (directory
 * fsync), so that a row committed afterwards never points at a file a crash could take away.
 */
export async function keepFile(file: IncomingFile, kind: string, dataDir: string, uploadsDir: string, prefix = ''): Promise<StoredFile> {
  // A family's documents start with their application's reference, so deleting the application finds them.
  const name = `${prefix}${random()}.${fileKind(kind).extension}`;
  const target = path.join(uploadsDir, name);
  try {
    await fs.promises.rename(file.tempPath, target);
    const dir = await fs.promises.open(uploadsDir, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch (error) {
    throw new StorageError(error);
  }
  return {
    path: path.relative(dataDir, target).split(path.sep).join('/'),
    // The label keeps the visitor's name but takes the extension of what the content is.
    name: nameForKind(file.originalName, kind),
    type: kind,
    size: file.size,
    sha256: file.sha256,
  };
}

/**
 * At start-up: half-received files are removed, and so are uploads no row refers to (a crash between
 * keeping the file and committing its row). Rows are only ever committed after their file is on disk.
 */
export function sweepUploads(incomingDir: string, uploadsDir: string, dataDir: string, referenced: Set<string>): number {
  let removed = 0;
  for (const entry of fs.readdirSync(incomingDir)) {
    fs.rmSync(path.join(incomingDir, entry), { force: true, recursive: true });
    removed += 1;
  }
  for (const entry of fs.readdirSync(uploadsDir)) {
    const relative = path.relative(dataDir, path.join(uploadsDir, entry)).split(path.sep).join('/');
    if (!referenced.has(relative)) {
      fs.rmSync(path.join(uploadsDir, entry), { force: true });
      removed += 1;
    }
  }
  return removed;
}
