/**
 * Runs after `next build` (npm's postbuild): the steps that finish out/, in the order they depend on each other.
 * 1. trim-preloads: drops preloads of CSS a page never applies; font-preload: the Devanagari font's preload on the
 *    Marathi pages (only there);
 * 2. islands/build: the chunks of the islands the pages use (out/_islands), and their renderer for Node;
 * 3. islands/page-transform: Next's runtime and inline payload out of every page, the islands' boot script and the
 *    speculation rules in, each island root checked against its own render; then Next's unused scripts and payload
 *    files out of out/ (when no page keeps the runtime);
 * 4. search-index: the Pagefind index and the search script of each language, from the pages as transformed;
 *    service-worker: out/sw.js, the service worker that keeps visited pages and forms sent offline;
 * 5. compress: .br and .gz copies of every text file, after the last step that changes a file's bytes;
 * 6. write-host-config: _headers and _nginx.conf, whose CSP hashes each page's final inline scripts;
 * 7. a check that each page's CSP allows every inline script the HTML parser finds in it (lib/csp-check.ts).
 * Usage: `tsx scripts/postbuild.ts [out]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/core/config';
import { compressDir } from './compress';
import { checkInlineScriptHashes } from './lib/csp-check';
import { buildIslandChunks, islandRenderer } from './islands/build';
import { islandsInDir, pruneFrameworkFiles, transformPagesInDir } from './islands/page-transform';
import { PAGEFIND_DIR } from '../lib/search/records';
import { writeSearchIndex } from './search-index';
import { SERVICE_WORKER_FILE, writeServiceWorker } from './service-worker';
import { preloadFontInDir } from './font-preload';
import { trimPreloadsInDir } from './trim-preloads';
import { writeHostConfig } from './write-host-config';

/** Cloudflare Pages reads at most this many rules from _headers (Netlify has no such limit). */
const CLOUDFLARE_HEADER_RULES = 100;

async function main() {
  // The same settings the server reads (SITE_URL, NEXT_PUBLIC_GA_ID, NEXT_PUBLIC_API_BASE), from .env too.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // Where `next build` writes (out/), not OUT_DIR: the server may serve a copy from elsewhere.
  const root = path.resolve(process.argv[2] ?? 'out');

  const trimmed = trimPreloadsInDir(root);
  console.log(`Removed preloads of unused CSS and preconnects to the own origin from ${trimmed.changed} of ${trimmed.pages} pages in ${root}`);
  const font = preloadFontInDir(root);
  if (!font.href) throw new Error('font-preload: no built CSS names the Devanagari font (components/devanagari-font)');
  console.log(`Devanagari font preloaded on the ${font.pages} Marathi pages: ${font.href}`);

  const names = islandsInDir(root);
  const chunks = await buildIslandChunks({ outDir: root, names });
  const render = await islandRenderer({ outDir: root, names });
  const chunkBytes = Object.values(chunks.bytes).reduce((sum, bytes) => sum + bytes, 0);
  console.log(
    `Islands: ${names.join(', ')}: ${Object.keys(chunks.bytes).length} chunks, ${Math.round(chunkBytes / 1024)} KB in ${path.join(root, '_islands')}`,
  );
  const pages = transformPagesInDir(root, { modules: chunks.modules, bootUrl: chunks.bootUrl, early: chunks.early, render });
  console.log(
    `Pages as HTML plus islands: ${pages.changed} of ${pages.pages} pages in ${root} (Next's runtime and ${Math.round(pages.inlinePayloadBytes / 1024)} KB of inline RSC payload removed` +
      `${pages.eager.length > 0 ? `; kept on ${pages.eager.join(', ')}` : ''}; every island root matches its own render)`,
  );
  if (pages.eager.length === 0) console.log(`Removed ${pruneFrameworkFiles(root).length} files of Next's runtime and payload no page uses`);

  const search = await writeSearchIndex(root, { apiBase: config.apiBase });
  console.log(`Search: ${search.records} pages indexed (${search.languages.join(', ')}) in ${path.join(root, PAGEFIND_DIR)}`);

  const worker = writeServiceWorker(root);
  console.log(`Service worker: ${path.join(root, SERVICE_WORKER_FILE)} (${(worker.bytes / 1024).toFixed(1)} KB)`);

  const started = Date.now();
  const compressed = compressDir(root, path.join(process.cwd(), '.cache', 'compress'));
  console.log(
    `Compressed ${compressed.files} files in ${root} (${compressed.compressed} new, the rest from .cache/compress): ` +
      `${(compressed.bytesIn / 1024).toFixed(0)} KB -> ${(compressed.bytesOut / 1024).toFixed(0)} KB brotli (${Date.now() - started} ms)`,
  );

  const host = writeHostConfig(root, { siteUrl: config.siteUrl, gaId: config.gaId, apiBase: config.apiBase });
  console.log(`Host config: ${host.pages} pages; ${path.join(root, '_headers')} (${host.headersRules} rules) and ${path.join(root, '_nginx.conf')}`);
  if (host.headersRules > CLOUDFLARE_HEADER_RULES) {
    console.warn(`Warning: _headers has ${host.headersRules} rules; Cloudflare Pages reads only ${CLOUDFLARE_HEADER_RULES} (see DEPLOY.md).`);
  }

  const csp = checkInlineScriptHashes(root, { siteUrl: config.siteUrl, gaId: config.gaId, apiBase: config.apiBase });
  if (csp.refused.length > 0) throw new Error(`Inline scripts the page CSP would refuse:\n${csp.refused.join('\n')}`);
  console.log(`CSP: every inline script of ${csp.pages} pages is allowed by its hash`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
