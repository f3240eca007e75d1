/**
 * Runs after `next build` (before scripts/compress.ts): lets every exported page paint before the framework's
 * JavaScript is requested.
 *
 * Next.js writes its chunks as `<script src=/_next/static/... async>` in <head> (plus a low-priority preload
 * and one more async script in <body>). They never block parsing, but they are requested before the first
 * paint and compete with the page's CSS and LCP image for a slow phone's bandwidth; Lighthouse's simulated
 * LCP counts every request made before the observed LCP. This step removes those tags and adds one small
 * inline script at the end of <body> that inserts the same scripts once the first frame is painted
 * (requestAnimationFrame, then a task). They are inserted before the load event, so they still delay it:
 * "load has fired" keeps implying "the islands' scripts have run". In a tab that never paints (opened in the
 * background) the load event starts them instead.
 *
 * The RSC payload scripts (`self.__next_f.push`) and Turbopack's chunk list (`<script id="_R_">`) stay where
 * they are: they only queue data for the runtime. The server hashes every inline script of a page for its
 * CSP at startup, so the new inline script is allowed without a CSP change.
 *
 * It also drops `<link rel=preload as=style>` of our own CSS that the page does not use as a stylesheet
 * (Next preloads the not-found page's CSS on every page): React loads such CSS itself when it is needed.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The id of the inline script this step adds; its presence marks a page as already transformed. */
export const BOOTSTRAP_ID = 'deferred-scripts';

/**
 * The inline script, identical on every page (so one CSP hash): it reads the script URLs from its own
 * data attributes. The nomodule polyfill keeps its nomodule flag, so modern browsers neither fetch nor run it.
 */
export const BOOTSTRAP_SOURCE = [
  '(function(boot){',
  'var started=false;',
  'function list(name){return (boot.getAttribute(name)||"").split(" ").filter(Boolean)}',
  'function start(){',
  'if(started)return;started=true;',
  'list("data-nomodule-scripts").forEach(function(src){var s=document.createElement("script");s.setAttribute("nomodule","");s.async=false;s.src=src;document.body.appendChild(s)});',
  'list("data-scripts").forEach(function(src){var s=document.createElement("script");s.async=true;s.src=src;document.body.appendChild(s)});',
  '}',
  'requestAnimationFrame(function(){setTimeout(start,0)});',
  'addEventListener("load",start);',
  '})(document.currentScript);',
].join('');

const FRAMEWORK_PATH = /^\/_next\/static\//;
const SCRIPT_TAG = /<script\b([^>]*)>\s*<\/script>/gi;
const LINK_TAG = /<link\b([^>]*?)\/?>/gi;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) attributes[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  return attributes;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

function decodeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

export interface DeferResult {
  html: string;
  /** Framework scripts now started after the first paint (module scripts, then nomodule ones). */
  scripts: string[];
  nomoduleScripts: string[];
  /** Style preloads removed because the page does not use that CSS. */
  droppedStylePreloads: string[];
}

/** The transform on one page's HTML. Pure; a page that has been transformed, or has no framework scripts, is returned unchanged. */
export function deferFrameworkScripts(html: string): DeferResult {
  const unchanged: DeferResult = { html, scripts: [], nomoduleScripts: [], droppedStylePreloads: [] };
  if (html.includes(`id="${BOOTSTRAP_ID}"`)) return unchanged;
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) return unchanged;

  const scripts: string[] = [];
  const nomoduleScripts: string[] = [];
  let output = html.replace(SCRIPT_TAG, (tag, attributeText: string) => {
    const attributes = attributesOf(attributeText);
    const src = attributes.src === undefined ? '' : decodeAttribute(attributes.src);
    if (!FRAMEWORK_PATH.test(src)) return tag;
    // Only scripts that never blocked parsing can move without changing what runs first.
    const noModule = 'nomodule' in attributes;
    if (!noModule && !('async' in attributes)) return tag;
    const list = noModule ? nomoduleScripts : scripts;
    if (!list.includes(src)) list.push(src);
    return '';
  });
  if (scripts.length === 0 && nomoduleScripts.length === 0) return unchanged;

  const stylesheets = new Set<string>();
  for (const match of output.matchAll(LINK_TAG)) {
    const attributes = attributesOf(match[1]);
    if ((attributes.rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet') && attributes.href) {
      stylesheets.add(decodeAttribute(attributes.href));
    }
  }
  const droppedStylePreloads: string[] = [];
  output = output.replace(LINK_TAG, (tag, attributeText: string) => {
    const attributes = attributesOf(attributeText);
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    const href = attributes.href === undefined ? '' : decodeAttribute(attributes.href);
    if (!rel.includes('preload') || !FRAMEWORK_PATH.test(href)) return tag;
    // The moved scripts' preloads would fetch them before the first paint after all.
    if (attributes.as === 'script' && (scripts.includes(href) || nomoduleScripts.includes(href))) return '';
    if (attributes.as === 'style' && !stylesheets.has(href)) {
      droppedStylePreloads.push(href);
      return '';
    }
    return tag;
  });

  const bootstrap =
    `<script id="${BOOTSTRAP_ID}" data-scripts="${escapeAttribute(scripts.join(' '))}"` +
    (nomoduleScripts.length > 0 ? ` data-nomodule-scripts="${escapeAttribute(nomoduleScripts.join(' '))}"` : '') +
    `>${BOOTSTRAP_SOURCE}</script>`;
  const end = output.lastIndexOf('</body>');
  output = `${output.slice(0, end)}${bootstrap}${output.slice(end)}`;
  return { html: output, scripts, nomoduleScripts, droppedStylePreloads };
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(absolute);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield absolute;
  }
}

/** Rewrites every HTML file under root in place; returns how many changed. */
export function deferScriptsInDir(root: string): { pages: number; changed: number } {
  let pages = 0;
  let changed = 0;
  for (const file of htmlFiles(root)) {
    pages += 1;
    const html = fs.readFileSync(file, 'utf8');
    const result = deferFrameworkScripts(html);
    if (result.html === html) continue;
    fs.writeFileSync(file, result.html);
    changed += 1;
  }
  return { pages, changed };
}

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? 'out');
  const { pages, changed } = deferScriptsInDir(root);
  console.log(`Deferred the framework scripts until after the first paint in ${changed} of ${pages} pages in ${root}`);
}
