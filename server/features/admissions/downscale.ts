import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DOWNSCALE_ABOVE_BYTES, DOWNSCALE_LONG_EDGE } from '../../../lib/forms/uploads';
import type { IncomingFile } from '../../core/uploads';

const IMAGE_KINDS = ['jpg', 'png', 'webp'];

/**
 * A photo over 2 MB is redrawn with its long edge at most 2000 px as a JPEG (quality 85), as the payment form does in
 * the browser (components/forms/downscale.ts); here it happens on arrival, so a page without script gets it too. The
 * redraw also drops the photo's metadata (a phone's location). Kept only when smaller; PDFs and small images stay as sent.
 */
export async function downscaleImage(file: IncomingFile, kind: string): Promise<{ file: IncomingFile; kind: string }> {
  if (!IMAGE_KINDS.includes(kind) || file.size <= DOWNSCALE_ABOVE_BYTES) return { file, kind };
  let output: Buffer;
  try {
    output = await sharp(file.tempPath)
      .rotate()
      .resize({ width: DOWNSCALE_LONG_EDGE, height: DOWNSCALE_LONG_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    // An image sharp cannot decode is kept as it came (its type was already checked from its content).
    return { file, kind };
  }
  if (output.length >= file.size) return { file, kind };
  const tempPath = path.join(path.dirname(file.tempPath), `${randomBytes(16).toString('hex')}.part`);
  await fs.promises.writeFile(tempPath, output, { mode: 0o600, flag: 'wx' });
  await fs.promises.rm(file.tempPath, { force: true });
  return {
    file: {
      ...file,
      tempPath,
      size: output.length,
      sha256: createHash('sha256').update(output).digest('hex'),
      originalName: file.originalName.replace(/\.[^.]+$/, '') + '.jpg',
    },
    kind: 'jpg',
  };
}
