/**
 * The first tap on a slow phone (issues 20 and 34): each island's control tapped 100, 500 and 1,500 ms after the load
 * event of a first visit (cold cache), with Chromium's CPU throttled 4x and the network at Lighthouse's slow 4G.
 * Measures the time from the tap to the intended result being there (the chat box open, the tapped photo shown
 * large in the photo viewer, the day selected, the month shown) and counts the taps that ended anywhere else: a
 * navigation (the bare photo), a new window (the messaging service) or nothing within the wait.
 */
import os from 'node:os';
import { type Browser, type Page } from 'playwright-core';
import { VIEWER_CLASS } from '../../components/photo-grid/photo-tiles';
import { ENHANCED_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../../lib/islands/contract';
import { table } from './format';
import { phoneContext } from './probe';

/**
 * Lighthouse's mobile slow 4G as its devtools throttling applies it (lighthouse/core/config/constants.js,
 * mobileSlow4G: 150 ms RTT, 1.6 Mbps down, 750 Kbps up; the devtools method multiplies the RTT by 3.75 and the
 * throughputs by 0.9 to stand for a real connection's packet-level behaviour).
 */
export const SLOW_4G = { latencyMs: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9 };
export const CPU_SLOWDOWN = 4;
export const TAP_DELAYS_MS = [100, 500, 1500];
/** Far longer than an island takes on this profile; a tap with no result by then did nothing. */
const RESULT_TIMEOUT_MS = 20000;
/** The goal of issue 34: every tap's result within a second. */
export const RESULT_GOAL_MS = 1000;

export type TapKind = 'chat' | 'photo' | 'day' | 'month';

export interface TapTarget {
  label: string;
  route: string;
  kind: TapKind;
  /** CSS selector of the control a reader taps (the day and the month are chosen in the page, see controlOf). */
  selector?: string;
  /** The island the control belongs to (none for the news months: CSS alone). */
  island?: string;
}

/** The controls of the issue: the chat launcher on /, a photo on /gallery and /outdoor, a day on /events, a month on /news. */
export const TAP_TARGETS: TapTarget[] = [
  { label: 'chat launcher', route: '/', kind: 'chat', island: 'chat-widget', selector: `[${ISLAND_ATTRIBUTE}="chat-widget"] [data-chat-launcher]` },
  { label: 'photo', route: '/gallery', kind: 'photo', island: 'photo-grid', selector: `[${ISLAND_ATTRIBUTE}="photo-grid"] li:nth-child(3) > a[data-tile]` },
  { label: 'photo', route: '/outdoor', kind: 'photo', island: 'photo-grid', selector: `[${ISLAND_ATTRIBUTE}="photo-grid"] li:nth-child(2) > a[data-tile]` },
  { label: 'calendar day', route: '/events', kind: 'day', island: 'events-calendar' },
  { label: 'month', route: '/news', kind: 'month' },
];

export type TapOutcome = 'result' | 'navigation' | 'new window' | 'nothing';

export interface TapMeasure {
  route: string;
  label: string;
  /** Asked delay after the load event, and the delay the tap really came at. */
  delayMs: number;
  tapAfterLoadMs?: number;
  outcome: TapOutcome;
  /** Tap to intended result, when it came. */
  resultMs?: number;
  /** The tapped control's island was ready (enhanced) when the tap came. */
  hydratedAtTap?: boolean;
  /** Tap to the tapped control's island being ready: the download and hydration a tap would wait for without an early result. */
  hydratedMs?: number;
  error?: string;
}

/** The month a reader taps on /news: not the one the page chooses itself (the current one). */
const otherMonth = () => (new Date().getMonth() + 6) % 12;

async function controlOf(page: Page, target: TapTarget): Promise<{ selector: string; key: string }> {
  if (target.kind === 'month') return { selector: `label[for="news-month-${otherMonth()}"]`, key: String(otherMonth()) };
  if (target.kind === 'day') {
    // The tenth day of the month in the grid: a fixed, ordinary choice.
    const key = await page.locator('table button[data-date]').nth(9).getAttribute('data-date');
    return { selector: `table button[data-date="${key}"]`, key: key ?? '' };
  }
  if (target.kind === 'photo') {
    const selector = target.selector ?? '';
    const alt = await page.locator(`${selector} img`).getAttribute('alt');
    return { selector, key: alt ?? '' };
  }
  return { selector: target.selector ?? '', key: '' };
}

/**
 * Installed in the page as source text (the bench runs under tsx, whose helpers do not exist in the page):
 * whether the intended result of a tap is there, recording when it first was.
 */
const RESULT_THERE = `window.resultThere = (kind, key) => {
  const shown = (element) => {
    if (!element) return false;
    const style = getComputedStyle(element);
    return style.visibility === 'visible' && style.display !== 'none' && style.opacity !== '0' && element.offsetHeight > 0;
  };
  let there = false;
  if (kind === 'chat') there = shown(document.querySelector('[data-island] [role="dialog"]'));
  else if (kind === 'photo')
    // The tapped photo, painted, in a visible photo viewer (the early viewer or the lightbox).
    there = Array.from(document.querySelectorAll('.${VIEWER_CLASS.stage} img')).some(
      (img) => img.getAttribute('alt') === key && img.complete && img.naturalWidth > 0 && shown(img) && shown(img.closest('[aria-label="Photo viewer"]')),
    );
  else if (kind === 'day') there = document.querySelector('button[data-date="' + key + '"][aria-pressed="true"]') !== null;
  else there = document.getElementById('news-month-' + key)?.checked === true && shown(document.getElementById('news-panel-' + key));
  if (there && window.resultAt === undefined) window.resultAt = performance.now();
  return there;
};`;

interface ResultWindow {
  resultThere: (kind: TapKind, key: string) => boolean;
}

export async function measureFirstTap(browser: Browser, baseUrl: string, target: TapTarget, delayMs: number): Promise<TapMeasure> {
  const measure: TapMeasure = { route: target.route, label: target.label, delayMs, outcome: 'nothing' };
  // The messaging service and other hosts are blocked (a new window still counts as one).
  const context = await phoneContext(browser, baseUrl);
  let windows = 0;
  try {
    const page = await context.newPage();
    context.on('page', () => (windows += 1));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
    });
    // No named helper inside: tsx would wrap it in a helper of its own, which the page does not have.
    await page.addInitScript(
      ([island, enhanced, name]) => {
        const win = window as unknown as { tapAt?: number; hydratedAtTap?: boolean; hydratedAt?: number };
        addEventListener(
          'pointerdown',
          (event) => {
            if (!event.isTrusted || win.tapAt !== undefined) return;
            win.tapAt = performance.now();
            win.hydratedAtTap = !!name && document.querySelector(`[${island}="${name}"][${enhanced}]`) !== null;
          },
          true,
        );
        // Observed on the document: this runs before <html> exists.
        new MutationObserver(() => {
          if (win.hydratedAt === undefined && !!name && document.querySelector(`[${island}="${name}"][${enhanced}]`) !== null)
            win.hydratedAt = performance.now();
        }).observe(document, { subtree: true, attributeFilter: [enhanced] });
      },
      [ISLAND_ATTRIBUTE, ENHANCED_ATTRIBUTE, target.island ?? ''] as const,
    );
    await page.addInitScript(RESULT_THERE);
    await page.goto(`${baseUrl}${target.route}`, { waitUntil: 'load', timeout: 120000 });
    // A new document (the bare photo, the messaging service in this tab).
    let navigations = 0;
    page.on('domcontentloaded', () => (navigations += 1));
    const control = await controlOf(page, target);
    const loadEnd = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    const now = await page.evaluate(() => performance.now());
    if (loadEnd + delayMs > now) await page.waitForTimeout(loadEnd + delayMs - now);
    // The tap as a reader's finger on the control (Playwright scrolls it into view and checks it first, which a
    // busy machine slows: the table says when the tap really came).
    await page.locator(control.selector).tap({ timeout: 30000 });
    try {
      await page.waitForFunction(([kind, key]) => (window as unknown as ResultWindow).resultThere(kind, key), [target.kind, control.key] as const, {
        timeout: RESULT_TIMEOUT_MS,
        polling: 'raf',
      });
      // And the island itself, for the table: what the tap would have waited for without its early result.
      if (target.island)
        await page
          .locator(`[${ISLAND_ATTRIBUTE}="${target.island}"][${ENHANCED_ATTRIBUTE}]`)
          .first()
          .waitFor({ state: 'attached', timeout: RESULT_TIMEOUT_MS })
          .catch(() => undefined);
      const timing = await page.evaluate(() => {
        const win = window as unknown as { tapAt?: number; resultAt?: number; hydratedAtTap?: boolean; hydratedAt?: number };
        return { tapAt: win.tapAt, resultAt: win.resultAt, hydratedAtTap: win.hydratedAtTap, hydratedAt: win.hydratedAt };
      });
      measure.tapAfterLoadMs = timing.tapAt !== undefined ? timing.tapAt - loadEnd : undefined;
      measure.hydratedAtTap = timing.hydratedAtTap;
      measure.resultMs = timing.tapAt !== undefined && timing.resultAt !== undefined ? timing.resultAt - timing.tapAt : undefined;
      measure.hydratedMs = timing.tapAt !== undefined && timing.hydratedAt !== undefined ? Math.max(0, timing.hydratedAt - timing.tapAt) : undefined;
      measure.outcome = 'result';
    } catch (error) {
      measure.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
    // Whatever the result, a tap that also navigated or opened a window ended elsewhere.
    if (windows > 0) measure.outcome = 'new window';
    else if (navigations > 0 || page.url() !== `${baseUrl}${target.route}`) measure.outcome = 'navigation';
  } catch (error) {
    measure.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await context.close();
  }
  return measure;
}

