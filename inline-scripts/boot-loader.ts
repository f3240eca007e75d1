/**
 * The site script's part that loads the islands' boot script (islands-boot.ts, a content-hashed file named by the
 * page's `<script type="application/json" id="islands-boot">`, with the page's islands' chunks): after the page's
 * largest paint, once the browser is idle, so that it is never part of what the first paint waits for; or at once, at
 * the reader's first sign of use (a pointer or touch going down, a key, focus, a pointer moving over the page). A
 * press on an island's link or button before it has run is kept (default prevented, marked) and done by the boot
 * script when it runs; if the file cannot be fetched, presses keep their native meaning from then on.
 */
import { BOOT_ID, BOOT_READY_ATTRIBUTE, EARLY_PRESS_ATTRIBUTE, ISLAND_ATTRIBUTE } from '@/lib/islands/contract';
import { keepPress } from '@/lib/islands/early';
import { whenIdle } from './when-idle';

export function loadIslandsBoot(): void {
  const doc = document;
  /** 0: not asked for yet; 1: asked for (or there is none); 2: it could not be fetched. */
  let state = 0;
  const config = () => doc.getElementById(BOOT_ID);
  const load = () => {
    const element = config();
    if (state || !element) return;
    state = 1;
    const script = doc.createElement('script');
    script.src = JSON.parse(element.textContent || '{}').boot;
    script.onerror = () => {
      state = 2;
      doc.querySelectorAll(`[${EARLY_PRESS_ATTRIBUTE}]`).forEach((control) => control.removeAttribute(EARLY_PRESS_ATTRIBUTE));
    };
    doc.head.appendChild(script);
  };

  ['pointerdown', 'touchstart', 'keydown', 'focusin', 'pointerover'].forEach((type) => addEventListener(type, load, { capture: true, passive: true }));
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      whenIdle(load, 2000);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No largest-paint entries in this browser: after the load event.
    addEventListener('load', () => whenIdle(load, 2000));
  }

  doc.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element && event.target.closest(`[${ISLAND_ATTRIBUTE}] a[href], [${ISLAND_ATTRIBUTE}] button[type="button"]`);
      if (
        !control ||
        state === 2 ||
        config()?.hasAttribute(BOOT_READY_ATTRIBUTE) ||
        event.button ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      keepPress(control);
      load();
    },
    true,
  );
}
