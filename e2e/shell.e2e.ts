import type { Page } from 'playwright-core';
import { getAllNotices } from '@/lib/content/notices';
import { getSite } from '@/lib/content/site';
import { baseUrl, DESKTOP, MOBILE, MODES, until, useBrowser } from './lib/browser';

const { open } = useBrowser();
const site = getSite();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A dropdown's toggle (its <summary>): a CSS locator, as it must also find toggles inside a closed mobile menu. */
const groupToggle = (page: Page, name: string) => nav(page).locator('details[data-nav-group] > summary', { hasText: name });
const isOpen = (page: Page, name: string) => groupToggle(page, name).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
const menuToggle = (page: Page) => nav(page).locator('details[data-nav-menu] > summary');
const menuOpen = (page: Page) => menuToggle(page).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

describe.each([
  ['desktop', DESKTOP],
  ['375 px', MOBILE],
] as const)('site shell at %s', (label, viewport) => {
  const isMobile = label === '375 px';

  async function openMenuIfMobile(page: Page) {
    if (!isMobile) return;
    await menuToggle(page).click();
    await expect(menuOpen(page)).resolves.toBe(true);
    await expect(menuToggle(page).innerText()).resolves.toMatch(/Close menu/);
  }

  it('shows the top bar: e-mail, phone, the current notices (the admission banner) and the application form download', async () => {
    const { page, problems, context } = await open('/', { viewport });
    const now = Date.now();
    const current = getAllNotices().filter((notice) => notice.fromMs <= now && now < notice.untilMs);
    for (const notice of current) {
      await expect(page.getByRole('region', { name: notice.title }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('link', { name: site.contact.email }).first().getAttribute('href')).resolves.toBe(`mailto:${site.contact.email}`);
    await expect(page.getByRole('link', { name: site.contact.phone }).first().getAttribute('href')).resolves.toMatch(/^tel:\+91/);
    const download = page.getByRole('link', { name: 'Download Application Form' });
    await expect(download.getAttribute('href')).resolves.toBe(site.applicationFormPdf);
    await expect(download.isVisible()).resolves.toBe(true);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("links What's Happening to the test schedule absolutely and lists every disclosure, the pages first", async () => {
    const { page, context } = await open('/', { viewport });
    await openMenuIfMobile(page);
    await groupToggle(page, "What's Happening").click();
    await expect(nav(page).getByRole('link', { name: 'Test Schedule' }).getAttribute('href')).resolves.toBe('/test');
    await groupToggle(page, 'Mandatory Disclosure').click();
    const menu = groupToggle(page, 'Mandatory Disclosure').locator('xpath=..');
    const hrefs = await menu.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(9);
    // The documents with a page of their own (readable on a phone) link the page; the rest are PDFs.
    expect(hrefs.slice(0, 4)).toEqual(['/mandatory-disclosure', '/fees', '/child-safety', '/books']);
    expect(hrefs.slice(4).every((href) => /^\/downloads\/[a-z-]+\.pdf$/.test(href ?? ''))).toBe(true);
    await context.close();
  });

  it('loads no analytics and asks no other host for anything when no analytics id is set', async () => {
    const { page, problems, context } = await open('/', { viewport });
    await page.waitForLoadState('networkidle');
    await expect(page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).resolves.toBe('undefined');
    expect(problems.blockedRequests).toEqual([]);
    await context.close();
  });

  describe.each(MODES)('(%s)', (mode) => {
    const scripts = mode !== 'no-js';

    it('opens one dropdown at a time and closes it on an outside click and on Escape (without JavaScript: by its toggle)', async () => {
      const { page, problems, context } = await open('/', { viewport, mode });
      await openMenuIfMobile(page);
      await groupToggle(page, 'About Us').click();
      await expect(isOpen(page, 'About Us')).resolves.toBe(true);
      await expect(nav(page).getByRole('link', { name: 'School History' }).isVisible()).resolves.toBe(true);
      await groupToggle(page, 'Learning').click();
      await expect(isOpen(page, 'Learning')).resolves.toBe(true);
      await expect(isOpen(page, 'About Us')).resolves.toBe(false);
      await expect(nav(page).getByRole('link', { name: 'School History' }).isVisible()).resolves.toBe(false);

      if (!scripts) {
        // No script can hear a press elsewhere or Escape: the toggle itself closes the dropdown.
        await groupToggle(page, 'Learning').click();
        await expect(isOpen(page, 'Learning')).resolves.toBe(false);
        await context.close();
        return;
      }
      await page.keyboard.press('Escape');
      await expect(isOpen(page, 'Learning')).resolves.toBe(false);
      await expect(focusedText(page)).resolves.toBe('Learning');

      await groupToggle(page, 'Mandatory Disclosure').click();
      await expect(nav(page).getByRole('link', { name: 'POCSO (PDF)' }).isVisible()).resolves.toBe(true);
      // Outside the navigation (the open mobile menu fills the right of a phone screen).
      await page.mouse.click(5, viewport.height - 5);
      await expect(isOpen(page, 'Mandatory Disclosure')).resolves.toBe(false);
      if (isMobile) await expect(menuOpen(page)).resolves.toBe(false);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });

    it('is operable with the keyboard alone, with a visible focus ring', async () => {
      const { page, context } = await open('/', { viewport, mode });
      if (isMobile) {
        await menuToggle(page).focus();
        await page.keyboard.press('Enter');
        await expect(menuOpen(page)).resolves.toBe(true);
      }
      await groupToggle(page, 'Admission').focus();
      if (scripts) {
        await page.keyboard.press('ArrowDown');
        await expect(isOpen(page, 'Admission')).resolves.toBe(true);
        await until(page, () => document.activeElement?.textContent === 'Online Admission');
        await page.keyboard.press('ArrowDown');
      } else {
        // Natively: Enter opens the dropdown, Tab walks through its links.
        await page.keyboard.press('Enter');
        await expect(isOpen(page, 'Admission')).resolves.toBe(true);
        await page.keyboard.press('Tab');
        await expect(focusedText(page)).resolves.toBe('Online Admission');
        await page.keyboard.press('Tab');
      }
      await expect(focusedText(page)).resolves.toBe('Offline Admission');
      // The focused link shows a visible focus ring.
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      expect(outline).not.toBe('none');
      if (scripts) {
        // Tabbing out of the dropdown closes it.
        // From the second link, one Tab per remaining link and one more leaves the dropdown.
        const links = await groupToggle(page, 'Admission').locator('xpath=..').locator('a').count();
        for (let step = 1; step < links; step += 1) await page.keyboard.press('Tab');
        await expect(focusedText(page)).resolves.toBe('Learning');
        await expect(isOpen(page, 'Admission')).resolves.toBe(false);
      }
      await context.close();
    });

    // On a phone (issue 37) it is the page's last line instead of a floating button, which would cover words.
    if (isMobile)
      it('ends the page with Go to top on a phone, in the flow of the page, and it scrolls back up', async () => {
        const { page, problems, context } = await open('/', { viewport, mode });
        const goTop = page.getByRole('link', { name: 'Go to top' });
        await expect(goTop.evaluate((link) => getComputedStyle(link).position)).resolves.toBe('static');
        await expect(goTop.innerText()).resolves.toBe('Go to top');
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await until(page, () => window.scrollY > 100);
        // The page's last line: its bottom is the page's.
        const end = await goTop.evaluate((link) => Math.abs(Math.round(link.getBoundingClientRect().bottom + scrollY - document.documentElement.scrollHeight)));
        expect(end).toBe(0);
        await goTop.click();
        await until(page, () => window.scrollY === 0);
        expect(problems.consoleErrors).toEqual([]);
        await context.close();
      });
    else
      it('shows Go to Top only after scrolling more than 100 px, and it scrolls back up', async () => {
        const { page, problems, context } = await open('/', { viewport, mode });
        const goTop = page.getByRole('link', { name: 'Go to top' });
        await expect(goTop.count()).resolves.toBe(0);
        await page.evaluate(() => window.scrollTo(0, 90));
        await page.waitForTimeout(100);
        await expect(goTop.count()).resolves.toBe(0);
        await page.evaluate(() => window.scrollTo(0, 400));
        await goTop.waitFor({ state: 'visible' });
        await goTop.click();
        await until(page, () => window.scrollY === 0);
        await until(page, () => getComputedStyle(document.querySelector('a[aria-label="Go to top"]')!).visibility === 'hidden');
        await expect(goTop.count()).resolves.toBe(0);
        expect(problems.consoleErrors).toEqual([]);
        await context.close();
      });

    it('starts a followed link at the top of the new page', async () => {
      const { page, problems, context } = await open('/', { viewport, mode });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await until(page, () => window.scrollY > 100);
      const link = page.locator('footer').getByRole('link', { name: 'Documents Required' });
      await link.click();
      await page.waitForURL(`${baseUrl()}/documents`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Documents Required for Admission');
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });
  });
});

describe.each(MODES)('mobile menu (%s)', (mode) => {
  it('is hidden behind the toggle at 375 px and opens and closes with it', async () => {
    const { page, context } = await open('/', { viewport: MOBILE, mode });
    await expect(groupToggle(page, 'About Us').isVisible()).resolves.toBe(false);
    await expect(menuToggle(page).innerText()).resolves.toMatch(/^\s*Menu\s*$/);
    await menuToggle(page).click();
    await expect(groupToggle(page, 'About Us').isVisible()).resolves.toBe(true);
    await expect(menuToggle(page).innerText()).resolves.toMatch(/^\s*Close menu\s*$/);
    await menuToggle(page).click();
    await expect(groupToggle(page, 'About Us').isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe('icons below the first screen', () => {
  it('draws the footer and go-to-top icons from the sprite: one SVG file the browser keeps, not path data in every page', async () => {
    const { page, problems, context } = await open('/', { viewport: MOBILE });
    const uses = page.locator('footer svg use, a[aria-label="Go to top"] svg use');
    await expect(uses.count()).resolves.toBeGreaterThanOrEqual(7);
    await expect(page.locator('footer svg path').count()).resolves.toBe(0);
    const href = (await uses.first().getAttribute('href'))!.split('#')[0];
    const sprite = await context.request.get(`${baseUrl()}${href}`);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    await page.locator('footer').scrollIntoViewIfNeeded();
    // Each icon is drawn: its <use> has the size of the symbol it names.
    await until(page, () =>
      Array.from(document.querySelectorAll<SVGUseElement>('footer svg use')).every((use) => use.getBBox().width > 0 && use.getBBox().height > 0),
    );
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('desktop navigation', () => {
  it('shows the whole navigation without a toggle', async () => {
    const { page, context } = await open('/');
    await expect(menuToggle(page).isVisible()).resolves.toBe(false);
    await expect(groupToggle(page, 'About Us').isVisible()).resolves.toBe(true);
    await expect(nav(page).getByRole('link', { name: 'Gallery' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
