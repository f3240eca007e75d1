import type { Browser, Page } from 'playwright-core';
import { getAllNotices } from '@/lib/content/notices';
import { getSite } from '@/lib/content/site';
import { baseUrl, DESKTOP, launchBrowser, MOBILE, openPage, type TestPage } from './lib/browser';

let browser: Browser;
const site = getSite();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
// A CSS locator, not getByRole: it must also find buttons inside a closed (hidden) mobile menu.
const groupButton = (page: Page, name: string) => nav(page).locator('button[aria-controls]', { hasText: name });
const expanded = async (page: Page, name: string) => groupButton(page, name).getAttribute('aria-expanded');

async function open(viewport: typeof DESKTOP, path = '/'): Promise<TestPage> {
  const testPage = await openPage(browser, viewport);
  await testPage.page.goto(`${baseUrl()}${path}`);
  return testPage;
}

describe.each([
  ['desktop', DESKTOP],
  ['375 px', MOBILE],
] as const)('site shell at %s', (label, viewport) => {
  const isMobile = label === '375 px';

  async function openMenuIfMobile(page: Page) {
    if (!isMobile) return;
    await nav(page).getByRole('button', { name: 'Menu' }).click();
    await expect(nav(page).getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).resolves.toBe('true');
  }

  it('shows the top bar: e-mail, phone, the current notices (the admission banner) and the application form download', async () => {
    const { page, problems, context } = await open(viewport);
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

  it('opens one dropdown at a time and closes it on an outside click and on Escape', async () => {
    const { page, problems, context } = await open(viewport);
    await openMenuIfMobile(page);
    await groupButton(page, 'About Us').click();
    await expect(expanded(page, 'About Us')).resolves.toBe('true');
    await expect(nav(page).getByRole('link', { name: 'School History' }).isVisible()).resolves.toBe(true);
    await groupButton(page, 'Learning').click();
    await expect(expanded(page, 'Learning')).resolves.toBe('true');
    await expect(expanded(page, 'About Us')).resolves.toBe('false');
    await expect(nav(page).getByRole('link', { name: 'School History' }).isVisible()).resolves.toBe(false);

    await page.keyboard.press('Escape');
    await expect(expanded(page, 'Learning')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Learning');

    await groupButton(page, 'Mandatory Disclosure').click();
    await expect(nav(page).getByRole('link', { name: 'POCSO (PDF)' }).isVisible()).resolves.toBe(true);
    await page.mouse.click(viewport.width - 5, viewport.height - 5);
    await expect(expanded(page, 'Mandatory Disclosure')).resolves.toBe('false');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('is operable with the keyboard alone', async () => {
    const { page, context } = await open(viewport);
    if (isMobile) {
      await nav(page).getByRole('button', { name: 'Menu' }).focus();
      await page.keyboard.press('Enter');
    }
    await groupButton(page, 'Admission').focus();
    await page.keyboard.press('ArrowDown');
    await expect(expanded(page, 'Admission')).resolves.toBe('true');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Online Admission');
    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Offline Admission');
    // The focused link shows a visible focus ring.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await context.close();
  });

  it('links What\'s Happening to the test schedule absolutely and lists the seven disclosures, the two pages first', async () => {
    const { page, context } = await open(viewport);
    await openMenuIfMobile(page);
    await groupButton(page, "What's Happening").click();
    await expect(nav(page).getByRole('link', { name: 'Test Schedule' }).getAttribute('href')).resolves.toBe('/test');
    await groupButton(page, 'Mandatory Disclosure').click();
    const menu = page.locator(`[id="${await groupButton(page, 'Mandatory Disclosure').getAttribute('aria-controls')}"]`);
    const hrefs = await menu.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(7);
    // The documents with a page of their own (readable on a phone) link the page; the rest are PDFs.
    expect(hrefs.slice(0, 2)).toEqual(['/mandatory-disclosure', '/fees']);
    expect(hrefs.slice(2).every((href) => /^\/downloads\/[a-z-]+\.pdf$/.test(href ?? ''))).toBe(true);
    await context.close();
  });

  it('shows Go to Top only after scrolling more than 100 px, and it scrolls back up', async () => {
    const { page, problems, context } = await open(viewport);
    const goTop = page.getByRole('button', { name: 'Go to top' });
    await expect(goTop.count()).resolves.toBe(0);
    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(100);
    await expect(goTop.count()).resolves.toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await goTop.waitFor({ state: 'visible' });
    await goTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(goTop.count()).resolves.toBe(0);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('starts a client-side navigation at the top of the new page', async () => {
    const { page, problems, context } = await open(viewport);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 100);
    const link = page.locator('footer').getByRole('link', { name: 'Documents Required' });
    await link.click();
    await page.waitForURL(`${baseUrl()}/documents`);
    await page.waitForFunction(() => window.scrollY === 0);
    // It was a client-side navigation: the document was not reloaded.
    await expect(page.evaluate(() => performance.getEntriesByType('navigation').length)).resolves.toBe(1);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('loads no analytics and asks no other host for anything when no analytics id is set', async () => {
    const { page, problems, context } = await open(viewport);
    await page.waitForLoadState('networkidle');
    await expect(page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).resolves.toBe('undefined');
    expect(problems.blockedRequests).toEqual([]);
    await context.close();
  });
});

describe('mobile menu', () => {
  it('is hidden behind the toggle at 375 px and opens and closes with it', async () => {
    const { page, context } = await open(MOBILE);
    await expect(groupButton(page, 'About Us').isVisible()).resolves.toBe(false);
    await nav(page).getByRole('button', { name: 'Menu' }).click();
    await expect(groupButton(page, 'About Us').isVisible()).resolves.toBe(true);
    await nav(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(groupButton(page, 'About Us').isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('shows the whole navigation without a toggle on desktop', async () => {
    const { page, context } = await open(DESKTOP);
    await expect(nav(page).getByRole('button', { name: 'Menu' }).isVisible()).resolves.toBe(false);
    await expect(groupButton(page, 'About Us').isVisible()).resolves.toBe(true);
    await context.close();
  });
});
