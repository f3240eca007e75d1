/**
 * The layout's one inline script (components/site-script): the few behaviours every page needs that HTML and CSS
 * cannot give alone, working from the first paint, long before the framework arrives (the framework loader starts
 * it on the reader's first interaction or when the browser is idle). It only listens on the document and changes
 * attributes, never text or structure, so the framework's hydration later finds the HTML as it was built.
 *
 * - Navigation (components/main-nav): a press outside the navigation closes its open dropdown and menu;
 *   Escape closes the innermost one and returns focus to its toggle; tabbing out of a dropdown closes it;
 *   ArrowDown on a dropdown's toggle opens it at its first link; the arrow keys, Home and End move between
 *   its links. Without JavaScript the dropdowns still open and close natively, one at a time.
 * - Go to top (components/go-to-top): where the browser has no scroll-driven animations, marks the page as
 *   scrolled past the threshold so the CSS can show the button.
 * - Videos marked `data-play-visible="<share>"` play muted while that share of them is on screen and pause
 *   otherwise (not for readers who prefer reduced motion); without JavaScript they keep their controls.
 * - A press on an island's control before its island is ready (the chat launcher, a photo tile, a calendar
 *   day) is held and done again once the island is, exactly once (the contract is in lib/early-press.ts):
 *   the press a slow phone makes before the framework has arrived opens the chat box or the lightbox, as the
 *   same press a second later does, instead of the link's no-JavaScript fallback.
 * - Page views for the school's own insight, and the admission form's first input (./site-insight.ts).
 */
import { GO_TO_TOP_THRESHOLD } from '@/components/go-to-top/go-to-top-threshold';
import {
  EARLY_PRESS_ATTRIBUTE,
  EARLY_PRESS_MAX_WAIT_MS,
  ENHANCED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  NATIVE_ATTRIBUTE,
  REPLAY_ATTRIBUTE,
  START_EVENT,
} from '@/lib/early-press';
import { countPageViews } from './site-insight';

const doc = document;
/** The API base the beacons go to, from the script's own tag (components/site-script). */
const apiBase = doc.currentScript && doc.currentScript.getAttribute('data-api-base');

/** The element of an event's target matching `selector`, if the target is an element (not the document). */
const closest = (target: EventTarget | null, selector: string): Element | null => (target instanceof Element ? target.closest(selector) : null);

/** A press held until its island is enhanced: the control pressed, waiting for its root, until the timer. */
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

doc.addEventListener(
  'click',
  (event) => {
    let control = closest(event.target, `[${REPLAY_ATTRIBUTE}]`);
    const root = control && control.closest(`[${ISLAND_ATTRIBUTE}]`);
    if (!control || !root || root.hasAttribute(ENHANCED_ATTRIBUTE) || root.hasAttribute(NATIVE_ATTRIBUTE)) return;
    if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    drop();
    const key = control.getAttribute(REPLAY_ATTRIBUTE)!;
    control.setAttribute(EARLY_PRESS_ATTRIBUTE, '');
    control.setAttribute('aria-busy', 'true');
    const press: HeldPress = {
      control,
      observer: new MutationObserver(() => {
        if (held !== press || !root.hasAttribute(ENHANCED_ATTRIBUTE)) return;
        drop();
        // The island may have redrawn the control (the chat launcher's link becomes a button): the same key finds it.
        if (control && !control.isConnected) control = root.querySelector(`[${REPLAY_ATTRIBUTE}="${CSS.escape(key)}"]`);
        if (control) (control as HTMLElement).click();
      }),
      timer: setTimeout(() => {
        drop();
        root.setAttribute(NATIVE_ATTRIBUTE, '');
      }, EARLY_PRESS_MAX_WAIT_MS),
    };
    held = press;
    press.observer.observe(root, { attributeFilter: [ENHANCED_ATTRIBUTE] });
    // The island's kinds tell the loader which of its lazy modules to fetch beside the framework.
    dispatchEvent(new CustomEvent(START_EVENT, { detail: root.getAttribute(ISLAND_ATTRIBUTE) }));
  },
  true,
);

/** Whether the pointer is down inside the navigation (a press there moves focus without leaving it). */
let pointerInNav = false;
const nav = (target: EventTarget | null) => closest(target, '[data-site-nav]');
const openIn = (scope: ParentNode) => Array.from(scope.querySelectorAll<HTMLDetailsElement>('details[open]')).filter(nav);
const shut = (list: HTMLDetailsElement[]) => list.forEach((details) => (details.open = false));

doc.addEventListener(
  'pointerdown',
  (event) => {
    const inside = nav(event.target);
    pointerInNav = !!inside;
    if (held && !held.control.contains(event.target as Node)) drop();
    doc.querySelectorAll('[data-site-nav]').forEach((menu) => {
      if (menu !== inside) shut(openIn(menu));
    });
  },
  true,
);
['pointerup', 'pointercancel'].forEach((type) => doc.addEventListener(type, () => (pointerInNav = false), true));

doc.addEventListener('keydown', (event) => {
  const key = event.key;
  const target = event.target as HTMLElement;
  if (held && !(held.control.contains(target) && (key === 'Enter' || key === ' '))) drop();
  if (key === 'Escape') {
    const innermost = openIn(doc).pop();
    if (innermost) {
      innermost.open = false;
      innermost.querySelector<HTMLElement>('summary')!.focus();
    }
    return;
  }
  const group = nav(target) && target.closest<HTMLDetailsElement>('details[data-nav-group]');
  if (!group) return;
  const links = Array.from(group.querySelectorAll<HTMLElement>('ul a[href]'));
  const index = links.indexOf(doc.activeElement as HTMLElement);
  if (target.tagName === 'SUMMARY') {
    if (key === 'ArrowDown' && links[0]) {
      event.preventDefault();
      group.open = true;
      links[0].focus();
    }
    return;
  }
  const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 };
  const to = moves[key];
  if (index < 0 || to === undefined) return;
  event.preventDefault();
  links[(to + links.length) % links.length].focus();
});

doc.addEventListener('focusout', (event) => {
  const group = closest(event.target, 'details[data-nav-group][open]') as HTMLDetailsElement | null;
  const next = event.relatedTarget as Node | null;
  if (group && next && !group.contains(next) && !pointerInNav) group.open = false;
});

doc.addEventListener('click', (event) => {
  const menu = nav(closest(event.target, 'a[href]'));
  if (menu) shut(openIn(menu));
});

if (!(window.CSS && CSS.supports && CSS.supports('animation-timeline', 'scroll()'))) {
  const mark = () => doc.documentElement.toggleAttribute('data-scrolled', scrollY > GO_TO_TOP_THRESHOLD);
  addEventListener('scroll', mark, { passive: true });
  mark();
}

doc.addEventListener('DOMContentLoaded', () => {
  if (!window.IntersectionObserver || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  doc.querySelectorAll<HTMLVideoElement>('video[data-play-visible]').forEach((video) => {
    const share = Number(video.dataset.playVisible);
    new IntersectionObserver(
      (entries) =>
        entries.forEach((entry) => {
          if (entry.isIntersecting && entry.intersectionRatio >= share) video.play().catch(() => {});
          else video.pause();
        }),
      { threshold: share },
    ).observe(video);
  });
});

if (apiBase !== null) countPageViews(apiBase);
