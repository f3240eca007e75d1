/**
 * Every Marathi page (issue 35), one browser page per screen size reused page after page: `<html lang="mr">`, a
 * Devanagari first heading that starts in a phone's first screen, links to English pages marked as English, axe
 * (WCAG 2.2 AA) finds nothing, no console errors; the switch leads to the matching page and back; and, walking every
 * page of the sitemap, each page's hreflang alternates are reciprocal and agree with the sitemap.
 */
import type { Page } from 'playwright-core';
import { SHELL_WORDS } from '@/components/site-shell/shell-words';
import { getNoticesForBuild } from '@/lib/content/notices';
import { absoluteUrl } from '@/lib/env';
import { HTML_LANG, languageOf, MARATHI_PAGES } from '@/lib/languages';
import { baseUrl, DESKTOP, openPage, seriousAxeViolations, useBrowser, type TestPage } from './lib/browser';
import { routes } from './lib/routes';

const { browser } = useBrowser();

/** Each English page with a Marathi version, and that version (lib/languages.ts). */
const PAIRS = Object.entries(MARATHI_PAGES) as [string, string][];
const MARATHI = routes.map((route) => route.path).filter((path) => languageOf(path) === 'mr');
const PHONE = { width: 360, height: 640 };
/** Where a page's first heading must start at the latest on a phone (as e2e/phone.e2e.ts asks of English pages). */
const HEADING_TOP_LIMIT = 160;

/** A built address (SITE_URL) as the test server answers it. */
const served = (url: string) => url.replace(absoluteUrl('/').replace(/\/$/, ''), baseUrl());

/** `<html lang>` and the hreflang alternates of a page's HTML, as a crawler reads them. */
async function languageLinks(url: string): Promise<{ lang: string; alternates: Record<string, string> }> {
  const response = await fetch(served(url));
  expect(response.status).toBe(200);
  const html = await response.text();
  const alternates: Record<string, string> = {};
  for (const [link] of html.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/gi)) {
    const hreflang = /hreflang="([^"]+)"/i.exec(link)?.[1];
    const href = /href="([^"]+)"/i.exec(link)?.[1];
    if (hreflang && href) alternates[hreflang] = href.replace(/&amp;/g, '&');
  }
  return { lang: /<html[^>]*\blang="([^"]+)"/i.exec(html)?.[1] ?? '', alternates };
}

/** Each page of the sitemap, with the alternates the sitemap gives it. */
async function sitemapPages(): Promise<{ url: string; alternates: Record<string, string> }[]> {
  const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block]) => ({
    url: /<loc>([^<]+)<\/loc>/.exec(block)![1],
    alternates: Object.fromEntries([...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])),
  }));
}

/** The page's links to the site's English pages or files, with their hreflang and text. */
function linksToEnglish(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('body a[href^="/"]'))
      .filter((link) => {
        const path = new URL(link.href).pathname;
        // The search page serves both languages (the header's search box is its form).
        return (
          !(path === '/mr' || path.startsWith('/mr/') || path === '/search') && !link.closest('[lang^="en"]') && !link.hasAttribute('data-language-switch')
        );
      })
      .map((link) => ({
        href: link.getAttribute('href'),
        hreflang: link.getAttribute('hreflang'),
        text: (link.textContent || link.getAttribute('aria-label') || '').trim(),
      })),
  );
}

describe('the sitemap and every page it lists', () => {
  it('gives each page the alternates the sitemap gives it, and each alternate names the page back (x-default English)', async () => {
    const pages = await sitemapPages();
    expect(pages.length).toBeGreaterThan(40);
    const paired = pages.filter((page) => Object.keys(page.alternates).length > 0);
    expect(paired).toHaveLength(PAIRS.length * 2);
    for (const page of pages) {
      const { lang, alternates } = await languageLinks(page.url);
      expect({ url: page.url, alternates }).toEqual({ url: page.url, alternates: page.alternates });
      const path = new URL(page.url).pathname;
      expect(lang).toBe(HTML_LANG[languageOf(path)]);
      if (Object.keys(alternates).length === 0) continue;
      expect(alternates['x-default']).toBe(alternates[HTML_LANG.en]);
      expect(alternates[HTML_LANG[languageOf(path)]]).toBe(page.url);
      // Reciprocal: the other language's page names exactly the same pair.
      for (const [hreflang, href] of Object.entries(alternates)) {
        const other = await languageLinks(href);
        expect({ from: page.url, to: href, alternates: other.alternates }).toEqual({ from: page.url, to: href, alternates });
        if (hreflang !== 'x-default') expect(other.lang).toBe(hreflang);
      }
    }
  });
});

