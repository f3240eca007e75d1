/**
 * JavaScript after the first tap (issue 34): for each island on a page, a first visit at the bench's phone size that
 * waits until nothing more loads, taps the island's control (the chat launcher, a photo, a day, a form's first
 * field) and waits again until the island is ready and the network quiet. Counts every script of the site the page
 * requested in all (gzip, as the build precompressed it): the page's JavaScript once a reader has used that island.
 * The page's figure is its heaviest island's. Bytes, not timings: pages are measured several at a time.
 */
import type { Browser, Page } from 'playwright-core';
import { ENHANCED_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../../lib/islands/contract';
import { sumBytes, type AssetReader } from './html-assets';
import { phoneContext } from './probe';

/** The control a reader taps first, by island; any other island: its first field or button. */
const TAP_TARGETS: Record<string, string> = {
  'chat-widget': '[data-chat-launcher]',
  'photo-grid': 'a[data-tile]',
  'events-calendar': 'button[data-date]',
};
const FIRST_CONTROL = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, button';
/** Quiet: no request in flight for this long. */
const QUIET_MS = 1500;
const MAX_WAIT_MS = 30000;

export interface AfterTap {
  island: string;
  /** Every local script requested from the visit's start until quiet after the tap, gzip. */
  jsGzip: number;
  scripts: string[];
  error?: string;
}

/** Resolves once no request has been in flight for QUIET_MS (or MAX_WAIT_MS has passed). */
async function networkQuiet(page: Page, inFlight: () => number, since: () => number): Promise<void> {
  const deadline = Date.now() + MAX_WAIT_MS;
  while (Date.now() < deadline && (inFlight() > 0 || Date.now() - since() < QUIET_MS)) await page.waitForTimeout(100);
}

async function tapIsland(browser: Browser, url: string, island: string, reader: AssetReader): Promise<AfterTap> {
  const context = await phoneContext(browser, url);
  const scripts = new Set<string>();
  let inFlight = 0;
  let last = Date.now();
  try {
    const page = await context.newPage();
    const host = new URL(url).host;
    page.on('request', (request) => {
      inFlight += 1;
      last = Date.now();
      const target = new URL(request.url());
      if (request.resourceType() === 'script' && target.host === host) scripts.add(target.pathname);
    });
    const settle = () => {
      inFlight = Math.max(0, inFlight - 1);
      last = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    // Opened in the same tab by a tap that navigates or opens a window: counted as an error, not as bytes.
    context.on('page', () => undefined);
    await page.goto(url, { waitUntil: 'load' });
    await networkQuiet(
      page,
      () => inFlight,
      () => last,
    );
    const root = page.locator(`[${ISLAND_ATTRIBUTE}="${island}"]`).first();
    const control = root.locator(TAP_TARGETS[island] ?? FIRST_CONTROL).first();
    const address = page.url();
    await control.tap({ timeout: 10000 });
    await page.waitForSelector(`[${ISLAND_ATTRIBUTE}="${island}"][${ENHANCED_ATTRIBUTE}]`, { state: 'attached', timeout: MAX_WAIT_MS });
    await networkQuiet(
      page,
      () => inFlight,
      () => last,
    );
    const list = [...scripts];
    return {
      island,
      jsGzip: sumBytes(reader, list).gzip,
      scripts: list,
      error: page.url() === address ? undefined : `the tap left the page for ${page.url()}`,
    };
  } catch (error) {
    const list = [...scripts];
    return { island, jsGzip: sumBytes(reader, list).gzip, scripts: list, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
}

/** The first tap on each island of the page (names from its HTML), each in a fresh visit. */
export async function measureAfterTaps(browser: Browser, url: string, islands: readonly string[], reader: AssetReader): Promise<AfterTap[]> {
  const results: AfterTap[] = [];
  for (const island of islands) results.push(await tapIsland(browser, url, island, reader));
  return results;
}

/** The page's heaviest island after its first tap. */
export function heaviestAfterTap(taps: readonly AfterTap[] | undefined): AfterTap | undefined {
  return taps?.reduce<AfterTap | undefined>((heaviest, tap) => (heaviest === undefined || tap.jsGzip > heaviest.jsGzip ? tap : heaviest), undefined);
}
