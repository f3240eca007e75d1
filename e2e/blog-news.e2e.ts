import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { getPostSummaries } from '@/lib/content/blog';
import { getAllEvents } from '@/lib/content/events';
import { getAllNews } from '@/lib/content/news';
import { absoluteUrl } from '@/lib/env';
import { formatDate, itemsInMonth, MONTHS } from '@/lib/news-text';
import {
  baseUrl,
  DESKTOP,
  hydrated,
  islandReady,
  layoutShift,
  MOBILE,
  MODES,
  openOnSlowPhone,
  openPage,
  SCRIPT_MODES,
  seriousAxeViolations,
  until,
  useBrowser,
  type Mode,
} from './lib/browser';

const { browser, open } = useBrowser();
const posts = getPostSummaries();
const news = getAllNews();

/** A page whose clock is fixed before any script runs, so "the current month" is known. */
async function pageAt(time: string, viewport = DESKTOP, mode: Mode = 'js', slowPhone = false) {
  const opened = slowPhone ? await openOnSlowPhone(browser(), viewport, { mode }) : await openPage(browser(), viewport, { mode });
  if (mode !== 'no-js') await opened.page.clock.setFixedTime(new Date(time));
  return opened;
}

/** The month tab (a radio styled as a tab), the month shown, and the items on show. */
const monthTab = (page: Page, month: string) => page.getByRole('radio', { name: month, exact: true });
const checkedMonths = (page: Page) =>
  page.locator('input[name="news-month"]').evaluateAll((radios) => radios.filter((radio) => (radio as HTMLInputElement).checked).map((radio) => radio.id));
const shownPanels = (page: Page) => page.locator('[id^="news-panel-"]:visible');
/** A long item's Read More toggle and whether it is open. */
const moreToggle = (page: Page, slug: string) => page.locator(`[id="${slug}"] details > summary`);
const moreOpen = (page: Page, slug: string) => page.locator(`[id="${slug}"] details`).evaluate((details) => (details as HTMLDetailsElement).open);

/** The calendar island has arrived and moved to today's month. */
async function calendarReady(page: Page): Promise<void> {
  await hydrated(page);
  await page.locator('[role="grid"] [aria-current="date"]').waitFor();
}

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === type);
  if (!found) throw new Error(`No ${type} structured data on ${page.url()}`);
  return found;
}

