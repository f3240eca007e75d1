/**
 * Notices (content/notices/) decide in the browser whether they show, so an old build never shows an expired
 * notice and a future one appears by itself. The browser's clock is controlled here.
 */
import type { Browser } from 'playwright-core';
import { getAllNotices } from '@/lib/content/notices';
import { baseUrl, DESKTOP, launchBrowser, MOBILE, openPage, seriousAxeViolations } from './lib/browser';

let browser: Browser;
const notice = getAllNotices()[0];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function pageAt(time: number, viewport = DESKTOP) {
  const opened = await openPage(browser, viewport);
  await opened.page.clock.install({ time });
  return opened;
}

const region = (page: import('playwright-core').Page) => page.getByRole('region', { name: notice.title });

describe('notices', () => {
  it('has a notice to test with (content/notices/)', () => {
    expect(notice).toBeDefined();
  });

  it('does not show a notice whose until has passed, not even for a moment while the page loads', async () => {
    const { page, context, problems } = await pageAt(notice.untilMs + 60_000);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'domcontentloaded' });
    // The HTML carries the notice (built before it expired); the inline script hid it before first paint.
    await expect(page.locator(`[data-notice="${notice.dismissKey}"]`).getAttribute('hidden')).resolves.toBe('');
    await expect(region(page).isVisible()).resolves.toBe(false);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('does not show a notice before its from, and shows it by itself when that time comes', async () => {
    const { page, context, problems } = await pageAt(notice.fromMs - 90_000);
    await page.goto(`${baseUrl()}/rules`);
    await expect(region(page).isVisible()).resolves.toBe(false);
    await page.clock.runFor(60_000);
    await expect(region(page).isVisible()).resolves.toBe(false);
    await page.clock.runFor(60_000);
    await region(page).waitFor({ state: 'visible' });
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['375 px', MOBILE],
  ] as const)('shows a current notice with its link, accessible, and a dismissal lasts across pages (%s)', async (_label, viewport) => {
    const { page, context, problems } = await pageAt(notice.fromMs + 60_000, viewport);
    await page.goto(`${baseUrl()}/`);
    await expect(region(page).isVisible()).resolves.toBe(true);
    const message = region(page).getByText(notice.message);
    if (viewport === MOBILE) {
      // A phone: one line, the title, that opens to the message (issue 37).
      await expect(region(page).evaluate((section) => Math.round(section.getBoundingClientRect().height))).resolves.toBeLessThanOrEqual(48);
      await expect(message.isVisible()).resolves.toBe(false);
      await region(page).locator('summary').click();
    }
    await expect(message.isVisible()).resolves.toBe(true);
    if (notice.link)
      await expect(
        region(page)
          .getByRole('link', { name: notice.linkText ?? 'Read more' })
          .getAttribute('href'),
      ).resolves.toBe(notice.link);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const dismiss = page.getByRole('button', { name: `Dismiss notice: ${notice.title}` });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(region(page).isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');

    await page.goto(`${baseUrl()}/rules`);
    await expect(page.locator(`[data-notice="${notice.dismissKey}"]`).getAttribute('hidden')).resolves.toBe('');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();

    // Another visitor (another browser profile) still sees it.
    const other = await pageAt(notice.fromMs + 60_000, viewport);
    await other.page.goto(`${baseUrl()}/rules`);
    await expect(region(other.page).isVisible()).resolves.toBe(true);
    await other.context.close();
  });
});
