import type { Page } from 'playwright-core';
import { getHome } from '@/lib/content/home';
import { NEXT_LABEL, PREVIOUS_LABEL, READY_ATTRIBUTE } from '@/components/hero-slider/slider-names';
import { baseUrl, DESKTOP, layoutShift, MOBILE, MODES, openOnSlowPhone, SCRIPT_MODES, scrollThrough, until, useBrowser } from './lib/browser';
import { checkImageSizes } from './lib/image-sizes';
import { activeSlide, openWithHeldClock, SLIDE, STRIP, stripPosition } from './lib/slider';

const { browser, open } = useBrowser();

/** The slider's script has run: it plays, with its pause/play control. */
async function sliderReady(page: Page): Promise<void> {
  await page.locator(`[${READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

describe('home slider', () => {
  const { slider } = getHome();

  it('has the first slide image in the server HTML, eager and high priority, visible without JavaScript', async () => {
    const { page, context } = await open('/', { mode: 'no-js' });
    await expect(page.locator(SLIDE).count()).resolves.toBe(slider.slides.length);
    const image = page.locator(SLIDE).first().locator('img');
    await expect(image.getAttribute('loading')).resolves.toBe('eager');
    await expect(image.getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    const box = await image.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeLessThan(DESKTOP.height);
    expect(box!.width).toBeGreaterThan(DESKTOP.width * 0.9);
    // No dead control without JavaScript, and no pagination dots at all.
    await expect(page.getByRole('button', { name: /slideshow|slide$/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
    // The copy of the first slide that lets it loop forward is hidden from assistive technology and the tab order.
    await expect(page.getByRole('group', { name: /of 2$/ }).count()).resolves.toBe(slider.slides.length);
    await context.close();
  });

  it.each(MODES.map((mode) => [mode] as const))('is a strip to swipe through, one slide at a time (%s)', async (mode) => {
    const { page, context } = await open('/', { viewport: MOBILE, mode });
    const strip = page.locator(STRIP);
    const width = await strip.evaluate((element) => element.clientWidth);
    await expect(strip.evaluate((element) => getComputedStyle(element).scrollSnapType)).resolves.toBe('x mandatory');
    // A swipe to the left (a scroll of the strip, as a finger would) rests on the second slide.
    await strip.evaluate((element, by) => element.scrollBy({ left: by * 0.7, behavior: 'instant' }), width);
    await until(page, (expected) => Math.abs(document.querySelector('[data-slider-strip]')!.scrollLeft - expected) < 2, width);
    const second = page.locator(SLIDE).nth(1);
    const box = (await second.boundingBox())!;
    expect(Math.round(box.x)).toBe(0);
    await expect(second.getByRole('link').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('plays on from the slide the reader swiped to, a whole delay after the swipe, looping forward to the first', async () => {
    const { page, context, problems } = await openWithHeldClock(browser(), { viewport: MOBILE });
    const strip = page.locator(STRIP);
    await strip.dispatchEvent('pointerdown');
    await strip.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: 'instant' }));
    await page.clock.runFor(200);
    await expect(activeSlide(page)).resolves.toBe('1');
    // The last slide: the next change moves forward onto the copy of the first, which then becomes the first itself.
    await page.clock.runFor(slider.autoplayMs + slider.speedMs + 200);
    await expect(activeSlide(page)).resolves.toBe('0');
    await expect(stripPosition(page)).resolves.toBe(0);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('changes slide after the autoplay delay from content/home.yml, taking the transition time from it', async () => {
    const { page, context, problems } = await openWithHeldClock(browser());
    await expect(activeSlide(page)).resolves.toBe('0');
    // Not before the delay: 100 ms short of it, on the page's own clock, the first slide still shows, still.
    await page.clock.runFor(slider.autoplayMs - 100);
    await expect(stripPosition(page)).resolves.toBe(0);
    // Once the delay has passed (within the next 200 ms) the change is under way, and takes speedMs.
    await page.clock.runFor(200);
    const moving = await stripPosition(page);
    expect(moving).toBeGreaterThan(0);
    expect(moving).toBeLessThan(0.5);
    await page.clock.runFor(slider.speedMs - 300);
    await expect(stripPosition(page)).resolves.toBeLessThan(1);
    await expect(activeSlide(page)).resolves.toBe('0');
    await page.clock.runFor(300);
    await expect(stripPosition(page)).resolves.toBe(1);
    await expect(activeSlide(page)).resolves.toBe('1');
    // Only the slide in view can be reached by the keyboard.
    await expect(page.locator(`${SLIDE}[inert]`).count()).resolves.toBe(slider.slides.length - 1);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('stops when the pause control is pressed and goes on after play', async () => {
    const { page, context } = await openWithHeldClock(browser());
    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Play slideshow' }).count()).resolves.toBe(1);
    const held = await activeSlide(page);
    await page.clock.runFor(slider.autoplayMs + slider.speedMs + 1000);
    expect(await activeSlide(page)).toBe(held);
    await expect(stripPosition(page)).resolves.toBe(Number(held));
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    // Play starts a whole delay again: the next slide comes once it has passed.
    await page.clock.runFor(slider.autoplayMs - 100);
    await expect(stripPosition(page)).resolves.toBe(Number(held));
    await page.clock.runFor(200 + slider.speedMs);
    expect(await activeSlide(page)).not.toBe(held);
    await context.close();
  });

  it('changes slide by its previous and next buttons, without a swipe (WCAG 2.5.7), round at both ends', async () => {
    const { page, context, problems } = await openWithHeldClock(browser(), { viewport: MOBILE });
    const previous = page.getByRole('button', { name: PREVIOUS_LABEL });
    const next = page.getByRole('button', { name: NEXT_LABEL });
    // Thumb-sized, and clear of the slide's words and link.
    const link = (await page.locator(SLIDE).first().getByRole('link').boundingBox())!;
    for (const button of [previous, next]) {
      const box = (await button.boundingBox())!;
      expect([box.width >= 44, box.height >= 44]).toEqual([true, true]);
      expect(box.y >= link.y + link.height || box.y + box.height <= link.y || box.x >= link.x + link.width).toBe(true);
    }
    const pressed = async (button: typeof next) => {
      await button.click();
      await page.clock.runFor(slider.speedMs + 100);
      return activeSlide(page);
    };
    const last = String(slider.slides.length - 1);
    await expect(pressed(next)).resolves.toBe('1');
    await expect(pressed(previous)).resolves.toBe('0');
    // Back from the first: the last. On from the last: the first again.
    await expect(pressed(previous)).resolves.toBe(last);
    await expect(stripPosition(page)).resolves.toBe(Number(last));
    await expect(pressed(next)).resolves.toBe('0');
    await expect(stripPosition(page)).resolves.toBe(0);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('starts paused for visitors who prefer reduced motion', async () => {
    const { page, context } = await open('/', { reducedMotion: 'reduce' });
    await sliderReady(page);
    await expect(page.getByRole('button', { name: 'Play slideshow' }).count()).resolves.toBe(1);
    await context.close();
  });

  it.each(
    (
      [
        ['desktop', DESKTOP],
        ['mobile', MOBILE],
      ] as const
    ).flatMap(([label, viewport]) => SCRIPT_MODES.map((mode) => [label, mode, viewport] as const)),
  )('does not shift the layout while the page and the slider load on a slow phone (%s, %s)', async (_name, mode, viewport) => {
    const opened = await openOnSlowPhone(browser(), viewport, { mode });
    await opened.page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
    await sliderReady(opened.page);
    await opened.page.waitForTimeout(1000);
    expect(await layoutShift(opened.page)).toBeLessThan(0.02);
    await opened.context.close();
  });
});

describe('school history video', () => {
  it.each(SCRIPT_MODES.map((mode) => [mode] as const))(
    'plays muted while at least half of it is visible and pauses otherwise, from the first paint (%s)',
    async (mode) => {
      const { page, context, problems } = await open('/schoolhistory', { viewport: MOBILE, mode });
      const video = page.locator('video');
      await expect(video.evaluate((element: HTMLVideoElement) => element.muted)).resolves.toBe(true);
      await expect(video.getAttribute('poster')).resolves.toMatch(/\.jpg$/);
      // Below the history text on a phone: not visible yet, so not playing.
      await expect(video.evaluate((element: HTMLVideoElement) => element.paused)).resolves.toBe(true);
      await video.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() => !document.querySelector('video')!.paused, undefined, { timeout: 10000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => document.querySelector('video')!.paused, undefined, { timeout: 10000 });
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it('keeps its controls without JavaScript, for the reader to start it', async () => {
    const { page, context } = await open('/schoolhistory', { viewport: MOBILE, mode: 'no-js' });
    const video = page.locator('video');
    await expect(video.evaluate((element: HTMLVideoElement) => element.controls && element.muted && element.paused)).resolves.toBe(true);
    await context.close();
  });

  it('keeps the home toppers video still until the visitor starts it', async () => {
    const { page, context } = await open('/');
    const video = page.locator('video');
    await expect(video.getAttribute('preload')).resolves.toBe('none');
    await expect(video.evaluate((element: HTMLVideoElement) => element.autoplay || !element.paused)).resolves.toBe(false);
    await expect(video.evaluate((element: HTMLVideoElement) => element.controls)).resolves.toBe(true);
    await context.close();
  });
});

describe('image sizes', () => {
  const paths = ['/', '/schoolhistory', '/teachers', '/salientfeatures', '/campus', '/indoor', '/studentscorner'];
  it.each(paths.flatMap((path) => [[path, 'desktop', DESKTOP] as const, [path, 'mobile', MOBILE] as const]))(
    'serves no image on %s (%s) at more than twice its displayed size',
    async (path, _name, viewport) => {
      const { page, context } = await open(path, { viewport });
      await scrollThrough(page);
      const report = await checkImageSizes(page);
      expect(report.checked).toBeGreaterThan(0);
      expect(report.oversized).toEqual([]);
      await context.close();
    },
  );
});
