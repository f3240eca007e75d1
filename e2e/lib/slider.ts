import type { Browser, Page } from 'playwright-core';
import { baseUrl, DESKTOP, LATE_MS, openPage, SLOW_CPU, type OpenOptions, type TestPage } from './browser';

/** The home page's hero slider, driven by the test's own clock. */

/**
 * The home page with its clock held (Playwright's fake timers, paused) and moved on in small steps only until the
 * slider has started: from then on the slider's time moves only when the test moves it (page.clock.runFor), so a
 * busy machine can make autoplay neither early nor late. The framework's scripts still arrive in real time; the CPU
 * is slowed SLOW_CPU times (a slow phone) unless the options say otherwise.
 */
export async function openWithHeldClock(browser: Browser, options: OpenOptions = {}): Promise<TestPage> {
  const opened = await openPage(browser, DESKTOP, { cpuThrottle: SLOW_CPU, ...options });
  const { page } = opened;
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const response = await page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  // The reader's first interaction starts the framework (as hydrated() does).
  await page.evaluate(() => window.dispatchEvent(new Event('wheel')));
  const deadline = Date.now() + LATE_MS + 60000;
  while ((await page.locator('[data-slider-ready]').count()) === 0) {
    if (Date.now() > deadline) throw new Error('The slider did not start');
    await page.clock.runFor(10);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return opened;
}

/** Records, in the page, each change of the active slide and the wrapper's transition duration at that moment. */
export async function recordSlideChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const wrapper = document.querySelector<HTMLElement>('.swiper-wrapper')!;
    const changes: Array<{ index: string | null | undefined; duration: string }> = [];
    (window as unknown as { slideChanges: typeof changes }).slideChanges = changes;
    let last = document.querySelector('.swiper-slide-active')?.getAttribute('data-slide-index');
    new MutationObserver(() => {
      const now = document.querySelector('.swiper-slide-active')?.getAttribute('data-slide-index');
      if (now === last) return;
      last = now;
      changes.push({ index: now, duration: wrapper.style.transitionDuration });
    }).observe(wrapper, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
}

export const slideChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { slideChanges: Array<{ index: string | null | undefined; duration: string }> }).slideChanges);