describe.each([
  { name: 'desktop', size: DESKTOP },
  { name: 'phone', size: PHONE },
])('every Marathi page on a $name', ({ size }) => {
  let opened: TestPage;

  beforeAll(async () => {
    opened = await openPage(browser(), size);
  });

  afterAll(async () => {
    await opened?.context.close();
  });

  it.each(MARATHI)('%s', async (path) => {
    const { page, problems } = opened;
    problems.consoleErrors.length = 0;
    const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
    const heading = page.locator('main h1').first();
    expect(await heading.innerText()).toMatch(/[\u0900-\u097F]/);
    if (size === PHONE) expect(await heading.evaluate((element) => element.getBoundingClientRect().top + scrollY)).toBeLessThanOrEqual(HEADING_TOP_LIMIT);
    // What leads to an English page or file says so, in words and to the browser (the frame's English parts say it once).
    for (const link of await linksToEnglish(page)) {
      expect(link).toEqual({ ...link, hreflang: HTML_LANG.en });
      expect(link.text).toMatch(/इंग्रजी/);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

describe('the language switch', () => {
  it.each(PAIRS)('leads from %s to %s and back', async (english, marathi) => {
    const { page, problems, context } = await openPage(browser(), DESKTOP);
    try {
      await page.goto(`${baseUrl()}${english}`, { waitUntil: 'load' });
      const toMarathi = page.locator('header a[data-language-switch]:visible');
      expect(await toMarathi.evaluate((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('hreflang')])).toEqual(['मराठी', 'mr', 'mr']);
      await Promise.all([page.waitForURL(`${baseUrl()}${marathi}`), toMarathi.click()]);
      const toEnglish = page.locator('header a[data-language-switch]:visible');
      expect(await toEnglish.evaluate((link) => [link.textContent, link.getAttribute('hreflang')])).toEqual(['English', HTML_LANG.en]);
      await Promise.all([page.waitForURL(`${baseUrl()}${english}`), toEnglish.click()]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(HTML_LANG.en);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the frame of a Marathi page', () => {
  it('speaks Marathi: skip link, search, menu, footer, and the notices, whose links lead to the Marathi pages', async () => {
    const { page, problems, context } = await openPage(browser(), DESKTOP);
    try {
      await page.goto(`${baseUrl()}/mr/contact`, { waitUntil: 'load' });
      const words = SHELL_WORDS.mr;
      expect(await page.locator('a.skip-link').textContent()).toBe(words.skipLink);
      expect(await page.locator('header form[role=search] input[name=q]').getAttribute('placeholder')).toBe(words.search.placeholder);
      expect(await page.locator(`nav[aria-label="${words.nav.name}"]`).count()).toBe(1);
      expect(await page.locator(`footer nav[aria-label="${words.footer.rights}"] a[href="/mr/privacy"]`).count()).toBe(1);
      expect(await page.locator('footer').innerText()).toContain(words.footer.getInTouch);
      // The notices translated into Marathi show in Marathi (no English mark), their links to the Marathi pages.
      const marathi = getNoticesForBuild(Date.now(), undefined, 'mr');
      expect(marathi.length).toBeGreaterThan(0);
      for (const notice of marathi) {
        const shown = page.locator(`section[data-notice="${notice.dismissKey}"]`);
        expect(await shown.getAttribute('lang')).toBeNull();
        expect(await shown.locator('strong').textContent()).toBe(notice.title);
        if (notice.link === '/onlineadmission') expect(await shown.locator('a').getAttribute('href')).toBe('/mr/onlineadmission');
      }
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
