/**
 * Post-build step (scripts/postbuild.ts runs the steps in order): turns each page Next exported into HTML plus
 * islands. Next writes every page with its whole client runtime (`<script src=/_next/static/chunks/... async>`, a
 * low-priority preload, legacy polyfills), the page's RSC payload a second time as inline `self.__next_f.push`
 * scripts, and Turbopack's chunk list; hydrating the whole document needs all of it, and no page does any more. This
 * step removes it, and adds what the page needs instead:
 * - before `</body>`, the name of the islands' boot script (inline-scripts/islands-boot.ts, a content-hashed file:
 *   scripts/islands/build.ts) and the chunks of the islands on the page, as JSON for the site script, which loads it
 *   after the largest paint (inline-scripts/boot-loader.ts): only pages with an island get it;
 * - speculation rules, so that a link to another page of the site is fetched as the reader goes to follow it
 *   (moderate eagerness: a pointer resting on it, or going down on it), where the browser supports them.
 * It checks the shape of Next's output on every page and each island root's HTML against the island's own render
 * (what hydration will expect), and stops the build naming the page and the reason when either differs (a Next.js
 * upgrade that renames the payload global, changes the script tags or renders an island differently), rather than
 * writing pages that silently run nothing or hydrate wrongly. A page that asks for Next's own runtime, an application
 * rather than a document, keeps it: `export const metadata = { other: { framework: 'eager' } }` writes the
 * `<meta name="framework" content="eager">` this step looks for (no page does today).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BOOT_ID, ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, SLOT_ATTRIBUTE, WAKE_ATTRIBUTE, WAKE_MOMENTS, type WakeMoment } from '../../lib/islands/contract';
import { relativePosix, walkFiles } from '../../lib/walk-files';
import { applyEdits, findElements, innerText, outerHtml, tokensOf, type Edit, type HtmlElement } from '../lib/html';
import type { IslandRenderer } from './build';

/**
 * The Next.js version whose exported pages this step (and css-modules.ts) was checked against, with a page of its
 * output kept as a test fixture (__tests__/fixtures/next-export/). package.json pins Next to it; a test fails when
 * the installed one differs, saying what to check before moving on.
 */
export const CHECKED_NEXT_VERSION = '16.4.6';

/** Addresses of the site that are not documents to fetch ahead: the form service's, files and feeds. */
const NOT_DOCUMENTS = ['/api/*', '/staff*', '/admin*', '/application/*', '/search*', '/_next/*', '/_islands/*', '/*.*'];

/**
 * The speculation rules of every page: same-origin links to documents are fetched when the reader is about to follow
 * them (moderate: hovering 200 ms, or a pointer going down). Prefetch, not prerender: a prerendered page would run
 * its scripts (and count a page view) for a page the reader may never open.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [{ href_matches: '/*' }, { not: { href_matches: NOT_DOCUMENTS } }, { not: { selector_matches: '[download], [target], [rel~=nofollow]' } }],
      },
      eagerness: 'moderate',
    },
  ],
});

const FRAMEWORK_PATH = /^\/_next\/static\//;
/** The payload's opening statement and its chunks, exactly as Next.js 16 writes them. */
const PAYLOAD_START = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD_CHUNK = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
/** Turbopack's list of the runtime's other chunks (`<script id="_R_">`). */
const CHUNK_LIST = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/;

/** Thrown when a page does not have the shape this step relies on; the build stops with its message. */
export class UnexpectedOutputError extends Error {}

/** An island root in a page's HTML. */
export interface IslandRoot {
  name: string;
  wake: WakeMoment;
  props: object;
  element: HtmlElement;
  /** Its position among the page's roots of the same island (its identifierPrefix, lib/islands/runtime.tsx). */
  index: number;
}

/** The island roots of a page, checked: a known moment and props that are a JSON object. */
export function islandRoots(html: string, elements = findElements(html)): IslandRoot[] {
  const counts: Record<string, number> = {};
  return elements
    .filter((element) => element.attributes[ISLAND_ATTRIBUTE] !== undefined)
    .map((element) => {
      const name = element.attributes[ISLAND_ATTRIBUTE];
      const wake = element.attributes[WAKE_ATTRIBUTE] as WakeMoment;
      if (!WAKE_MOMENTS.includes(wake)) throw new UnexpectedOutputError(`island ${name}: unknown moment ${WAKE_ATTRIBUTE}="${wake}"`);
      let props: unknown;
      try {
        props = JSON.parse(element.attributes[PROPS_ATTRIBUTE] ?? '{}');
      } catch {
        throw new UnexpectedOutputError(`island ${name}: ${PROPS_ATTRIBUTE} is not JSON`);
      }
      if (typeof props !== 'object' || props === null || Array.isArray(props)) throw new UnexpectedOutputError(`island ${name}: its props are not an object`);
      counts[name] = (counts[name] ?? 0) + 1;
      return { name, wake, props, element, index: counts[name] - 1 };
    });
}

