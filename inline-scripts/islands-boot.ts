/**
 * The islands' boot script: the build writes it as one content-hashed file (scripts/islands/build.ts); every page with
 * an island names it, with the page's chunks (each island's name to its chunk and the chunks it imports, React's among
 * them), in `<script type="application/json" id="islands-boot">` (scripts/islands/page-transform.ts), and the site
 * script loads it (./boot-loader.ts). The same file on every page, cached for a year; kept small (3 KB gzip with its
 * loader): every page with an island loads it.
 *
 * - Wakes each island root (lib/islands/contract.ts) at its moment: on the reader's first sign of using it
 *   (`interaction`: a pointer over it or going down on it, a touch, focus or a key inside it), when it comes onto
 *   the screen once the reader has started using the page, or at once when its built HTML is out of date (`visible`,
 *   then at the next idle moment), or when the browser is idle after load (`idle`, and
 *   `data-wake-after` for an interaction island that must also wake by itself, `data-wake-if-stored` for one with
 *   something kept on this phone to show). Waking preloads the island's
 *   chunks as modules (all at once: no waterfall of imports on slow 4G) and imports its entry, which hydrates the
 *   root alone (lib/islands/runtime.tsx). A failed download is tried again on the next interaction.
 * - Gives a press made before its island is ready its result: the island's early handler (EARLY_HANDLERS, next to
 *   each island) shows it at once from the HTML (the chat box opens, the tapped photo is shown large, the day is
 *   chosen) and the island adopts it when it wakes. An island without one keeps its controls' native meaning until
 *   it is ready (a form posts natively): give an island an early handler when that meaning would lose the press. A
 *   big handler is a script of its own (the photo grid's: inline-scripts/photo-grid-early.ts), loaded by this one on
 *   the pages with its island; a press on the island before it has arrived is kept and done when it has.
 * - WAKE_ALL_EVENT on the window wakes every island at once (the browser tests use it).
 * - Marks its tag ready (BOOT_READY_ATTRIBUTE) and does again the press the site script kept while it was on its way
 *   (inline-scripts/site.ts).
 */
import { analyticsChoiceEarly } from '@/components/analytics/analytics-choice.early';
import { chatWidgetEarly } from '@/components/chat-widget/chat-widget.early';
import { eventsCalendarEarly } from '@/components/events-calendar/events-calendar.early';
import {
  BOOT_ID,
  BOOT_READY_ATTRIBUTE,
  CURRENT_UNTIL_ATTRIBUTE,
  EARLY_HANDLER_GLOBAL,
  EARLY_PRESS_ATTRIBUTE,
  ENHANCED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  WAKE_AFTER_ATTRIBUTE,
  WAKE_ALL_EVENT,
  WAKE_ATTRIBUTE,
  WAKE_IF_STORED_ATTRIBUTE,
  WOKEN_ATTRIBUTE,
} from '@/lib/islands/contract';
import { keepPress, type EarlyHandler } from '@/lib/islands/early';
import { todayIso } from '@/lib/calendar-month';
import { whenIdle } from './when-idle';

/** Islands whose press can show its result before the island has arrived, by island name. */
const EARLY_HANDLERS: Record<string, EarlyHandler> = {
  'chat-widget': chatWidgetEarly,
  'events-calendar': eventsCalendarEarly,
  'page-view-tracker': analyticsChoiceEarly,
};

interface IslandChunk {
  island: unknown;
  hydrateIsland(root: Element, island: unknown): void;
}

