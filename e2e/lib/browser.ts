import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/local-tools';
import { readServerState } from '../setup/server-state';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

export { chromiumPath, CHROMIUM_ARGS };

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
 * A fresh context and page that records console errors and page errors, and blocks every request to
 * a host other than the local server (maps, video embeds, analytics) as DESIGN.md requires.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: { reducedMotion?: 'reduce' | 'no-preference'; javaScriptEnabled?: boolean; timezoneId?: string } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    viewport,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    reducedMotion: options.reducedMotion ?? 'no-preference',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
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
  const page = await context.newPage();
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

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page and returns the serious and critical violations, one entry per rule. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // evaluate() is not subject to the page CSP, unlike an injected <script> tag.
  await page.evaluate(axe.source);
  const results = await page.evaluate(async () => {
    const axeGlobal = (window as unknown as { axe: typeof axe }).axe;
    return axeGlobal.run(document, { resultTypes: ['violations'] });
  });
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
