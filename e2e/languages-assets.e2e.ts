/**
 * What each language's pages load (issue 35, item 5): the Devanagari font only where its text is, English pages not a
 * byte more; and the site search in the reader's language, each language indexed apart (Pagefind by <html lang>).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { getAllRoutes } from '@/lib/all-routes';
import { getPageContent } from '@/lib/content/pages';
import { languageOf } from '@/lib/languages';
import { relativePosix, walkFiles } from '@/lib/walk-files';
import { devanagariFontHref, fontPreload } from '@/scripts/font-preload';
import { baseUrl, openPage, useTestPages } from './lib/browser';

const OUT = path.join(process.cwd(), 'out');
const FONT = /noto_sans_devanagari[^"'()\s]*\.woff2/;
/** Devanagari letters, apart from the word मराठी of the header's language switch (drawn in the reader's own font). */
const devanagariText = (html: string) => (html.replace(/>मराठी</g, '><').match(/[\u0900-\u097F]+/g) ?? []).length;

/** Every built page: its address, its language by <html lang>, and its HTML. */
function builtPages(): { route: string; lang: string; html: string }[] {
  return [...walkFiles(OUT, { extension: '.html', skipDir: (dir) => /[/\\](_next|pagefind|_islands|admin)$/.test(dir) })].map((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const route = `/${relativePosix(OUT, file).replace(/(index)?\.html$/, '')}`.replace(/\/$/, '') || '/';
    return { route, lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '', html };
  });
}

const { visit, browser } = useTestPages({ expectOk: true });

/** The font files a page fetched once it loaded and drew its text. */
async function fontRequests(route: string): Promise<string[]> {
  const fonts: string[] = [];
  const { page, context } = await openPage(browser());
  try {
    page.on('request', (request) => {
      if (FONT.test(request.url())) fonts.push(request.url());
    });
    await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return fonts;
  } finally {
    await context.close();
  }
}

describe('the Devanagari font', () => {
  const pages = builtPages();
  const href = devanagariFontHref(OUT)!;

  it('is preloaded on every Marathi page, and on no English page', () => {
    expect(href).toMatch(FONT);
    const marathi = pages.filter((page) => page.lang === 'mr');
    expect(marathi.map((page) => page.route).sort()).toEqual(
      getAllRoutes()
        .map((route) => route.path)
        .filter((route) => languageOf(route) === 'mr')
        .sort(),
    );
    for (const page of marathi) expect({ route: page.route, preload: page.html.includes(fontPreload(href)) }).toEqual({ route: page.route, preload: true });
    const english = pages.filter((page) => page.lang !== 'mr');
    expect(english.length).toBeGreaterThan(30);
    for (const page of english) expect({ route: page.route, font: FONT.test(page.html) }).toEqual({ route: page.route, font: false });
  });

  it('is needed on no English page but the fee structure (the only one with Devanagari text beside the language switch)', () => {
    const withText = builtPages()
      .filter((page) => page.lang !== 'mr' && devanagariText(page.html) > 0)
      .map((page) => page.route);
    expect(withText).toEqual(['/fees']);
  });

  it('is fetched by a Marathi page and by /fees, never by an English page without Devanagari text', async () => {
    expect(await fontRequests('/mr')).toEqual([expect.stringContaining(href)]);
    expect((await fontRequests('/fees')).length).toBe(1);
    for (const route of ['/', '/contact', '/faq', '/onlineadmission']) expect({ route, fonts: await fontRequests(route) }).toEqual({ route, fonts: [] });
  });
});

/** Types a query into the header's search box and returns the result links once they show. */
async function headerSearch(page: Page, query: string): Promise<string[]> {
  const box = page.locator('form[data-site-search=header] input[name=q]');
  await box.fill(query);
  const results = page.locator('form[data-site-search=header] [data-search-results] a');
  await results
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
  return results.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

describe('the site search, in the reader language', () => {
  it('finds Marathi pages for Marathi words on a Marathi page, and English pages only on an English one', async () => {
    const marathiWord = (await getPageContent('mr/onlineadmission')).heading.split(/\s+/).find((word) => /[\u0900-\u097F]{3,}/.test(word))!;
    const marathi = await headerSearch(await visit('/mr'), marathiWord);
    expect(marathi.length).toBeGreaterThan(0);
    expect(marathi.every((result) => languageOf(result) === 'mr')).toBe(true);

    const english = await headerSearch(await visit('/'), 'admission');
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((result) => languageOf(result) === 'en')).toBe(true);
    // The English index has no Marathi page: a Marathi word finds nothing there.
    expect((await headerSearch(await visit('/'), marathiWord)).filter((result) => languageOf(result) === 'mr')).toEqual([]);
  });

  it('searches the Marathi pages without JavaScript too: the Marathi search box sends lang=mr to /search', async () => {
    const page = await visit('/mr', { mode: 'no-js' });
    const marathiWord = (await getPageContent('mr/onlineadmission')).heading.split(/\s+/).find((word) => /[\u0900-\u097F]{3,}/.test(word))!;
    await page.locator('form[data-site-search=header] input[name=q]').fill(marathiWord);
    await page.locator('form[data-site-search=header] input[name=q]').press('Enter');
    await page.waitForURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('mr');
    const results = await page.locator('li.search-hit a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => languageOf(result) === 'mr')).toBe(true);
  });
});
