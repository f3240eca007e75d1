import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  BOOT_ID,
  BOOT_READY_ATTRIBUTE,
  ENHANCED_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLANDS_DIR,
  WAKE_ALL_EVENT,
} from '../../lib/islands/contract';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/local-tools';
import { readServerState } from '../setup/server-state';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

export function baseUrl(): string {
  return readServerState().baseUrl;
}

export interface PageProblems {
  consoleErrors: string[];
  blockedRequests: string[];
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

/**
 * The three ways a reader meets a page, and the interactive tests run in each:
 * - `js`: as usual (each island wakes at its moment: when used, when on screen, when the browser is idle);
 * - `no-js`: JavaScript disabled: everything must work from the HTML (and CSS) alone;
 * - `late`: the island chunks (React's among them) arrive LATE_MS after the page first asks for one (a slow phone
 *   on a slow network): the page's own inline scripts and the islands' small boot script run, and nothing pressed
 *   in the meantime may be lost or do nothing.
 */
export type Mode = 'js' | 'no-js' | 'late';
export const MODES: readonly Mode[] = ['js', 'no-js', 'late'];
/** The modes in which the islands arrive at all: for tests of what only an island does. */
export const SCRIPT_MODES: readonly Mode[] = ['js', 'late'];
/** How long the `late` mode holds back a page's island chunks (from its first request for one). */
export const LATE_MS = 5000;
/**
 * The islands' chunks (scripts/islands/build.ts); not their small boot script nor the early handlers that are
 * scripts of their own (`<island>-early-<hash>.js`, loaded with the boot's first press), nor the pages' inline scripts.
 */
const ISLAND_SCRIPT = new RegExp(`/${ISLANDS_DIR}/(?!boot-)(?![a-z-]+-early-).+\\.js(\\?|$)`);
/** The slow phone the layout-shift and timing tests measure on: Chromium's CPU throttling, 4x. */
export const SLOW_CPU = 4;

export interface OpenOptions {
  reducedMotion?: 'reduce' | 'no-preference';
  /** Default `js`. */
  mode?: Mode;
  /** Slows the page's CPU by this factor (DevTools' CPU throttling), as a low-end phone would be. */
  cpuThrottle?: number;
  /** The browser's time zone (IANA name), for pages that show local times. */
  timezoneId?: string;
  /** In the `late` mode, how long the page's island chunks are held back (default LATE_MS). */
  lateMs?: number;
  /**
   * Let the site register its service worker (lib/offline/service-worker.ts). Off by default: a worker serving a
   * context's later pages and files would take them past the routes the `late` mode and the request records rely
   * on; e2e/offline.e2e.ts turns it on to test what the worker does.
   */
  serviceWorkers?: boolean;
}

/**
 * A fresh context and page that records console errors and page errors, and blocks every request to
 * a host other than the local server (maps, video embeds, analytics) as DESIGN.md requires.
 */
export async function openPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP, options: OpenOptions = {}): Promise<TestPage> {
  const mode = options.mode ?? 'js';
  const context = await browser.newContext({
    viewport,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    reducedMotion: options.reducedMotion ?? 'no-preference',
    javaScriptEnabled: mode !== 'no-js',
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
    deviceScaleFactor: 1,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
  });
  const problems: PageProblems = { consoleErrors: [], blockedRequests: [] };
  const local = new URL(baseUrl());
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.host === local.host) return route.continue();
    problems.blockedRequests.push(url.href);
    return route.abort('blockedbyclient');
  });
  /** In the `late` mode, when the page's island chunks arrive: LATE_MS after it first asked for one. */
  let releaseAt: number | undefined;
  if (mode === 'late') {
    // Routes registered later are asked first: this one holds the island chunks, then lets them through. One
    // moment for all of a page's chunks, as a slow network delivers them: a chunk imported after another (the
    // lightbox's, on the first press) is not held a second LATE_MS on top of the first.
    await context.route(ISLAND_SCRIPT, (route) => {
      releaseAt ??= Date.now() + (options.lateMs ?? LATE_MS);
      setTimeout(() => void route.fallback().catch(() => undefined), Math.max(0, releaseAt - Date.now()));
    });
  }
  const page = await context.newPage();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) releaseAt = undefined;
  });
  if (options.cpuThrottle) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottle });
  }
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Requests to other hosts are blocked on purpose above; the browser reports each as an error.
    if (/ERR_BLOCKED_BY_CLIENT/.test(text)) return;
    problems.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}

/** openPage's options and the viewport (default DESKTOP): how a test opens one path. */
export interface PathOptions extends OpenOptions {
  viewport?: { width: number; height: number };
}

/** A fresh page (openPage) at `path` of the local server, loaded; the server must answer 200. */
async function openPath(browser: Browser, path: string, options: PathOptions = {}): Promise<TestPage> {
  const testPage = await openPage(browser, options.viewport ?? DESKTOP, options);
  const response = await testPage.page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return testPage;
}

