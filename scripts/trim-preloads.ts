/**
 * Post-build step (scripts/postbuild.ts runs the steps in order): removes `<link rel=preload as=style>` hints for
 * our own CSS that the page does not use as a stylesheet. Next.js preloads the not-found page's CSS on every page;
 * the browser fetches it at the highest priority, beside the CSS the first paint waits for, and then never
 * uses it. When the not-found boundary does render in the browser, React inserts its stylesheet itself. Also removes
 * next/font's `<link rel=preconnect href="/">`: a connection to the page's own origin is the one the page came on, so
 * the hint does nothing but take 45 bytes of the page's first flight (bench, maxHtmlResponseBytes).
 */
import fs from 'node:fs';
import { walkFiles } from '../lib/walk-files';
import { applyEdits, findElements, tokensOf } from './lib/html';

const FRAMEWORK_PATH = /^\/_next\/static\//;

/** The transform on one page's HTML; pure, idempotent. Returns the new HTML and the hints (preloads, preconnects) it removed. */
export function dropUnusedHints(html: string): { html: string; dropped: string[] } {
  const links = findElements(html, ['link']);
  const stylesheets = new Set(links.filter((link) => tokensOf(link.attributes.rel).includes('stylesheet')).map((link) => link.attributes.href ?? ''));
  const unused = links.filter((link) => {
    const href = link.attributes.href ?? '';
    if (tokensOf(link.attributes.rel).includes('preconnect')) return href === '/';
    return tokensOf(link.attributes.rel).includes('preload') && link.attributes.as === 'style' && FRAMEWORK_PATH.test(href) && !stylesheets.has(href);
  });
  return {
    html: applyEdits(
      html,
      unused.map((link) => ({ start: link.start, end: link.end, text: '' })),
    ),
    dropped: unused.map((link) => link.attributes.href ?? ''),
  };
}

/** Rewrites every HTML file under root in place; returns how many pages changed. */
export function trimPreloadsInDir(root: string): { pages: number; changed: number } {
  let pages = 0;
  let changed = 0;
  for (const file of walkFiles(root, { extension: '.html' })) {
    pages += 1;
    const html = fs.readFileSync(file, 'utf8');
    const result = dropUnusedHints(html);
    if (result.dropped.length === 0) continue;
    fs.writeFileSync(file, result.html);
    changed += 1;
  }
  return { pages, changed };
}
