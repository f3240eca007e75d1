/**
 * A parent's first tap, on a slow phone: each island's control tapped 100 ms after the load event while its island
 * is still held back (the `late` mode, 3 s). The tap must never take the page away or open a window, must show its
 * result at once from the HTML (the chat box, the tapped photo large, the chosen day; the month needs no script),
 * and that result must stay, exactly once, when the island arrives and takes over: the chat box open, the lightbox
 * on the tapped photo, the day selected.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { getGalleryPhotos, getOutdoorPhotos } from '@/lib/content/gallery';
import { getSite } from '@/lib/content/site';
import { VIEWER_CLASS } from '@/components/photo-grid/photo-tiles';
import { HYDRATED_ATTRIBUTE } from '@/lib/islands/contract';
import { formatDate } from '@/lib/news-text';
import { baseUrl, hydrated, islandReady, launchBrowser, MOBILE, openPage } from './lib/browser';

let browser: Browser;
const { chat } = getSite();
/** The islands held back this long. */
const HOLD_MS = 3000;
/** The result shows this soon after the tap, whatever the islands do (on a busy machine too: it is the page's own script). */
const AT_ONCE_MS = 1000;
/** How long after the load event the tap comes. */
const TAP_AFTER_LOAD_MS = 100;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface FirstTap {
  name: string;
  path: string;
  /** The control a parent taps. */
  control: (page: Page) => Promise<Locator>;
  /** The control's island (none: the months are CSS alone). */
  island?: string;
  /** Asserts the result is there at once, before the island (the early result), exactly once. */
  early: (page: Page, tapped: string) => Promise<void>;
  /** Asserts the intended result is there once the island has taken over, exactly once; `tapped` is what `control` found. */
  result: (page: Page, tapped: string) => Promise<void>;
}

const dialogs = (page: Page, name: string) => page.getByRole('dialog', { name });
const galleryPhoto = getGalleryPhotos()[2];
const outdoorPhoto = getOutdoorPhotos()[1];
/** A month that the page does not choose by itself (the current one): the tap changes something. */
const month = (new Date().getMonth() + 6) % 12;

/** The photo viewer shows `alt`, once; `early`: the early viewer (the tapped photo from the page), else the lightbox. */
async function viewerOn(page: Page, alt: string, early: boolean) {
  await dialogs(page, 'Photo viewer').waitFor({ timeout: early ? AT_ONCE_MS : 20000 });
  const shown = ([image, expected]: readonly [string, string]) =>
    Array.from(document.querySelectorAll<HTMLImageElement>(image)).some(
      (img) => img.alt === expected && img.complete && img.naturalWidth > 0 && img.closest('[inert]') === null,
    );
  await page.waitForFunction(shown, [`.${VIEWER_CLASS.stage} img`, alt] as const, { timeout: early ? AT_ONCE_MS : 10000 });
  await expect(dialogs(page, 'Photo viewer').count()).resolves.toBe(1);
  // The early viewer until the island, the lightbox after it (which removes the early viewer once its photo is there).
  if (!early) await page.locator('[data-early-viewer]').waitFor({ state: 'detached', timeout: 10000 });
  if (!early) await expect(page.getByRole('button', { name: 'Next photo' }).count()).resolves.toBe(1);
}

