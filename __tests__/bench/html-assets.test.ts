/** @jest-environment node */
import zlib from 'node:zlib';
import { editorScriptBytes, extractAssets, firstLoadBytes, referencedPaths, stripScripts, sumBytes, type AssetReader } from '@/bench/lib/html-assets';

const HTML = `<!DOCTYPE html><html><head>
<link rel="preload" href="/images/logo.svg" as="image"/>
<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
<link rel="stylesheet" href="/_next/static/chunks/a.css"/>
<link rel="preload" href="/_next/static/chunks/b.css" as="style"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>
<link rel="stylesheet" href="https://cdn.example.com/other.css"/>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src='/_next/static/chunks/page.js?v=1&amp;x=2' async></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script src="//cdn.example.com/x.js"></script>
<script>self.__next_f.push([1,"payload"])</script>
</head><body><script src="/_next/static/chunks/late.js" async=""></script>
<picture><source srcset="/media/h/a-400.avif 400w, /media/h/a-800.avif 800w"/><img src="/media/h/a-400.jpg" alt=""/></picture>
</body></html>`;

function reader(files: Record<string, string>, precompressed: Record<string, number> = {}): AssetReader {
  return {
    read: (urlPath) => (urlPath in files ? Buffer.from(files[urlPath]) : undefined),
    precompressed: (urlPath, encoding) => {
      const size = precompressed[`${urlPath}:${encoding}`];
      return size === undefined ? undefined : Buffer.alloc(size);
    },
  };
}

describe('extractAssets', () => {
  it('lists local scripts and stylesheets once each, in document order', () => {
    const assets = extractAssets(HTML);
    expect(assets.scripts).toEqual(['/_next/static/chunks/late.js', '/_next/static/chunks/main.js', '/_next/static/chunks/page.js?v=1&x=2']);
    expect(assets.stylesheets).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
  });

  it('keeps nomodule scripts apart: modern browsers never download them', () => {
    expect(extractAssets(HTML).nomoduleScripts).toEqual(['/_next/static/chunks/polyfills.js']);
  });

  it("reads the boot script and each island's chunks from its tag, and the inline script and payload bytes", () => {
    const modules = { 'chat-widget': ['/_islands/chat-A.js', '/_islands/chunk-r.js'], 'photo-grid': ['/_islands/photo-B.js', '/_islands/chunk-r.js'] };
    const bootPage =
      '<html><body><script>self.__next_f.push([1,"x"])</script><script type="application/ld+json">{"a":1}</script><script>var site=1</script>' +
      `<script type="speculationrules">{"prefetch":[]}</script><script type="application/json" id="islands-boot">${JSON.stringify({ boot: '/_islands/boot-C.js', modules })}</script></body></html>`;
    const assets = extractAssets(bootPage);
    expect(assets.scripts).toEqual([]);
    expect(assets.bootScript).toBe('/_islands/boot-C.js');
    expect(assets.islandModules).toEqual(modules);
    expect(assets.islandScripts).toEqual(['/_islands/chat-A.js', '/_islands/chunk-r.js', '/_islands/photo-B.js']);
    expect(assets.inlineScripts).toEqual(['self.__next_f.push([1,"x"])', 'var site=1']);
    expect(assets.inlinePayloadBytes).toBe('<script>self.__next_f.push([1,"x"])</script>'.length);
    expect(assets.inlineScriptBytes).toBe(assets.inlinePayloadBytes + '<script>var site=1</script>'.length);
  });

  it('ignores image preloads, inline scripts and other hosts', () => {
    const { scripts, stylesheets } = extractAssets(HTML);
    expect([...scripts, ...stylesheets].some((url) => url.includes('example.com') || url.includes('logo.svg'))).toBe(false);
  });
});

