import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerFor, buildSiteTable, listOutFiles, fileHeaders, notFoundHeaders, pageCsp, pageHeaders, redirectHeaders, type PolicyOptions } from '../site-policy';

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

/**
 * Serves the exported site as server/site-policy.ts decides (clean URLs, 301s, the 404 page, per-page CSP,
 * cache rules), from memory with precompressed twins where it can.
 */
async function staticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const { outDir } = options;
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`No built site in ${outDir}: run \`npm run build\` first.`);
  }
  const files = listOutFiles(outDir, options.privateDirs);
  const table = buildSiteTable(files);
  const cspByFile = new Map<string, string>();
  const htmlFiles = [...table.pages].concat(table.notFoundFile ? [['/404', table.notFoundFile]] : []);
  for (const [cleanPath, file] of htmlFiles) cspByFile.set(file, pageCsp(cleanPath, fs.readFileSync(path.join(outDir, file), 'utf8'), options));

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

  const send = (reply: FastifyReply, file: string, headers: Record<string, string>, status = 200) => {
    reply.code(status);
    reply.headers(headers);
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
    const file = table.notFoundFile;
    if (file) return send(reply, file, notFoundHeaders(cspByFile.get(file)), 404);
    return reply.code(404).headers(notFoundHeaders(undefined)).type('text/plain').send('Not found');
  };

  app.get('/*', (request, reply) => {
    const rawPath = request.url.split('?')[0];
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(rawPath);
    } catch {
      return notFound(reply);
    }
    const answer = answerFor(table, urlPath);
    switch (answer.kind) {
      case 'page':
        return send(reply, answer.file, pageHeaders(answer.file, cspByFile.get(answer.file) as string));
      case 'file':
        return send(reply, answer.file, fileHeaders(answer.path));
      case 'redirect':
        return reply.headers(redirectHeaders()).redirect(answer.location + request.url.slice(rawPath.length), 301);
      default:
        return notFound(reply);
    }
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return notFound(reply);
    return reply.code(404).send({ success: false, error: 'Not found' });
  });
}

export default fp(staticSite, { name: 'static-site' });
