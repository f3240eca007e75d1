/**
 * The layout's one inline script (components/site-script): the few behaviours every page needs that HTML and CSS
 * cannot give alone, working from the first paint, with no framework at all (the islands have their own boot script,
 * inline-scripts/islands-boot.ts). It only listens on the document and changes attributes, never text or structure,
 * so an island hydrating later finds the HTML as it was built.
 *
 * - Navigation (components/main-nav): a press outside the navigation closes its open dropdown and menu;
 *   Escape closes the innermost one and returns focus to its toggle; tabbing out of a dropdown closes it;
 *   ArrowDown on a dropdown's toggle opens it at its first link; the arrow keys, Home and End move between
 *   its links. Without JavaScript the dropdowns still open and close natively, one at a time. While the mobile
 *   menu is open, Tab keeps focus in it, and the menu is no taller than the screen below it.
 * - Go to top (components/go-to-top): where the browser has no scroll-driven animations, marks the page as
 *   scrolled past the threshold so the CSS can show the button.
 * - Videos marked `data-play-visible="<share>"` play muted while that share of them is on screen and pause
 *   otherwise (not for readers who prefer reduced motion); without JavaScript they keep their controls.
 * - The islands' boot script, a file of its own: loaded after the page's largest paint, or at the reader's first sign
 *   of use; a press on an island before it has run is kept for it (./boot-loader.ts).
 * - Page views for the school's own insight, and the admission form's first input (./site-insight.ts).
 * - The service worker (lib/offline/service-worker.ts: visited pages open offline, forms sent offline are kept and sent
 *   later), registered once the page has loaded and the browser is idle, so it never competes with the page.
 */
import { GO_TO_TOP_THRESHOLD } from '@/components/go-to-top/go-to-top-threshold';
import { loadIslandsBoot } from './boot-loader';
import { SERVICE_WORKER_PATH } from '@/lib/offline/worker-address';
import { countPageViews } from './site-insight';
import { whenIdle } from './when-idle';

const doc = document;
/** The API base the beacons go to, from the script's own tag (components/site-script). */
const apiBase = doc.currentScript && doc.currentScript.getAttribute('data-api-base');

/** The element of an event's target matching `selector`, if the target is an element (not the document). */
const closest = (target: EventTarget | null, selector: string): Element | null => (target instanceof Element ? target.closest(selector) : null);

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

/** The mobile menu, while open and shown as a menu (its toggle visible): the navigation it keeps focus in. */
const openMenuNav = (): Element | null => {
  const menu = doc.querySelector<HTMLDetailsElement>('details[data-nav-menu][open]');
  return menu && menu.querySelector('summary')!.getClientRects().length ? nav(menu) : null;
};

// Tab and Shift+Tab go round the open mobile menu (its toggle, then its links and dropdowns as shown) instead of
// leaving it for the page under it; Escape closes it (above).
doc.addEventListener('keydown', (event) => {
  const inside = event.key === 'Tab' && openMenuNav();
  if (!inside) return;
  const stops = Array.from(inside.querySelectorAll<HTMLElement>('summary, a[href]')).filter((element) => element.getClientRects().length);
  const at = stops.indexOf(doc.activeElement as HTMLElement);
  const to = event.shiftKey ? (at <= 0 ? stops.length - 1 : at - 1) : at < 0 || at === stops.length - 1 ? 0 : at + 1;
  event.preventDefault();
  stops[to].focus();
});

// An opened mobile menu is no taller than the screen below where it starts (its CSS reads --menu-top).
doc.addEventListener(
  'toggle',
  (event) => {
    const menu = event.target as HTMLElement;
    if (!(menu instanceof HTMLDetailsElement) || !menu.open || !menu.hasAttribute('data-nav-menu')) return;
    const list = menu.nextElementSibling as HTMLElement | null;
    if (list) list.style.setProperty('--menu-top', `${Math.max(0, Math.round(list.getBoundingClientRect().top))}px`);
  },
  true,
);

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

loadIslandsBoot();
if ('serviceWorker' in navigator) {
  addEventListener('load', () => whenIdle(() => navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => {}), 5000));
}
if (apiBase !== null) countPageViews(apiBase);
