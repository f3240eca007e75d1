/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { compressDir } from '@/scripts/compress';

let dir: string;
const page = (text: string) => `<!doctype html><p>${text.repeat(300)}</p>`;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-'));
  fs.mkdirSync(path.join(dir, 'out', 'admin'), { recursive: true });
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('compressDir', () => {
  it('writes brotli and gzip twins that decompress to the file, skips small files and keeps twins that came with a file', () => {
    const out = path.join(dir, 'out');
    fs.writeFileSync(path.join(out, 'index.html'), page('home '));
    fs.writeFileSync(path.join(out, 'tiny.css'), 'p{}');
    fs.writeFileSync(path.join(out, 'admin', 'bundle.js'), 'x'.repeat(2000));
    fs.writeFileSync(path.join(out, 'admin', 'bundle.js.br'), 'precompressed');
    fs.writeFileSync(path.join(out, 'admin', 'bundle.js.gz'), 'precompressed');
    const result = compressDir(out);
    expect(result).toEqual(expect.objectContaining({ files: 1, compressed: 1 }));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, 'index.html.br'))).toString()).toBe(page('home '));
    expect(zlib.gunzipSync(fs.readFileSync(path.join(out, 'index.html.gz'))).toString()).toBe(page('home '));
    expect(fs.existsSync(path.join(out, 'tiny.css.br'))).toBe(false);
    expect(fs.readFileSync(path.join(out, 'admin', 'bundle.js.br'), 'utf8')).toBe('precompressed');
  });

  it('compresses only changed files on the next build, and keeps the cache to what the site holds', () => {
    const cache = path.join(dir, 'cache');
    const build = (pages: Record<string, string>) => {
      const out = path.join(dir, 'out');
      fs.rmSync(out, { recursive: true, force: true });
      fs.mkdirSync(out, { recursive: true });
      for (const [name, text] of Object.entries(pages)) fs.writeFileSync(path.join(out, name), page(text));
      return compressDir(out, cache);
    };
    expect(build({ 'a.html': 'one ', 'b.html': 'two ' })).toEqual(expect.objectContaining({ files: 2, compressed: 2 }));
    expect(build({ 'a.html': 'one ', 'b.html': 'two changed ' })).toEqual(expect.objectContaining({ files: 2, compressed: 1 }));
    expect(fs.readdirSync(cache)).toHaveLength(4);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'out', 'b.html.br'))).toString()).toBe(page('two changed '));
  });
});
