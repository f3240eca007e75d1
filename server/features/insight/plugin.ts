import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { getRetention } from '../../../lib/content/retention';
import { formStartedSchema, normaliseSearch, pageViewSchema, searchSchema } from '../../../lib/insight';
import { INSIGHT_ENDPOINTS } from '../../../lib/insight-beacon';
import { InsightStore } from './store';
import { errorStatus, optedOut } from '../../core/requests';
import { apiError } from '../../core/replies';

declare module 'fastify' {
  interface FastifyInstance {
    /** The school's own counts (page views, form starts, searches), held in memory and written every few seconds. */
    insight: InsightStore;
    /**
     * Told of every search the server answers (the search page's no-JavaScript fallback; the browser's search
     * sends POST /api/insight/search): counts the normalised query and whether it found nothing. The same
     * signature as site-search's declaration (issue 24, part 1), so the two merge.
     */
    recordSearch: (query: string, results: number) => void;
  }
}

export interface InsightOptions {
  siteUrl: string;
  /** Page-view, search and form-start beacons per IP per minute (INSIGHT_RATE_LIMIT); 0 turns the limit off. */
  insightRateLimit: number;
  /** How often the counts are written (default INSIGHT_FLUSH_MS); tests use a shorter time. */
  flushMs?: number;
}

/** Counts held in memory at most this long: a crash loses at most these seconds of views, a clean stop none. */
export const INSIGHT_FLUSH_MS = 5000;
/** A beacon is a few hundred bytes. */
const BODY_LIMIT = 2048;
/** Where a path the site does not have is counted (the 404 page), so made-up paths add no rows. */
export const NOT_FOUND_PATH = '/404';

/** A beacon's body: JSON, sent by sendBeacon as text/plain (a simple request, no preflight) or as application/json. */
function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> | undefined {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

function hostOf(url: string): string {
  return new URL(url).host.toLowerCase();
}

/**
 * The school's own page views, privacy first (issue 24): beacons from the inline site script and the search
 * page under /api/insight, counted by day only (server/features/insight/store.ts). No cookie is read or set, and neither
 * the address nor the user agent is looked at beyond the rate limit's in-memory window.
 */
async function insight(app: FastifyInstance, options: InsightOptions) {
  const config = options;
  const store = new InsightStore(app.db, { timeZone: getRetention().timeZone, flushMs: options.flushMs ?? INSIGHT_FLUSH_MS, log: app.log });
  const siteHost = hostOf(config.siteUrl);
  app.decorate('insight', store);
  app.decorate('recordSearch', (query: string, results: number) => {
    store.search(normaliseSearch(String(query)), Number.isFinite(results) ? Math.max(0, Math.trunc(results)) : 0);
  });
  app.addHook('onReady', async () => store.start());
  // Before the database closes (onClose hooks of the root run in reverse order of registration: this one first).
  app.addHook('onClose', async () => store.stop());

  await app.register(
    async (scope) => {
      await scope.register(rateLimit, { global: false });
      const limit = config.insightRateLimit > 0 ? { max: config.insightRateLimit, timeWindow: 60_000, groupId: 'insight' } : false;
      const route = { bodyLimit: BODY_LIMIT, config: { rateLimit: limit, ownBody: 'beacon' as const } };

      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const status = errorStatus(error, request, 'insight beacon failed');
        return reply.code(status).send(apiError(status === 429 ? 'Too many requests.' : status >= 500 ? 'Not counted.' : 'Bad request.'));
      });
      const bad = apiError('Bad request.');

      scope.post(INSIGHT_ENDPOINTS.view.replace('/insight', ''), route, async (request, reply) => {
        const view = parse(pageViewSchema, request.body);
        if (!view) return reply.code(400).send(bad);
        if (optedOut(request.headers)) return reply.code(204).send();
        let path: string;
        try {
          path = decodeURIComponent(view.path);
        } catch {
          return reply.code(400).send(bad);
        }
        const known = app.staticSite.isPage(path);
        // A visit from one of our own pages is no entry; its referrer is not kept (it is us).
        const internal = view.referrer !== '' && (view.referrer === siteHost || view.referrer === request.host.toLowerCase());
        store.view({
          path: known ? path : NOT_FOUND_PATH,
          query: known ? view.query : '',
          referrer: internal ? '' : view.referrer,
          entry: !internal,
          device: view.device,
        });
        return reply.code(204).send();
      });

      scope.post(INSIGHT_ENDPOINTS.started.replace('/insight', ''), route, async (request, reply) => {
        const started = parse(formStartedSchema, request.body);
        if (!started) return reply.code(400).send(bad);
        if (!optedOut(request.headers)) store.started(started.form);
        return reply.code(204).send();
      });

      scope.post(INSIGHT_ENDPOINTS.search.replace('/insight', ''), route, async (request, reply) => {
        const search = parse(searchSchema, request.body);
        if (!search) return reply.code(400).send(bad);
        if (!optedOut(request.headers)) app.recordSearch(search.q, search.results);
        return reply.code(204).send();
      });
    },
    { prefix: '/api/insight' },
  );
}

export default fp(insight, { name: 'insight', dependencies: ['static-site', 'database'] });
