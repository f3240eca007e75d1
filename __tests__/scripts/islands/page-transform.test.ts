import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BOOT_ID } from '@/lib/islands/contract';
import {
  islandRoots,
  islandsInDir,
  mismatchedRoots,
  pruneFrameworkFiles,
  rootMarkup,
  SPECULATION_RULES,
  transformPage,
  transformPagesInDir,
  UnexpectedOutputError,
} from '@/scripts/islands/page-transform';
import { findElements } from '@/scripts/lib/html';
import { inlineScriptsNotAllowed, scriptHashSource } from '@/scripts/lib/csp-check';
import { contentSecurityPolicy } from '@/server/core/site-policy';

const PAYLOAD_1 = '1:"$Sreact.fragment"\n2:I[93053,["/_next/static/chunks/a.js"],"MainNav"]\n';
const PAYLOAD_2 = '0:{"P":null,"b":"build","c":["","rules"]}\n';

/** A chat widget's root as the Island wrapper writes it (components/island). */
const CHAT_ROOT =
  '<div data-island="chat-widget" data-wake="interaction" data-props="{&quot;accountName&quot;:&quot;Office&quot;}"><a href="https://x">Chat</a></div>';

/** The shape `next build` (Next.js 16.4, output: 'export', Turbopack) writes, cut down. */
function page(extraBody = CHAT_ROOT): string {
  return [
    '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
    '<link rel="preload" href="/images/logo.svg" as="image"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/main.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>',
    '<title>Rules</title>',
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    '<script type="application/ld+json">{"@type":"School"}</script>',
    '</head><body><script>(function(){var d=document})()</script><main><h1>Rules</h1><p>Text</p></main>',
    extraBody,
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/runtime.js"],"runtimeModuleIds":[1]});</script>',
    '<script src="/_next/static/chunks/runtime.js" async=""></script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    `<script>self.__next_f.push(${JSON.stringify([1, PAYLOAD_1])})</script>`,
    `<script>self.__next_f.push(${JSON.stringify([1, PAYLOAD_2])})</script>`,
    '</body></html>',
  ].join('');
}

const MODULES = {
  'chat-widget': ['/_islands/chat-widget-A.js', '/_islands/chunk-react.js'],
  'photo-grid': ['/_islands/photo-grid-B.js', '/_islands/chunk-react.js'],
};
const OPTIONS = { modules: MODULES, bootUrl: '/_islands/boot-C.js' };

