import type { Page } from 'playwright-core';
import { getGalleryPhotos, getOutdoorPhotos } from '@/lib/content/gallery';
import { categorySlug, GALLERY_CATEGORIES, matchesFilter } from '@/lib/gallery-categories';
import { PREVIEW_TILES } from '@/components/photo-grid/photo-grid';
import { LIGHTBOX_CLASS } from '@/components/photo-grid/photo-lightbox';
import { VIEWER_CLASS } from '@/components/photo-grid/photo-tiles';
import { getImage } from '@/lib/images';
import {
  animationsSettled,
  baseUrl,
  DESKTOP,
  hydrated,
  islandReady,
  layoutShift,
  MOBILE,
  MODES,
  openOnSlowPhone,
  SCRIPT_MODES,
  seriousAxeViolations,
  useBrowser,
  type Mode,
} from './lib/browser';

const { browser, open } = useBrowser();
const galleryPhotos = getGalleryPhotos();
const outdoorPhotos = getOutdoorPhotos();
/** A string that only the lightbox's code contains (its next button's class), not the early viewer's nor the grid island's. */
const LIGHTBOX_MARKER = LIGHTBOX_CLASS.next;
/** The lightbox's photo on show, labelled "Photo 2 of 14" (the early viewer's stage has no label), and its image. */
const SLIDE = `.${VIEWER_CLASS.stage}[aria-label]`;
const SLIDE_IMAGE = `${SLIDE} img`;
/** The lightbox itself, not the early viewer. */
const LIGHTBOX = `.${VIEWER_CLASS.root}:not([data-early-viewer])`;
const FAILED = 'This image failed to load';
/** The photo grids: "Gallery photos" and "Outdoor activities photos". */
const GRID = 'ul[aria-label$=" photos"]';

/** The grid's island has arrived: a click on a tile now opens the lightbox. */
async function lightboxReady(page: Page): Promise<void> {
  await hydrated(page);
  await islandReady(page, 'photo-grid');
}

const filterGroup = (page: Page) => page.getByRole('group', { name: 'Show photos by category' });
const filterRadio = (page: Page, category: string) =>
  filterGroup(page).getByRole('radio', { name: new RegExp(`^${category.replace(/[&]/g, '\\$&')} \\d+ photos$`) });
/** The visible label of a category: what a reader presses. */
const filterLabel = (page: Page, category: string) => filterGroup(page).locator(`label[for="gallery-category-${categorySlug(category as never)}"]`);
const visibleTiles = (page: Page) => page.locator(`${GRID} > li:visible > a`);
const tile = (page: Page, alt: string) => page.getByRole('link', { name: alt, exact: true });
const statusText = (page: Page) => page.getByRole('status').innerText();
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Photo viewer' });
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.querySelector('img')?.alt ?? document.activeElement?.tagName);

async function expectSlide(page: Page, label: string) {
  await page.waitForFunction(([slide, expected]) => document.querySelector(slide)?.getAttribute('aria-label') === expected, [SLIDE, label] as const);
}

