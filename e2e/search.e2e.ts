/**
 * The site's search (issue 24): the header field of every page with JavaScript (Pagefind, loaded on focus) and
 * /search?q= without it (the form service's results), each finding the right page first for what parents type.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { getAllTeachers } from '@/lib/content/teachers';
import { baseUrl, DESKTOP, launchBrowser, MOBILE, openPage, seriousAxeViolations } from './lib/browser';

let browser: Browser;
const teacher = getAllTeachers()[3];

/** What a parent types, and the page that must come first. */
const SEARCHES: [string, string][] = [
  ['bus', '/faq'],
  ['uniform', '/rules'],
  ['nursery age', '/blog/nursery-admission-age-criteria'],
  ['sanitation certificate', '/mandatory-disclosure'],
  [teacher.name, '/teachers'],
];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const firstResult = (page: Page, scope: string) => page.locator(`${scope} .search-hit a`).first();

describe('search with JavaScript: the header field', () => {
  it('loads nothing before the field is focused, then finds the right page first for each search, and reports each search', async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    const reports: unknown[] = [];
    // The insight endpoint (issue 24, part 3) takes the reports; here they are caught to check what is sent.
    await page.route('**/api/insight/search', (route) => {
      reports.push(route.request().postDataJSON());
      return route.fulfill({ status: 204 });
    });
    const searchRequests: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/pagefind/')) searchRequests.push(request.url());
    });
    await page.goto(`${baseUrl()}/rules`, { waitUntil: 'load' });
    expect(searchRequests).toEqual([]);

    const field = page.getByRole('searchbox', { name: 'Search the website' });
    await page.keyboard.press('Tab');
    await field.focus();
    await page.waitForRequest(/\/pagefind\/.*\.pagefind$/);
    expect(searchRequests.some((url) => url.endsWith('/pagefind/site-search.js'))).toBe(true);
    expect(searchRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);

    for (const [query, url] of SEARCHES) {
      await field.fill(query);
      await page
        .locator('header .search-status')
        .filter({ hasText: `for “${query.toLowerCase()}”` })
        .waitFor();
      await expect(firstResult(page, 'header').getAttribute('href')).resolves.toBe(url);
    }
    // The excerpt marks the words found; each result names its section.
    const surname = teacher.name.split(' ').pop() as string;
    await expect(page.locator('header .search-hit').first().locator('mark').allTextContents()).resolves.toContainEqual(
      expect.stringMatching(new RegExp(surname, 'i')),
    );
    await expect(page.locator('header .search-hit .search-section').first().textContent()).resolves.toBe('About Us');
    // Following a result reports the search at once.
    await Promise.all([page.waitForURL(`${baseUrl()}/teachers`), firstResult(page, 'header').click()]);
    expect(reports).toContainEqual({ q: teacher.name.toLowerCase(), results: expect.any(Number) });
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows a synonym\'s pages ("holidays" finds the holiday programme), says when nothing is found, on a phone; /search passes axe', async () => {
    const { page, context, problems } = await openPage(browser, MOBILE);
    await page.route('**/api/insight/search', (route) => route.fulfill({ status: 204 }));
    await page.goto(`${baseUrl()}/`);
    // A phone's header has the search as an icon, one tap to the search page (issue 37).
    await expect(page.getByRole('searchbox', { name: 'Search the website' }).isVisible()).resolves.toBe(false);
    await Promise.all([page.waitForURL(`${baseUrl()}/search`), page.locator('header').getByRole('link', { name: 'Search the website' }).tap()]);
    const field = page.getByRole('searchbox', { name: "Search the school's website" });
    await field.fill('holidays');
    await page.locator('main .search-status').filter({ hasText: '“holidays”' }).waitFor();
    await expect(firstResult(page, 'main').getAttribute('href')).resolves.toBe('/holiday');
    const box = await page.locator('main .search-hit').first().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    await field.fill('qwertyuiopzz');
    await page.locator('main .search-status').filter({ hasText: 'No results for “qwertyuiopzz”' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The server's results page (axe runs as a script, so with JavaScript on).
    await page.goto(`${baseUrl()}/search?q=uniform`);
    await expect(firstResult(page, 'main').getAttribute('href')).resolves.toBe('/rules');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('search without JavaScript: /search?q= from the form service', () => {
  it('finds the right page first for each search', async () => {
    const { page, context } = await openPage(browser, DESKTOP, { mode: 'no-js' });
    for (const [query, url] of SEARCHES) {
      const response = await page.goto(`${baseUrl()}/search?q=${encodeURIComponent(query)}`);
      expect(response?.status()).toBe(200);
      await expect(firstResult(page, 'main').getAttribute('href')).resolves.toBe(url);
      await expect(page.getByRole('searchbox', { name: "Search the school's website" }).inputValue()).resolves.toBe(query.toLowerCase());
    }
    await context.close();
  });

  it('sends the header form as a plain GET', async () => {
    const { page, context } = await openPage(browser, DESKTOP, { mode: 'no-js' });
    await page.goto(`${baseUrl()}/contact`);
    const field = page.getByRole('searchbox', { name: 'Search the website' });
    await field.fill('Uniform');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'Uniform');
    await expect(firstResult(page, 'main').getAttribute('href')).resolves.toBe('/rules');
    await expect(page.locator('main .search-hit mark').first().textContent()).resolves.toMatch(/uniform/i);
    await context.close();
  });
});
