/**
 * What a page's HTML makes the browser download before it is usable: its scripts and stylesheets,
 * read from the tags themselves (the build no longer prints first-load sizes). Pure apart from the
 * injected file reader, so it is unit-tested.
 */
import zlib from 'node:zlib';
import { BOOT_ID } from '../../lib/islands/contract';
import { applyEdits, findElements, innerText, outerHtml, tokensOf } from '../../scripts/lib/html';

export interface PageAssets {
  /** Local script URLs in document order, without duplicates: <script src> (not nomodule) and preloaded scripts. */
  scripts: string[];
  /**
   * The chunks of each island on the page, by island name (the boot script's `data-modules`, scripts/islands/):
   * each island's are requested when it wakes, not while the page loads.
   */
  islandModules: Record<string, string[]>;
  /** Every island chunk of the page, once each. */
  islandScripts: string[];
  /** Raw bytes of the page's inline scripts (not JSON-LD), the RSC payload among them. */
  inlineScriptBytes: number;
  /** The text of the page's inline scripts (not JSON-LD or speculation rules). */
  inlineScripts: string[];
  /** The islands' boot script (a file of its own, scripts/islands/build.ts), when the page has islands. */
  bootScript?: string;
  /** Raw bytes of the inline RSC payload (`self.__next_f` scripts): the page's content a second time. */
  inlinePayloadBytes: number;
  /** Local stylesheet URLs: <link rel=stylesheet> and <link rel=preload as=style>. */
  stylesheets: string[];
  /** Legacy-browser scripts (<script nomodule>), which modern browsers never download. */
  nomoduleScripts: string[];
}