const TAPS: FirstTap[] = [
  {
    name: 'the chat launcher on /',
    path: '/',
    island: 'chat-widget',
    control: async (page) => page.getByRole('link', { name: `Chat with ${chat.accountName}` }),
    early: async (page) => {
      await dialogs(page, chat.accountName).waitFor({ state: 'visible', timeout: AT_ONCE_MS });
      await expect(dialogs(page, chat.accountName).getByText('is typing').count()).resolves.toBe(1);
    },
    result: async (page) => {
      const box = dialogs(page, chat.accountName);
      await box.waitFor({ state: 'visible', timeout: 20000 });
      await expect(dialogs(page, chat.accountName).count()).resolves.toBe(1);
      // Open (the island kept it open, not closed it again), with the typing dots or the greeting after them.
      await expect(page.getByRole('button', { name: new RegExp(`^Chat with ${chat.accountName}`) }).getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(box.getByText(new RegExp(`is typing|${chat.chatMessage.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).count()).resolves.toBe(1);
    },
  },
  {
    name: 'a photo on /gallery',
    path: '/gallery',
    island: 'photo-grid',
    control: async (page) => page.getByRole('link', { name: galleryPhoto.alt, exact: true }),
    early: (page) => viewerOn(page, galleryPhoto.alt, true),
    result: (page) => viewerOn(page, galleryPhoto.alt, false),
  },
  {
    name: 'a photo on /outdoor',
    path: '/outdoor',
    island: 'photo-grid',
    control: async (page) => page.getByRole('link', { name: outdoorPhoto.alt, exact: true }),
    early: (page) => viewerOn(page, outdoorPhoto.alt, true),
    result: (page) => viewerOn(page, outdoorPhoto.alt, false),
  },
  {
    name: 'a day on /events',
    path: '/events',
    island: 'events-calendar',
    control: async (page) => page.locator('table button[data-date]').nth(9),
    early: async (page, date) => {
      await page.locator(`table button[data-date="${date}"][aria-pressed="true"]`).waitFor({ timeout: AT_ONCE_MS });
      await expect(page.getByRole('heading', { name: formatDate(date), exact: true }).count()).resolves.toBe(1);
    },
    result: async (page, date) => {
      await page.locator(`[role="grid"] button[data-date="${date}"][aria-pressed="true"]`).waitFor({ timeout: 20000 });
      await expect(page.locator('[role="grid"] button[aria-pressed="true"]').count()).resolves.toBe(1);
      await expect(page.getByRole('heading', { name: formatDate(date), exact: true }).count()).resolves.toBe(1);
    },
  },
  {
    name: 'a month on /news',
    path: '/news',
    control: async (page) => page.locator(`label[for="news-month-${month}"]`),
    early: async () => undefined,
    result: async (page) => {
      const checked = await page
        .locator('input[name="news-month"]')
        .evaluateAll((radios) => radios.filter((radio) => (radio as HTMLInputElement).checked).map((radio) => radio.id));
      expect(checked).toEqual([`news-month-${month}`]);
      await expect(page.locator('[id^="news-panel-"]:visible').count()).resolves.toBe(1);
      await expect(page.locator(`#news-panel-${month}`).isVisible()).resolves.toBe(true);
    },
  },
];

describe(`a first tap ${TAP_AFTER_LOAD_MS} ms after load, the islands ${HOLD_MS / 1000} s late`, () => {
  it.each(TAPS.map((tap) => [tap.name, tap] as const))(
    '%s: no navigation, no window, the result at once, and still (once) when the island has taken over',
    async (_name, tap) => {
      const { page, context, problems } = await openPage(browser, MOBILE, { mode: 'late', lateMs: HOLD_MS });
      let windows = 0;
      context.on('page', () => (windows += 1));
      page.on('popup', () => (windows += 1));
      await page.goto(`${baseUrl()}${tap.path}`, { waitUntil: 'load' });
      const address = page.url();
      let navigations = 0;
      page.on('domcontentloaded', () => (navigations += 1));
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.waitForTimeout(TAP_AFTER_LOAD_MS);
      const control = await tap.control(page);
      const tapped = (await control.getAttribute('data-date')) ?? '';
      await control.tap();
      // At once, from the page's own HTML and script: long before the island.
      await tap.early(page, tapped);
      if (tap.island) await expect(page.evaluate((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE)).resolves.toBe(false);
      if (tap.island) await islandReady(page, tap.island, HOLD_MS + 20000);
      await tap.result(page, tapped);
      // Still so a moment later: nothing done twice, nothing undone.
      await page.waitForTimeout(1000);
      await tap.result(page, tapped);
      expect(navigations).toBe(0);
      await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
      expect(windows).toBe(0);
      expect(page.url()).toBe(address);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    },
  );
});

describe('what a reader set before the islands arrived survives them', () => {
  it('the chosen news month, the open menu and its open dropdown (late, 3 s)', async () => {
    const { page, context, problems } = await openPage(browser, MOBILE, { mode: 'late', lateMs: HOLD_MS });
    await page.goto(`${baseUrl()}/news`, { waitUntil: 'load' });
    // The month first: a press outside the navigation closes its menu (the site script).
    await page.locator(`label[for="news-month-${month}"]`).tap();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('details[data-nav-menu] > summary').tap();
    await nav.locator('details[data-nav-group] > summary', { hasText: 'About Us' }).tap();
    // The islands of the page (the chat widget, the footer's form) all wake and hydrate around it.
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(nav.locator('details[data-nav-menu]').evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(true);
    const groups = await nav
      .locator('details[data-nav-group]')
      .evaluateAll((all) => all.filter((details) => (details as HTMLDetailsElement).open).map((details) => details.textContent?.slice(0, 20)));
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatch(/About Us/);
    await expect(page.locator('input[name="news-month"]:checked').getAttribute('id')).resolves.toBe(`news-month-${month}`);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
