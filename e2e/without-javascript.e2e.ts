import type { Page } from 'playwright-core';
import { baseUrl, MOBILE, useBrowser } from './lib/browser';

const { open } = useBrowser();

const openStates = (page: Page) => page.locator('main details').evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));

describe('without JavaScript', () => {
  it.each([
    ['/rules', 'late fee of Rs. 1 per day'],
    ['/faq', 'Nursery: 3+ years'],
    ['/test', 'Pre-board 2 (Class 10)'],
    ['/holiday', 'Christmas Break'],
    ['/calendar', 'Olympiad'],
    ['/offlineadmission', 'countersigned'],
    ['/curriculum', 'CBSE'],
    ['/assessments', 'two unit tests'],
    ['/academics', 'Junior college'],
    ['/testimonials', 'Alumn'],
  ])('%s has its text in the HTML', async (path, text) => {
    const { page, context } = await open(path, { mode: 'no-js' });
    await expect(page.locator('main').textContent()).resolves.toContain(text);
    await context.close();
  });

  it('opens rules and FAQ answers natively, one FAQ at a time', async () => {
    const { page, context } = await open('/rules', { mode: 'no-js', viewport: MOBILE });
    await page.locator('main details > summary', { hasText: 'Library Rules' }).click();
    await expect(page.getByText('late fee of Rs. 1 per day', { exact: false }).isVisible()).resolves.toBe(true);
    await page.goto(`${baseUrl()}/faq`);
    const summaries = page.locator('main details > summary');
    await summaries.nth(1).click();
    await summaries.nth(2).click();
    await expect(openStates(page)).resolves.toEqual([false, false, true, false, false, false]);
    await context.close();
  });
});
