import type { Browser } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, MOBILE, openPage, scrollThrough, seriousAxeViolations } from './lib/browser';
import { expectedCanonical, expectedTitle, routes } from './lib/routes';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(routes.map((route) => [route.path, route] as const))('route %s', (_path, route) => {
  it('answers 200 with its title, description and canonical, no console errors and no serious axe violations', async () => {
    const { page, problems, context } = await openPage(browser, DESKTOP);
    const response = await page.goto(`${baseUrl()}${route.path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe(expectedTitle(route));
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(route.description);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(expectedCanonical(route));
    expect(await page.locator('h1').count()).toBe(1);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
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
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    await expect(page.getByRole('link', { name: 'Home page' }).count()).resolves.toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The browser logs the document's own 404 status; nothing else may fail.
    expect(problems.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
    expect(problems.consoleErrors.length).toBeLessThanOrEqual(1);
    await context.close();
  });
});