/** A root's HTML as hydration sees it: its children, with each slot's server-rendered inside left out. */
export function rootMarkup(html: string, root: HtmlElement, elements: readonly HtmlElement[]): string {
  const slots = elements.filter((element) => element.attributes[SLOT_ATTRIBUTE] !== undefined && element.start > root.start && element.end <= root.end);
  const outermost = slots.filter((slot) => !slots.some((other) => other !== slot && other.start < slot.start && slot.end <= other.end));
  const inner = html.slice(root.openEnd, root.closeStart);
  return applyEdits(
    inner,
    outermost.map((slot) => ({ start: slot.openEnd - root.openEnd, end: slot.closeStart - root.openEnd, text: '' })),
  );
}

/** Where two texts first differ, with a little of each around it. */
function firstDifference(built: string, expected: string): string {
  let at = 0;
  while (at < built.length && built[at] === expected[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60));
  return `at character ${at}: the page has ${around(built)}, the island renders ${around(expected)}`;
}

/** The roots whose HTML is not what their island renders (one line each). */
export function mismatchedRoots(html: string, render: IslandRenderer, elements = findElements(html)): string[] {
  return islandRoots(html, elements).flatMap((root) => {
    const built = rootMarkup(html, root.element, elements);
    const expected = render(root.name, root.props, `${root.name}-${root.index}-`);
    return built === expected ? [] : [`island ${root.name} (#${root.index + 1}) ${firstDifference(built, expected)}`];
  });
}

/** The page keeps Next's own runtime: `<meta name="framework" content="eager">`. */
const isEager = (meta: HtmlElement) => meta.attributes.name === 'framework' && meta.attributes.content === 'eager';

export interface PageTransform {
  html: string;
  /** Next's scripts removed (runtime and polyfills). */
  scripts: string[];
  /** Raw bytes of the inline RSC payload removed. */
  inlinePayloadBytes: number;
  /** The islands on the page, by name. */
  islands: string[];
}

export interface TransformOptions {
  /** Each built island's chunks (scripts/islands/build.ts). */
  modules: Record<string, string[]>;
  /** The boot script's public URL (scripts/islands/build.ts). */
  bootUrl?: string;
  /** The early handlers that are scripts of their own, by island name (scripts/islands/build.ts). */
  early?: Record<string, string>;
  /** Renders an island root as hydration expects it; without it the roots' markup is not checked. */
  render?: IslandRenderer;
}

/**
 * The transform of one page. Returns undefined for a page without Next's scripts (the content editor's), one that
 * keeps them (eager) or one already transformed; throws UnexpectedOutputError when the page is not shaped as expected.
 */
export function transformPage(html: string, options: TransformOptions): PageTransform | undefined {
  const elements = findElements(html);
  const named = (name: string) => elements.filter((element) => element.name === name);
  if (named('script').some((script) => script.attributes.id === BOOT_ID || script.attributes.type === 'speculationrules')) return undefined;
  if (named('meta').some(isEager)) return undefined;
  const scripts: string[] = [];
  const edits: Edit[] = [];
  const remove = (element: HtmlElement) => edits.push({ start: element.start, end: element.end, text: '' });
  let inlinePayloadBytes = 0;
  let sawStart = false;
  let chunks = 0;
  let chunkList = false;

  for (const script of named('script')) {
    const { attributes } = script;
    const tag = outerHtml(html, script);
    if (attributes.src !== undefined) {
      if (!FRAMEWORK_PATH.test(attributes.src)) continue;
      if (innerText(html, script).trim() !== '') throw new UnexpectedOutputError(`a framework script tag has content: ${tag.slice(0, 120)}`);
      if (!('nomodule' in attributes) && (!('async' in attributes) || attributes.type === 'module')) {
        throw new UnexpectedOutputError(`a framework script is not a classic async script: ${tag.slice(0, 120)}`);
      }
      remove(script);
      if (!scripts.includes(attributes.src)) scripts.push(attributes.src);
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
      chunks += 1;
      inlinePayloadBytes += tag.length;
      remove(script);
      continue;
    }
    if (code.includes('__next_f')) throw new UnexpectedOutputError(`an inline script uses __next_f in an unknown way: ${code.slice(0, 120)}`);
    const list = CHUNK_LIST.exec(code);
    if (list) {
      try {
        JSON.parse(list[1]);
      } catch {
        throw new UnexpectedOutputError(`Turbopack's chunk list is not JSON: ${code.slice(0, 120)}`);
      }
      chunkList = true;
      remove(script);
      continue;
    }
    if (code.includes('TURBOPACK')) throw new UnexpectedOutputError(`an inline script uses TURBOPACK in an unknown way: ${code.slice(0, 120)}`);
  }

  if (scripts.length === 0 && !sawStart && chunks === 0) return undefined;
  if (scripts.length === 0) throw new UnexpectedOutputError('the page has framework data but no framework script');
  if (!sawStart || chunks === 0) throw new UnexpectedOutputError('the page has framework scripts but no inline RSC payload in the known shape');
  if (!chunkList) throw new UnexpectedOutputError('the page has no Turbopack chunk list (<script id="_R_">)');

  // The removed scripts' preloads would fetch them anyway.
  for (const link of named('link')) {
    const rel = tokensOf(link.attributes.rel);
    const preloadsScript = (rel.includes('preload') && link.attributes.as === 'script') || rel.includes('modulepreload');
    if (preloadsScript && FRAMEWORK_PATH.test(link.attributes.href ?? '')) remove(link);
  }

  const roots = islandRoots(html, elements);
  const islands = [...new Set(roots.map((root) => root.name))];
  const unbuilt = islands.filter((name) => !options.modules[name]);
  if (unbuilt.length > 0 || (islands.length > 0 && !options.bootUrl)) {
    throw new UnexpectedOutputError(`no chunk was built for its island ${[...unbuilt, ...(unbuilt.length ? [] : ['boot script'])].join(', ')}`);
  }
  if (options.render) {
    const mismatches = mismatchedRoots(html, options.render, elements);
    if (mismatches.length > 0) throw new UnexpectedOutputError(`an island's HTML is not what hydrating it expects: ${mismatches.join('; ')}`);
  }

  const body = named('body').find((element) => /^<\/body/i.test(html.slice(element.closeStart, element.closeStart + 6)));
  if (!body) throw new UnexpectedOutputError('the page has no </body>');
  const modules = Object.fromEntries(islands.map((name) => [name, options.modules[name]]));
  // Data, not script: the site script loads the boot script it names (inline-scripts/boot-loader.ts). `<` escaped, so
  // that no value can close the element.
  const early = Object.fromEntries(islands.filter((name) => options.early?.[name]).map((name) => [name, options.early![name]]));
  const config = JSON.stringify({ boot: options.bootUrl, modules, ...(Object.keys(early).length > 0 ? { early } : {}) }).replace(/</g, '\\u003c');
  const boot = islands.length > 0 ? `<script type="application/json" id="${BOOT_ID}">${config}</script>` : '';
  edits.push({ start: body.closeStart, end: body.closeStart, text: `<script type="speculationrules">${SPECULATION_RULES}</script>${boot}` });
  return { html: applyEdits(html, edits), scripts, inlinePayloadBytes, islands };
}

