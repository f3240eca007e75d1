/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devanagariFontHref, fontPreload, preloadDevanagariFont, preloadFontInDir } from '@/scripts/font-preload';

const HREF = '/_next/static/media/noto_sans_devanagari_devanagari_400_normal.0hnxfe29tbki_.woff2';
const page = (lang: string) => `<!DOCTYPE html><html lang="${lang}" class="x"><head><meta charSet="utf-8"/><title>t</title></head><body>मराठी</body></html>`;

describe('the Devanagari font preload (post-build)', () => {
  it('goes first in the head of a Marathi page, once, and nowhere else', () => {
    const marathi = preloadDevanagariFont(page('mr'), HREF);
    expect(marathi).toBe(page('mr').replace('<head>', `<head>${fontPreload(HREF)}`));
    expect(preloadDevanagariFont(marathi, HREF)).toBe(marathi);
    expect(preloadDevanagariFont(page('en-IN'), HREF)).toBe(page('en-IN'));
  });

  it("reads the font's hashed address from the built CSS and rewrites only the Marathi pages", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'font-preload-'));
    try {
      fs.mkdirSync(path.join(root, '_next', 'static', 'chunks'), { recursive: true });
      fs.writeFileSync(
        path.join(root, '_next', 'static', 'chunks', 'a.css'),
        `@font-face{font-family:d;src:url(../media/${path.basename(HREF)})format("woff2")}`,
      );
      fs.mkdirSync(path.join(root, 'mr'));
      fs.writeFileSync(path.join(root, 'mr.html'), page('mr'));
      fs.writeFileSync(path.join(root, 'mr', 'contact.html'), page('mr'));
      fs.writeFileSync(path.join(root, 'index.html'), page('en-IN'));
      expect(devanagariFontHref(root)).toBe(HREF);
      expect(preloadFontInDir(root)).toEqual({ pages: 2, href: HREF });
      expect(fs.readFileSync(path.join(root, 'index.html'), 'utf8')).toBe(page('en-IN'));
      expect(fs.readFileSync(path.join(root, 'mr', 'contact.html'), 'utf8')).toContain(fontPreload(HREF));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
