import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface StaticSiteOptions {
  /** The `next build` output folder. */
  outDir: string;
  /** Extra origins the pages may talk to (the analytics service, when configured). */
  gaId?: string;
  /** NEXT_PUBLIC_API_BASE: when the forms post to another origin, the CSP must allow it. */
  apiBase?: string;
  /** Folders never served even if they lie inside outDir (DATA_DIR: submissions and uploads). */
  privateDirs?: string[];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600';

/** Files whose names carry a content hash never change, so browsers may keep them for a year. */
function cacheControlFor(file: string): string {
  if (file.startsWith('_next/static/') || file.startsWith('media/')) return IMMUTABLE;
  if (file.endsWith('.html') || file.endsWith('.txt') || file.endsWith('.xml')) return REVALIDATE;
  return SHORT;
}

function listFiles(root: string, privateDirs: string[] = []): Set<string> {
  const files = new Set<string>();
  const hidden = privateDirs.map((dir) => path.resolve(dir));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const absolute = path.join(dir, entry.name);
      if (entry.isDirectory() && hidden.includes(path.resolve(absolute))) continue;
      if (entry.isDirectory()) walk(absolute);
      else if (entry.isFile()) files.add(path.relative(root, absolute).split(path.sep).join('/'));
    }
  };
  walk(root);
  return files;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    // JSON-LD is data, not script, and needs no hash; hashing it does no harm either.
    hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The content editor (Decap CMS, written by scripts/cms/admin.ts): its own CSP, and never indexed. */
export function isEditorFile(file: string): boolean {
  return file === 'admin' || file.startsWith('admin/');
}

const CONNECT_SOURCE = /^(?:https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::(?:\d{1,5}|\*))?)$/i;

/**
 * The editor's CSP. Decap CMS needs more than a page: inline styles (emotion), images from blob: and data:
 * (uploads before they are saved) and from the git host, WebAssembly, eval (its config validator compiles
 * schemas), and to talk to the git host's API or to decap-server on this machine. Those origins come from the
 * page's own `cms-connect-src` meta tag, written from the same settings as its config.yml.
 */