describe('transformPage: a page Next exported becomes HTML plus islands', () => {
  const result = transformPage(page(), OPTIONS)!;

  it("removes Next's script tags, their preload, the legacy polyfills, the inline RSC payload and Turbopack's chunk list", () => {
    expect(result.html).not.toMatch(/<script[^>]*\bsrc="\/_next/);
    expect(result.html).not.toContain('as="script"');
    expect(result.html).not.toMatch(/__next_f|TURBOPACK/);
    expect(result.scripts).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/turbopack-b.js',
      '/_next/static/chunks/polyfills.js',
      '/_next/static/chunks/runtime.js',
    ]);
    expect(result.inlinePayloadBytes).toBeGreaterThan(PAYLOAD_1.length + PAYLOAD_2.length);
    expect(result.islands).toEqual(['chat-widget']);
  });

  it("adds the speculation rules and the islands' boot script's name at the end of <body>, with only the page's islands' chunks", () => {
    const boot = `<script type="application/json" id="${BOOT_ID}">{"boot":"/_islands/boot-C.js","modules":{"chat-widget":["/_islands/chat-widget-A.js","/_islands/chunk-react.js"]}}</script>`;
    expect(result.html.endsWith(`<script type="speculationrules">${SPECULATION_RULES}</script>${boot}</body></html>`)).toBe(true);
    const rules = JSON.parse(SPECULATION_RULES);
    expect(rules.prefetch[0].eagerness).toBe('moderate');
    expect(JSON.stringify(rules)).toContain('"href_matches":"/*"');
  });

  it("names an island's early handler that is a script of its own, on the pages with that island only", () => {
    const early = { 'photo-grid': '/_islands/photo-grid-early-D.js' };
    const config = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${BOOT_ID}">([^<]*)</script>`).exec(html)![1]);
    expect(config(transformPage(page(), { ...OPTIONS, early })!.html)).not.toHaveProperty('early');
    const grid = '<div data-island="photo-grid" data-wake="interaction"><p>Photos</p></div>';
    expect(config(transformPage(page(grid), { ...OPTIONS, early })!.html).early).toEqual(early);
  });

  it("keeps the island roots, JSON-LD, the page's own inline scripts, the stylesheets and other preloads as they were", () => {
    for (const kept of [
      CHAT_ROOT,
      '<script type="application/ld+json">{"@type":"School"}</script>',
      '<script>(function(){var d=document})()</script>',
      '<link rel="stylesheet" href="/_next/static/chunks/main.css" data-precedence="next"/>',
      '<link rel="preload" href="/images/logo.svg" as="image"/>',
    ]) {
      expect(result.html).toContain(kept);
    }
  });

  it('gives a page without islands the speculation rules and no boot script', () => {
    const html = transformPage(page(''), OPTIONS)!.html;
    expect(html).toContain('type="speculationrules"');
    expect(html).not.toContain(BOOT_ID);
  });

  it("is allowed by the page CSP: the boot script is the site's own file (its name is data), the speculation rules by their hash", () => {
    const csp = contentSecurityPolicy(result.html);
    expect(inlineScriptsNotAllowed(result.html, csp)).toEqual([]);
    expect(csp).toMatch(/script-src 'self' /);
    expect(csp).toContain(scriptHashSource(SPECULATION_RULES));
    // Without their hashes, the check finds the page's inline script and the speculation rules (script to a browser's CSP too).
    expect(inlineScriptsNotAllowed(result.html, "script-src 'self'")).toHaveLength(2);
  });

  it('leaves alone a page that keeps its framework (an application), one already done, and one without Next (the editor)', () => {
    const eager = page().replace('<title>Rules</title>', '<title>Editor</title><meta name="framework" content="eager"/>');
    expect(transformPage(eager, OPTIONS)).toBeUndefined();
    expect(transformPage(result.html, OPTIONS)).toBeUndefined();
    const plain = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/x.css"/></head><body><p>Hi</p><script>var a=1</script></body></html>';
    expect(transformPage(plain, OPTIONS)).toBeUndefined();
  });

  it.each([
    [
      'a module script',
      page().replace('<script src="/_next/static/chunks/a.js" async="">', '<script type="module" src="/_next/static/chunks/a.js" async="">'),
      /not a classic async script/,
    ],
    [
      'a parser-blocking script',
      page().replace('<script src="/_next/static/chunks/a.js" async="">', '<script src="/_next/static/chunks/a.js">'),
      /not a classic async script/,
    ],
    ['no inline payload', page().replace(/<script>self\.__next_f[^<]*<\/script>/g, ''), /no inline RSC payload/],
    ['a payload chunk of another kind', page().replace(JSON.stringify([1, PAYLOAD_2]), JSON.stringify([3, 'AAAA'])), /not \[1, text\]/],
    ['another use of the payload global', page(`${CHAT_ROOT}<script>self.__next_f.unshift(1)</script>`), /uses __next_f in an unknown way/],
    ['no chunk list', page().replace(/<script id="_R_">[^<]*<\/script>/, ''), /no Turbopack chunk list/],
    ['a chunk list that is not JSON', page().replace('"runtimeModuleIds":[1]}', 'runtimeModuleIds:[1]}'), /chunk list is not JSON/],
    ["another use of Turbopack's global", page(`${CHAT_ROOT}<script>globalThis.TURBOPACK.length=0</script>`), /uses TURBOPACK in an unknown way/],
    ['an island no chunk was built for', page('<div data-island="slider" data-wake="visible"></div>'), /no chunk was built for its island slider/],
    ['islands but no boot script', page(), /no chunk was built for its island boot script/, { modules: MODULES }],
    ['an island root with an unknown moment', page('<div data-island="chat-widget" data-wake="soon"></div>'), /unknown moment data-wake="soon"/],
    ['an island root whose props are not JSON', page('<div data-island="chat-widget" data-wake="idle" data-props="{oops"></div>'), /data-props is not JSON/],
  ])('stops on a page with %s', (_name, html, message, options: { modules: typeof MODULES; bootUrl?: string } = OPTIONS) => {
    expect(() => transformPage(html, options)).toThrow(UnexpectedOutputError);
    expect(() => transformPage(html, options)).toThrow(message);
  });
});

