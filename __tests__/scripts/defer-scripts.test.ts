import { createHash } from 'node:crypto';
import { extractAssets } from '@/bench/lib/html-assets';
import { BOOTSTRAP_ID, BOOTSTRAP_SOURCE, deferFrameworkScripts } from '@/scripts/defer-scripts';
import { contentSecurityPolicy } from '@/server/plugins/static-site';

/** The shape `next build` (output: 'export', Turbopack) writes, cut down. */
const PAGE = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/images/logo.svg" as="image"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/main.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>',
  '<link rel="preload" href="/_next/static/chunks/not-found.css" as="style"/>',
  '<link rel="preload" href="/_next/static/chunks/main.css" as="style"/>',
  '<title>Rules</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script type="application/ld+json">{"@type":"School"}</script>',
  '</head><body><main><h1>Rules</h1><p>Text</p></main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/runtime.js"]});</script>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{}]"])</script>',
  '</body></html>',
].join('');

describe('deferFrameworkScripts', () => {
  const result = deferFrameworkScripts(PAGE);

  it('removes the framework script tags and the preload of the moved runtime script', () => {
    expect(result.html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(result.html).not.toContain('as="script"');
    expect(result.scripts).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/turbopack-b.js',
      '/_next/static/chunks/runtime.js',
    ]);
    expect(result.nomoduleScripts).toEqual(['/_next/static/chunks/polyfills.js']);
  });

  it('adds one bootstrap at the end of <body> that lists every moved script', () => {
    const bootstrap = `<script id="${BOOTSTRAP_ID}" data-scripts="/_next/static/chunks/a.js /_next/static/chunks/turbopack-b.js /_next/static/chunks/runtime.js" data-nomodule-scripts="/_next/static/chunks/polyfills.js">${BOOTSTRAP_SOURCE}</script>`;
    expect(result.html.endsWith(`${bootstrap}</body></html>`)).toBe(true);
    expect(result.html.split(`id="${BOOTSTRAP_ID}"`)).toHaveLength(2);
  });

  it('keeps the inline RSC payload, the chunk list, JSON-LD, the stylesheets and other preloads as they were', () => {
    for (const kept of [
      '<script id="_R_">(globalThis["TURBOPACK"]',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{}]"])</script>',
      '<script type="application/ld+json">{"@type":"School"}</script>',
      '<link rel="stylesheet" href="/_next/static/chunks/main.css" data-precedence="next"/>',
      '<link rel="preload" href="/_next/static/chunks/main.css" as="style"/>',
      '<link rel="preload" href="/images/logo.svg" as="image"/>',
    ]) {
      expect(result.html).toContain(kept);
    }
    // The payload still comes before the bootstrap, so it is queued before the runtime can start.
    expect(result.html.indexOf('self.__next_f.push([1')).toBeLessThan(result.html.indexOf(BOOTSTRAP_ID));
  });

  it('drops the preload of CSS the page does not use as a stylesheet', () => {
    expect(result.droppedStylePreloads).toEqual(['/_next/static/chunks/not-found.css']);
    expect(result.html).not.toContain('not-found.css');
  });

  it('is idempotent: a second run changes nothing', () => {
    const again = deferFrameworkScripts(result.html);
    expect(again.html).toBe(result.html);
    expect(again.scripts).toEqual([]);
  });

  it('leaves pages without framework scripts alone', () => {
    const plain = '<!DOCTYPE html><html><head><link rel="preload" href="/_next/static/chunks/x.css" as="style"/></head><body><p>Hi</p><script>var a=1</script></body></html>';
    expect(deferFrameworkScripts(plain).html).toBe(plain);
    const otherHost = '<html><head><script src="https://www.googletagmanager.com/gtag/js?id=G-1" async=""></script></head><body></body></html>';
    expect(deferFrameworkScripts(otherHost).html).toBe(otherHost);
  });

  it('never moves a parser-blocking framework script: it might be needed before the page runs', () => {
    const blocking = '<html><head><script src="/_next/static/chunks/sync.js"></script></head><body></body></html>';
    expect(deferFrameworkScripts(blocking).html).toBe(blocking);
  });

  it('keeps first-load JavaScript measurable: the bench reads the bootstrap list', () => {
    const assets = extractAssets(result.html);
    expect(assets.scripts).toEqual(result.scripts);
    expect(assets.nomoduleScripts).toEqual(['/_next/static/chunks/polyfills.js']);
  });

  it('is allowed by the page CSP the server computes from its inline scripts', () => {
    const hash = createHash('sha256').update(BOOTSTRAP_SOURCE, 'utf8').digest('base64');
    expect(contentSecurityPolicy(result.html)).toContain(`'sha256-${hash}'`);
  });
});

describe('the bootstrap in a browser', () => {
  let frames: FrameRequestCallback[];

  function runBootstrap(attributes: Record<string, string>): HTMLScriptElement {
    document.body.innerHTML = '<main><p>Text</p></main>';
    const boot = document.createElement('script');
    for (const [name, value] of Object.entries(attributes)) boot.setAttribute(name, value);
    document.body.append(boot);
    Object.defineProperty(document, 'currentScript', { value: boot, configurable: true });
    new Function(BOOTSTRAP_SOURCE)();
    return boot;
  }

  const inserted = () =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
      src: script.getAttribute('src'),
      async: script.async,
      noModule: script.hasAttribute('nomodule'),
    }));

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('inserts nothing before the first frame, then every script once, in order, after it', () => {
    runBootstrap({ 'data-scripts': '/_next/a.js /_next/b.js', 'data-nomodule-scripts': '/_next/polyfills.js' });
    expect(inserted()).toEqual([]);
    frames.forEach((callback) => callback(16));
    expect(inserted()).toEqual([]);
    jest.runAllTimers();
    expect(inserted()).toEqual([
      { src: '/_next/polyfills.js', async: false, noModule: true },
      { src: '/_next/a.js', async: true, noModule: false },
      { src: '/_next/b.js', async: true, noModule: false },
    ]);
    window.dispatchEvent(new Event('load'));
    expect(inserted()).toHaveLength(3);
  });

  it('starts on the load event in a tab that never paints a frame', () => {
    runBootstrap({ 'data-scripts': '/_next/a.js' });
    window.dispatchEvent(new Event('load'));
    expect(inserted()).toEqual([{ src: '/_next/a.js', async: true, noModule: false }]);
    frames.forEach((callback) => callback(16));
    jest.runAllTimers();
    expect(inserted()).toHaveLength(1);
  });
});
