/**
 * A parent's first tap, on a slow phone: each island's control tapped 100 ms after the load event while the
 * framework is still held back (the `late` mode, 3 s). The tap must never take the page away or open a window,
 * must show at once that it was taken, and must have done, once the framework has arrived, what the same tap
 * does later: the chat box, the lightbox on the tapped photo, the selected day, the chosen month, exactly once.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { getGalleryPhotos, getOutdoorPhotos } from '@/lib/content/gallery';
import { getSite } from '@/lib/content/site';
import { HYDRATED_ATTRIBUTE } from '@/components/framework-ready/framework-ready';
import { EARLY_PRESS_ATTRIBUTE, type IslandKind } from '@/lib/early-press';
import { LOADER_ID } from '@/scripts/defer-framework';
import { formatDate } from '@/lib/news-text';
import { baseUrl, launchBrowser, MOBILE, openPage } from './lib/browser';

let browser: Browser;
const { chat } = getSite();
/** The framework held back this long: the done-when of issue 20. */
const HOLD_MS = 3000;
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
  /** Whether the control is an island's (held with feedback) rather than a native one (done at once). */
  held: boolean;
  /** The kinds of lazy module the held press needs (LAZY_MODULES), asked for beside the framework. */
  lazy?: IslandKind[];
  /** Asserts the intended result is there, exactly once; `tapped` is what `control` found. */
  result: (page: Page, tapped: string) => Promise<void>;
}

const dialogs = (page: Page, name: string) => page.getByRole('dialog', { name });
const galleryPhoto = getGalleryPhotos()[2];
const outdoorPhoto = getOutdoorPhotos()[1];
/** A month that the page does not choose by itself (the current one): the tap changes something. */
const month = (new Date().getMonth() + 6) % 12;

async function lightboxOn(page: Page, alt: string) {
  await dialogs(page, 'Photo viewer').waitFor({ timeout: 20000 });
  await page.waitForFunction((expected) => document.querySelector('.yarl__slide_current img')?.getAttribute('alt') === expected, alt, { timeout: 10000 });
  await expect(dialogs(page, 'Photo viewer').count()).resolves.toBe(1);
}

const TAPS: FirstTap[] = [
  {
    name: 'the chat launcher on /',
    path: '/',
    held: true,
    lazy: ['chat'],
    control: async (page) => page.getByRole('link', { name: `Chat with ${chat.accountName}` }),
    result: async (page) => {
      const box = dialogs(page, chat.accountName);
      await box.waitFor({ state: 'visible', timeout: 20000 });
      await expect(dialogs(page, chat.accountName).count()).resolves.toBe(1);
      // Open (not opened and closed again by a second replay), with the typing dots or the greeting after them.
      await expect(page.getByRole('button', { name: new RegExp(`^Chat with ${chat.accountName}`) }).getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(box.getByText(new RegExp(`is typing|${chat.chatMessage.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).count()).resolves.toBe(1);
    },
  },
  {
    name: 'a photo on /gallery',
    path: '/gallery',
    held: true,
    lazy: ['photo'],
    control: async (page) => page.getByRole('link', { name: galleryPhoto.alt, exact: true }),
    result: (page) => lightboxOn(page, galleryPhoto.alt),
  },
  {
    name: 'a photo on /outdoor',
    path: '/outdoor',
    held: true,
    lazy: ['photo', 'zoom'],
    control: async (page) => page.getByRole('link', { name: outdoorPhoto.alt, exact: true }),
    result: (page) => lightboxOn(page, outdoorPhoto.alt),
  },
  {
    name: 'a day on /events',
    path: '/events',
    held: true,
    control: async (page) => page.locator('table button[data-date]').nth(9),
    result: async (page, date) => {
      await page.locator(`[role="grid"] button[data-date="${date}"][aria-pressed="true"]`).waitFor({ timeout: 20000 });
      await expect(page.locator('[role="grid"] button[aria-pressed="true"]').count()).resolves.toBe(1);
      await expect(page.getByRole('heading', { name: formatDate(date), exact: true }).count()).resolves.toBe(1);
    },
  },
  {
    name: 'a month on /news',
    path: '/news',
    held: false,
    control: async (page) => page.locator(`label[for="news-month-${month}"]`),
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

describe(`a first tap ${TAP_AFTER_LOAD_MS} ms after load, the framework ${HOLD_MS / 1000} s late`, () => {
  it.each(TAPS.map((tap) => [tap.name, tap] as const))(
    '%s: no navigation, no window, feedback at once, the result once the framework is there',
    async (_name, tap) => {
      const { page, context, problems } = await openPage(browser, MOBILE, { mode: 'late', lateMs: HOLD_MS });
      let windows = 0;
      context.on('page', () => (windows += 1));
      page.on('popup', () => (windows += 1));
      await page.goto(`${baseUrl()}${tap.path}`, { waitUntil: 'load' });
      const address = page.url();
      // A new document (the bare photo, a followed link): the router's own history.replaceState at hydration is not one.
      let navigations = 0;
      page.on('domcontentloaded', () => (navigations += 1));
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.waitForTimeout(TAP_AFTER_LOAD_MS);
      const control = await tap.control(page);
      const tapped = (await control.getAttribute('data-date')) ?? '';
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await control.tap();
      if (tap.held) {
        // Pressed and busy at once, long before the framework.
        await expect(control.getAttribute(EARLY_PRESS_ATTRIBUTE)).resolves.toBe('');
        await expect(control.getAttribute('aria-busy')).resolves.toBe('true');
        await expect(page.evaluate((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE)).resolves.toBe(false);
      }
      if (tap.lazy) {
        // What the press needs beyond the framework (the lightbox, the chat box) is asked for now, beside it.
        const lazy = await page.evaluate((id) => JSON.parse(document.getElementById(id)?.dataset.lazy ?? '{}') as Record<string, string[]>, LOADER_ID);
        const wanted = tap.lazy.flatMap((kind) => lazy[kind] ?? [`(no lazy chunks for ${kind})`]);
        for (let waited = 0; waited < HOLD_MS / 2 && !wanted.every((chunk) => requested.includes(chunk)); waited += 50) await page.waitForTimeout(50);
        expect(wanted.filter((chunk) => !requested.includes(chunk))).toEqual([]);
        await expect(page.evaluate((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE)).resolves.toBe(false);
      }
      await page.waitForFunction((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE, { timeout: HOLD_MS + 20000 });
      await tap.result(page, tapped);
      // Still so a moment later: nothing replayed twice, nothing undone.
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

describe('what a reader set before the framework arrived survives it', () => {
  it('the chosen news month, the open menu and its open dropdown (late, 3 s)', async () => {
    const { page, context, problems } = await openPage(browser, MOBILE, { mode: 'late', lateMs: HOLD_MS });
    await page.goto(`${baseUrl()}/news`, { waitUntil: 'load' });
    // The month first: a press outside the navigation closes its menu (the site script).
    await page.locator(`label[for="news-month-${month}"]`).tap();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('details[data-nav-menu] > summary').tap();
    await nav.locator('details[data-nav-group] > summary', { hasText: 'About Us' }).tap();
    await page.waitForFunction((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE, { timeout: HOLD_MS + 20000 });
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
