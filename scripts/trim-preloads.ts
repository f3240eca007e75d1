/**
 * Runs after `next build` (before scripts/compress.ts): removes `<link rel=preload as=style>` hints for our
 * own CSS that the page does not use as a stylesheet. Next.js preloads the not-found page's CSS on every page;
 * the browser fetches it at the highest priority, beside the CSS the first paint waits for, and then never
 * uses it. When the not-found boundary does render in the browser, React inserts its stylesheet itself.
 */
import fs from 'node:fs';
import path from 'node:path';

const FRAMEWORK_PATH = /^\/_next\/static\//;
const LINK_TAG = /<link\b([^>]*?)\/?>/gi;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) attributes[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  return attributes;
}

const relOf = (attributes: Record<string, string>) => (attributes.rel ?? '').toLowerCase().split(/\s+/);
const hrefOf = (attributes: Record<string, string>) => (attributes.href ?? '').replace(/&amp;/g, '&');

/** The transform on one page's HTML; pure, idempotent. Returns the new HTML and the preloads it removed. */
export function dropUnusedStylePreloads(html: string): { html: string; dropped: string[] } {
  const stylesheets = new Set<string>();
  for (const match of html.matchAll(LINK_TAG)) {
    const attributes = attributesOf(match[1]);
    if (relOf(attributes).includes('stylesheet')) stylesheets.add(hrefOf(attributes));
  }
  const dropped: string[] = [];
  const output = html.replace(LINK_TAG, (tag, attributeText: string) => {
    const attributes = attributesOf(attributeText);
    const href = hrefOf(attributes);
    if (!relOf(attributes).includes('preload') || attributes.as !== 'style' || !FRAMEWORK_PATH.test(href) || stylesheets.has(href)) return tag;
    dropped.push(href);
    return '';
  });
  return { html: output, dropped };
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(absolute);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield absolute;
  }
}

/** Rewrites every HTML file under root in place; returns how many pages changed. */
export function trimPreloadsInDir(root: string): { pages: number; changed: number } {
  let pages = 0;
  let changed = 0;
  for (const file of htmlFiles(root)) {
    pages += 1;
    const html = fs.readFileSync(file, 'utf8');
    const result = dropUnusedStylePreloads(html);
    if (result.dropped.length === 0) continue;
    fs.writeFileSync(file, result.html);
    changed += 1;
  }
  return { pages, changed };
}

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? 'out');
  const { pages, changed } = trimPreloadsInDir(root);
  console.log(`Removed preloads of unused CSS from ${changed} of ${pages} pages in ${root}`);
}