describe('blog', () => {
  it.each(MODES.map((mode) => [mode] as const))('lists six cards with image, title, description and a Read More link to each article (%s)', async (mode) => {
    const { page, problems, context } = await open('/blogs', { mode });
    const cards = page.locator('main article');
    expect(await cards.count()).toBe(6);
    for (const [index, post] of posts.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(post.title);
      await expect(card.locator('p').first().textContent()).resolves.toBe(post.description);
      await expect(card.locator('img').getAttribute('alt')).resolves.toBe(post.imageAlt);
      await expect(card.getByRole('link', { name: /^Read More/ }).getAttribute('href')).resolves.toBe(`/blog/${post.url}`);
    }
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).resolves.toBe(absoluteUrl('/feed.xml'));
    await cards
      .nth(1)
      .getByRole('link', { name: /^Read More/ })
      .click();
    await page.waitForURL(`${baseUrl()}/blog/${posts[1].url}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(posts[1].title);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows an article with breadcrumbs, top heading, image, content, share links, related articles and a call to action', async () => {
    const post = posts[2];
    const { page, problems, context } = await open(`/blog/${post.url}`);
    const canonical = absoluteUrl(`/blog/${post.url}`);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(canonical);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').count()).resolves.toBe(1);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem').allTextContents()).resolves.toEqual(['Home', 'Blogs', post.title]);
    await expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).resolves.toBe('/');
    await expect(crumbs.getByRole('link', { name: 'Blogs' }).getAttribute('href')).resolves.toBe('/blogs');
    await expect(crumbs.locator('[aria-current="page"]').textContent()).resolves.toBe(post.title);

    await expect(page.locator('h1').textContent()).resolves.toBe(post.title);
    await expect(page.getByText(post.topheading, { exact: true }).isVisible()).resolves.toBe(true);
    const hero = page.locator('main article img').first();
    await expect(hero.getAttribute('loading')).resolves.toBe('eager');
    await expect(hero.getAttribute('alt')).resolves.toBe(post.imageAlt);
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator('main .prose h2').count()).toBeGreaterThan(0);
    expect(await page.locator('main .prose li').count()).toBeGreaterThan(0);

    const share = page.getByRole('region', { name: 'Share this article' });
    const hrefs = await share.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const url = encodeURIComponent(canonical);
    expect(hrefs).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(post.title)}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    ]);
    await expect(share.getByRole('link').first().getAttribute('target')).resolves.toBe('_blank');

    const related = page.getByRole('region', { name: 'Related articles' });
    const expected = posts.filter((other) => other.url !== post.url).slice(0, 2);
    await expect(related.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(expected.map((other) => other.title));
    await expect(related.getByRole('link', { name: /^Read More/ }).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual(
      expected.map((other) => `/blog/${other.url}`),
    );
    await expect(page.getByRole('link', { name: 'Contact Us', exact: true }).getAttribute('href')).resolves.toBe('/contact');

    const posting = await jsonLd(page, 'BlogPosting');
    expect(posting).toEqual(
      expect.objectContaining({ headline: post.title, description: post.description, url: canonical, datePublished: post.date.toISOString().slice(0, 10) }),
    );
    expect(posting.author).toEqual({ '@type': 'Person', name: post.author });
    const breadcrumbList = await jsonLd(page, 'BreadcrumbList');
    expect((breadcrumbList.itemListElement as Array<{ name: string }>).map((item) => item.name)).toEqual(['Home', 'Blogs', post.title]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('relates the first two other articles, skipping the article itself', async () => {
    const first = posts[0];
    const { page, context } = await open(`/blog/${first.url}`);
    const related = page.getByRole('region', { name: 'Related articles' });
    await expect(related.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([posts[1].title, posts[2].title]);
    await context.close();
  });

  it('carries the admission age criteria and the advice to start 6 to 8 months early', async () => {
    const { page, context } = await open('/blog/nursery-admission-age-criteria');
    const text = (await page.locator('main .prose').textContent()) ?? '';
    for (const line of [
      'Playgroup: 2 to 2.5 years',
      'Nursery: 2.5 to 3 years',
      'Jr KG: 3.5 to 4 years',
      'Sr KG: 4.5 to 5 years',
      '6 to 8 months before the academic year',
    ]) {
      expect(text).toContain(line);
    }
    await context.close();
  });

  it.each(SCRIPT_MODES.map((mode) => [mode] as const))(
    "answers an unknown article with status 404, 'Blog not found' and a link back to the blogs, from the first paint (%s)",
    async (mode) => {
      const { page, problems, context } = await openPage(browser(), DESKTOP, { mode });
      const response = await page.goto(`${baseUrl()}/blog/no-such-article`, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(404);
      // The page's own script picked the message while the page was parsed: no framework involved.
      await expect(page.getByRole('heading', { level: 1 }).allTextContents()).resolves.toEqual(['Blog not found']);
      await expect(page.getByText("The blog you're looking for doesn't exist or has been moved.").isVisible()).resolves.toBe(true);
      const back = page.getByRole('link', { name: 'Back to Blogs' });
      await expect(back.getAttribute('href')).resolves.toBe('/blogs');
      await expect(page.getByText('Page not found').isVisible()).resolves.toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
      await back.click();
      await page.waitForURL(`${baseUrl()}/blogs`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Blogs');
      await context.close();
    },
  );

  it.each([
    ['/blogsx/nothing', 'js'],
    ['/blog/no-such-article', 'no-js'],
  ] as const)('keeps the generic 404 text at %s (%s: without JavaScript the page cannot tell a missing article)', async (path, mode) => {
    const { page, context } = await openPage(browser(), DESKTOP, { mode });
    const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).allTextContents()).resolves.toEqual(['Page not found']);
    await expect(page.getByRole('link', { name: 'Back to Blogs' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Home page' }).count()).resolves.toBe(1);
    await context.close();
  });

  it('publishes a valid RSS feed of every article', async () => {
    const response = await fetch(`${baseUrl()}/feed.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    const { page, context } = await open('/blogs');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute('version'),
        title: doc.querySelector('channel > title')?.textContent,
        items: Array.from(doc.querySelectorAll('item')).map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
          pubDate: item.querySelector('pubDate')?.textContent,
        })),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('rss');
    expect(parsed.version).toBe('2.0');
    expect(parsed.title).toBeTruthy();
    expect(parsed.items).toEqual(posts.map((post) => ({ title: post.title, link: absoluteUrl(`/blog/${post.url}`), pubDate: post.date.toUTCString() })));
    await context.close();
  });
});

