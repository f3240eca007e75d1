/**
 * The framework loader (scripts/defer-framework.ts adds it to every page, before </body>). What starts the
 * framework, whichever comes first:
 * - the reader's first sign of intent (a pointer or touch going down, a key, focus, a wheel) and an early
 *   press held by the site script (START_EVENT, lib/early-press.ts, e.g. a screen reader's click that comes
 *   without pointer events): the islands arrive while the press is still going on, and the site script
 *   replays a press the islands were not ready for;
 * - right after the load event, where an island is in the first screen (in the page's flow, so not the fixed chat
 *   launcher every page has: /gallery on a phone, /outdoor and /events on a wide screen): the reader is about
 *   to use it;
 * - on every other page, the browser having been idle a while after the load event (so timers such as the
 *   chat notification still start on a page that is only read).
 * Why this and not the framework at load everywhere: running the framework costs a slow phone's main thread
 * about a second (4x CPU), and a press made during that second waits for it; a page that is only read should
 * not pay that in its first seconds. Downloading costs no main-thread time, so at the first idle moment after
 * load every other page downloads the scripts and the payload (preloads and a fetch that starting the
 * framework then reuses, so a press during the download does not download twice): a first press then waits
 * only for the framework to run, not for slow 4G. That download is at low priority where the only island is the
 * chat launcher, and ahead of the lazy photos where an island is further down the page. Started, the framework is fetched at high priority:
 * on /gallery forty lazy photo tiles are still downloading after load, and at equal (low) priority the payload
 * queued behind them for seconds on slow 4G (bench, issue 20). Nothing of this happens before the load event,
 * so the largest paint and "0 KB of JavaScript before load" stay as they were.
 * A press on an island (a pointer going down on it, or a press the site script holds: START_EVENT, whose detail
 * names the island's kinds) also preloads, at high priority, the lazy chunks its kinds need (`data-lazy`, found
 * at build, LAZY_MODULES in lib/early-press.ts), whether or not the framework has arrived: the lightbox or the
 * chat box then downloads beside the framework, not after it has run, and not queued behind the page's lazy
 * images as the runtime's own import() would be. The runtime finds them already loading.
 * It preloads the scripts, fetches the payload, and once the payload is queued where the runtime reads it
 * (`self.__next_f`, as the inline scripts did) queues Turbopack's chunk list (`data-chunks`, as its inline
 * `_R_` script did) and inserts the scripts, async as Next wrote them (Turbopack's runtime orders the chunks
 * itself). If the payload cannot be fetched, the next interaction tries again. Identical on every page (one
 * CSP hash): the per-page lists are in its data attributes. Kept short: it is in every page's first 14 KB.
 */
import { ISLAND_ATTRIBUTE, START_EVENT } from '@/lib/early-press';
import { whenIdle } from './when-idle';

/** The globals Next's runtime reads at start: the RSC payload and Turbopack's chunk list. */
type NextGlobals = typeof self & { __next_f?: unknown[]; TURBOPACK?: unknown[] };

const data = (document.currentScript as HTMLScriptElement).dataset;
const scripts = data.scripts!.split(' ');
const INTENT = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel', START_EVENT];
/** Lazy chunks by island kind; absent on a page whose islands need none. */
const lazy: Record<string, string[]> = JSON.parse(data.lazy || '{}');
const preloaded: Record<string, boolean> = {};

let started = false;
let payload: Promise<Response> | undefined;

function append(name: 'link' | 'script', properties: Partial<HTMLLinkElement & HTMLScriptElement>, parent: HTMLElement) {
  parent.appendChild(Object.assign(document.createElement(name), properties));
}

/** Preloads the scripts and fetches the payload (once), at low priority before the framework is wanted. */
function download(low?: boolean) {
  const priority = low ? 'low' : 'high';
  scripts.forEach((src) => append('link', { rel: 'preload', as: 'script', href: src, fetchPriority: priority }, document.head));
  payload = payload || fetch(data.payload!, { priority });
  payload.catch(() => {});
}

/** Preloads the lazy chunks of the island kinds named (an ISLAND_ATTRIBUTE value), at high priority, once each. */
function preloadLazy(kinds: string | null) {
  String(kinds || '')
    .split(' ')
    .forEach((kind) =>
      (lazy[kind] || []).forEach((href) => {
        if (preloaded[href]) return;
        preloaded[href] = true;
        append('link', { rel: 'preload', as: /\.css$/.test(href) ? 'style' : 'script', href, fetchPriority: 'high' }, document.head);
      }),
    );
}

function start() {
  if (started) return;
  started = true;
  INTENT.forEach((name) => removeEventListener(name, start, true));
  download();
  payload!
    .then((response) => {
      if (!response.ok) throw response.status;
      return response.text();
    })
    .then((text) => {
      const globals = self as NextGlobals;
      const queue = (globals.__next_f = globals.__next_f || []);
      queue.push([0]);
      queue.push([1, text]);
      (globals.TURBOPACK = globals.TURBOPACK || []).push(JSON.parse(data.chunks!));
      scripts.forEach((src) => append('script', { async: true, src }, document.body));
    })
    .catch(() => {
      started = false;
      payload = undefined;
      listen();
    });
}

function listen() {
  INTENT.forEach((name) => addEventListener(name, start, { capture: true, passive: true }));
}

/** The islands in the page's flow: not the fixed chat launcher every page has. */
const flowIslands = () =>
  Array.from(document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)).filter(
    (island) => island.getBoundingClientRect().height > 0 && getComputedStyle(island).position !== 'fixed',
  );

function afterLoad() {
  const islands = flowIslands();
  // An island on the first screen: start in the task after the load event (so nothing is asked for while it is
  // still being dispatched), not when idle: /gallery's lazy tiles are requested right after it and would take
  // every connection first, each held for a round trip on slow 4G.
  if (islands.some((island) => island.getBoundingClientRect().top < innerHeight && island.getBoundingClientRect().bottom > 0)) {
    setTimeout(start);
    return;
  }
  whenIdle(() => {
    if (started) return;
    // An island further down (/outdoor, /events on a phone): the reader scrolls to it to use it, so its framework
    // downloads ahead of the lazy photos below the first screen rather than queued behind them (bench, issue 20).
    download(islands.length === 0);
    setTimeout(() => whenIdle(start, 2000), Number(data.idleMs));
  }, 1000);
}

listen();
addEventListener(START_EVENT, (event) => preloadLazy((event as CustomEvent).detail));
addEventListener(
  'pointerdown',
  (event) => {
    const island = event.target instanceof Element && event.target.closest(`[${ISLAND_ATTRIBUTE}]`);
    if (island) preloadLazy(island.getAttribute(ISLAND_ATTRIBUTE));
  },
  { capture: true, passive: true },
);
if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad);
