/**
 * Post-build step (scripts/postbuild.ts runs the steps in order): takes the framework off every exported page's
 * critical path.
 *
 * Next.js writes each page with its runtime and island chunks as `<script src=/_next/static/... async>` (plus a
 * low-priority preload), and the page's RSC payload a second time as inline `self.__next_f.push` scripts
 * (tens of KB on every page, 120 KB on /gallery). Every behaviour of our pages works from the HTML alone, so
 * none of that is needed to read or use a page: this step removes the script tags, their preloads, the inline
 * payload and Turbopack's inline chunk list, and adds one small inline loader that starts the framework later
 * (see LOADER_SOURCE). The payload is not lost: `next build` already writes it, byte for byte, as the page's
 * `.txt` file (the file the router fetches for client-side navigation); the loader fetches that file and feeds
 * it to the runtime exactly as the inline scripts did, before the runtime starts.
 *
 * The step checks the shape of Next's output on every page and stops the build with the page and the reason
 * when it differs (a Next.js upgrade that renames the payload global, changes the script tags or stops writing
 * the `.txt` twin), rather than writing pages that silently never hydrate. Pages with no framework script at
 * all (none today) are left alone, and so is a page that asks to start its framework at once, an application
 * rather than a document (e.g. an editor): `export const metadata = { other: { framework: 'eager' } }` writes
 * the `<meta name="framework" content="eager">` this step looks for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILT_INLINE_SCRIPTS } from '../inline-scripts/built';
import { ISLAND_ATTRIBUTE, LAZY_MODULES, type IslandKind } from '../lib/early-press';
import { relativePosix, walkFiles } from '../lib/walk-files';
import { applyEdits, escapeAttribute, findElements, innerText, outerHtml, tokensOf, type Edit, type HtmlElement } from './lib/html';

/** The id of the loader script; its presence marks a page as already transformed. */
export const LOADER_ID = 'framework-loader';

/**
 * The loader: starts the framework on the reader's first sign of intent, soon after load where an island is on
 * the first screen, else when the browser has been idle a while after load, and downloads it at low priority at
 * the first idle moment before that. Why, and how, is its source: inline-scripts/framework-loader.ts, compiled at
 * build. Identical on every page (one CSP hash): the per-page lists are in its data attributes.
 */
export const LOADER_SOURCE = BUILT_INLINE_SCRIPTS.frameworkLoader;

/** Milliseconds after the load event before the framework starts on a page nobody touches. */
export const IDLE_START_MS = 3000;

const FRAMEWORK_PATH = /^\/_next\/static\//;
/** The payload's opening statement and its chunks, exactly as Next.js 16 writes them. */
const PAYLOAD_START = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD_CHUNK = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
/** Turbopack's list of the runtime's other chunks (`<script id="_R_">`): its argument moves into the loader. */
const CHUNK_LIST = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/;