export interface TransformSummary {
  pages: number;
  changed: number;
  /** Pages that kept Next's runtime (eager). */
  eager: string[];
  inlinePayloadBytes: number;
  /** How many pages carry each island. */
  islands: Record<string, number>;
}

/** The islands the exported pages under root use (to build only those). */
export function islandsInDir(root: string): string[] {
  const names = new Set<string>();
  for (const file of walkFiles(root, { extension: '.html' })) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(new RegExp(`\\s${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g'))) names.add(match[1]);
  }
  return [...names].sort();
}

/** Rewrites every HTML page under root in place. Throws (naming the page) when one is not shaped as expected. */
export function transformPagesInDir(root: string, options: TransformOptions): TransformSummary {
  const summary: TransformSummary = { pages: 0, changed: 0, eager: [], inlinePayloadBytes: 0, islands: {} };
  for (const file of walkFiles(root, { extension: '.html' })) {
    summary.pages += 1;
    const page = relativePosix(root, file);
    const html = fs.readFileSync(file, 'utf8');
    let result: PageTransform | undefined;
    try {
      result = transformPage(html, options);
    } catch (error) {
      if (error instanceof UnexpectedOutputError) {
        throw new UnexpectedOutputError(
          `${page}: ${error.message}. next build no longer writes pages the way scripts/islands/page-transform.ts expects; ` +
            'update that step (and its tests) for this version of Next.js.',
        );
      }
      throw error;
    }
    if (!result) {
      if (findElements(html, ['meta']).some(isEager)) summary.eager.push(page);
      continue;
    }
    fs.writeFileSync(file, result.html);
    summary.changed += 1;
    summary.inlinePayloadBytes += result.inlinePayloadBytes;
    for (const name of result.islands) summary.islands[name] = (summary.islands[name] ?? 0) + 1;
  }
  return summary;
}

/**
 * What no page needs once none keeps Next's runtime: its JavaScript under _next/static (its CSS, fonts and media
 * stay) and the RSC payload files next build writes beside the pages (`rules.txt`, `__next.*.txt`) for client-side
 * navigation. Removed, so that out/ serves nothing that no page asks for. Returns the files removed (relative).
 */
export function pruneFrameworkFiles(root: string): string[] {
  const removed: string[] = [];
  const pages = new Set(Array.from(walkFiles(root, { extension: '.html' }), (file) => relativePosix(root, file).replace(/\.html$/, '')));
  for (const file of walkFiles(root)) {
    const relative = relativePosix(root, file);
    const isScript = relative.startsWith('_next/static/') && relative.endsWith('.js');
    const base = path.posix.basename(relative);
    const isPayload = relative.endsWith('.txt') && (base.startsWith('__next.') || pages.has(relative.replace(/\.txt$/, '')) || relative === '_not-found.txt');
    if (!isScript && !isPayload) continue;
    fs.rmSync(file);
    removed.push(relative);
  }
  // Folders left empty (a page's segment folder that held only payload files).
  const prune = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) prune(path.join(dir, entry.name));
    if (dir !== root && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  };
  prune(root);
  return removed;
}
