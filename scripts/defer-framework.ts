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
import { ISLAND_ATTRIBUTE, START_EVENT } from '../lib/early-press';
import { relativePosix, walkFiles } from '../lib/walk-files';
import { applyEdits, escapeAttribute, findElements, innerText, outerHtml, tokensOf, type Edit, type HtmlElement } from './lib/html';

/** The id of the loader script; its presence marks a page as already transformed. */
export const LOADER_ID = 'framework-loader';

/**
 * What starts the framework, whichever comes first:
 * - the reader's first sign of intent (a pointer or touch going down, a key, focus, a wheel) and an early
 *   press held by the site script (START_EVENT, lib/early-press.ts, e.g. a screen reader's click that comes
 *   without pointer events): the islands arrive while the press is still going on, and the site script
 *   replays a press the islands were not ready for;
 * - soon after the load event, where an island is in the first screen (in the page's flow, so not the fixed
 *   chat launcher every page has: /gallery, /outdoor, /events): the reader is about to use it;
 * - on every other page, the browser having been idle a while after the load event (so timers such as the
 *   chat notification still start on a page that is only read).
 * Why this and not the framework at load everywhere: running the framework costs a slow phone's main thread
 * about a second (4x CPU), and a press made during that second waits for it; a page that is only read should
 * not pay that in its first seconds. Downloading costs no main-thread time, so at the first idle moment after
 * load every other page downloads the scripts and the payload at low priority (preloads and a fetch that starting
 * the framework then reuses, so a press during the download does not download twice): a first press then
 * waits only for the framework to run, not for slow 4G. Started, the framework is fetched at high priority:
 * on /gallery forty lazy photo tiles are still downloading after load, and at equal (low) priority the payload
 * queued behind them for seconds on slow 4G (bench, issue 20). Nothing of this happens before the load event,
 * so the largest paint and "0 KB of JavaScript before load" stay as they were.
 * It preloads the scripts, fetches the payload, and once the payload is queued where the runtime reads it
 * (`self.__next_f`, as the inline scripts did) queues Turbopack's chunk list (`data-chunks`, as its inline
 * `_R_` script did) and inserts the scripts, async as Next wrote them (Turbopack's runtime orders the chunks
 * itself). If the payload cannot be fetched, the next interaction tries again. Identical on every page (one
 * CSP hash): the per-page lists are in its data attributes. Kept short: it is in every page's first 14 KB.
 */
export const LOADER_SOURCE = [
  '(function(b){',
  `var on=0,P=0,E=["pointerdown","keydown","touchstart","focusin","wheel","${START_EVENT}"],S=b.dataset.scripts.split(" "),`,
  'ric=self.requestIdleCallback||setTimeout;',
  'function el(t,p,to){var e=document.createElement(t);for(var k in p)e[k]=p[k];to.appendChild(e)}',
  'function get(low){var h=low?"low":"high";S.forEach(function(s){el("link",{rel:"preload",as:"script",href:s,fetchPriority:h},document.head)});',
  'P=P||fetch(b.dataset.payload,{priority:h});P.catch(function(){})}',
  'function go(){if(on)return;on=1;E.forEach(function(n){removeEventListener(n,go,true)});get();',
  'P.then(function(r){if(!r.ok)throw r.status;return r.text()}).then(function(t){',
  'var f=self.__next_f=self.__next_f||[];f.push([0]);f.push([1,t]);',
  '(self.TURBOPACK=self.TURBOPACK||[]).push(JSON.parse(b.dataset.chunks));',
  'S.forEach(function(s){el("script",{async:true,src:s},document.body)})',
  '}).catch(function(){on=0;P=0;ear()})}',
  'function ear(){E.forEach(function(n){addEventListener(n,go,{capture:true,passive:true})})}',
  `function fold(){return [].some.call(document.querySelectorAll("[${ISLAND_ATTRIBUTE}]"),function(e){var r=e.getBoundingClientRect();`,
  'return r.height>0&&r.top<innerHeight&&r.bottom>0&&getComputedStyle(e).position!="fixed"})}',
  'function idle(){ric(function(){if(on)return;if(fold())go();else{get(1);setTimeout(function(){ric(go,{timeout:2000})},+b.dataset.idleMs)}},{timeout:1000})}',
  'ear();if(document.readyState=="complete")idle();else addEventListener("load",idle)',
  '})(document.currentScript)',
].join('');

/** Milliseconds after the load event before the framework starts on a page nobody touches. */
export const IDLE_START_MS = 3000;

const FRAMEWORK_PATH = /^\/_next\/static\//;
/** The payload's opening statement and its chunks, exactly as Next.js 16 writes them. */
const PAYLOAD_START = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD_CHUNK = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
/** Turbopack's list of the runtime's other chunks (`<script id="_R_">`): its argument moves into the loader. */
const CHUNK_LIST = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/;

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
  /** The RSC payload that was inline, as one string (what the `.txt` twin must contain). */
  payload: string;
  /** Raw bytes of the inline payload scripts removed. */
  inlinePayloadBytes: number;
}

/**
 * The transform of one page. `payloadUrl` is where the loader fetches the payload (the page's `.txt` twin);
 * the caller checks that file against `payload`. Returns undefined for a page without framework scripts or
 * one already transformed; throws UnexpectedOutputError when the page is not shaped as expected.
 */
export function deferFramework(html: string, payloadUrl: string, idleMs = IDLE_START_MS): DeferResult | undefined {
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

  // The nomodule polyfills are for browsers without ES modules, which cannot run the framework anyway: such a
  // browser keeps the page as the HTML has it.
  const loader =
    `<script id="${LOADER_ID}" data-payload="${escapeAttribute(payloadUrl)}" data-scripts="${escapeAttribute(scripts.join(' '))}"` +
    ` data-chunks="${escapeAttribute(chunkList)}" data-idle-ms="${idleMs}">${LOADER_SOURCE}</script>`;
  const body = named('body').find((element) => /^<\/body/i.test(html.slice(element.closeStart, element.closeStart + 6)));
  if (!body) throw new UnexpectedOutputError('the page has no </body>');
  edits.push({ start: body.closeStart, end: body.closeStart, text: loader });
  return { html: applyEdits(html, edits), scripts, nomoduleScripts, chunkList, payload: chunks.join(''), inlinePayloadBytes };
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
  for (const file of walkFiles(root, { extension: '.html' })) {
    summary.pages += 1;
    const page = relativePosix(root, file);
    const html = fs.readFileSync(file, 'utf8');
    const payloadFile = payloadFileFor(root, file);
    const payloadUrl = payloadFile ? `/${relativePosix(root, payloadFile)}` : '';
    let result: DeferResult | undefined;
    try {
      result = deferFramework(html, payloadUrl, idleMs);
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
