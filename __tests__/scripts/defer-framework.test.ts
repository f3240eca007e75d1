import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  deferFramework,
  deferFrameworkInDir,
  IDLE_START_MS,
  lazyChunksByKind,
  LOADER_ID,
  LOADER_SOURCE,
  payloadFileFor,
  UnexpectedOutputError,
} from '@/scripts/defer-framework';
import { ISLAND_ATTRIBUTE, START_EVENT } from '@/lib/early-press';
import { contentSecurityPolicy } from '@/server/core/site-policy';

const PAYLOAD_1 = '1:"$Sreact.fragment"\n2:I[93053,["/_next/static/chunks/a.js"],"MainNav"]\n';
const PAYLOAD_2 = '0:{"P":null,"b":"build","c":["","rules"]}\n';

/** The shape `next build` (Next.js 16, output: 'export', Turbopack) writes, cut down. */
function page(extraBody = ''): string {
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

describe('deferFramework', () => {
  const result = deferFramework(page(), '/rules.txt')!;

  it("removes the framework script tags, their preload, the inline RSC payload and Turbopack's inline chunk list", () => {
    expect(result.html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(result.html).not.toContain('as="script"');
    expect(result.html).not.toMatch(/<script>[^<]*__next_f/);
    expect(result.html).not.toContain('<script id="_R_"');
    expect(result.scripts).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/turbopack-b.js', '/_next/static/chunks/runtime.js']);
    // The legacy polyfills go: a browser without modules cannot run the framework, and keeps the page as it is.
    expect(result.nomoduleScripts).toEqual(['/_next/static/chunks/polyfills.js']);
    expect(result.html).not.toContain('polyfills.js');
    expect(JSON.parse(result.chunkList)).toEqual({ otherChunks: ['static/chunks/runtime.js'], runtimeModuleIds: [1] });
    expect(result.payload).toBe(PAYLOAD_1 + PAYLOAD_2);
    expect(result.inlinePayloadBytes).toBeGreaterThan(PAYLOAD_1.length + PAYLOAD_2.length);
  });

  it('adds one loader at the end of <body> that lists the payload file, every script and the chunk list', () => {
    const loader =
      `<script id="${LOADER_ID}" data-payload="/rules.txt" data-scripts="/_next/static/chunks/a.js /_next/static/chunks/turbopack-b.js /_next/static/chunks/runtime.js"` +
      ` data-chunks="{&quot;otherChunks&quot;:[&quot;static/chunks/runtime.js&quot;],&quot;runtimeModuleIds&quot;:[1]}" data-idle-ms="${IDLE_START_MS}">${LOADER_SOURCE}</script>`;
    expect(result.html.endsWith(`${loader}</body></html>`)).toBe(true);
    expect(result.html.split(`id="${LOADER_ID}"`)).toHaveLength(2);
  });

  it("keeps JSON-LD, the page's own inline scripts, the stylesheets and other preloads", () => {
    for (const kept of [
      '<script type="application/ld+json">{"@type":"School"}</script>',
      '<script>(function(){var d=document})()</script>',
      '<link rel="stylesheet" href="/_next/static/chunks/main.css" data-precedence="next"/>',
      '<link rel="preload" href="/images/logo.svg" as="image"/>',
      '<main><h1>Rules</h1><p>Text</p></main>',
    ]) {
      expect(result.html).toContain(kept);
    }
  });

  it('leaves a page alone that asks for its framework at once (an application, not a document)', () => {
    const eager = page().replace('<title>Rules</title>', '<title>Editor</title><meta name="framework" content="eager"/>');
    expect(deferFramework(eager, '/admin.txt')).toBeUndefined();
  });

  it('leaves a page alone that it has already transformed, or that has no framework at all', () => {
    expect(deferFramework(result.html, '/rules.txt')).toBeUndefined();
    const plain = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/x.css"/></head><body><p>Hi</p><script>var a=1</script></body></html>';
    expect(deferFramework(plain, '/plain.txt')).toBeUndefined();
    const otherHost = '<html><head><script src="https://www.googletagmanager.com/gtag/js?id=G-1" async=""></script></head><body></body></html>';
    expect(deferFramework(otherHost, '/x.txt')).toBeUndefined();
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
    ['another use of the payload global', page('<script>self.__next_f.unshift(1)</script>'), /uses __next_f in an unknown way/],
    ['no chunk list', page().replace(/<script id="_R_">[^<]*<\/script>/, ''), /no Turbopack chunk list/],
    ['a chunk list that is not JSON', page().replace('"runtimeModuleIds":[1]}', 'runtimeModuleIds:[1]}'), /chunk list is not JSON/],
    ["another use of Turbopack's global", page('<script>globalThis.TURBOPACK.length=0</script>'), /uses TURBOPACK in an unknown way/],
  ])('stops on a page with %s', (_name, html, message) => {
    expect(() => deferFramework(html, '/rules.txt')).toThrow(UnexpectedOutputError);
    expect(() => deferFramework(html, '/rules.txt')).toThrow(message);
  });

  it('stops on a page whose island needs a lazy module no lazy chunk of its scripts exports', () => {
    const html = page('<ul data-island="photo"><li><a data-replay="0" href="/p.webp">Photo</a></li></ul>');
    expect(() => deferFramework(html, '/rules.txt')).toThrow(/no lazy chunk of the page's scripts exports photoLightbox, which its "photo" island needs/);
  });

  it('is allowed by the page CSP the server computes from its inline scripts', () => {
    const hash = createHash('sha256').update(LOADER_SOURCE, 'utf8').digest('base64');
    expect(contentSecurityPolicy(result.html)).toContain(`'sha256-${hash}'`);
  });
});

/** Turbopack's output, cut down: a page chunk with three lazy imports, and the chunks they load. */
const CHUNKS: Record<string, string> = {
  '/_next/static/chunks/a.js':
    '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,5245,t=>{t.v(e=>Promise.all(["static/chunks/lightbox.js","static/chunks/shared.js","static/chunks/lightbox.css"].map(e=>t.l(e))).then(()=>e(96023)))},' +
    '55765,t=>{t.v(e=>Promise.all(["static/chunks/zoom.js","static/chunks/shared.js"].map(e=>t.l(e))).then(()=>e(26187)))},' +
    '62775,e=>{e.v(t=>Promise.all(["static/chunks/schema.js"].map(t=>e.l(t))).then(()=>t(16663)))}])',
  '/_next/static/chunks/lightbox.js': 'TURBOPACK.push([0,96023,e=>{e.s(["FAILED_MESSAGE",0,a,"photoLightbox",0,{PhotoLightbox:f}])}])',
  '/_next/static/chunks/zoom.js': 'TURBOPACK.push([0,26187,e=>{e.s(["photoLightboxZoom",0,z])}])',
  '/_next/static/chunks/shared.js': 'TURBOPACK.push([0,1,e=>{e.s(["Lightbox",0,l])}])',
  '/_next/static/chunks/schema.js': 'TURBOPACK.push([0,16663,e=>{e.s(["schema",0,s,"ChatBoxes",0,c])}])',
};
const readChunk = (url: string) => CHUNKS[url];

describe('lazyChunksByKind', () => {
  it("finds each lazy module a held press needs among the page's lazy chunk lists, by the name it exports", () => {
    expect(lazyChunksByKind(['/_next/static/chunks/a.js', '/_next/static/chunks/turbopack-b.js'], readChunk)).toEqual({
      photo: ['/_next/static/chunks/lightbox.js', '/_next/static/chunks/shared.js', '/_next/static/chunks/lightbox.css'],
      zoom: ['/_next/static/chunks/zoom.js', '/_next/static/chunks/shared.js'],
    });
  });

  it('finds nothing in scripts without lazy imports', () => {
    expect(lazyChunksByKind(['/_next/static/chunks/turbopack-b.js'], readChunk)).toEqual({});
  });
});

describe('deferFramework on a page with islands', () => {
  it("gives the loader the lazy chunks of the page's kinds of island only", () => {
    const html = page('<ul data-island="photo"><li><a data-replay="0" href="/p.webp">Photo</a></li></ul>');
    const result = deferFramework(html, '/rules.txt', IDLE_START_MS, readChunk)!;
    const lazy = /data-lazy="([^"]+)"/.exec(result.html)?.[1].replace(/&quot;/g, '"');
    expect(JSON.parse(lazy!)).toEqual({ photo: ['/_next/static/chunks/lightbox.js', '/_next/static/chunks/shared.js', '/_next/static/chunks/lightbox.css'] });
    expect(result.lazyChunks).toEqual(JSON.parse(lazy!));
  });

  it('writes no lazy list for a page whose islands need none', () => {
    const html = page('<div data-island=""><button data-replay="1">1</button></div>');
    expect(deferFramework(html, '/rules.txt', IDLE_START_MS, readChunk)!.html).not.toContain('data-lazy');
  });
});

describe('deferFrameworkInDir', () => {
  let root: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'defer-framework-'));
    fs.mkdirSync(path.join(root, 'blog'));
    for (const name of ['rules', 'blog/post', '_not-found']) {
      fs.writeFileSync(path.join(root, `${name}.html`), page());
      fs.writeFileSync(path.join(root, `${name}.txt`), PAYLOAD_1 + PAYLOAD_2);
    }
    fs.writeFileSync(path.join(root, '404.html'), page());
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("rewrites every page, pointing each at its .txt twin, and the 404 page at the not-found route's", () => {
    expect(deferFrameworkInDir(root)).toMatchObject({ pages: 4, changed: 4 });
    const payloadOf = (file: string) => /data-payload="([^"]+)"/.exec(fs.readFileSync(path.join(root, file), 'utf8'))?.[1];
    expect(payloadOf('rules.html')).toBe('/rules.txt');
    expect(payloadOf('blog/post.html')).toBe('/blog/post.txt');
    expect(payloadOf('404.html')).toBe('/_not-found.txt');
    expect(payloadFileFor(root, path.join(root, 'rules.html'))).toBe(path.join(root, 'rules.txt'));
    // A second run changes nothing.
    expect(deferFrameworkInDir(root)).toMatchObject({ pages: 4, changed: 0 });
  });

  it("stops the build, naming the page, when a .txt twin is not the page's payload", () => {
    fs.writeFileSync(path.join(root, 'blog', 'post.txt'), PAYLOAD_1);
    expect(() => deferFrameworkInDir(root)).toThrow(/blog\/post\.html: \/blog\/post\.txt is not the same as the page's inline RSC payload/);
  });

  it('stops the build when a page has no .txt twin', () => {
    fs.rmSync(path.join(root, 'rules.txt'));
    expect(() => deferFrameworkInDir(root)).toThrow(/rules\.html: there is no \.txt payload file beside it.*update that step/);
  });
});

