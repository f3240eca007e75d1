import { BUILT_INLINE_SCRIPTS } from '@/inline-scripts/built';
import { todayIso, addDays } from '@/lib/calendar-month';
import { BOOT_ID, CURRENT_UNTIL_ATTRIBUTE } from '@/lib/islands/contract';

/** The roots the page's IntersectionObserver was asked to watch, in order (jsdom has none: this one records). */
const observed: Element[] = [];
let report: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void = () => {};
class RecordingObserver {
  constructor(callback: typeof report) {
    report = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  unobserve() {}
  disconnect() {}
}

const today = todayIso();

// The boot script decides each root's moment once the page has loaded: the roots are in the page before it runs, as
// in a built page (the chunks' JSON names them, scripts/islands/page-transform.ts).
beforeAll(() => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = RecordingObserver;
  document.body.innerHTML = `
    <div data-island="current" data-wake="visible" ${CURRENT_UNTIL_ATTRIBUTE}="${addDays(today, 3)}"><p>This month</p></div>
    <div data-island="stale" data-wake="visible" ${CURRENT_UNTIL_ATTRIBUTE}="${addDays(today, -1)}"><p>Last month</p></div>`;
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = BOOT_ID;
  config.textContent = JSON.stringify({
    boot: '/_islands/boot-C.js',
    modules: { current: ['/_islands/current-A.js', '/_islands/chunk-react.js'], stale: ['/_islands/stale-B.js', '/_islands/chunk-react.js'] },
  });
  document.head.appendChild(config);
  const script = document.createElement('script');
  script.textContent = BUILT_INLINE_SCRIPTS.islandsBoot;
  document.head.appendChild(script);
});

const root = (name: string) => document.querySelector(`[data-island="${name}"]`)!;
const watched = () => observed.map((box) => box.closest('[data-island]')!.getAttribute('data-island'));

describe('a `visible` island (inline-scripts/islands-boot.ts)', () => {
  it('whose built HTML is out of date is watched at once; one still current waits for the reader to use the page', () => {
    expect(watched()).toEqual(['stale']);
    dispatchEvent(new Event('scroll'));
    expect(watched()).toEqual(['stale', 'current']);
    // Once: a second scroll watches nothing more.
    dispatchEvent(new Event('scroll'));
    expect(watched()).toEqual(['stale', 'current']);
  });

  it('wakes when it is on the screen, at the next idle moment', async () => {
    report([{ target: root('current').firstElementChild!, isIntersecting: true }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const preloads = Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute('href'));
    expect(preloads).toContain('/_islands/current-A.js');
    expect(preloads).not.toContain('/_islands/stale-B.js');
  });
});
