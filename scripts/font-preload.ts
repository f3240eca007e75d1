/**
 * Post-build step (scripts/postbuild.ts): preloads the Devanagari font (components/devanagari-font) on the Marathi
 * pages, whose every paragraph needs it, so their text is drawn in it from the first paint (no swap, no shift).
 * next/font cannot preload it there alone: its preload would join the CSS that every page shares, and English
 * pages, which draw at most the word मराठी of the language switch in the reader's own font, would download it too.
 * The font's address is read from the built CSS (its name carries a content hash).
 */
import fs from 'node:fs';
import path from 'node:path';
import { walkFiles } from '../lib/walk-files';
import { applyEdits, findElements } from './lib/html';

/** The file name next/font gives the subset (from @fontsource's file name), before its hash. */
const FONT_FILE = /noto_sans_devanagari_devanagari_400_normal\.[\w-]+\.woff2/;

/** The built font's address, from the CSS file whose @font-face names it; undefined when no CSS does. */
export function devanagariFontHref(root: string): string | undefined {
  for (const file of walkFiles(path.join(root, '_next', 'static'), { extension: '.css' })) {
    const name = FONT_FILE.exec(fs.readFileSync(file, 'utf8'))?.[0];
    if (name) return `/_next/static/media/${name}`;
  }
  return undefined;
}

/** Whether a page is a Marathi page (`<html lang="mr">`). */
export function isMarathiPage(html: string): boolean {
  return findElements(html, ['html'])[0]?.attributes.lang === 'mr';
}

/** The preload of the font, as every Marathi page carries it. */
export const fontPreload = (href: string) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin=""/>`;

/** The transform on one page: the preload first in the head of a Marathi page; others as they are. Pure, idempotent. */
export function preloadDevanagariFont(html: string, href: string): string {
  if (!isMarathiPage(html) || html.includes(fontPreload(href))) return html;
  const head = findElements(html, ['head'])[0];
  if (!head) return html;
  return applyEdits(html, [{ start: head.openEnd, end: head.openEnd, text: fontPreload(href) }]);
}

/** Rewrites the Marathi pages under root; returns how many it changed. */
export function preloadFontInDir(root: string): { pages: number; href: string | undefined } {
  const href = devanagariFontHref(root);
  let pages = 0;
  if (!href) return { pages, href };
  for (const file of walkFiles(root, { extension: '.html' })) {
    const html = fs.readFileSync(file, 'utf8');
    const next = preloadDevanagariFont(html, href);
    if (next === html) continue;
    fs.writeFileSync(file, next);
    pages += 1;
  }
  return { pages, href };
}
