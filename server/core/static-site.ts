import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from './replies';
import {
  answerFor,
  buildSiteTable,
  listOutFiles,
  fileHeaders,
  notFoundHeaders,
  pageCsp,
  pageHeaders,
  redirectHeaders,
  type PolicyOptions,
} from './site-policy';

export interface StaticSiteOptions extends PolicyOptions {
  /** The `next build` output folder. */
  outDir: string;
  /** Folders never served even if they lie inside outDir (DATA_DIR: submissions and uploads). */
  privateDirs?: string[];
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
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

async function loadMemoryFile(outDir: string, file: string): Promise<MemoryFile | undefined> {
  const absolute = path.join(outDir, file);
  const stat = await fs.promises.stat(absolute);
  if (stat.size > MEMORY_MAX_BYTES) return undefined;
  const identity = await fs.promises.readFile(absolute);
  const twin = async (suffix: string) => (fs.existsSync(absolute + suffix) ? fs.promises.readFile(absolute + suffix) : undefined);
  return {
    type: MEMORY_TYPES[path.extname(file).slice(1)],
    etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    br: await twin('.br'),
    gzip: await twin('.gz'),
  };
}

/**
 * One built site as served: its folder, the URL table, each page's CSP and the files held in memory. A request
 * takes the snapshot that is live when it starts and uses only it, so a switch never mixes two releases.
 */
export interface SiteSnapshot {
  /** The real folder (symlinks resolved), so files streamed from it stay put when `current` moves on. */
  outDir: string;
  table: ReturnType<typeof buildSiteTable>;
  cspByFile: Map<string, string>;
  memory: Map<string, MemoryFile>;
}

/** Reads a built site into a snapshot (asynchronously, so a switch at run time does not stall requests). */
export async function loadSite(dir: string, options: StaticSiteOptions): Promise<SiteSnapshot> {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No built site in ${dir}: run \`npm run build\` first.`);
  }
  const outDir = fs.realpathSync(dir);
  const files = listOutFiles(outDir, options.privateDirs);
  const table = buildSiteTable(files);
  const cspByFile = new Map<string, string>();
  const htmlFiles = [...table.pages].concat(table.notFoundFile ? [['/404', table.notFoundFile]] : []);
  for (const [cleanPath, file] of htmlFiles) cspByFile.set(file, pageCsp(cleanPath, await fs.promises.readFile(path.join(outDir, file), 'utf8'), options));

  // Pages, scripts and styles are answered from memory: no file system call per request.
  const memory = new Map<string, MemoryFile>();
  for (const file of files) {
    if (!(path.extname(file).slice(1) in MEMORY_TYPES)) continue;
    const cached = await loadMemoryFile(outDir, file);
    if (cached) memory.set(file, cached);
  }
  return { outDir, table, cspByFile, memory };
}

/** Lets the publisher put a new release live: loads it fully, then swaps it in with one assignment. */
export interface StaticSiteControl {
  /** The folder being served now. */
  current(): string;
  /**
   * Loads the site in `outDir` completely, runs `beforeSwap` (the publisher moves `current` there; if it throws,
   * nothing changes), then serves the new site from the next request on.
   */
  switchTo(outDir: string, beforeSwap?: () => void): Promise<void>;
  /** Whether a clean path (`/rules`, decoded) is a page of the site being served now. */
  isPage(urlPath: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    staticSite: StaticSiteControl;
  }
}

/** Picks brotli, then gzip, when the browser accepts it and a precompressed twin exists. */
function pickEncoding(request: FastifyRequest, cached: MemoryFile): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (cached.br && /\bbr\b/.test(accepted)) return { body: cached.br, encoding: 'br' };
  if (cached.gzip && /\bgzip\b/.test(accepted)) return { body: cached.gzip, encoding: 'gzip' };
  return { body: cached.identity };
}

/**
 * Serves the exported site as server/core/site-policy.ts decides (clean URLs, 301s, the 404 page, per-page CSP,
 * cache rules), from memory with precompressed twins where it can.
 */
async function staticSite(app: FastifyInstance, options: StaticSiteOptions) {
  let site = await loadSite(options.outDir, options);
  app.decorate('staticSite', {
    current: () => site.outDir,
    switchTo: async (outDir: string, beforeSwap?: () => void) => {
      const next = await loadSite(outDir, options);
      beforeSwap?.();
      site = next;
    },
    isPage: (urlPath: string) => site.table.pages.has(urlPath),
  } satisfies StaticSiteControl);

  await app.register(fastifyStatic, {
    root: site.outDir,
    serve: false,
    // scripts/compress.ts writes .br and .gz beside every text file at build time.
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  const send = (current: SiteSnapshot, reply: FastifyReply, file: string, headers: Record<string, string>, status = 200) => {
    reply.code(status);
    reply.headers(headers);
    const cached = current.memory.get(file);
    // From the snapshot's own folder: a release switched away from mid-stream stays on disk (PUBLISH_KEEP).
    if (!cached) return reply.sendFile(file, current.outDir);
    reply.header('Vary', 'Accept-Encoding');
    // The ETag alone revalidates (If-None-Match below); a Last-Modified would be 45 bytes of every page's headers, in
    // its first flight (bench, maxHtmlResponseBytes), that nothing here reads.
    reply.header('ETag', cached.etag);
    reply.type(cached.type);
    if (status === 200 && reply.request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    const { body, encoding } = pickEncoding(reply.request, cached);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };

  const notFound = (current: SiteSnapshot, reply: FastifyReply) => {
    const file = current.table.notFoundFile;
    if (file) return send(current, reply, file, notFoundHeaders(current.cspByFile.get(file)), 404);
    return reply.code(404).headers(notFoundHeaders(undefined)).type('text/plain').send('Not found');
  };

  app.get('/*', (request, reply) => {
    const current = site;
    const rawPath = request.url.split('?')[0];
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(rawPath);
    } catch {
      return notFound(current, reply);
    }
    const answer = answerFor(current.table, urlPath);
    switch (answer.kind) {
      case 'page':
        return send(current, reply, answer.file, pageHeaders(answer.file, current.cspByFile.get(answer.file) as string));
      case 'file':
        return send(current, reply, answer.file, fileHeaders(answer.path));
      case 'redirect':
        return reply.headers(redirectHeaders()).redirect(answer.location + request.url.slice(rawPath.length), 301);
      default:
        return notFound(current, reply);
    }
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return notFound(site, reply);
    return reply.code(404).send(apiError('Not found'));
  });
}

export default fp(staticSite, { name: 'static-site' });