export function editorContentSecurityPolicy(html: string): string {
  const meta = /<meta name="cms-connect-src" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const connect = meta.split(/\s+/).filter((source) => CONNECT_SOURCE.test(source));
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')} 'unsafe-eval' 'wasm-unsafe-eval'`.replace(/\s+/g, ' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // Decap reads its own uploads back through blob: URLs before they are saved.
    `connect-src 'self' blob: data: ${connect.join(' ')}`.trim(),
    "media-src 'self' blob:",
    // The preview pane is an iframe Decap writes itself.
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of an absolute API base URL, or '' when the forms post to this same origin. */
export function apiOrigin(apiBase?: string): string {
  if (!apiBase || !/^https?:\/\//i.test(apiBase)) return '';
  return new URL(apiBase).origin;
}

/**
 * The CSP of one HTML file (`file` is its path in out/, e.g. `rules.html`): its own inline scripts by hash,
 * nothing else inline, nothing from elsewhere. The editor under admin/ gets its own policy.
 */
export function contentSecurityPolicy(html: string, gaId?: string, apiBase?: string, file = ''): string {
  if (isEditorFile(file)) return editorContentSecurityPolicy(html);
  const api = apiOrigin(apiBase);
  const apiSource = api ? ` ${api}` : '';
  const hashes = inlineScriptHashes(html);
  const analyticsScript = gaId ? ' https://www.googletagmanager.com' : '';
  const analyticsConnect = gaId ? ' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}${analyticsScript}`.trim(),
    // React and the slider set style attributes; styles cannot run code, so inline styles are allowed.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${gaId ? ' https://*.google-analytics.com https://www.googletagmanager.com' : ''}`,
    "font-src 'self'",
    // The forms send with XMLHttpRequest, or post natively, to the intake API.
    `connect-src 'self'${apiSource}${analyticsConnect}`,
    "media-src 'self'",
    // The contact page embeds the school's location map.
    'frame-src https://www.google.com https://maps.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${apiSource}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Maps a request path to a file in out/: `/` is index.html, `/rules` is rules.html (clean URLs). */
export function resolveFile(files: Set<string>, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = decoded.replace(/^\/+/, '');
  if (relative.split('/').some((segment) => segment === '..' || segment.startsWith('.'))) return undefined;
  if (relative === '') return files.has('index.html') ? 'index.html' : undefined;
  if (files.has(relative)) return relative;
  if (files.has(`${relative}.html`)) return `${relative}.html`;
  if (files.has(`${relative}/index.html`)) return `${relative}/index.html`;
  return undefined;
}

/** Text files up to this size are kept in memory with their .br/.gz twins; larger files and media stream from disk. */
const MEMORY_MAX_BYTES = 1024 * 1024;
const MEMORY_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  yml: 'text/yaml; charset=utf-8',
};

/** A page, script or stylesheet held in memory, ready to send in the encoding the browser asks for. */
interface MemoryFile {
  type: string;
  etag: string;
  lastModified: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function loadMemoryFile(outDir: string, file: string): MemoryFile | undefined {
  const absolute = path.join(outDir, file);
  const stat = fs.statSync(absolute);
  if (stat.size > MEMORY_MAX_BYTES) return undefined;
  const identity = fs.readFileSync(absolute);
  const twin = (suffix: string) => (fs.existsSync(absolute + suffix) ? fs.readFileSync(absolute + suffix) : undefined);
  return {
    type: MEMORY_TYPES[path.extname(file).slice(1)],
    etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
    lastModified: stat.mtime.toUTCString(),
    identity,
    br: twin('.br'),
    gzip: twin('.gz'),
  };
}

/** Picks brotli, then gzip, when the browser accepts it and a precompressed twin exists. */
function pickEncoding(request: FastifyRequest, cached: MemoryFile): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (cached.br && /\bbr\b/.test(accepted)) return { body: cached.br, encoding: 'br' };
  if (cached.gzip && /\bgzip\b/.test(accepted)) return { body: cached.gzip, encoding: 'gzip' };
  return { body: cached.identity };
}

/** Serves the exported site: clean URLs, precompressed files, long caching for hashed assets, a real 404. */
async function staticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const { outDir, gaId, apiBase } = options;
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`No built site in ${outDir}: run \`npm run build\` first.`);
  }
  const files = listFiles(outDir, options.privateDirs);
  const cspByFile = new Map<string, string>();
  for (const file of files) {
    if (file.endsWith('.html')) cspByFile.set(file, contentSecurityPolicy(fs.readFileSync(path.join(outDir, file), 'utf8'), gaId, apiBase, file));
  }

  // Pages, scripts and styles are answered from memory: no file system call per request.
  const memory = new Map<string, MemoryFile>();
  for (const file of files) {
    if (!(path.extname(file).slice(1) in MEMORY_TYPES)) continue;
    const cached = loadMemoryFile(outDir, file);
    if (cached) memory.set(file, cached);
  }

  await app.register(fastifyStatic, {
    root: outDir,
    serve: false,
    // scripts/compress.ts writes .br and .gz beside every text file at build time.
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  const send = (reply: FastifyReply, file: string, status = 200) => {
    reply.code(status);
    reply.header('Cache-Control', status === 404 ? 'no-store' : cacheControlFor(file));
    const csp = cspByFile.get(file);
    if (csp) reply.header('Content-Security-Policy', csp);
    if (isEditorFile(file)) reply.header('X-Robots-Tag', 'noindex, nofollow');
    const cached = memory.get(file);
    if (!cached) return reply.sendFile(file);
    reply.header('Vary', 'Accept-Encoding');
    reply.header('ETag', cached.etag);
    reply.header('Last-Modified', cached.lastModified);
    reply.type(cached.type);
    if (status === 200 && reply.request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    const { body, encoding } = pickEncoding(reply.request, cached);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };

  const notFound = (reply: FastifyReply) => {
    if (files.has('404.html')) return send(reply, '404.html', 404);
    return reply.code(404).type('text/plain').send('Not found');
  };

  app.get('/*', (request, reply) => {
    const urlPath = request.url.split('?')[0];
    // One address per page: /rules/ and /rules.html both lead to /rules.
    if (urlPath.length > 1 && urlPath.endsWith('/')) {
      const target = urlPath.replace(/\/+$/, '') || '/';
      if (resolveFile(files, target)) return reply.redirect(target + request.url.slice(urlPath.length), 301);
    }
    if (urlPath.endsWith('.html') && urlPath !== '/404.html') {
      const clean = urlPath === '/index.html' ? '/' : urlPath.slice(0, -'.html'.length);
      if (resolveFile(files, urlPath)) return reply.redirect(clean + request.url.slice(urlPath.length), 301);
    }
    const file = resolveFile(files, urlPath);
    if (!file || file === '404.html' || file === '_not-found.html') return notFound(reply);
    return send(reply, file);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return notFound(reply);
    return reply.code(404).send({ success: false, error: 'Not found' });
  });
}

export default fp(staticSite, { name: 'static-site' });
