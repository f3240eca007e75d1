import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cleanQuery } from '../../../lib/search/query';
import { PAGEFIND_DIR, SEARCH_PATH, searchLanguage } from '../../../lib/search/records';
import { renderSearchBody } from '../../../lib/search/render';
import { SearchEngine } from './engine';
import { pageCsp, REVALIDATE, type PolicyOptions } from '../../core/site-policy';
import { optedOut } from '../../core/requests';
import { query } from '../../core/schemas';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Told of every search the server answers (the cleaned query and how many pages it found), as the browser's
     * search reports its own to POST /api/insight/search. A no-op unless the insight plugin, registered before
     * this one, decorates it.
     */
    recordSearch: (query: string, results: number) => void;
  }
}

/** The built /search page: its file in out/, with the content the form service replaces by the results. */
const SHELL_FILE = `${SEARCH_PATH.slice(1)}.html`;
const EMPTY_BODY = renderSearchBody('', undefined);

interface LoadedSite {
  engine: SearchEngine;
  shell?: { html: string; csp: string };
}

/**
 * GET /search?q=: the search page with its results rendered on the server, for readers without JavaScript (and
 * anyone who submits the header's form). The page is the built out/search.html, so it looks like every page and
 * keeps its CSP; the results go where the build left its empty result list. Follows the live release.
 */
async function siteSearch(app: FastifyInstance, options: PolicyOptions) {
  if (!app.hasDecorator('recordSearch')) app.decorate('recordSearch', () => undefined);
  let loaded: { outDir: string; site: LoadedSite } | undefined;
  const siteFor = (outDir: string): LoadedSite => {
    if (loaded?.outDir === outDir) return loaded.site;
    const shellPath = path.join(outDir, SHELL_FILE);
    const html = fs.existsSync(shellPath) ? fs.readFileSync(shellPath, 'utf8') : undefined;
    const site: LoadedSite = {
      engine: SearchEngine.fromOutDir(outDir),
      shell: html?.includes(EMPTY_BODY) ? { html, csp: pageCsp(SEARCH_PATH, html, options) } : undefined,
    };
    loaded = { outDir, site };
    return site;
  };

  app.get<{ Querystring: { q?: string | string[]; lang?: string | string[] } }>(
    SEARCH_PATH,
    { schema: { querystring: query('q', 'lang') } },
    (request, reply) => {
      const site = siteFor(app.staticSite.current());
      if (!site.shell) return reply.callNotFound();
      const raw = Array.isArray(request.query.q) ? request.query.q[0] : request.query.q;
      const query = cleanQuery(raw);
      // The search box of a Marathi page says so (a hidden lang=mr): its reader searches the Marathi pages.
      const language = searchLanguage(request.query.lang);
      const hits = query ? site.engine.search(query, language) : undefined;
      // A reader who asked not to be counted (DNT or GPC) is answered but not counted, as the beacons are.
      if (hits && !optedOut(request.headers)) app.recordSearch(query, hits.length);
      // A page of results is not a page of the site for search engines.
      if (query) reply.header('X-Robots-Tag', 'noindex');
      return (
        reply
          .header('Content-Security-Policy', site.shell.csp)
          // Results are for one reader's query; the empty page is the static page's twin, revalidated like every page.
          .header('Cache-Control', query ? 'no-store' : REVALIDATE)
          .type('text/html; charset=utf-8')
          .send(site.shell.html.replace(EMPTY_BODY, renderSearchBody(query, hits)))
      );
    },
  );
  // The global compression would label them with a Content-Encoding they do not have, and the browser would
  // refuse them (ERR_CONTENT_DECODING_FAILED): @fastify/compress leaves a request with this header alone.
  app.addHook('onRequest', (request, _reply, done) => {
    if (PAGEFIND_BINARY.test(request.url.split('?')[0])) request.headers['x-no-compression'] = '1';
    done();
  });
}

/** Pagefind's index and WebAssembly files (out/pagefind/): gzip already, to reach the browser byte for byte. */
const PAGEFIND_BINARY = new RegExp(`^/${PAGEFIND_DIR}/(?:(?:index|fragment|filter)/)?[\\w.-]+\\.(?:pagefind|pf_meta|pf_fragment|pf_index|pf_filter)$`);

export default fp(siteSearch, { name: 'site-search', dependencies: ['static-site'] });