describe('byte counting', () => {
  it('uses the precompressed copies the server sends when they exist', () => {
    const files = { '/a.js': 'x'.repeat(1000) };
    const total = sumBytes(reader(files, { '/a.js:gzip': 40, '/a.js:brotli': 30 }), ['/a.js']);
    expect(total).toEqual({ raw: 1000, gzip: 40, brotli: 30, missing: [] });
  });

  it('compresses files without a precompressed copy, and names missing ones', () => {
    const content = 'const answer = 42;\n'.repeat(50);
    const total = sumBytes(reader({ '/b.js': content }), ['/b.js', '/gone.js']);
    expect(total.raw).toBe(Buffer.byteLength(content));
    expect(total.gzip).toBe(zlib.gzipSync(Buffer.from(content), { level: 9 }).length);
    expect(total.brotli).toBeLessThan(total.raw);
    expect(total.missing).toEqual(['/gone.js']);
  });

  it('sums first-load JS and CSS of a page from its tags', () => {
    const files = {
      '/_next/static/chunks/main.js': 'a'.repeat(100),
      '/_next/static/chunks/late.js': 'b'.repeat(50),
      '/_next/static/chunks/page.js': 'c'.repeat(25),
      '/_next/static/chunks/polyfills.js': 'd'.repeat(10000),
      '/_next/static/chunks/a.css': 'e'.repeat(30),
      '/_next/static/chunks/b.css': 'f'.repeat(20),
    };
    const html = { raw: 1, gzip: 1, brotli: 1 };
    const bytes = firstLoadBytes(HTML, html, reader(files));
    // page.js?v=1&x=2 is looked up with its query, as written in the HTML; it is reported missing here.
    expect(bytes.js.raw).toBe(150);
    expect(bytes.css.raw).toBe(50);
    expect(bytes.html).toBe(html);
    expect(bytes.missing).toEqual(['/_next/static/chunks/page.js?v=1&x=2']);
  });
});

describe('the plain-HTML floor', () => {
  it('removes every script and script preload but keeps stylesheets and content', () => {
    const stripped = stripScripts(HTML);
    expect(stripped).not.toMatch(/<script/i);
    expect(stripped).not.toContain('late.js');
    expect(stripped).toContain('/_next/static/chunks/a.css');
    expect(stripped).toContain('<picture>');
    expect(extractAssets(stripped).scripts).toEqual([]);
  });

  it('finds the local files a page refers to, including srcset candidates and CSS url()', () => {
    const paths = referencedPaths(`${stripScripts(HTML)}<style>.x{background:url("/images/bg.svg")}</style>`);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/images/logo.svg',
        '/_next/static/chunks/a.css',
        '/media/h/a-400.avif',
        '/media/h/a-800.avif',
        '/media/h/a-400.jpg',
        '/images/bg.svg',
      ]),
    );
    expect(paths.some((url) => url.includes('example.com'))).toBe(false);
  });

  it("resolves a stylesheet's relative font URLs against the stylesheet", () => {
    const css = '@font-face{src:url(../media/noto.woff2) format("woff2")}.a{background:url("/images/a.svg")}.b{background:url(data:image/png;base64,AA)}';
    expect(referencedPaths(css, '/_next/static/chunks/x.css').sort()).toEqual(['/_next/static/media/noto.woff2', '/images/a.svg']);
  });
});

describe('editorScriptBytes', () => {
  const files: Record<string, string> = {
    '/_next/static/chunks/app.js': 'console.log("page")',
    '/admin/decap-3.16.3/decap-cms.js': '/*! decap-cms */ big',
    '/_next/static/chunks/bad.js': 'import("decap-cms")',
  };
  const reader = { read: (urlPath: string) => (urlPath in files ? Buffer.from(files[urlPath]) : undefined) };

  it('is 0 for a page whose scripts carry nothing of the editor', () => {
    expect(editorScriptBytes(['/_next/static/chunks/app.js'], reader)).toEqual({ bytes: 0, files: [] });
  });

  it('counts files under /admin/ and any script with Decap in it', () => {
    const result = editorScriptBytes(Object.keys(files), reader);
    expect(result.files).toEqual(['/admin/decap-3.16.3/decap-cms.js', '/_next/static/chunks/bad.js']);
    expect(result.bytes).toBe(files['/admin/decap-3.16.3/decap-cms.js'].length + files['/_next/static/chunks/bad.js'].length);
  });
});
