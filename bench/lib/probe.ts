/**
 * A real browser visit per page (playwright-core, Debian Chromium, mobile emulation like Lighthouse's):
 * what it downloads, what it downloads while idle after load (Next.js link prefetching would show here),
 * and whether any image is sent much wider than it is shown.
 */
import { chromium, type Browser, type BrowserContext, type Request } from 'playwright-core';
import { chromiumPath } from '../../scripts/lib/local-tools';
import { CHROME_FLAGS } from './chrome';
import type { BrowserProbe, ImageOffender } from './types';

/** Lighthouse's mobile screen (Moto G Power): the image check uses the same width and pixel ratio. */
export const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
export const IDLE_MS = 5000;

export async function launchProbeBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    headless: true,
  });
}

/**
 * A prefetch of another page while nobody touches this one: a Next.js route prefetch (an RSC request, by header or
 * `_rsc` query, or a segment `.txt` payload), or a speculation rule's fetch of a document (`Sec-Purpose: prefetch`).
 */
export function isPrefetch(url: string, headers: Record<string, string>): boolean {
  if (headers['next-router-prefetch'] !== undefined || headers.rsc !== undefined || /prefetch/.test(headers['sec-purpose'] ?? '')) return true;
  const parsed = new URL(url);
  return parsed.searchParams.has('_rsc') || (/\.txt$/.test(parsed.pathname) && !parsed.pathname.endsWith('/robots.txt'));
}

/** Images sent more than `limit` times wider than their displayed width in device pixels. */
export function oversizedImages(images: readonly { src: string; naturalWidth: number; clientWidth: number }[], dpr: number, limit: number): ImageOffender[] {
  const offenders: ImageOffender[] = [];
  for (const image of images) {
    if (image.clientWidth <= 0 || image.naturalWidth <= 0) continue;
    // A vector image costs the same bytes at any size.
    if (/\.svg$/i.test(image.src)) continue;
    const oversize = image.naturalWidth / (image.clientWidth * dpr);
    if (oversize > limit) offenders.push({ src: image.src, naturalWidth: image.naturalWidth, displayedWidth: image.clientWidth, oversize });
  }
  return offenders.sort((a, b) => b.oversize - a.oversize);
}

/**
 * A context as the bench's phone (MOBILE, touch) that refuses every request to a host other than `url`'s, since
 * there is no internet here (a refused request still counts: a new window, an embed); `onBlocked` hears each host.
 */
export async function phoneContext(browser: Browser, url: string, onBlocked?: (host: string) => void): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: MOBILE.width, height: MOBILE.height },
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const origin = new URL(url).host;
  await context.route('**/*', (route) => {
    const target = new URL(route.request().url());
    if (target.protocol === 'data:' || target.protocol === 'blob:' || target.host === origin) return route.continue();
    onBlocked?.(target.host);
    return route.abort('blockedbyclient');
  });
  return context;
}

export async function probePage(browser: Browser, url: string, options: { imageLimit: number }): Promise<BrowserProbe> {
  const externalHosts = new Set<string>();
  // Requests to other hosts (maps, video embeds) are named in the report.
  const context = await phoneContext(browser, url, (host) => externalHosts.add(host));
  const siteHost = new URL(url).host;
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/ERR_BLOCKED_BY_CLIENT/.test(message.text())) consoleErrors.push(message.text());
  });
  // 'load': until the load event; 'idle': after it, while the page sits untouched; 'scroll': our own scrolling.
  type Phase = 'load' | 'idle' | 'scroll';
  let phase = 'load' as Phase;
  let transferBytes = 0;
  let requests = 0;
  let idleBytes = 0;
  const idleRequests: string[] = [];
  const scriptsBeforeLoad: string[] = [];
  const scriptsBeforeInteraction: string[] = [];
  const observedRequests: Array<{ url: string; headers: Record<string, string> }> = [];
  const phaseOf = new Map<Request, Phase>();
  const pending: Promise<void>[] = [];
  page.on('load', () => {
    if (phase === 'load') phase = 'idle';
  });
  page.on('request', (request: Request) => {
    if (!request.url().startsWith('http')) return;
    phaseOf.set(request, phase);
    if (phase === 'scroll') return;
    requests += 1;
    const target = new URL(request.url());
    if (phase === 'idle') idleRequests.push(target.pathname);
    const script = request.resourceType() === 'script' && target.host === siteHost;
    if (script && phase === 'load') scriptsBeforeLoad.push(target.pathname + target.search);
    if (script) scriptsBeforeInteraction.push(target.pathname + target.search);
    observedRequests.push({ url: request.url(), headers: request.headers() });
  });
  page.on('requestfinished', (request: Request) => {
    const started = phaseOf.get(request);
    if (started === undefined || started === 'scroll') return;
    pending.push(
      request.sizes().then(
        (sizes) => {
          const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
          transferBytes += bytes;
          if (started === 'idle') idleBytes += bytes;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(IDLE_MS);
  phase = 'scroll';
  // Scroll through so lazy images load at their chosen size, then compare with their displayed width.
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  // networkidle was reached before scrolling, so wait for the lazy images themselves (at most 5 s).
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 5000 }).catch(() => undefined);
  const images = await page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.complete && image.naturalWidth > 0)
      .map((image) => ({ src: new URL(image.currentSrc || image.src).pathname, naturalWidth: image.naturalWidth, clientWidth: image.clientWidth })),
  );
  await Promise.all(pending);
  await context.close();
  const prefetchRequests = observedRequests.filter((request) => isPrefetch(request.url, request.headers)).map((request) => new URL(request.url).pathname);
  return {
    transferBytes,
    requests,
    scriptsBeforeLoad,
    scriptsBeforeInteraction,
    idleBytes,
    idleRequests,
    prefetchRequests,
    images: images.length,
    imageOffenders: oversizedImages(images, MOBILE.deviceScaleFactor, options.imageLimit),
    externalHosts: [...externalHosts].sort(),
    consoleErrors,
  };
}