export async function measureFirstTaps(browser: Browser, baseUrl: string, log: (line: string) => void): Promise<TapMeasure[]> {
  const measures: TapMeasure[] = [];
  for (const target of TAP_TARGETS) {
    for (const delayMs of TAP_DELAYS_MS) {
      const measure = await measureFirstTap(browser, baseUrl, target, delayMs);
      measures.push(measure);
      log(
        `first tap ${target.label} on ${target.route} at +${delayMs} ms: ${measure.outcome}` +
          `${measure.resultMs !== undefined ? ` in ${Math.round(measure.resultMs)} ms` : ''}${measure.error ? ` (${measure.error})` : ''}`,
      );
    }
  }
  return measures;
}

/** Taps that did not end in their intended result. */
export const elsewhere = (measures: readonly TapMeasure[]) => measures.filter((measure) => measure.outcome !== 'result').length;

export function firstTapSection(measures: readonly TapMeasure[]): string {
  const rows = TAP_TARGETS.map((target) => {
    const mine = measures.filter((measure) => measure.route === target.route);
    const cells = TAP_DELAYS_MS.map((delay) => {
      const measure = mine.find((candidate) => candidate.delayMs === delay);
      if (!measure) return 'n/a';
      if (measure.outcome !== 'result') return measure.outcome;
      const island = measure.hydratedAtTap ? ', island ready' : measure.hydratedMs !== undefined ? `, island ${Math.round(measure.hydratedMs)}` : '';
      const at = measure.tapAfterLoadMs !== undefined ? ` (tap at +${Math.round(measure.tapAfterLoadMs)}${island})` : '';
      return `${measure.resultMs !== undefined ? Math.round(measure.resultMs) : '?'} ms${at}`;
    });
    return [`${target.label} ${target.route}`, ...cells, String(elsewhere(mine))];
  });
  const slowest = Math.max(0, ...measures.map((measure) => measure.resultMs ?? 0));
  const late = measures.filter((measure) => measure.outcome === 'result' && (measure.resultMs ?? Infinity) > RESULT_GOAL_MS).length;
  return (
    `## First tap on a slow phone (CPU 4x, Lighthouse slow 4G: ${SLOW_4G.latencyMs} ms latency, ${Math.round(SLOW_4G.downloadKbps)} Kbps down, ${Math.round(SLOW_4G.uploadKbps)} Kbps up; first visit)\n\n` +
    `${table(['control', ...TAP_DELAYS_MS.map((delay) => `tap +${delay} ms after load`), 'ended elsewhere'], rows)}\n\n` +
    `Each cell: the time from the tap to its intended result being there (chat box open, the tapped photo shown large in the photo viewer, day selected, month shown); ` +
    `"tap at": when the tap really came after the load event (later than asked when the machine is busy: load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores at the end); "island": when, after the tap, the tapped control's island had downloaded, run and hydrated (slow 4G, 4x CPU): what the tap would have waited for without its early result, and "island ready" when it was at the tap. Ended elsewhere: taps that navigated, opened a window or did nothing within ${RESULT_TIMEOUT_MS / 1000} s ` +
    `(${elsewhere(measures)} of ${measures.length}; goal 0). Slowest result: ${Math.round(slowest)} ms; results later than ${RESULT_GOAL_MS.toLocaleString('en')} ms after the tap: ${late} of ${measures.length} (goal 0).`
  );
}