describe('/gallery', () => {
  it.each(MODES.map((mode) => [mode] as const))('filters by category with the right counts, and keeps uncategorised photos under All (%s)', async (mode) => {
    const { page, problems, context } = await open('/gallery', { mode });
    await expect(visibleTiles(page).count()).resolves.toBe(galleryPhotos.length);
    await expect(statusText(page)).resolves.toBe(`Showing all ${galleryPhotos.length} photos`);
    const uncategorised = galleryPhotos.find((photo) => !photo.category)!;

    for (const category of GALLERY_CATEGORIES.slice(1)) {
      const expected = galleryPhotos.filter((photo) => matchesFilter(photo.category, category));
      expect(expected.length).toBeGreaterThan(0);
      await expect(filterLabel(page, category).innerText()).resolves.toContain(String(expected.length));
      await filterLabel(page, category).click();
      await expect(filterRadio(page, category).isChecked()).resolves.toBe(true);
      await expect(visibleTiles(page).count()).resolves.toBe(expected.length);
      const alts = await visibleTiles(page)
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt));
      expect(alts).toEqual(expected.map((photo) => photo.alt));
      expect(alts).not.toContain(uncategorised.alt);
      // With the page's own script the choice is in the address, ready to share; without JavaScript it cannot be.
      if (mode !== 'no-js') expect(new URL(page.url()).searchParams.get('category')).toBe(categorySlug(category));
      await expect(statusText(page)).resolves.toBe(`Showing ${expected.length} ${expected.length === 1 ? 'photo' : 'photos'} in ${category}`);
    }

    await filterLabel(page, 'All').click();
    await expect(visibleTiles(page).count()).resolves.toBe(galleryPhotos.length);
    await expect(tile(page, uncategorised.alt).isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).search).toBe('');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it.each(MODES.map((mode) => [mode] as const))('moves between categories with the arrow keys (%s)', async (mode) => {
    const { page, context } = await open('/gallery', { viewport: MOBILE, mode });
    await filterLabel(page, 'All').click();
    await page.keyboard.press('ArrowRight');
    await expect(filterRadio(page, 'School Campus').isChecked()).resolves.toBe(true);
    const campus = galleryPhotos.filter((photo) => photo.category === 'School Campus');
    await expect(visibleTiles(page).count()).resolves.toBe(campus.length);
    await context.close();
  });

  it.each(SCRIPT_MODES.map((mode) => [mode] as const))('preselects the category of a shared address before the islands arrive (%s)', async (mode) => {
    const { page, problems, context } = await open('/gallery?category=celebrations', { mode });
    const celebrations = galleryPhotos.filter((photo) => photo.category === 'Celebrations');
    await expect(filterRadio(page, 'Celebrations').isChecked()).resolves.toBe(true);
    await expect(filterRadio(page, 'All').isChecked()).resolves.toBe(false);
    await expect(visibleTiles(page).count()).resolves.toBe(celebrations.length);
    await hydrated(page);
    await expect(filterRadio(page, 'Celebrations').isChecked()).resolves.toBe(true);
    await expect(visibleTiles(page).count()).resolves.toBe(celebrations.length);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps a category chosen before the islands arrive when they do', async () => {
    const { page, problems, context } = await open('/gallery', { mode: 'late' });
    await filterLabel(page, 'Republic Day').click();
    const count = galleryPhotos.filter((photo) => photo.category === 'Republic Day').length;
    await expect(visibleTiles(page).count()).resolves.toBe(count);
    await hydrated(page);
    await expect(filterRadio(page, 'Republic Day').isChecked()).resolves.toBe(true);
    await expect(visibleTiles(page).count()).resolves.toBe(count);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows every photo without JavaScript, whatever the address says', async () => {
    const { page, context } = await open('/gallery?category=celebrations', { mode: 'no-js' });
    await expect(visibleTiles(page).count()).resolves.toBe(galleryPhotos.length);
    await expect(page.locator(`${GRID} img`).count()).resolves.toBe(galleryPhotos.length);
    await context.close();
  });

  it.each(SCRIPT_MODES.map((mode) => [mode] as const))(
    'opens the clicked photo, wraps both ways with buttons and arrow keys, closes by button, Escape and backdrop, and returns focus (%s)',
    async (mode) => {
      const { page, problems, context } = await open('/gallery?category=republic-day', { mode });
      await lightboxReady(page);
      const photos = galleryPhotos.filter((photo) => photo.category === 'Republic Day');
      const total = photos.length;
      await expect(visibleTiles(page).count()).resolves.toBe(total);

      await tile(page, photos[1].alt).click();
      await dialog(page).waitFor();
      await expectSlide(page, `Photo 2 of ${total}`);
      await expect(page.locator(SLIDE_IMAGE).getAttribute('alt')).resolves.toBe(photos[1].alt);
      // The full-size photo is one of the pipeline's WebP variants, never the original JPEG.
      await page.waitForFunction((image) => (document.querySelector(image) as HTMLImageElement | null)?.complete, SLIDE_IMAGE);
      const shown = await page.locator(SLIDE_IMAGE).evaluate((img) => ({
        src: (img as HTMLImageElement).currentSrc,
        width: (img as HTMLImageElement).naturalWidth,
      }));
      expect(shown.src).toMatch(/\/media\/[0-9a-f]{12}\/[a-z0-9-]+-\d+\.webp$/);
      expect(shown.width).toBeGreaterThanOrEqual(1080);

      const next = page.getByRole('button', { name: 'Next photo' });
      const previous = page.getByRole('button', { name: 'Previous photo' });
      for (let step = 3; step <= total; step += 1) {
        await next.click();
        await expectSlide(page, `Photo ${step} of ${total}`);
      }
      await next.click();
      await expectSlide(page, `Photo 1 of ${total}`);
      await previous.click();
      await expectSlide(page, `Photo ${total} of ${total}`);

      await page.keyboard.press('ArrowRight');
      await expectSlide(page, `Photo 1 of ${total}`);
      await page.waitForTimeout(250);
      await page.keyboard.press('ArrowLeft');
      await expectSlide(page, `Photo ${total} of ${total}`);
      await page.waitForTimeout(250);
      await page.keyboard.press('ArrowLeft');
      await expectSlide(page, `Photo ${total - 1} of ${total}`);

      await page.getByRole('button', { name: 'Close photo viewer' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await expect(focusedName(page)).resolves.toBe(photos[1].alt);

      await tile(page, photos[total - 1].alt).click();
      await expectSlide(page, `Photo ${total} of ${total}`);
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      await expect(focusedName(page)).resolves.toBe(photos[total - 1].alt);

      // Keyboard only: Enter on a focused tile opens it.
      await page.keyboard.press('Enter');
      await dialog(page).waitFor();
      await expectSlide(page, `Photo ${total} of ${total}`);
      await page.waitForFunction((image) => (document.querySelector(image) as HTMLImageElement | null)?.complete, SLIDE_IMAGE);
      const image = await page.locator(SLIDE_IMAGE).boundingBox();
      expect(image).not.toBeNull();
      // The backdrop: beside the photo (it fills the height) or below it (it fills the width), away from the buttons.
      const backdrop =
        image!.x > 120 ? { x: image!.x / 2, y: DESKTOP.height - 40 } : { x: DESKTOP.width / 2, y: (image!.y + image!.height + DESKTOP.height) / 2 };
      await page.mouse.click(backdrop.x, backdrop.y);
      await dialog(page).waitFor({ state: 'detached' });
      await expect(focusedName(page)).resolves.toBe(photos[total - 1].alt);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it('before the lightbox arrives, a click on a tile shows that photo at once, large, and the lightbox takes over on it', async () => {
    const { page, problems, context } = await open('/gallery', { mode: 'late' });
    const address = page.url();
    const photo = galleryPhotos[2];
    await tile(page, photo.alt).click();
    // At once, from the tile's own image: the early viewer (photo-grid.early.ts), in the lightbox's look.
    await dialog(page).waitFor({ timeout: 1000 });
    await expect(dialog(page).locator('img').getAttribute('alt')).resolves.toBe(photo.alt);
    await expect(dialog(page).getAttribute('data-early-viewer')).resolves.not.toBeNull();
    await expect(dialog(page).evaluate((element) => getComputedStyle(element).position)).resolves.toBe('fixed');
    await islandReady(page, 'photo-grid');
    await expectSlide(page, `Photo 3 of ${galleryPhotos.length}`);
    await page.locator('[data-early-viewer]').waitFor({ state: 'detached', timeout: 10000 });
    await expect(dialog(page).count()).resolves.toBe(1);
    await expect(page.locator(SLIDE_IMAGE).getAttribute('alt')).resolves.toBe(photo.alt);
    expect(page.url()).toBe(address);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('before the lightbox arrives, the early viewer closes with Escape, and the lightbox does not open after it', async () => {
    const { page, problems, context } = await open('/gallery', { mode: 'late' });
    const photo = galleryPhotos[4];
    await tile(page, photo.alt).click();
    await dialog(page).waitFor({ timeout: 1000 });
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect(focusedName(page)).resolves.toBe(photo.alt);
    await islandReady(page, 'photo-grid');
    await page.waitForTimeout(500);
    await expect(dialog(page).count()).resolves.toBe(0);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens among the photos of the category chosen before the islands arrived', async () => {
    const { page, problems, context } = await open('/gallery', { mode: 'late' });
    await filterLabel(page, 'Weather Station').click();
    await lightboxReady(page);
    const photos = galleryPhotos.filter((photo) => photo.category === 'Weather Station');
    await tile(page, photos[0].alt).click();
    await expectSlide(page, `Photo 1 of ${photos.length}`);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("loads no script until a reader goes to use the grid, and the lightbox's code only on the first press; its styles are in the page", async () => {
    const html = await (await fetch(`${baseUrl()}/gallery`)).text();
    // The lightbox's look is in the page's stylesheets from the start: the early viewer wears it.
    const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]);
    const css = await Promise.all(stylesheets.map(async (url) => (await fetch(new URL(url, baseUrl()))).text()));
    expect(css.some((text) => text.includes(`.${VIEWER_CLASS.root}{`))).toBe(true);

    const { page, problems, context } = await open('/gallery');
    const scripts: { url: string; lightbox: Promise<boolean> }[] = [];
    page.on('response', (response) => {
      if (/\.js(\?|$)/.test(response.url()))
        scripts.push({
          url: response.url(),
          lightbox: response.text().then(
            (code) => code.includes(LIGHTBOX_MARKER),
            () => false,
          ),
        });
    });
    await page.waitForTimeout(1000);
    // Nothing but the islands' boot script, which the page loaded with it.
    expect(scripts.filter((script) => !/\/_islands\/boot-/.test(script.url))).toEqual([]);
    // The grid's island (React with it), without the lightbox's code.
    await lightboxReady(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(await Promise.all(scripts.map((script) => script.lightbox))).not.toContain(true);
    await visibleTiles(page).first().click();
    await dialog(page).waitFor();
    await expect(page.locator(LIGHTBOX).count()).resolves.toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await Promise.all(scripts.map((script) => script.lightbox))).toContain(true);
    // The viewer covers the window.
    await expect(dialog(page).evaluate((element) => getComputedStyle(element).position)).resolves.toBe('fixed');
    const box = await dialog(page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: DESKTOP.width, height: DESKTOP.height });
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  // On a slow phone (CPU throttled), and with the islands arriving late too: nothing may move.
  it.each(
    (['/gallery', '/gallery?category=celebrations'] as const).flatMap((path) =>
      (
        [
          ['desktop', DESKTOP],
          ['375 px', MOBILE],
        ] as const
      ).flatMap(([label, viewport]) => SCRIPT_MODES.map((mode) => [path, label, mode, viewport] as const)),
    ),
  )('does not shift %s while the photos load and the page scrolls (%s, %s)', async (path, _label, mode: Mode, viewport) => {
    const { page, problems, context } = await openOnSlowPhone(browser(), viewport, { mode });
    await page.goto(`${baseUrl()}${path}`);
    // Every tile has its box before its image arrives.
    const heights = await visibleTiles(page).evaluateAll((tiles) => tiles.map((tile) => Math.round(tile.getBoundingClientRect().height)));
    expect(Math.min(...heights)).toBeGreaterThan(50);
    // Lazy below the fold: tiles far down the page have not been fetched yet.
    const lazy = await page.locator(`${GRID} img`).evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).loading));
    expect(lazy.filter((value) => value === 'lazy').length).toBeGreaterThan(galleryPhotos.length - 6);
    await page.evaluate(async () => {
      const step = Math.floor(window.innerHeight * 0.6);
      for (let y = 0; y < document.body.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
    });
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      (grid) =>
        [...document.querySelectorAll(`${grid} > li`)].filter((li) => getComputedStyle(li).display !== 'none').every((li) => li.querySelector('img')!.complete),
      GRID,
    );
    expect(await layoutShift(page)).toBeLessThan(0.02);
    const category = new URL(path, baseUrl()).searchParams.get('category');
    const expected = galleryPhotos.filter((photo) => !category || (photo.category && categorySlug(photo.category) === category));
    await expect(visibleTiles(page).count()).resolves.toBe(expected.length);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  // One visit for both: the placeholders are read first, then a tile is followed away from the page.
  it('shows a placeholder in each tile until its own photo arrives (a blurred preview in the first screenful), with no page-wide spinner, and opens the full-size photo from a tile without JavaScript', async () => {
    const { page, context } = await open('/gallery', { mode: 'no-js' });
    const placeholders = await page.locator(`${GRID} img`).evaluateAll((imgs) =>
      imgs.map((img) => ({
        preview: getComputedStyle(img).backgroundImage.startsWith('url("data:image/webp'),
        // The tile behind the image: its own colour, and its box before the image arrives.
        tile: getComputedStyle(img.closest('a')!).backgroundColor,
        height: img.closest('li')!.getBoundingClientRect().height,
      })),
    );
    expect(placeholders).toHaveLength(galleryPhotos.length);
    expect(placeholders.slice(0, PREVIEW_TILES).every((tile) => tile.preview)).toBe(true);
    expect(placeholders.slice(PREVIEW_TILES).every((tile) => !tile.preview)).toBe(true);
    expect(placeholders.every((tile) => tile.tile !== 'rgba(0, 0, 0, 0)' && tile.height > 50)).toBe(true);
    await expect(page.locator('[role="progressbar"], [aria-busy="true"]').count()).resolves.toBe(0);

    const photo = galleryPhotos[2];
    await Promise.all([page.waitForURL(/\/media\/[0-9a-f]{12}\/[a-z0-9-]+-\d+\.webp$/), tile(page, photo.alt).click()]);
    const largest = getImage(photo.image).variants.at(-1)!;
    expect(new URL(page.url()).pathname).toBe(largest.webp);
    await context.close();
  });
});

describe('/outdoor', () => {
  it.each(SCRIPT_MODES.map((mode) => [mode] as const))(
    "zooms in up to 300 % of the photo's pixel size and back out, and still wraps around (%s)",
    async (mode) => {
      const { page, problems, context } = await open('/outdoor', { mode });
      await lightboxReady(page);
      const last = outdoorPhotos[outdoorPhotos.length - 1];
      await tile(page, last.alt).click();
      await dialog(page).waitFor();
      await expectSlide(page, `Photo 14 of 14`);
      await page.waitForFunction((image) => (document.querySelector(image) as HTMLImageElement | null)?.complete, SLIDE_IMAGE);
      const image = page.locator(SLIDE_IMAGE);
      const fitted = (await image.boundingBox())!;
      // Fitted inside the window with the spec's 10 px padding.
      expect(fitted.y).toBeGreaterThanOrEqual(9);
      expect(fitted.y + fitted.height).toBeLessThanOrEqual(DESKTOP.height - 9);

      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      const zoomOut = page.getByRole('button', { name: 'Zoom out' });
      await zoomIn.click();
      await animationsSettled(page);
      const once = (await image.boundingBox())!;
      expect(once.width).toBeGreaterThan(fitted.width * 1.5);
      for (let clicks = 0; clicks < 5 && (await zoomIn.isEnabled()); clicks += 1) {
        await zoomIn.click();
        await animationsSettled(page);
      }
      await expect(zoomIn.isDisabled()).resolves.toBe(true);
      const largest = getImage(last.image).variants.at(-1)!;
      const zoomed = (await image.boundingBox())!;
      expect(zoomed.width).toBeGreaterThan(largest.width * 3 * 0.97);
      expect(zoomed.width).toBeLessThan(largest.width * 3 * 1.03);

      while (await zoomOut.isEnabled()) {
        await zoomOut.click();
        await animationsSettled(page);
      }
      const back = (await image.boundingBox())!;
      expect(Math.abs(back.width - fitted.width)).toBeLessThan(2);

      await page.getByRole('button', { name: 'Next photo' }).click();
      await expectSlide(page, 'Photo 1 of 14');
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    },
  );

  // One visit for both: the page is checked as it loads, before this test makes one of its photos fail.
  it("shows the 14 outdoor photos under a text about outdoor activities; says 'This image failed to load' when a photo cannot be fetched, and shows the next one", async () => {
    const { page, problems, context } = await open('/outdoor');
    await expect(page.getByRole('list', { name: 'Outdoor activities photos' }).getByRole('link').count()).resolves.toBe(14);
    expect(outdoorPhotos).toHaveLength(14);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const word of ['athletics', 'field trips', 'football']) expect(text.toLowerCase()).toContain(word);
    expect(problems.consoleErrors).toEqual([]);

    await lightboxReady(page);
    const broken = outdoorPhotos[3];
    // The tiles use AVIF; the lightbox asks for WebP. Fail every WebP variant of this one photo.
    const folder = getImage(broken.image).variants[0].webp.split('/').slice(0, -1).join('/');
    await page.route(`**${folder}/*.webp`, (route) => route.abort('failed'));
    await tile(page, broken.alt).click();
    await dialog(page).waitFor();
    await expectSlide(page, 'Photo 4 of 14');
    await page.locator(SLIDE).getByText(FAILED).waitFor();
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expectSlide(page, 'Photo 5 of 14');
    await page.waitForFunction((image) => (document.querySelector(image) as HTMLImageElement | null)?.naturalWidth, SLIDE_IMAGE);
    await expect(page.locator(SLIDE).getByText(FAILED).count()).resolves.toBe(0);
    await context.close();
  });

  it('passes axe with the lightbox open (its buttons a finger wide, showing focus, which Tab keeps in it), and swipes between photos on a touch screen', async () => {
    const { page, problems, context } = await open('/outdoor', { viewport: MOBILE });
    await lightboxReady(page);
    await tile(page, outdoorPhotos[0].alt).tap();
    await dialog(page).waitFor();
    await expectSlide(page, 'Photo 1 of 14');
    await animationsSettled(page);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    const buttons = await dialog(page)
      .getByRole('button')
      .evaluateAll((all) =>
        all.map((button) => [button.getAttribute('aria-label'), button.getBoundingClientRect().width, button.getBoundingClientRect().height]),
      );
    expect(buttons.map(([name]) => name)).toEqual(['Zoom in', 'Zoom out', 'Close photo viewer', 'Previous photo', 'Next photo']);
    for (const [, width, height] of buttons) expect(Math.min(Number(width), Number(height))).toBeGreaterThanOrEqual(44);
    // Zoom out is disabled at first: Tab goes round the other four, each with a visible ring.
    const focused: string[] = [];
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const active = document.activeElement!;
        return {
          name: active.getAttribute('aria-label') ?? '',
          inside: active.closest('[role="dialog"]') !== null,
          ring: getComputedStyle(active).outlineStyle,
        };
      });
      expect(state.inside).toBe(true);
      expect(state.ring).not.toBe('none');
      focused.push(state.name);
    }
    expect(focused).toEqual(['Zoom in', 'Close photo viewer', 'Previous photo', 'Next photo', 'Zoom in']);
    const session = await context.newCDPSession(page);
    const y = MOBILE.height / 2;
    const swipe = async (from: number, to: number) => {
      await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 8; step += 1) {
        await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 8, y }] });
      }
      await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(300, 60);
    await expectSlide(page, 'Photo 2 of 14');
    await animationsSettled(page);
    await swipe(60, 300);
    await expectSlide(page, 'Photo 1 of 14');
    await animationsSettled(page);
    await swipe(60, 300);
    await expectSlide(page, 'Photo 14 of 14');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
