import { renderToStaticMarkup } from 'react-dom/server';
import { Notices, NOTICES_SCRIPT } from '@/components/notices/notices';
import type { Notice } from '@/lib/content/notices';

const HOUR = 3_600_000;
const now = Date.parse('2026-12-01T06:00:00Z');
const notice = (slug: string, fromMs: number, untilMs: number): Notice => ({
  slug,
  dismissKey: `${slug}@${fromMs}`,
  title: `Notice ${slug}`,
  message: 'A message for parents.',
  severity: 'info',
  fromMs,
  untilMs,
});

/** The server's HTML in the document, then the inline script run as the browser runs it (currentScript set). */
function load(notices: Notice[], builtAt: number): void {
  document.body.innerHTML = `<main id="main" tabindex="-1"></main>${renderToStaticMarkup(<Notices notices={notices} builtAt={builtAt} />)}`;
  const inline = document.querySelector('script')!;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => inline });
  new Function(NOTICES_SCRIPT)();
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
}

const visible = () =>
  [...document.querySelectorAll<HTMLElement>('[data-notice]')].filter((element) => !element.hidden).map((element) => element.getAttribute('aria-labelledby'));

beforeEach(() => {
  jest.useFakeTimers({ now });
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Notices', () => {
  it('renders nothing without notices', () => {
    expect(renderToStaticMarkup(<Notices notices={[]} builtAt={now} />)).toBe('');
  });

  it('shows what is current in the browser, whatever the build decided', () => {
    // Built a week earlier: "expired" was current then, "current" and "later" were in the future.
    load(
      [notice('expired', now - 10 * HOUR, now - HOUR), notice('current', now - HOUR, now + HOUR), notice('later', now + HOUR, now + 2 * HOUR)],
      now - 7 * 24 * HOUR,
    );
    expect(visible()).toEqual(['notice-current']);
    expect(document.querySelector<HTMLElement>('[data-notice-dismiss]')!.hidden).toBe(false);
  });

  it('shows a future notice by itself when its time comes, and hides it when it ends', () => {
    load([notice('later', now + HOUR, now + 2 * HOUR)], now);
    expect(visible()).toEqual([]);
    jest.advanceTimersByTime(HOUR + 100);
    expect(visible()).toEqual(['notice-later']);
    jest.advanceTimersByTime(HOUR);
    expect(visible()).toEqual([]);
  });

  it('remembers a dismissal by notice, for the next page', () => {
    load([notice('a', now - HOUR, now + HOUR), notice('b', now - HOUR, now + HOUR)], now);
    document.querySelector<HTMLButtonElement>('[aria-label="Dismiss notice: Notice a"]')!.click();
    expect(visible()).toEqual(['notice-b']);
    expect(document.activeElement).toBe(document.querySelector('[aria-label="Dismiss notice: Notice b"]'));
    load([notice('a', now - HOUR, now + HOUR), notice('b', now - HOUR, now + HOUR)], now);
    expect(visible()).toEqual(['notice-b']);
  });

  it('keeps a dismissal for the session only: a new visit shows the notice again', () => {
    const current = [notice('a', now - HOUR, now + HOUR)];
    load(current, now);
    document.querySelector<HTMLButtonElement>('[aria-label="Dismiss notice: Notice a"]')!.click();
    expect(visible()).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('dismissedNotices')!)).toEqual(['a@' + (now - HOUR)]);
    expect(localStorage.length).toBe(0);
    // The browser's session ends (the tab or browser closed): the next visit starts with an empty sessionStorage.
    sessionStorage.clear();
    load(current, now);
    expect(visible()).toEqual(['notice-a']);
  });

  it('labels each notice as a region by its title, and its dismiss button by name', () => {
    load([notice('a', now - HOUR, now + HOUR)], now);
    const region = document.querySelector('section')!;
    expect(document.getElementById(region.getAttribute('aria-labelledby')!)!.textContent).toBe('Notice a');
    expect(region.querySelector('button')!.getAttribute('aria-label')).toBe('Dismiss notice: Notice a');
  });
});
