import type { Browser, Page } from 'playwright-core';
import { ACTIVE_ATTRIBUTE, READY_ATTRIBUTE, SLIDE_INDEX_ATTRIBUTE, STRIP_ATTRIBUTE } from '@/components/hero-slider/slider-names';
import { baseUrl, DESKTOP, openPage, SLOW_CPU, type OpenOptions, type TestPage } from './browser';

/** The home page's hero slider (components/hero-slider, inline-scripts/hero-slider.ts), driven by the test's own clock. */

export const STRIP = `[${STRIP_ATTRIBUTE}]`;
export const SLIDE = `[${SLIDE_INDEX_ATTRIBUTE}]`;

/** The index of the slide in view. */
export const activeSlide = (page: Page) => page.locator(`[${ACTIVE_ATTRIBUTE}]`).getAttribute(SLIDE_INDEX_ATTRIBUTE);

/**
 * The home page with its clock held (Playwright's fake timers, paused: timers, animation frames and
 * performance.now()), moved on in small steps only until the slider's script has run: from then on the slider's time
 * moves only when the test moves it (page.clock.runFor), so a busy machine can make autoplay neither early nor late.
 * The CPU is slowed SLOW_CPU times (a slow phone) unless the options say otherwise.
 */
export async function openWithHeldClock(browser: Browser, options: OpenOptions & { viewport?: { width: number; height: number } } = {}): Promise<TestPage> {
  const opened = await openPage(browser, options.viewport ?? DESKTOP, { cpuThrottle: SLOW_CPU, ...options });
  const { page } = opened;
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const response = await page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  const deadline = Date.now() + 60000;
  while ((await page.locator(`[${READY_ATTRIBUTE}]`).count()) === 0) {
    if (Date.now() > deadline) throw new Error('The slider did not start');
    await page.clock.runFor(10);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return opened;
}

/** The strip's scroll position in slides (0 = the first slide in view, 0.5 = half way to the second). */
export const stripPosition = (page: Page) => page.locator(STRIP).evaluate((strip) => Math.round((strip.scrollLeft / strip.clientWidth) * 100) / 100);
