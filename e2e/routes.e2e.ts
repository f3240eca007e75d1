import type { Browser } from 'playwright-core';
import { baseUrl, DESKTOP, hydrated, launchBrowser, MOBILE, openBeforeScripts, openPage, scrollThrough, seriousAxeViolations } from './lib/browser';
import { expectedCanonical, expectedTitle, routes } from './lib/routes';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(routes.map((route) => [route.path, route] as const))('route %s', (_path, route) => {
  it('answers 200 with its title, description and canonical, no console errors and no serious axe violations, and hydrates late without errors', async () => {
    const { page, problems, context } = await openPage(browser, DESKTOP);
    const response = await page.goto(`${baseUrl()}${route.path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    // The framework is off the page's critical path (scripts/defer-framework.ts): no script tag of its own, no
    // inline RSC payload, one loader that starts it later.
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/<script[^>]+src="\/_next\//);
    expect(html).not.toMatch(/<script>[^<]*__next_f/);
    expect(html.match(/<script id="framework-loader"/g)).toHaveLength(1);
    await expect(page.title()).resolves.toBe(expectedTitle(route));
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(route.description);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(expectedCanonical(route));
    expect(await page.locator('h1').count()).toBe(1);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The reader's first interaction starts the framework, which hydrates the page as it was built.
    await page.keyboard.press('Shift');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('has no serious axe violations as the HTML stands before any script runs', async () => {
    const { page, context } = await openBeforeScripts(browser, route.path);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('has no serious axe violations at 375 px', async () => {
    const { page, problems, context } = await openPage(browser, MOBILE);
    await page.goto(`${baseUrl()}${route.path}`, { waitUntil: 'load' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The browser logs the document's own 404 status; nothing else may fail.
    expect(problems.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
    expect(problems.consoleErrors.length).toBeLessThanOrEqual(1);
    await context.close();
  });
});

describe('site files', () => {
  it('lists every route in sitemap.xml with its canonical address', async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    for (const route of routes) expect(xml).toContain(`<loc>${expectedCanonical(route)}</loc>`);
    expect(xml.match(/<loc>/g)).toHaveLength(routes.length);
  });

  it('points robots.txt at the sitemap', async () => {
    const text = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  it('answers an unknown page with the designed 404 page and status 404', async () => {
    const { page, problems, context } = await openPage(browser, DESKTOP);
    const response = await page.goto(`${baseUrl()}/no-such-page`);
    expect(response?.status()).toBe(404);
    // One heading shows: the generic one (the blog one is for addresses under /blog/).
    await expect(page.getByRole('heading', { level: 1 }).allTextContents()).resolves.toEqual(['Page not found']);
    await expect(page.getByRole('link', { name: 'Home page' }).count()).resolves.toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The browser logs the document's own 404 status; nothing else may fail.
    expect(problems.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
    expect(problems.consoleErrors.length).toBeLessThanOrEqual(1);
    await context.close();
  });
});