export interface ByteCounts {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Only same-origin paths count: an absolute URL to another host is not part of our bundle (values come decoded from the parser). */
function localPath(url: string): string | undefined {
  const trimmed = url.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return undefined;
  return trimmed.split('#')[0];
}

export function extractAssets(html: string): PageAssets {
  const scripts: string[] = [];
  let islandModules: Record<string, string[]> = {};
  const inlineScripts: string[] = [];
  let bootScript: string | undefined;
  let inlineScriptBytes = 0;
  let inlinePayloadBytes = 0;
  const stylesheets: string[] = [];
  const nomoduleScripts: string[] = [];
  const add = (list: string[], url: string | undefined) => {
    if (url && !list.includes(url)) list.push(url);
  };
  for (const element of findElements(html, ['script', 'link'])) {
    const { attributes } = element;
    if (element.name === 'script') {
      if (attributes.id === BOOT_ID) {
        // Data for the site script: the boot script it loads and each island's chunks (scripts/islands/page-transform.ts).
        const config = JSON.parse(innerText(html, element) || '{}') as { boot?: string; modules?: Record<string, string[]> };
        islandModules = config.modules ?? {};
        bootScript = config.boot === undefined ? undefined : localPath(config.boot);
        continue;
      }
      const src = attributes.src === undefined ? undefined : localPath(attributes.src);
      if ('nomodule' in attributes) add(nomoduleScripts, src);
      else add(scripts, src);
      if (attributes.src !== undefined || (attributes.type && attributes.type !== 'text/javascript')) continue;
      const bytes = Buffer.byteLength(outerHtml(html, element));
      inlineScriptBytes += bytes;
      if (/^\s*\(?self\.__next_f/.test(innerText(html, element))) inlinePayloadBytes += bytes;
      inlineScripts.push(innerText(html, element));
      continue;
    }
    const rel = tokensOf(attributes.rel);
    const href = attributes.href === undefined ? undefined : localPath(attributes.href);
    if (rel.includes('stylesheet')) add(stylesheets, href);
    else if (rel.includes('preload') && attributes.as === 'style') add(stylesheets, href);
    else if ((rel.includes('preload') && attributes.as === 'script') || rel.includes('modulepreload')) add(scripts, href);
  }
  const islandScripts = [...new Set(Object.values(islandModules).flat())];
  return { scripts, islandModules, islandScripts, inlineScriptBytes, inlineScripts, bootScript, inlinePayloadBytes, stylesheets, nomoduleScripts };
}

/**
 * Reads a file's bytes; returns undefined when the file does not exist. `precompressed` returns the .gz/.br
 * copy the build wrote (what the server actually sends), when there is one.
 */
export interface AssetReader {
  read(urlPath: string): Buffer | undefined;
  precompressed?(urlPath: string, encoding: 'gzip' | 'brotli'): Buffer | undefined;
}

/** The bytes of one file as sent: the build's precompressed copy when it has one, else compressed here. */
export function fileBytes(reader: AssetReader, urlPath: string): ByteCounts | undefined {
  const content = reader.read(urlPath);
  if (content === undefined) return undefined;
  // Compressing here is slow (brotli 11), so only for files the build did not precompress.
  return {
    raw: content.length,
    gzip: reader.precompressed?.(urlPath, 'gzip')?.length ?? zlib.gzipSync(content, { level: 9 }).length,
    brotli:
      reader.precompressed?.(urlPath, 'brotli')?.length ?? zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Sums the bytes of several files; the paths it could not find are returned so a report can name them. */
export function sumBytes(reader: AssetReader, urlPaths: readonly string[]): ByteCounts & { missing: string[] } {
  const total = { raw: 0, gzip: 0, brotli: 0, missing: [] as string[] };
  for (const urlPath of urlPaths) {
    const bytes = fileBytes(reader, urlPath);
    if (!bytes) {
      total.missing.push(urlPath);
      continue;
    }
    total.raw += bytes.raw;
    total.gzip += bytes.gzip;
    total.brotli += bytes.brotli;
  }
  return total;
}

/** Bytes of a text, raw and compressed (as the page's own inline scripts are sent, in the page). */
export function textBytes(text: string): ByteCounts {
  const buffer = Buffer.from(text);
  return {
    raw: buffer.length,
    gzip: zlib.gzipSync(buffer, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export interface FirstLoadBytes {
  /** The scripts the HTML's tags request while the page loads. */
  js: ByteCounts;
  /** Every island chunk of the page (what waking all its islands would request). */
  islandJs: ByteCounts;
  /** The islands' boot script, which the site script loads after the largest paint (or at the first sign of use). */
  boot: ByteCounts;
  /** The page's other inline scripts, each compressed on its own, summed. */
  inline: ByteCounts;
  css: ByteCounts;
  html: ByteCounts;
  scripts: string[];
  islandModules: Record<string, string[]>;
  islandScripts: string[];
  stylesheets: string[];
  /** Raw bytes of the inline scripts, and of the inline RSC payload among them. */
  inlineScriptBytes: number;
  inlinePayloadBytes: number;
  missing: string[];
}

/** First-load JavaScript, CSS and HTML of one page, from its HTML file's tags. */
export function firstLoadBytes(html: string, htmlFile: ByteCounts, reader: AssetReader): FirstLoadBytes {
  const assets = extractAssets(html);
  const js = sumBytes(reader, assets.scripts);
  const islandJs = sumBytes(reader, assets.islandScripts);
  const css = sumBytes(reader, assets.stylesheets);
  const zero = { raw: 0, gzip: 0, brotli: 0 };
  const add = (a: ByteCounts, b: ByteCounts) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
  return {
    js: { raw: js.raw, gzip: js.gzip, brotli: js.brotli },
    islandJs: { raw: islandJs.raw, gzip: islandJs.gzip, brotli: islandJs.brotli },
    boot: (assets.bootScript && fileBytes(reader, assets.bootScript)) || zero,
    inline: assets.inlineScripts.map(textBytes).reduce(add, zero),
    css: { raw: css.raw, gzip: css.gzip, brotli: css.brotli },
    html: htmlFile,
    scripts: assets.scripts,
    islandModules: assets.islandModules,
    islandScripts: assets.islandScripts,
    stylesheets: assets.stylesheets,
    inlineScriptBytes: assets.inlineScriptBytes,
    inlinePayloadBytes: assets.inlinePayloadBytes,
    missing: [...js.missing, ...islandJs.missing, ...css.missing],
  };
}

/**
 * The physical floor: the same HTML with every script and the RSC payload removed and the script preloads
 * dropped, stylesheets kept. What a page would weigh with no JavaScript at all.
 */
export function stripScripts(html: string): string {
  const dropped = findElements(html, ['script', 'link', 'template']).filter(({ name, attributes }) => {
    if (name === 'script') return true;
    if (name === 'template') return 'data-dgst' in attributes;
    const rel = tokensOf(attributes.rel);
    return rel.includes('modulepreload') || (rel.includes('preload') && attributes.as === 'script');
  });
  // Only the outermost of nested matches (a script inside a dropped template) is cut.
  const outermost = dropped.filter((element) => !dropped.some((other) => other !== element && other.start <= element.start && element.end <= other.end));
  return applyEdits(
    html,
    outermost.map(({ start, end }) => ({ start, end, text: '' })),
  );
}

/** Every local URL a piece of HTML or CSS refers to (href, src, poster, srcset, url()), for copying a page's files. */
export function referencedPaths(text: string, base = '/'): string[] {
  const found = new Set<string>();
  const add = (url: string) => {
    const unquoted = url.replace(/^['"]|['"]$/g, '').trim();
    // A stylesheet names its fonts relative to itself (next/font: url(../media/x.woff2)).
    const relative = unquoted !== '' && !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(unquoted);
    const local = localPath(relative ? new URL(unquoted, `http://site${base}`).pathname : unquoted);
    if (local) found.add(local.split('?')[0]);
  };
  const elements = findElements(text);
  // CSS: a stylesheet (no elements), each <style> element's text and each style attribute (entities decoded).
  const css = elements.length === 0 ? [text] : [];
  for (const element of elements) {
    const { attributes } = element;
    for (const name of ['href', 'src', 'poster']) if (attributes[name] !== undefined) add(attributes[name]);
    for (const name of ['srcset', 'imagesrcset']) for (const candidate of (attributes[name] ?? '').split(',')) add(candidate.trim().split(/\s+/)[0] ?? '');
    if (attributes.style !== undefined) css.push(attributes.style);
    if (element.name === 'style') css.push(innerText(text, element));
  }
  for (const match of css.join('\n').matchAll(/url\(\s*([^)]*?)\s*\)/gi)) add(match[1]);
  return [...found];
}

/** A marker every file of Decap CMS's bundle carries; none of a public page's scripts may contain it. */
const EDITOR_MARKER = /decap-cms/;

/**
 * The bytes of the content editor (Decap CMS, under /admin/) among a page's first-load scripts: files under
 * /admin/, or any script that carries Decap's code. 0 for every public page is the goal.
 */
export function editorScriptBytes(scripts: readonly string[], reader: AssetReader): { bytes: number; files: string[] } {
  const files = scripts.filter((script) => script.startsWith('/admin/') || EDITOR_MARKER.test(reader.read(script)?.toString('utf8') ?? ''));
  return { bytes: files.reduce((sum, file) => sum + (reader.read(file)?.length ?? 0), 0), files };
}
