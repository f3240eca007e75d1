/**
 * Post-build step (scripts/postbuild.ts runs the steps in order): writes a brotli (.br) and gzip (.gz) copy beside every text file in out/, so the
 * server sends compressed bytes without compressing on each request. A file that arrives with both copies
 * (from public/) keeps them. Compressed copies are kept in .cache/compress/ by content hash: a rebuild after
 * one changed news item compresses only the pages that changed, not every chunk again (brotli 11 is slow).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { walkFiles } from '../lib/walk-files';

const COMPRESSIBLE = /\.(html|js|css|txt|xml|svg|json|ics|webmanifest|map|yml)$/;
const MIN_BYTES = 512;

function compress(source: Buffer): { brotli: Buffer; gzip: Buffer } {
  return {
    brotli: zlib.brotliCompressSync(source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
    gzip: zlib.gzipSync(source, { level: 9 }),
  };
}

/** Writes one file's .br and .gz twins (replacing any); returns its raw and brotli sizes, or undefined when it is not compressed. */
export function compressFile(file: string): { bytesIn: number; bytesOut: number } | undefined {
  if (!COMPRESSIBLE.test(file)) return undefined;
  const source = fs.readFileSync(file);
  if (source.length < MIN_BYTES) return undefined;
  const copies = compress(source);
  fs.writeFileSync(`${file}.br`, copies.brotli);
  fs.writeFileSync(`${file}.gz`, copies.gzip);
  return { bytesIn: source.length, bytesOut: copies.brotli.length };
}

export interface CompressResult {
  files: number;
  /** Files compressed now; the others came from the cache. */
  compressed: number;
  bytesIn: number;
  bytesOut: number;
}

/** Compresses every text file under `root`; with `cacheDir`, reuses (and keeps only) the copies of this run's contents. */
export function compressDir(root: string, cacheDir?: string): CompressResult {
  const result: CompressResult = { files: 0, compressed: 0, bytesIn: 0, bytesOut: 0 };
  const used = new Set<string>();
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true });
  for (const file of walkFiles(root)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if (fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`)) continue;
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    let copies: { brotli: Buffer; gzip: Buffer };
    if (cacheDir) {
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 32);
      const cached = path.join(cacheDir, hash);
      used.add(`${hash}.br`).add(`${hash}.gz`);
      if (fs.existsSync(`${cached}.br`) && fs.existsSync(`${cached}.gz`)) {
        copies = { brotli: fs.readFileSync(`${cached}.br`), gzip: fs.readFileSync(`${cached}.gz`) };
      } else {
        copies = compress(source);
        fs.writeFileSync(`${cached}.br`, copies.brotli);
        fs.writeFileSync(`${cached}.gz`, copies.gzip);
        result.compressed += 1;
      }
    } else {
      copies = compress(source);
      result.compressed += 1;
    }
    fs.writeFileSync(`${file}.br`, copies.brotli);
    fs.writeFileSync(`${file}.gz`, copies.gzip);
    result.files += 1;
    result.bytesIn += source.length;
    result.bytesOut += copies.brotli.length;
  }
  // Copies of contents no longer built are dropped, so the cache stays the size of one site.
  if (cacheDir) for (const name of fs.readdirSync(cacheDir)) if (!used.has(name)) fs.rmSync(path.join(cacheDir, name), { force: true });
  return result;
}