export interface FileBrowser {
  /** The file's browser: launched before its first test, closed after its last. */
  browser(): Browser;
  /** openPath in the file's browser. */
  open(path: string, options?: PathOptions): Promise<TestPage>;
}

/** One browser for a whole test file (its beforeAll and afterAll): call at the top of the file or of a describe. */
export function useBrowser(): FileBrowser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  const browser = (): Browser => {
    if (!launched) throw new Error('The browser is launched in beforeAll: use it inside a test or hook.');
    return launched;
  };
  return { browser, open: (path, options) => openPath(browser(), path, options) };
}

export interface TestPages extends FileBrowser {
  /** Opens `path` in a fresh page (closing the one before) that is closed after the test. */
  visit(path: string, options?: PathOptions): Promise<Page>;
  /** The page the running test visited. */
  current(): TestPage;
  /** Closes the current page before the test ends (to visit another in a fresh context). */
  closeCurrent(): Promise<void>;
}

/**
 * useBrowser, and one page per test that is closed after it (its afterEach), for tests that visit one page each.
 * `expectOk`: every visit must answer below 400 (leave it off where a test visits a page meant to fail).
 */
export function useTestPages(defaults: PathOptions & { expectOk?: boolean } = {}): TestPages {
  const fileBrowser = useBrowser();
  let current: TestPage | undefined;
  const closeCurrent = async () => {
    await current?.context.close();
    current = undefined;
  };
  afterEach(closeCurrent);
  return {
    ...fileBrowser,
    async visit(path, options = {}) {
      await closeCurrent();
      const merged = { ...defaults, ...options };
      current = await openPage(fileBrowser.browser(), merged.viewport ?? DESKTOP, merged);
      const response = await current.page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
      if (defaults.expectOk) expect(response?.status()).toBeLessThan(400);
      return current.page;
    },
    current: () => {
      if (!current) throw new Error('No page is open: visit one first.');
      return current;
    },
    closeCurrent,
  };
}

/**
 * Wakes every island of the page at once (WAKE_ALL_EVENT, lib/islands/contract.ts) and waits until each has hydrated
 * and is listening (`data-hydrated` on <html>): for tests of what only an island does. Not in `no-js`. The boot script
 * first: a sign of use (a focus event on the window) has the site script load it now, not when the browser is idle
 * (on a page whose clock a test holds, it never is).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('focusin')));
  await page.waitForFunction(([id, ready]) => document.getElementById(id)?.hasAttribute(ready) === true, [BOOT_ID, BOOT_READY_ATTRIBUTE] as const, {
    timeout: LATE_MS + 30000,
  });
  await page.evaluate((event) => window.dispatchEvent(new Event(event)), WAKE_ALL_EVENT);
  await page.waitForFunction((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE, { timeout: LATE_MS + 30000 });
}

/** Waits until the island `name` (its first root) is hydrated and listening, however it woke. */
export async function islandReady(page: Page, name: string, timeout = LATE_MS + 30000): Promise<void> {
  await page.locator(`[${ISLAND_ATTRIBUTE}="${name}"][${ENHANCED_ATTRIBUTE}]`).first().waitFor({ state: 'attached', timeout });
}

/**
 * Waits until `condition` holds in the page, polling from the test (page.waitForFunction polls with the
 * page's own timers, which do not run with JavaScript disabled).
 */
export async function until<A = undefined>(page: Page, condition: (arg: A) => boolean, arg?: A, timeoutMs = 10000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const check = condition as (arg: unknown) => boolean;
  while (!(await page.evaluate(check, arg as unknown))) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${condition.toString().slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until every finite animation and transition in the page (a slide change, a zoom step, a box opening) has
 * finished: instead of a fixed sleep as long as the slowest. Endless ones (spinners, typing dots) are ignored; a page
 * that keeps starting new ones (the home page's slider) never settles.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Records the page's layout shifts from before its first paint (an init script): read the sum with
 * `layoutShift(page)`. Shifts right after the reader's own input do not count, as in CLS.
 */
async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** A fresh page on the slow phone of the layout-shift tests (CPU throttled SLOW_CPU times) that records its layout shifts. */
export async function openOnSlowPhone(browser: Browser, viewport: { width: number; height: number }, options: OpenOptions = {}): Promise<TestPage> {
  const testPage = await openPage(browser, viewport, { cpuThrottle: SLOW_CPU, ...options });
  await recordLayoutShift(testPage.page);
  return testPage;
}

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * The rules axe runs: WCAG 2.0, 2.1 and 2.2 A and AA (2.2's target size, off by default in axe, included: issue 37), and
 * axe's best practices.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe-core in the page and returns the serious and critical violations, one entry per rule. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // evaluate() is not subject to the page CSP, unlike an injected <script> tag.
  await page.evaluate(axe.source);
  const results = await page.evaluate(async (tags) => {
    const axeGlobal = (window as unknown as { axe: typeof axe }).axe;
    return axeGlobal.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags }, rules: { 'target-size': { enabled: true } } });
  }, AXE_TAGS);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** Scrolls through the whole page so lazy images load, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}