describe('the loader in a browser', () => {
  let fetched: string[];
  let resolveFetch: (text: string) => void;
  let idle: Array<() => void>;
  let listeners: Array<[string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]>;

  function runLoader(readyState: DocumentReadyState = 'loading', lazy?: string) {
    document.head.innerHTML = '';
    document.body.innerHTML = '<main><p>Text</p></main>';
    const boot = document.createElement('script');
    boot.setAttribute('data-payload', '/rules.txt');
    boot.setAttribute('data-scripts', '/_next/a.js /_next/b.js');
    boot.setAttribute('data-chunks', '{"otherChunks":["static/chunks/b.js"],"runtimeModuleIds":[7]}');
    if (lazy) boot.setAttribute('data-lazy', lazy);
    boot.setAttribute('data-idle-ms', '3000');
    document.body.append(boot);
    Object.defineProperty(document, 'currentScript', { value: boot, configurable: true });
    Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
    new Function(LOADER_SOURCE)();
  }

  const inserted = () =>
    [...document.body.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({ src: script.getAttribute('src'), async: script.async !== false }));
  const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
  const priorities = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.fetchPriority ?? link.getAttribute('fetchpriority'));
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  beforeEach(() => {
    jest.useFakeTimers();
    // Each test's loader listens on the one window: recorded here so the next test starts clean.
    listeners = [];
    const add = window.addEventListener.bind(window);
    jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener, options]);
      add(type, listener, options);
    });
    fetched = [];
    idle = [];
    (self as unknown as { __next_f?: unknown[] }).__next_f = undefined;
    (self as unknown as { TURBOPACK?: unknown[] }).TURBOPACK = undefined;
    global.fetch = jest.fn((url: string) => {
      fetched.push(url);
      return new Promise((resolve) => {
        resolveFetch = (text) => resolve({ ok: true, text: () => Promise.resolve(text) } as Response);
      });
    }) as unknown as typeof fetch;
    (window as unknown as { requestIdleCallback: (callback: () => void) => number }).requestIdleCallback = (callback) => idle.push(callback);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    for (const [type, listener, options] of listeners) window.removeEventListener(type, listener, options);
    jest.useRealTimers();
  });

  it('starts nothing while nobody touches the page, then everything on the first interaction', async () => {
    runLoader();
    jest.advanceTimersByTime(10_000);
    expect(fetched).toEqual([]);
    expect(inserted()).toEqual([]);

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(fetched).toEqual(['/rules.txt']);
    // The scripts download at once, but run only once the payload is queued for them.
    expect(preloads()).toEqual(['/_next/a.js', '/_next/b.js']);
    expect(inserted()).toEqual([]);
    resolveFetch('0:{"b":"build"}\n');
    await flush();
    expect((self as unknown as { __next_f: unknown[] }).__next_f).toEqual([[0], [1, '0:{"b":"build"}\n']]);
    expect((self as unknown as { TURBOPACK: unknown[] }).TURBOPACK).toEqual([{ otherChunks: ['static/chunks/b.js'], runtimeModuleIds: [7] }]);
    expect(inserted()).toEqual([
      { src: '/_next/a.js', async: true },
      { src: '/_next/b.js', async: true },
    ]);

    // Later interactions start nothing more.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(fetched).toHaveLength(1);
  });

  it('starts a page nobody touches when the browser is idle, some seconds after the load event', async () => {
    runLoader();
    window.dispatchEvent(new Event('load'));
    // First idle moment after load: the downloads only (see the next test).
    expect(idle).toHaveLength(1);
    idle[0]();
    jest.advanceTimersByTime(IDLE_START_MS - 1);
    expect(idle).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(idle).toHaveLength(2);
    expect(inserted()).toEqual([]);
    idle[1]();
    resolveFetch('0:{"b":"build"}\n');
    await flush();
    expect(inserted()).toHaveLength(2);
  });

  it('downloads the scripts and the payload at low priority at the first idle moment after load on a page without islands, running nothing, and starting reuses them', async () => {
    runLoader();
    window.dispatchEvent(new Event('load'));
    expect(preloads()).toEqual([]);
    idle[0]();
    expect(preloads()).toEqual(['/_next/a.js', '/_next/b.js']);
    expect(priorities()).toEqual(['low', 'low']);
    expect(fetched).toEqual(['/rules.txt']);
    expect(inserted()).toEqual([]);
    expect((self as unknown as { __next_f?: unknown[] }).__next_f).toBeUndefined();

    // A press during the download: the same payload request, no second one.
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(fetched).toEqual(['/rules.txt']);
    resolveFetch('0:{"b":"build"}\n');
    await flush();
    expect(inserted()).toHaveLength(2);
  });

  it('counts from now when the page had already loaded', () => {
    runLoader('complete');
    idle[0]();
    jest.advanceTimersByTime(IDLE_START_MS);
    expect(idle).toHaveLength(2);
  });

  const place = (element: HTMLElement, top: number) =>
    jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 100, height: 100, left: 0, right: 100, width: 100 } as DOMRect);

  /** The fixed chat launcher every page has, on screen, and a grid island at `gridTop`. */
  function islands(gridTop: number) {
    const launcher = document.createElement('div');
    launcher.setAttribute(ISLAND_ATTRIBUTE, '');
    launcher.style.position = 'fixed';
    place(launcher, 10);
    const grid = document.createElement('ul');
    grid.setAttribute(ISLAND_ATTRIBUTE, '');
    place(grid, gridTop);
    document.body.prepend(launcher, grid);
  }

  it('does not start at load for an island below the first screen (the fixed chat launcher does not count)', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    runLoader();
    islands(window.innerHeight + 50);
    window.dispatchEvent(new Event('load'));
    expect(fetched).toEqual([]);
    idle[0]();
    // Downloaded, not started; ahead of the lazy photos, as the island further down is what the reader scrolls to.
    expect(fetched).toEqual(['/rules.txt']);
    expect(remove).not.toHaveBeenCalled();
    expect(priorities()).toEqual(['high', 'high']);
    expect(jest.mocked(global.fetch).mock.calls).toEqual([['/rules.txt', { priority: 'high' }]]);
  });

  it('starts right after the load event when an island is in the first screen, at high priority, with no low-priority copy first', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    runLoader();
    islands(window.innerHeight - 50);
    window.dispatchEvent(new Event('load'));
    // Nothing while the load event is being dispatched: the next task.
    expect(fetched).toEqual([]);
    jest.advanceTimersByTime(0);
    // Started without waiting for an idle moment: it stops listening for interactions.
    expect(idle).toEqual([]);
    expect(remove).toHaveBeenCalledWith('pointerdown', expect.any(Function), true);
    expect(priorities()).toEqual(['high', 'high']);
    expect(jest.mocked(global.fetch).mock.calls).toEqual([['/rules.txt', { priority: 'high' }]]);
  });

  it('fetches the framework at high priority when a press starts it', () => {
    runLoader();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(priorities()).toEqual(['high', 'high']);
    expect(jest.mocked(global.fetch).mock.calls).toEqual([['/rules.txt', { priority: 'high' }]]);
  });

  it('starts at once when the site script holds an early press (a click without pointer events)', () => {
    runLoader();
    window.dispatchEvent(new Event(START_EVENT));
    expect(fetched).toEqual(['/rules.txt']);
  });

  /** The loader's preloads other than the framework's own scripts: href, as, priority. */
  const lazyPreloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
      .filter((link) => !['/_next/a.js', '/_next/b.js'].includes(link.getAttribute('href')!))
      .map((link) => [link.getAttribute('href'), link.as ?? link.getAttribute('as'), link.fetchPriority ?? link.getAttribute('fetchpriority')]);

  it("preloads, at high priority and once, the lazy chunks of the kinds a held press names, and no other kind's", () => {
    runLoader('loading', JSON.stringify({ chat: ['/_next/box.js'], photo: ['/_next/lightbox.js', '/_next/lightbox.css'], zoom: ['/_next/zoom.js'] }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    window.dispatchEvent(new CustomEvent(START_EVENT, { detail: 'photo' }));
    window.dispatchEvent(new CustomEvent(START_EVENT, { detail: 'photo' }));
    expect(lazyPreloads()).toEqual([
      ['/_next/lightbox.js', 'script', 'high'],
      ['/_next/lightbox.css', 'style', 'high'],
    ]);
  });

  it("preloads an island's lazy chunks when a pointer goes down on it, before or after the framework has started", () => {
    runLoader('loading', JSON.stringify({ chat: ['/_next/box.js'], photo: ['/_next/lightbox.js'] }));
    document.body.insertAdjacentHTML('beforeend', '<div data-island="chat"><a href="#chat">Chat</a></div><p id="text">Text</p>');
    document.getElementById('text')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(lazyPreloads()).toEqual([]);
    document.querySelector('[data-island] a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(lazyPreloads()).toEqual([['/_next/box.js', 'script', 'high']]);
  });

  it('tries again on the next interaction when the payload could not be fetched', async () => {
    global.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 503 } as Response)) as unknown as typeof fetch;
    runLoader();
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await flush();
    expect(inserted()).toEqual([]);
    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });
});