const doc = document;
const config = doc.getElementById(BOOT_ID)!;
const settings: { modules?: Record<string, string[]>; early?: Record<string, string> } = JSON.parse(config.textContent || '{}');
const modules = settings.modules || {};
const roots = () => Array.from(doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`));
const preloaded: Record<string, boolean> = {};
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'];

const nameOf = (root: Element) => root.getAttribute(ISLAND_ATTRIBUTE)!;
const rootOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null);

function wake(root: HTMLElement, urgent?: boolean) {
  const files = modules[nameOf(root)];
  if (root.hasAttribute(WOKEN_ATTRIBUTE) || !files) return;
  root.setAttribute(WOKEN_ATTRIBUTE, '');
  files.forEach((href) => {
    if (preloaded[href]) return;
    preloaded[href] = true;
    doc.head.appendChild(Object.assign(doc.createElement('link'), { rel: 'modulepreload', href, fetchPriority: urgent ? 'high' : 'low' }));
  });
  (import(files[0]) as Promise<IslandChunk>).then(
    (chunk) => chunk.hydrateIsland(root, chunk.island),
    () => {
      root.removeAttribute(WOKEN_ATTRIBUTE);
      files.forEach((href) => (preloaded[href] = false));
    },
  );
}

INTENT.forEach((type) =>
  doc.addEventListener(
    type,
    (event) => {
      const root = rootOf(event.target);
      if (root) loadEarly(nameOf(root));
      if (root && root.getAttribute(WAKE_ATTRIBUTE) === 'interaction') wake(root, type !== 'pointerover');
    },
    { capture: true, passive: true },
  ),
);
addEventListener(WAKE_ALL_EVENT, () => roots().forEach((root) => wake(root, true)));

/** The element whose box shows a root (display: contents) or a slot inside it. */
function boxOf(element: Element | null): Element | null {
  while (element && getComputedStyle(element).display === 'contents') element = element.firstElementChild;
  return element;
}

const visible =
  window.IntersectionObserver &&
  new IntersectionObserver(
    (entries) =>
      entries.forEach((entry) => {
        const root = rootOf(entry.target);
        if (!entry.isIntersecting || !root) return;
        visible.unobserve(entry.target);
        whenIdle(() => wake(root), 2000);
      }),
    // On the screen itself: an island below the first screen costs nothing until the reader scrolls to it.
    { rootMargin: '0px' },
  );

/** Whether one of these localStorage keys is set (storage refused counts as none). */
const stored = (keys: string | null) =>
  !!keys &&
  keys.split(' ').some((key) => {
    try {
      return localStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  });

/** The reader's first sign of using the page: until then, an island whose HTML is current costs nothing. */
const USE = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'];
function onFirstUse(then: () => void) {
  const once = () => {
    USE.forEach((type) => removeEventListener(type, once, true));
    then();
  };
  USE.forEach((type) => addEventListener(type, once, { capture: true, passive: true }));
}

function afterLoad() {
  roots().forEach((root) => {
    const moment = root.getAttribute(WAKE_ATTRIBUTE);
    const after = root.getAttribute(WAKE_AFTER_ATTRIBUTE);
    const box = boxOf(root);
    if (moment === 'idle' || stored(root.getAttribute(WAKE_IF_STORED_ATTRIBUTE))) whenIdle(() => wake(root), 2000);
    else if (moment === 'visible') {
      const currentUntil = root.getAttribute(CURRENT_UNTIL_ATTRIBUTE);
      if (!visible || !box) wake(root);
      else if (currentUntil && todayIso() > currentUntil) visible.observe(box);
      else onFirstUse(() => visible.observe(box));
    } else if (after) setTimeout(() => whenIdle(() => wake(root), 2000), Number(after));
  });
}
if (doc.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad);

/** Does again, as if it came this moment, the press kept on a control that matches `selector`, if there is one. */
function pressAgain(selector: string) {
  const kept = doc.querySelector<HTMLElement>(selector);
  if (!kept) return;
  kept.removeAttribute(EARLY_PRESS_ATTRIBUTE);
  kept.click();
}

// Early handlers that are scripts of their own (the photo grid's: settings.early, on the pages that have the island)
// load at the first sign of use of their island, like the island itself, and hand themselves over through
// EARLY_HANDLER_GLOBAL; a press on their island waits for them.
const earlyScripts = settings.early || {};
/** Each such script's state, by island name: 1 asked for, 2 arrived (or failed: presses keep their native meaning). */
const earlyState: Record<string, number> = {};
(self as unknown as Record<string, (name: string, handler: EarlyHandler) => void>)[EARLY_HANDLER_GLOBAL] = (name, handler) => (EARLY_HANDLERS[name] = handler);
function loadEarly(name: string) {
  if (!earlyScripts[name] || earlyState[name]) return;
  earlyState[name] = 1;
  const arrived = () => {
    earlyState[name] = 2;
    pressAgain(`[${ISLAND_ATTRIBUTE}="${name}"] [${EARLY_PRESS_ATTRIBUTE}]`);
  };
  doc.head.appendChild(Object.assign(doc.createElement('script'), { src: earlyScripts[name], onload: arrived, onerror: arrived }));
}

function early(event: Event) {
  const root = rootOf(event.target);
  const mouse = event as MouseEvent;
  if (!root || root.hasAttribute(ENHANCED_ATTRIBUTE) || mouse.button || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
  const name = nameOf(root);
  const handler = EARLY_HANDLERS[name];
  if (!handler) {
    // Its handler is on its way: the press is kept for it, as the site script keeps one for this script.
    const control =
      event.type === 'click' && earlyScripts[name] && earlyState[name] !== 2 && (event.target as Element).closest('a[href], button[type="button"]');
    if (!control) return;
    event.preventDefault();
    keepPress(control);
    loadEarly(name);
  } else if (handler(event, root)) event.preventDefault();
  else return;
  wake(root, true);
}
doc.addEventListener('click', early, true);
doc.addEventListener('submit', early, true);

// Ready: a press the site script kept while this script was on its way is done now, as if it came this moment.
config.setAttribute(BOOT_READY_ATTRIBUTE, '');
pressAgain(`[${ISLAND_ATTRIBUTE}] [${EARLY_PRESS_ATTRIBUTE}]`);
