/**
 * The islands' boot script: the build (scripts/islands/page-transform.ts) adds it before `</body>` of every page with
 * an island, with the page's chunks in `data-modules` (JSON: each island's name to its chunk and the chunks it
 * imports, React's among them). Identical on every page (one CSP hash). Kept small: it is in every page.
 *
 * - Wakes each island root (lib/islands/contract.ts) at its moment: on the reader's first sign of using it
 *   (`interaction`: a pointer over it or going down on it, a touch, focus or a key inside it), when it comes onto
 *   the screen (`visible`, then at the next idle moment), or when the browser is idle after load (`idle`, and
 *   `data-wake-after` for an interaction island that must also wake by itself). Waking preloads the island's
 *   chunks as modules (all at once: no waterfall of imports on slow 4G) and imports its entry, which hydrates the
 *   root alone (lib/islands/runtime.tsx). A failed download is tried again on the next interaction.
 * - Gives a press made before its island is ready its result. The island's early handler (EARLY_HANDLERS, next to
 *   each island) shows the result at once from the HTML (the chat box opens, the tapped photo is shown large, the
 *   day is chosen) and the island adopts it when it wakes; without one, a press on a control marked `data-replay`
 *   is held, shown pressed and busy, and done again on the same control once its root is enhanced. A press
 *   elsewhere, Escape, or another early press drops the held one; after EARLY_PRESS_MAX_WAIT_MS the hold is
 *   released and that island's controls keep their native meaning from then on.
 * - WAKE_ALL_EVENT on the window wakes every island at once (the browser tests use it).
 */
import { chatWidgetEarly } from '@/components/chat-widget/chat-widget.early';
import { eventsCalendarEarly } from '@/components/events-calendar/events-calendar.early';
import { photoGridEarly } from '@/components/photo-grid/photo-grid.early';
import {
  EARLY_PRESS_ATTRIBUTE,
  EARLY_PRESS_MAX_WAIT_MS,
  ENHANCED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  NATIVE_ATTRIBUTE,
  REPLAY_ATTRIBUTE,
  WAKE_AFTER_ATTRIBUTE,
  WAKE_ALL_EVENT,
  WAKE_ATTRIBUTE,
  WOKEN_ATTRIBUTE,
} from '@/lib/islands/contract';
import type { EarlyHandler } from '@/lib/islands/early';
import { whenIdle } from './when-idle';

/** Islands whose press can show its result before the island has arrived, by island name. */
const EARLY_HANDLERS: Record<string, EarlyHandler> = {
  'chat-widget': chatWidgetEarly,
  'photo-grid': photoGridEarly,
  'events-calendar': eventsCalendarEarly,
};

interface IslandChunk {
  island: unknown;
  hydrateIsland(root: Element, island: unknown): void;
}

const doc = document;
const modules: Record<string, string[]> = JSON.parse((doc.currentScript as HTMLScriptElement).dataset.modules || '{}');
const roots = () => Array.from(doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`));
const preloaded: Record<string, boolean> = {};
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'];

const nameOf = (root: Element) => root.getAttribute(ISLAND_ATTRIBUTE)!;
const rootOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null);
const waiting = (root: Element | null): root is HTMLElement => !!root && !root.hasAttribute(ENHANCED_ATTRIBUTE) && !root.hasAttribute(NATIVE_ATTRIBUTE);

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

function afterLoad() {
  roots().forEach((root) => {
    const moment = root.getAttribute(WAKE_ATTRIBUTE);
    const after = root.getAttribute(WAKE_AFTER_ATTRIBUTE);
    const box = boxOf(root);
    if (moment === 'idle') whenIdle(() => wake(root), 2000);
    else if (moment === 'visible') {
      if (visible && box) visible.observe(box);
      else wake(root);
    } else if (after) setTimeout(() => whenIdle(() => wake(root), 2000), Number(after));
  });
}
if (doc.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad);

/** A press held until its island is enhanced: the control pressed and its root. */
interface HeldPress {
  control: Element;
  observer: MutationObserver;
  timer: ReturnType<typeof setTimeout>;
}
let held: HeldPress | null = null;

function drop() {
  if (!held) return;
  held.control.removeAttribute(EARLY_PRESS_ATTRIBUTE);
  held.control.removeAttribute('aria-busy');
  held.observer.disconnect();
  clearTimeout(held.timer);
  held = null;
}

function hold(control: Element, root: HTMLElement) {
  drop();
  const key = control.getAttribute(REPLAY_ATTRIBUTE)!;
  control.setAttribute(EARLY_PRESS_ATTRIBUTE, '');
  control.setAttribute('aria-busy', 'true');
  const press: HeldPress = {
    control,
    observer: new MutationObserver(() => {
      if (held !== press || !root.hasAttribute(ENHANCED_ATTRIBUTE)) return;
      drop();
      // The island may have redrawn the control: the same key finds it.
      const again = control.isConnected ? control : root.querySelector(`[${REPLAY_ATTRIBUTE}="${CSS.escape(key)}"]`);
      if (again) (again as HTMLElement).click();
    }),
    timer: setTimeout(() => {
      drop();
      root.setAttribute(NATIVE_ATTRIBUTE, '');
    }, EARLY_PRESS_MAX_WAIT_MS),
  };
  held = press;
  press.observer.observe(root, { attributeFilter: [ENHANCED_ATTRIBUTE] });
}

function early(event: Event) {
  const root = rootOf(event.target);
  const mouse = event as MouseEvent;
  if (!waiting(root) || mouse.button || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
  const handler = EARLY_HANDLERS[nameOf(root)];
  const control = event.type === 'click' && (event.target as Element).closest(`[${REPLAY_ATTRIBUTE}]`);
  if (handler && handler(event, root)) drop();
  else if (control && root.contains(control)) hold(control, root);
  else return;
  event.preventDefault();
  wake(root, true);
}
doc.addEventListener('click', early, true);
doc.addEventListener('submit', early, true);

doc.addEventListener(
  'pointerdown',
  (event) => {
    if (held && !held.control.contains(event.target as Node)) drop();
  },
  true,
);
doc.addEventListener('keydown', (event) => {
  if (held && !(held.control.contains(event.target as Node) && (event.key === 'Enter' || event.key === ' '))) drop();
});
