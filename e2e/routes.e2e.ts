import type { Request } from 'playwright-core';
import { BOOT_ID } from '@/lib/islands/contract';
import { baseUrl, DESKTOP, hydrated, MOBILE, scrollThrough, seriousAxeViolations, useBrowser } from './lib/browser';
import { check, checkAll, openReusedPage, type ReusedPage } from './lib/route-checks';
import { expectedCanonical, expectedTitle, routes } from './lib/routes';

const { browser } = useBrowser();
// One page per way of meeting a route, each sent from route to route: three contexts for the file, not three per route.
let desktop: ReusedPage;
let beforeScripts: ReusedPage;
let mobile: ReusedPage;

beforeAll(async () => {
  [desktop, beforeScripts, mobile] = await Promise.all([
    openReusedPage(browser(), DESKTOP),
    openReusedPage(browser(), DESKTOP, { beforeScripts: true }),
    openReusedPage(browser(), MOBILE),
  ]);
});

describe.each(routes.map((route) => [route.path, route] as const))('route %s', (_path, route) => {
  it('answers 200 with its title, description, canonical and one h1, is HTML plus islands, has no serious axe violations (desktop, before any script, 375 px) and hydrates its islands without console errors', async () => {
    // The three pages are independent (own context or document, own console); checkAll visits them one after another.
    await checkAll({
      desktop: async () => {
        const scripts: string[] = [];
        const record = (request: Request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname);
        desktop.page.on('request', record);
        const response = await check('load', () => desktop.visit(route.path));
        const { page, problems } = desktop;
        await check('status', () => expect(response?.status()).toBe(200));
        // HTML plus islands (scripts/islands/page-transform.ts): no framework script and no inline RSC payload, one boot
        // script for its islands, speculation rules for its links; and no script at all until the reader does something.
        const html = (await response?.text()) ?? '';
        await check('no framework script tag', () => expect(html).not.toMatch(/<script[^>]+src="\/_next\//));
        await check('no inline RSC payload', () => expect(html).not.toMatch(/<script>[^<]*__next_f/));
        const boot = await check('one islands boot script', () => {
          const configs = [...html.matchAll(new RegExp(`<script type="application/json" id="${BOOT_ID}">([^<]*)</script>`, 'g'))];
          expect(configs).toHaveLength(1);
          return (JSON.parse(configs[0][1]) as { boot: string }).boot;
        });
        await check('speculation rules', () => expect(html.match(/<script type="speculationrules">/g)).toHaveLength(1));
        await page.waitForTimeout(500);
        // The boot script comes after the largest paint, or at the first sign of use: nothing else does.
        await check('no script requested before the first interaction but the boot script', () => expect(scripts.filter((url) => url !== boot)).toEqual([]));
        page.off('request', record);
        await check('title', () => expect(page.title()).resolves.toBe(expectedTitle(route)));
        await check('description', () => expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(route.description));
        await check('canonical', () => expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(expectedCanonical(route)));
        await check('one h1', async () => expect(await page.locator('h1').count()).toBe(1));
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        await check('axe after scrolling', async () => expect(await seriousAxeViolations(page)).toEqual([]));
        // Every island hydrates the HTML as it was built (a mismatch would be a console error).
        await check('hydrates', () => hydrated(page));
        await check('console errors', () => expect(problems.consoleErrors).toEqual([]));
      },
      'before any script runs': async () => {
        await check('load', () => beforeScripts.visit(route.path));
        await check('axe', async () => expect(await seriousAxeViolations(beforeScripts.page)).toEqual([]));
      },
      '375 px': async () => {
        await check('load', () => mobile.visit(route.path));
        await check('axe', async () => expect(await seriousAxeViolations(mobile.page)).toEqual([]));
        // The browser logs the document's own 404 status; nothing else may fail.
        await check('console errors', () => {
          expect(mobile.problems.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
          expect(mobile.problems.consoleErrors.length).toBeLessThanOrEqual(1);
        });
      },
    });
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
    const response = await desktop.visit('/no-such-page');
    const { page, problems } = desktop;
    expect(response?.status()).toBe(404);
    // One heading shows: the generic one (the blog one is for addresses under /blog/).
    await expect(page.getByRole('heading', { level: 1 }).allTextContents()).resolves.toEqual(['Page not found']);
    await expect(page.getByRole('link', { name: 'Home page' }).count()).resolves.toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The browser logs the document's own 404 status; nothing else may fail.
    expect(problems.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
    expect(problems.consoleErrors.length).toBeLessThanOrEqual(1);
  });
});