/** Where Turbopack's chunk paths (`static/chunks/…`) are served from. */
const CHUNK_BASE = '/_next/';
/** A lazy import's chunks in Turbopack's output: `Promise.all(["static/chunks/a.js","static/chunks/b.css"].map(…))`. */
const LAZY_LIST = /Promise\.all\(\[((?:"static\/chunks\/[^"]+",?)+)\]/g;
/** How a Turbopack chunk registers a module's export by name: `e.s(["name",0,value,…])`. */
const exportedBy = (name: string) => new RegExp(`[[,]"${name}",\\d,`);

/**
 * The chunks a held press on each kind of island needs (LAZY_MODULES in lib/early-press.ts): every lazy chunk
 * list in the page's scripts that has a chunk exporting the kind's module. `readChunk` reads a file of the
 * site by its URL (undefined when there is none).
 */
export function lazyChunksByKind(scripts: readonly string[], readChunk: (url: string) => string | undefined): Partial<Record<IslandKind, string[]>> {
  const byKind: Partial<Record<IslandKind, string[]>> = {};
  for (const script of scripts) {
    for (const list of (readChunk(script) ?? '').matchAll(LAZY_LIST)) {
      const urls = (JSON.parse(`[${list[1]}]`) as string[]).map((chunk) => CHUNK_BASE + chunk);
      for (const kind of Object.keys(LAZY_MODULES) as IslandKind[]) {
        const defines = exportedBy(LAZY_MODULES[kind]);
        if (urls.some((url) => url.endsWith('.js') && defines.test(readChunk(url) ?? ''))) byKind[kind] = [...new Set([...(byKind[kind] ?? []), ...urls])];
      }
    }
  }
  return byKind;
}

/** The kinds of island on a page (their ISLAND_ATTRIBUTE values, as React writes them). */
function islandKindsIn(html: string): IslandKind[] {
  const kinds = new Set<IslandKind>();
  for (const match of html.matchAll(new RegExp(`\\s${ISLAND_ATTRIBUTE}="([^"]*)"`, 'g'))) {
    match[1].split(' ').forEach((kind) => kind in LAZY_MODULES && kinds.add(kind as IslandKind));
  }
  return [...kinds];
}

/** The page keeps Next's own script tags: `<meta name="framework" content="eager">` (see above). */
const isEager = (meta: HtmlElement) => meta.attributes.name === 'framework' && meta.attributes.content === 'eager';

/** Thrown when a page does not have the shape this step relies on; the build stops with its message. */
export class UnexpectedOutputError extends Error {}

export interface DeferResult {
  html: string;
  /** Framework scripts the loader starts, in order. */
  scripts: string[];
  /** The legacy-browser polyfills removed (browsers without modules keep the page as its HTML). */
  nomoduleScripts: string[];
  /** Turbopack's chunk list, as JSON. */
  chunkList: string;
  /** The lazy chunks a held press on each kind of island on the page needs (see lazyChunksByKind). */
  lazyChunks: Partial<Record<IslandKind, string[]>>;
  /** The RSC payload that was inline, as one string (what the `.txt` twin must contain). */
  payload: string;
  /** Raw bytes of the inline payload scripts removed. */
  inlinePayloadBytes: number;
}

/**
 * The transform of one page. `payloadUrl` is where the loader fetches the payload (the page's `.txt` twin);
 * the caller checks that file against `payload`. `readChunk` reads the site's chunks by URL, to find the lazy
 * chunks its islands need. Returns undefined for a page without framework scripts or one already transformed;
 * throws UnexpectedOutputError when the page is not shaped as expected.
 */
export function deferFramework(
  html: string,
  payloadUrl: string,
  idleMs = IDLE_START_MS,
  readChunk: (url: string) => string | undefined = () => undefined,
): DeferResult | undefined {
  const elements = findElements(html, ['script', 'link', 'meta', 'body']);
  const named = (name: string) => elements.filter((element) => element.name === name);
  if (named('script').some((script) => script.attributes.id === LOADER_ID) || named('meta').some(isEager)) return undefined;
  const scripts: string[] = [];
  const nomoduleScripts: string[] = [];
  const chunks: string[] = [];
  const edits: Edit[] = [];
  const remove = (element: HtmlElement) => edits.push({ start: element.start, end: element.end, text: '' });
  let inlinePayloadBytes = 0;
  let sawStart = false;
  let chunkList: string | undefined;

  for (const script of named('script')) {
    const { attributes } = script;
    const tag = outerHtml(html, script);
    if (attributes.src !== undefined) {
      const src = attributes.src;
      if (!FRAMEWORK_PATH.test(src)) continue;
      if (innerText(html, script).trim() !== '') throw new UnexpectedOutputError(`a framework script tag has content: ${tag.slice(0, 120)}`);
      remove(script);
      if ('nomodule' in attributes) {
        if (!nomoduleScripts.includes(src)) nomoduleScripts.push(src);
        continue;
      }
      // Only scripts that never blocked parsing can start later without changing what runs first.
      if (!('async' in attributes) || attributes.type === 'module') {
        throw new UnexpectedOutputError(`a framework script is not a classic async script: ${tag.slice(0, 120)}`);
      }
      if (!scripts.includes(src)) scripts.push(src);
      continue;
    }
    if (attributes.type !== undefined && attributes.type !== 'text/javascript') continue;
    const code = innerText(html, script).trim();
    if (code === PAYLOAD_START) {
      sawStart = true;
      inlinePayloadBytes += tag.length;
      remove(script);
      continue;
    }
    const chunk = PAYLOAD_CHUNK.exec(code);
    if (chunk) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(chunk[1]);
      } catch {
        throw new UnexpectedOutputError(`an RSC payload chunk is not JSON: ${code.slice(0, 120)}`);
      }
      if (!Array.isArray(parsed) || parsed[0] !== 1 || typeof parsed[1] !== 'string' || parsed.length !== 2) {
        throw new UnexpectedOutputError(`an RSC payload chunk is not [1, text]: ${code.slice(0, 120)}`);
      }
      chunks.push(parsed[1]);
      inlinePayloadBytes += tag.length;
      remove(script);
      continue;
    }
    if (code.includes('__next_f')) throw new UnexpectedOutputError(`an inline script uses __next_f in an unknown way: ${code.slice(0, 120)}`);
    const list = CHUNK_LIST.exec(code);
    if (list) {
      try {
        chunkList = JSON.stringify(JSON.parse(list[1]));
      } catch {
        throw new UnexpectedOutputError(`Turbopack's chunk list is not JSON: ${code.slice(0, 120)}`);
      }
      remove(script);
      continue;
    }
    if (code.includes('TURBOPACK')) throw new UnexpectedOutputError(`an inline script uses TURBOPACK in an unknown way: ${code.slice(0, 120)}`);
  }

  if (scripts.length === 0 && nomoduleScripts.length === 0 && !sawStart && chunks.length === 0) return undefined;
  if (scripts.length === 0) throw new UnexpectedOutputError('the page has framework data but no framework script');
  if (!sawStart || chunks.length === 0) throw new UnexpectedOutputError('the page has framework scripts but no inline RSC payload in the known shape');
  if (chunkList === undefined) throw new UnexpectedOutputError('the page has no Turbopack chunk list (<script id="_R_">)');

  // The removed scripts' preloads would fetch them before the first paint after all.
  for (const link of named('link')) {
    const rel = tokensOf(link.attributes.rel);
    const preloadsScript = (rel.includes('preload') && link.attributes.as === 'script') || rel.includes('modulepreload');
    if (preloadsScript && FRAMEWORK_PATH.test(link.attributes.href ?? '')) remove(link);
  }

  // Only the kinds of island the page has: the loader's attribute is in every page's first bytes.
  const found = lazyChunksByKind(scripts, readChunk);
  const lazyChunks: DeferResult['lazyChunks'] = {};
  for (const kind of islandKindsIn(html)) {
    lazyChunks[kind] = found[kind];
    if (!lazyChunks[kind])
      throw new UnexpectedOutputError(`no lazy chunk of the page's scripts exports ${LAZY_MODULES[kind]}, which its "${kind}" island needs`);
  }

  // The nomodule polyfills are for browsers without ES modules, which cannot run the framework anyway: such a
  // browser keeps the page as the HTML has it.
  const loader =
    `<script id="${LOADER_ID}" data-payload="${escapeAttribute(payloadUrl)}" data-scripts="${escapeAttribute(scripts.join(' '))}"` +
    ` data-chunks="${escapeAttribute(chunkList)}"` +
    (Object.keys(lazyChunks).length > 0 ? ` data-lazy="${escapeAttribute(JSON.stringify(lazyChunks))}"` : '') +
    ` data-idle-ms="${idleMs}">${LOADER_SOURCE}</script>`;
  const body = named('body').find((element) => /^<\/body/i.test(html.slice(element.closeStart, element.closeStart + 6)));
  if (!body) throw new UnexpectedOutputError('the page has no </body>');
  edits.push({ start: body.closeStart, end: body.closeStart, text: loader });
  return { html: applyEdits(html, edits), scripts, nomoduleScripts, chunkList, lazyChunks, payload: chunks.join(''), inlinePayloadBytes };
}

/**
 * The page's payload file: its `.txt` twin (`rules.html` -> `rules.txt`); the 404 page, which a host serves
 * at any address, has no twin of its own and uses the not-found route's (`_not-found.txt`).
 */
export function payloadFileFor(root: string, htmlFile: string): string | undefined {
  const twin = htmlFile.replace(/\.html$/, '.txt');
  if (fs.existsSync(twin)) return twin;
  if (path.relative(root, htmlFile) === '404.html') {
    const notFound = path.join(root, '_not-found.txt');
    if (fs.existsSync(notFound)) return notFound;
  }
  return undefined;
}

export interface DeferSummary {
  pages: number;
  changed: number;
  /** Per changed page (path in out/): the scripts moved and the inline payload bytes removed. */
  details: Array<{ page: string; scripts: number; inlinePayloadBytes: number }>;
}

/** Rewrites every HTML page under root in place. Throws (naming the page) when one is not shaped as expected. */
export function deferFrameworkInDir(root: string, idleMs = IDLE_START_MS): DeferSummary {
  const summary: DeferSummary = { pages: 0, changed: 0, details: [] };
  const chunks = new Map<string, string | undefined>();
  const readChunk = (url: string) => {
    if (!chunks.has(url)) {
      const file = path.join(root, url);
      chunks.set(url, url.startsWith(CHUNK_BASE) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
    }
    return chunks.get(url);
  };
  for (const file of walkFiles(root, { extension: '.html' })) {
    summary.pages += 1;
    const page = relativePosix(root, file);
    const html = fs.readFileSync(file, 'utf8');
    const payloadFile = payloadFileFor(root, file);
    const payloadUrl = payloadFile ? `/${relativePosix(root, payloadFile)}` : '';
    let result: DeferResult | undefined;
    try {
      result = deferFramework(html, payloadUrl, idleMs, readChunk);
      if (result && !payloadFile) throw new UnexpectedOutputError('there is no .txt payload file beside it');
      if (result && fs.readFileSync(payloadFile!, 'utf8') !== result.payload) {
        throw new UnexpectedOutputError(`${payloadUrl} is not the same as the page's inline RSC payload`);
      }
    } catch (error) {
      if (error instanceof UnexpectedOutputError) {
        throw new UnexpectedOutputError(
          `${page}: ${error.message}. next build no longer writes pages the way scripts/defer-framework.ts expects; ` +
            'update that step (and its tests) for this version of Next.js.',
        );
      }
      throw error;
    }
    if (!result) continue;
    fs.writeFileSync(file, result.html);
    summary.changed += 1;
    summary.details.push({ page, scripts: result.scripts.length, inlinePayloadBytes: result.inlinePayloadBytes });
  }
  return summary;
}
