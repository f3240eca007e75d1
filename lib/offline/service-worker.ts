/**
 * The site's service worker, built into out/sw.js (scripts/service-worker.ts) and registered by the site script after
 * the page has loaded (inline-scripts/site.ts), scope `/`. Two jobs, both for families on a bad connection:
 *
 * - Pages already visited open offline. A page (and any other file of the site but the content-hashed ones and the
 *   API) is always asked of the network first, so notices, fees and dates are never served stale while the network
 *   answers; each answer is kept, and served only when the network fails. Pages
 *   the server says not to store (`no-store`: the family's application page, the staff area, answers to forms) are
 *   never kept. The content-hashed files (_next/static, _islands, media) never change under their name: they come
 *   from the cache once fetched.
 * - Forms kept on the phone (lib/forms/send-queue.ts) are sent when the connection returns: on Background Sync where
 *   the browser has it, and at the next visit (any page asked of this worker) where not; each outcome is posted to
 *   the open pages, whose form tells the family. The form's key has the school store it once, whoever sends it.
 */
import { keptSends, OUTCOME_MESSAGE, SEND_QUEUE_TAG, sendKept } from '@/lib/forms/send-queue';
import { offlinePage } from './offline-page';

/** The events of a service worker that this one uses (the DOM library the project compiles with has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string; postMessage(message: unknown): void }[]>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: unknown }) => void): void;
}

const worker = self as unknown as WorkerScope;

/** The caches of this version of the worker; a new version's activation deletes the others. */
const PAGES = 'pages-v1';
const ASSETS = 'assets-v1';
/** Files whose name changes with their content (server/core/site-policy.ts caches them a year). */
const HASHED = /^\/(?:_next\/static|_islands|media)\//;

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const kept = [PAGES, ASSETS];
      for (const name of await caches.keys()) if (!kept.includes(name)) await caches.delete(name);
      await worker.clients.claim();
      // The pages open now were loaded before this worker could keep them: kept now, they too open offline.
      const open = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      await Promise.all(open.map((client) => networkFirst(new Request(client.url)).catch(() => undefined)));
    })(),
  );
});

/** Whether an answer may be kept for offline use: a whole, same-origin answer the server lets be stored. */
function keepable(response: Response): boolean {
  return response.ok && response.type === 'basic' && !/no-store|private/.test(response.headers.get('Cache-Control') ?? '');
}

/**
 * Network first: the page or file as the server has it now, kept; the kept copy only when the network fails (a page
 * never opened here: a short page that says so).
 */
async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (keepable(response) && !response.redirected) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
    if (kept) return kept;
    if (request.mode !== 'navigate') throw error;
    return new Response(offlinePage(), { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
}

/** Cache first: a hashed file never changes, so a kept copy is the file. */
async function hashedFile(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) await cache.put(request, response.clone());
  return response;
}

/** Sends the kept forms and tells every open page of the site what became of them. */
async function sendAndTell(): Promise<void> {
  const outcomes = await sendKept();
  if (outcomes.length === 0) return;
  const pages = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of pages) for (const outcome of outcomes) client.postMessage({ type: OUTCOME_MESSAGE, outcome });
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
    // The next visit is the moment to send what waits, where the browser has no Background Sync.
    event.waitUntil(sendAndTell().catch(() => undefined));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(hashedFile(request));
  } else if (!url.pathname.startsWith('/api/')) {
    // The site's other files (the logo, the icons): fresh when the network answers, kept for offline pages.
    event.respondWith(networkFirst(request));
  }
});

worker.addEventListener('sync', (event) => {
  if (event.tag !== SEND_QUEUE_TAG) return;
  event.waitUntil(
    sendAndTell().then(async () => {
      // A rejection has the browser try the sync again later, with its own back-off.
      if ((await keptSends()).length > 0) throw new Error('forms still waiting for the connection');
    }),
  );
});

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SEND_QUEUE_TAG) event.waitUntil(sendAndTell().catch(() => undefined));
});
