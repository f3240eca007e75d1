/**
 * The framework loader (scripts/defer-framework.ts adds it to every page, before </body>). What starts the
 * framework, whichever comes first:
 * - the reader's first sign of intent (a pointer or touch going down, a key, focus, a wheel) and an early
 *   press held by the site script (START_EVENT, lib/early-press.ts, e.g. a screen reader's click that comes
 *   without pointer events): the islands arrive while the press is still going on, and the site script
 *   replays a press the islands were not ready for;
 * - soon after the load event, where an island is in the first screen (in the page's flow, so not the fixed
 *   chat launcher every page has: /gallery, /outdoor, /events): the reader is about to use it;
 * - on every other page, the browser having been idle a while after the load event (so timers such as the
 *   chat notification still start on a page that is only read).
 * Why this and not the framework at load everywhere: running the framework costs a slow phone's main thread
 * about a second (4x CPU), and a press made during that second waits for it; a page that is only read should
 * not pay that in its first seconds. Downloading costs no main-thread time, so at the first idle moment after
 * load every other page downloads the scripts and the payload at low priority (preloads and a fetch that starting
 * the framework then reuses, so a press during the download does not download twice): a first press then
 * waits only for the framework to run, not for slow 4G. Started, the framework is fetched at high priority:
 * on /gallery forty lazy photo tiles are still downloading after load, and at equal (low) priority the payload
 * queued behind them for seconds on slow 4G (bench, issue 20). Nothing of this happens before the load event,
 * so the largest paint and "0 KB of JavaScript before load" stay as they were.
 * A press the site script holds (START_EVENT, whose detail names the island's kinds) also preloads, at high
 * priority, the lazy chunks those kinds need (`data-lazy`, found at build, LAZY_MODULES in lib/early-press.ts):
 * the lightbox or the chat box then downloads beside the framework, not after it has run, and not queued behind
 * the page's lazy images as the runtime's own import() would be. The runtime finds them already loading.
 * It preloads the scripts, fetches the payload, and once the payload is queued where the runtime reads it
 * (`self.__next_f`, as the inline scripts did) queues Turbopack's chunk list (`data-chunks`, as its inline
 * `_R_` script did) and inserts the scripts, async as Next wrote them (Turbopack's runtime orders the chunks
 * itself). If the payload cannot be fetched, the next interaction tries again. Identical on every page (one
 * CSP hash): the per-page lists are in its data attributes. Kept short: it is in every page's first 14 KB.
 */
import { ISLAND_ATTRIBUTE, START_EVENT } from '@/lib/early-press';

/** The globals Next's runtime reads at start: the RSC payload and Turbopack's chunk list. */
type NextGlobals = typeof self & { __next_f?: unknown[]; TURBOPACK?: unknown[] };

const data = (document.currentScript as HTMLScriptElement).dataset;
const scripts = data.scripts!.split(' ');
const INTENT = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel', START_EVENT];
/** Lazy chunks by island kind; absent on a page whose islands need none. */
const lazy: Record<string, string[]> = JSON.parse(data.lazy || '{}');
const preloaded: Record<string, boolean> = {};
const whenIdle = (callback: () => void, timeout: number) => ('requestIdleCallback' in self ? requestIdleCallback(callback, { timeout }) : setTimeout(callback));

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

/** Preloads the lazy chunks of the kinds a held press names, at high priority, once each. */
function preloadLazy(event: Event) {
  String((event as CustomEvent).detail || '')
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

/** Whether an island is on the first screen, in the page's flow. */
function islandInView(): boolean {
  return Array.from(document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)).some((island) => {
    const box = island.getBoundingClientRect();
    return box.height > 0 && box.top < innerHeight && box.bottom > 0 && getComputedStyle(island).position !== 'fixed';
  });
}

function afterLoad() {
  whenIdle(() => {
    if (started) return;
    if (islandInView()) start();
    else {
      download(true);
      setTimeout(() => whenIdle(start, 2000), Number(data.idleMs));
    }
  }, 1000);
}

listen();
addEventListener(START_EVENT, preloadLazy);
if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad);
