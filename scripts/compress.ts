/**
 * Runs after `next build`: writes a brotli (.br) and gzip (.gz) copy beside every text file in out/, so the
 * server sends compressed bytes without compressing on each request. A file that arrives with both copies
 * (from public/) keeps them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|txt|xml|svg|json|ics|webmanifest|map|yml)$/;
const MIN_BYTES = 512;

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(absolute);
    else if (entry.isFile()) yield absolute;
  }
}

export function compressDir(root: string): { files: number; bytesIn: number; bytesOut: number } {
  let files = 0;
  let bytesIn = 0;
  let bytesOut = 0;
  for (const file of walk(root)) {
    if (!COMPRESSIBLE.test(file)) continue;
    // Files copied in with their twins (the editor's 5 MB bundle, compressed once per version) keep them.
    if (fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`)) continue;
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gzip = zlib.gzipSync(source, { level: 9 });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzip);
    files += 1;
    bytesIn += source.length;
    bytesOut += brotli.length;
  }
  return { files, bytesIn, bytesOut };
}

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? 'out');
  const started = Date.now();
  const result = compressDir(root);
  console.log(
    `Compressed ${result.files} files in ${root}: ${(result.bytesIn / 1024).toFixed(0)} KB -> ${(result.bytesOut / 1024).toFixed(0)} KB brotli (${Date.now() - started} ms)`,
  );
}