describe('checking island roots against their own render (what hydration will expect)', () => {
  const html =
    '<main><div data-island="photo-grid" data-wake="interaction" data-props="{&quot;zoom&quot;:true}"><p>Photos</p><div style="display:contents" data-island-slot=""><ul><li>Tile</li></ul></div></div></main>';

  it('reads the roots with their props and their index among roots of the same island', () => {
    const roots = islandRoots(`${html}${html}`);
    expect(roots.map((root) => [root.name, root.wake, root.props, root.index])).toEqual([
      ['photo-grid', 'interaction', { zoom: true }, 0],
      ['photo-grid', 'interaction', { zoom: true }, 1],
    ]);
  });

  it("compares a root's children without what its slots hold (the island keeps that HTML as it is)", () => {
    const elements = findElements(html);
    expect(rootMarkup(html, islandRoots(html, elements)[0].element, elements)).toBe('<p>Photos</p><div style="display:contents" data-island-slot=""></div>');
  });

  it('names each root whose HTML differs from the render, and where', () => {
    const render = (name: string, props: object, prefix: string) =>
      `<p>${name === 'photo-grid' && prefix === 'photo-grid-0-' && 'zoom' in props ? 'Photos' : '?'}</p><div style="display:contents" data-island-slot=""></div>`;
    expect(mismatchedRoots(html, render)).toEqual([]);
    const mismatch = mismatchedRoots(html.replace('<p>Photos</p>', '<p>Pictures</p>'), render);
    expect(mismatch).toHaveLength(1);
    expect(mismatch[0]).toMatch(/^island photo-grid \(#1\) at character 4: the page has "<p>Pictures/);
    expect(() => transformPage(page(html.replace('<p>Photos</p>', '<p>Pictures</p>')), { ...OPTIONS, render })).toThrow(/is not what hydrating it expects/);
  });
});

describe('transformPagesInDir and pruneFrameworkFiles', () => {
  let root: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-transform-'));
    fs.mkdirSync(path.join(root, 'blog/post'), { recursive: true });
    fs.mkdirSync(path.join(root, '_next/static/chunks'), { recursive: true });
    for (const name of ['rules', 'blog/post', '404']) fs.writeFileSync(path.join(root, `${name}.html`), page());
    for (const name of ['rules.txt', 'blog/post.txt', 'blog/post/__next._full.txt', 'robots.txt']) fs.writeFileSync(path.join(root, name), 'x');
    for (const name of ['a.js', 'main.css']) fs.writeFileSync(path.join(root, '_next/static/chunks', name), 'x');
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('rewrites every page once, and lists the islands the pages use', () => {
    expect(islandsInDir(root)).toEqual(['chat-widget']);
    expect(transformPagesInDir(root, OPTIONS)).toMatchObject({ pages: 3, changed: 3, eager: [], islands: { 'chat-widget': 3 } });
    expect(transformPagesInDir(root, OPTIONS)).toMatchObject({ pages: 3, changed: 0 });
  });

  it('stops the build, naming the page and the step to update, when a page is not shaped as expected', () => {
    fs.writeFileSync(path.join(root, 'blog/post.html'), page().replace(/<script id="_R_">[^<]*<\/script>/, ''));
    expect(() => transformPagesInDir(root, OPTIONS)).toThrow(/blog\/post\.html: the page has no Turbopack chunk list.*update that step/);
  });

  it("removes Next's scripts and the pages' payload files, and the folders left empty; keeps its CSS and other text files", () => {
    expect(pruneFrameworkFiles(root).sort()).toEqual(['_next/static/chunks/a.js', 'blog/post.txt', 'blog/post/__next._full.txt', 'rules.txt']);
    expect(fs.existsSync(path.join(root, 'robots.txt'))).toBe(true);
    expect(fs.existsSync(path.join(root, '_next/static/chunks/main.css'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'blog/post'))).toBe(false);
  });
});