describe('news', () => {
  it.each(SCRIPT_MODES.map((mode) => [mode] as const))(
    'selects the current month as the page loads (fixed clock) and lists only its items (%s)',
    async (mode) => {
      const { page, problems, context } = await pageAt('2026-03-15T10:00:00', DESKTOP, mode);
      await page.goto(`${baseUrl()}/news`, { waitUntil: 'domcontentloaded' });
      await expect(monthTab(page, 'March').isChecked()).resolves.toBe(true);
      await expect(checkedMonths(page)).resolves.toEqual(['news-month-2']);
      expect(await page.getByRole('radio').count()).toBe(12);
      const panel = shownPanels(page);
      expect(await panel.count()).toBe(1);
      const expected = itemsInMonth(news, 2).map((item) => item.title);
      expect(expected.length).toBeGreaterThan(1);
      await expect(panel.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(expected);
      // The month heading is read out but not shown: the chosen tab names the month.
      await expect(panel.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('March');
      await expect(panel.locator('h2').evaluate((heading) => heading.getBoundingClientRect().height)).resolves.toBeLessThanOrEqual(1);
      const first = panel.locator('li').first();
      await expect(first.locator('img').getAttribute('alt')).resolves.toBeTruthy();
      await expect(first.locator('time').getAttribute('datetime')).resolves.toBe(itemsInMonth(news, 2)[0].date);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it('follows the clock: in July the July tab is selected', async () => {
    const { page, context } = await pageAt('2026-07-10T09:00:00', MOBILE);
    await page.goto(`${baseUrl()}/news`);
    await expect(monthTab(page, 'July').isChecked()).resolves.toBe(true);
    await expect(shownPanels(page).getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(itemsInMonth(news, 6).map((item) => item.title));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(MODES.map((mode) => [mode] as const))('moves between months with the keyboard and shows the empty message (%s)', async (mode) => {
    const { page, context } = await pageAt('2026-03-15T10:00:00', DESKTOP, mode);
    await page.goto(`${baseUrl()}/news`);
    // Without JavaScript no month is chosen yet: every month shows, under its heading, until one is.
    if (mode === 'no-js') {
      await expect(shownPanels(page).count()).resolves.toBe(12);
      await expect(page.getByText('No events for May').isVisible()).resolves.toBe(true);
      await page.locator('label[for="news-month-2"]').click();
    }
    await monthTab(page, 'March').focus();
    await page.keyboard.press('ArrowRight');
    await expect(monthTab(page, 'April').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(monthTab(page, 'April').isChecked()).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(monthTab(page, 'May').isChecked()).resolves.toBe(true);
    await expect(shownPanels(page).getByText('No events for May').isVisible()).resolves.toBe(true);
    await expect(shownPanels(page).count()).resolves.toBe(1);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // The months wrap round, as tabs do.
    await expect(monthTab(page, 'November').isChecked()).resolves.toBe(true);
    if (mode !== 'no-js') {
      await page.keyboard.press('End');
      await expect(monthTab(page, 'December').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await expect(monthTab(page, 'December').isChecked()).resolves.toBe(true);
      await page.keyboard.press('Home');
      await expect(monthTab(page, 'January').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    }
    await page.locator('label[for="news-month-9"]').click();
    await expect(monthTab(page, 'October').isChecked()).resolves.toBe(true);
    await expect(shownPanels(page).getByText('No events for October').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it.each(MODES.map((mode) => [mode] as const))(
    "cuts long descriptions to 200 characters with 'Read More' / 'Read Less', one open at a time (%s)",
    async (mode) => {
      const { page, context } = await pageAt('2026-03-15T10:00:00', DESKTOP, mode);
      await page.goto(`${baseUrl()}/news`);
      const choose = (month: number) => page.locator(`label[for="news-month-${month}"]`).click();
      const long = itemsInMonth(news, 2).filter((item) => item.truncated);
      expect(long.length).toBeGreaterThanOrEqual(1);
      await choose(2);
      const holi = page.locator(`[id="${long[0].slug}"]`);
      const preview = (await holi.locator(`[id="news-text-${long[0].slug}"] > p`).first().textContent()) ?? '';
      expect(preview.endsWith('...')).toBe(true);
      expect(preview.length - 3).toBeLessThanOrEqual(200);
      await expect(holi.getByText(long[0].paragraphs[0]).isVisible()).resolves.toBe(false);
      await expect(moreToggle(page, long[0].slug).innerText()).resolves.toMatch(/^Read More/);
      await moreToggle(page, long[0].slug).click();
      await expect(moreOpen(page, long[0].slug)).resolves.toBe(true);
      await expect(moreToggle(page, long[0].slug).innerText()).resolves.toMatch(/^Read Less/);
      expect(await holi.getByText(long[0].paragraphs[0]).isVisible()).toBe(true);
      // The preview gives way to the full text.
      await expect(holi.getByText(preview).isVisible()).resolves.toBe(false);

      // A second long item in another month: opening it closes the first.
      await choose(1);
      const sports = news.find((item) => item.date.startsWith('2026-02') && item.truncated)!;
      await moreToggle(page, sports.slug).click();
      expect(await page.locator(`[id="${sports.slug}"]`).getByText(sports.paragraphs[0]).isVisible()).toBe(true);
      await choose(2);
      await expect(moreOpen(page, long[0].slug)).resolves.toBe(false);

      // Within one month: opening a second item closes the first.
      const longJan = news.filter((item) => item.date.startsWith('2026-01') && item.truncated);
      expect(longJan.length).toBeGreaterThanOrEqual(2);
      await choose(0);
      await moreToggle(page, longJan[0].slug).click();
      await moreToggle(page, longJan[1].slug).click();
      await expect(moreOpen(page, longJan[0].slug)).resolves.toBe(false);
      await expect(moreOpen(page, longJan[1].slug)).resolves.toBe(true);
      expect(await page.locator(`[id="${longJan[0].slug}"]`).getByText(longJan[0].paragraphs[0]).isVisible()).toBe(false);
      await moreToggle(page, longJan[1].slug).click();
      await expect(moreOpen(page, longJan[1].slug)).resolves.toBe(false);
      // axe needs the page's timers, which do not run without JavaScript: routes.e2e.ts checks that state instead.
      if (mode !== 'no-js') expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['desktop', DESKTOP],
    ['375 px', MOBILE],
  ] as const)('shows the current month from the first paint, so nothing moves when the islands arrive late on a slow phone (%s)', async (_label, viewport) => {
    const { page, problems, context } = await pageAt('2026-03-15T10:00:00', viewport, 'late', true);
    await page.goto(`${baseUrl()}/news`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    /** The tab drawn as selected and the items on show, with their place on the page. */
    const layout = () =>
      page.evaluate(() => ({
        selectedTabs: [...document.querySelectorAll('[id^="news-tab-"]')]
          .filter((tab) => getComputedStyle(tab).color === 'rgb(255, 255, 255)')
          .map((tab) => tab.textContent),
        items: [...document.querySelectorAll('[id^="news-panel-"] li')]
          .filter((item) => item.getClientRects().length > 0)
          .map((item) => {
            const box = item.getBoundingClientRect();
            return { id: item.id, top: Math.round(box.top + window.scrollY), height: Math.round(box.height) };
          }),
      }));
    const painted = await layout();
    expect(painted.selectedTabs).toEqual(['March']);
    expect(painted.items.map((item) => item.id)).toEqual(itemsInMonth(news, 2).map((item) => item.slug));
    await hydrated(page);
    const woken = await layout();
    expect(woken.selectedTabs).toEqual(painted.selectedTabs);
    // Rounded boxes may differ by a pixel when a photo above arrives between the two looks (its decoded size, not the
    // islands): a real move is larger, and the layout shift below holds the rest.
    expect(woken.items.map((item) => item.id)).toEqual(painted.items.map((item) => item.id));
    woken.items.forEach((item, index) => {
      expect(Math.abs(item.top - painted.items[index].top)).toBeLessThanOrEqual(1);
      expect(Math.abs(item.height - painted.items[index].height)).toBeLessThanOrEqual(1);
    });
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.02);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('has every item in the HTML, readable without JavaScript: every month shows, long texts in full after Read More', async () => {
    const { page, context } = await open('/news', { mode: 'no-js' });
    for (const item of news) {
      const element = page.locator(`[id="${item.slug}"]`);
      await expect(element.getByRole('heading', { level: 3 }).textContent()).resolves.toBe(item.title);
      if (item.truncated) await moreToggle(page, item.slug).click();
      for (const paragraph of item.paragraphs) expect(await element.getByText(paragraph).isVisible()).toBe(true);
    }
    expect(await page.getByRole('heading', { level: 2, name: 'May' }).isVisible()).toBe(true);
    expect(await page.getByText('No events for May').isVisible()).toBe(true);
    await context.close();
  });
});

describe('events', () => {
  it.each(SCRIPT_MODES.map((mode) => [mode] as const))(
    "shows 'Archives: Events' and an 'Upcoming Events' calendar on the current month with marked days (%s)",
    async (mode) => {
      const { page, problems, context } = await pageAt('2026-03-15T10:00:00', DESKTOP, mode);
      await page.goto(`${baseUrl()}/events`);
      await calendarReady(page);
      await expect(page.locator('h1').textContent()).resolves.toBe('Archives: Events');
      expect(await page.getByRole('heading', { level: 2, name: 'Upcoming Events' }).isVisible()).toBe(true);
      const grid = page.getByRole('grid', { name: 'March 2026' });
      expect(await grid.isVisible()).toBe(true);
      const marked = itemsInMonth(
        news.filter((item) => item.date.startsWith('2026')),
        2,
      ).map((item) => Number(item.date.slice(8)));
      for (const day of marked) expect(await grid.getByRole('button', { name: new RegExp(`^${day} March 2026, \\d+ events?$`) }).isVisible()).toBe(true);
      expect(await grid.getByRole('button', { name: '15 March 2026' }).getAttribute('aria-current')).toBe('date');
      await page.getByRole('button', { name: /Next month/ }).click();
      expect(await page.getByRole('grid', { name: 'April 2026' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: /Previous month/ }).click();
      await page.getByRole('button', { name: /Previous month/ }).click();
      expect(await page.getByRole('grid', { name: 'February 2026' }).isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it.each(SCRIPT_MODES.map((mode) => [mode] as const))('lists the items of a chosen day and downloads each as an .ics file (%s)', async (mode) => {
    const { page, context } = await pageAt('2026-03-15T10:00:00', DESKTOP, mode);
    await page.goto(`${baseUrl()}/events`);
    await calendarReady(page);
    const holi = news.find((item) => item.date === '2026-03-14')!;
    await page.getByRole('button', { name: /^14 March 2026, 1 event$/ }).click();
    expect(await page.getByRole('heading', { level: 3, name: '14 March 2026' }).isVisible()).toBe(true);
    const entry = page.getByRole('listitem').filter({ hasText: holi.title }).first();
    await expect(entry.getByRole('link', { name: holi.title, exact: true }).getAttribute('href')).resolves.toBe(`/news#${holi.slug}`);
    const [download] = await Promise.all([page.waitForEvent('download'), entry.getByRole('link', { name: /Add to calendar/ }).click()]);
    expect(download.suggestedFilename()).toBe(`${holi.slug}.ics`);
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART;VALUE=DATE:20260314\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20260315\r\n');
    expect(ics).toContain(`SUMMARY:${holi.title}\r\n`);
    expect(ics.trimEnd().endsWith('END:VEVENT\r\nEND:VCALENDAR')).toBe(true);
    const response = await fetch(`${baseUrl()}/events/${holi.slug}.ics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    await context.close();
  });

  it.each(MODES.map((mode) => [mode] as const))('links an item to its place on /news, opening that month with the item expanded (%s)', async (mode) => {
    const { page, problems, context } = await pageAt('2026-11-20T10:00:00', DESKTOP, mode);
    await page.goto(`${baseUrl()}/events`);
    const holi = news.find((item) => item.date === '2026-03-14')!;
    await page.getByRole('region', { name: 'All events' }).getByRole('link', { name: holi.title, exact: true }).click();
    await page.waitForURL(`${baseUrl()}/news#${holi.slug}`);
    const item = page.locator(`[id="${holi.slug}"]`);
    if (mode === 'no-js') {
      // Every month shows; the browser scrolls to the item, whose full text is one press away.
      await expect(item.isVisible()).resolves.toBe(true);
      await moreToggle(page, holi.slug).click();
    } else {
      // The page's own script opened the item's month and the item, as the page was parsed.
      await expect(monthTab(page, 'March').isChecked()).resolves.toBe(true);
      await until(page, () => document.querySelector('[id="news-panel-2"] details[open]') !== null);
      await expect(moreToggle(page, holi.slug).innerText()).resolves.toMatch(/^Read Less/);
    }
    expect(await item.getByText(holi.paragraphs[0]).isVisible()).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('links each marked day of the calendar to its first event in the list without JavaScript', async () => {
    const { page, context } = await open('/events', { mode: 'no-js' });
    // The month of the build: each of its days with events links to the first of them in the list.
    const [monthName, year] = ((await page.locator('#calendar-month').textContent()) ?? '').split(' ');
    const month = String(MONTHS.indexOf(monthName as (typeof MONTHS)[number]) + 1).padStart(2, '0');
    const inMonth = getAllEvents().filter((event) => event.date.startsWith(`${year}-${month}-`));
    const firstOfDay = [...new Map(inMonth.map((event) => [event.date, event] as const)).values()].sort((a, b) => a.date.localeCompare(b.date));
    const links = page.locator('table a');
    await expect(links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).resolves.toEqual(
      firstOfDay.map((event) => `#event-${inMonth.find((candidate) => candidate.date === event.date)!.id}`),
    );
    if (firstOfDay.length > 0) {
      await links.first().click();
      await until(page, () => window.location.hash.startsWith('#event-'));
      await expect(page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('button', { name: /month/ }).count()).resolves.toBe(0);
    // The day buttons the island uses are in the HTML, hidden where scripts do not run.
    await expect(page.locator('table button:visible').count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the days as buttons before the calendar island arrives; a day pressed then is chosen at once, and stays chosen when it arrives (late)', async () => {
    const { page, problems, context } = await open('/events', { mode: 'late' });
    await expect(page.locator('table a:visible').count()).resolves.toBe(0);
    const day = page.locator('table button[data-date]').nth(9);
    const date = (await day.getAttribute('data-date'))!;
    await day.click();
    // At once, from the HTML (events-calendar.early.ts): the day pressed, its events (or "No events") below.
    await expect(day.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.getByRole('heading', { level: 3, name: formatDate(date), exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('grid').count()).resolves.toBe(0);
    await islandReady(page, 'events-calendar');
    await page.locator(`[role="grid"] button[data-date="${date}"][aria-pressed="true"]`).waitFor({ timeout: 20000 });
    await expect(page.locator('[role="grid"] button[aria-pressed="true"]').count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { level: 3, name: formatDate(date), exact: true }).isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('lists every dated item with its .ics link without JavaScript', async () => {
    const { page, context } = await open('/events', { viewport: MOBILE, mode: 'no-js' });
    const all = page.getByRole('region', { name: 'All events' });
    const events = getAllEvents();
    // News, tests, PTMs and holidays all appear, each with its own .ics file.
    expect(events.length).toBeGreaterThan(news.length);
    expect(await all.getByRole('listitem').count()).toBe(events.length);
    const links = await all.getByRole('link', { name: /Add to calendar/ }).evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(links.sort()).toEqual(events.map((event) => `/events/${event.id}.ics`).sort());
    for (const href of links.slice(0, 3)) expect((await fetch(`${baseUrl()}${href}`)).status).toBe(200);
    await context.close();
  });
});
