import type { Page } from 'playwright-core';
import { getFaq } from '@/lib/content/faq';
import { getRules } from '@/lib/content/rules';
import { MODES, useBrowser } from './lib/browser';

const { open } = useBrowser();

const openStates = (page: Page) => page.locator('main details').evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));

describe('/rules', () => {
  it('shows three sections with 17, 9 and 9 numbered rules, closed at first', async () => {
    const { page, problems, context } = await open('/rules');
    const summaries = page.locator('main details > summary');
    await expect(summaries.allTextContents()).resolves.toEqual(['General Discipline', 'Library Rules', 'Recommendation to The Parents']);
    await expect(page.locator('main details').evaluateAll((items) => items.map((item) => item.querySelectorAll('ol > li').length))).resolves.toEqual([
      17, 9, 9,
    ]);
    await expect(openStates(page)).resolves.toEqual([false, false, false]);
    // Closed sections hide their rules.
    await expect(page.getByText('late fee of Rs. 1 per day', { exact: false }).isVisible()).resolves.toBe(false);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it.each(MODES.map((mode) => [mode] as const))('toggles each section on its own, by mouse and by keyboard (%s)', async (mode) => {
    const { page, problems, context } = await open('/rules', { mode });
    const summary = (name: string) => page.locator('main details > summary', { hasText: name });
    await summary('General Discipline').click();
    await expect(openStates(page)).resolves.toEqual([true, false, false]);
    await summary('Library Rules').click();
    await expect(openStates(page)).resolves.toEqual([true, true, false]);
    await expect(page.getByText('late fee of Rs. 1 per day', { exact: false }).isVisible()).resolves.toBe(true);
    await summary('General Discipline').click();
    await expect(openStates(page)).resolves.toEqual([false, true, false]);

    await summary('Recommendation to The Parents').focus();
    await page.keyboard.press('Enter');
    await expect(openStates(page)).resolves.toEqual([false, true, true]);
    await page.keyboard.press('Space');
    await expect(openStates(page)).resolves.toEqual([false, true, false]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('matches the content file', async () => {
    const { page, context } = await open('/rules');
    const rules = getRules();
    const texts = await page.locator('main details ol > li').allTextContents();
    expect(texts).toEqual(rules.sections.flatMap((section) => section.rules));
    await context.close();
  });
});

describe('/faq', () => {
  const faq = getFaq();

  it('lists the 6 questions under "Most Popular Questions", answers as separate paragraphs', async () => {
    const { page, problems, context } = await open('/faq');
    await expect(page.locator('h1').textContent()).resolves.toBe('Most Popular Questions');
    await expect(page.locator('main details > summary').allTextContents()).resolves.toEqual(faq.items.map((item) => item.question));
    const paragraphs = await page
      .locator('main details')
      .evaluateAll((items) => items.map((item) => Array.from(item.querySelectorAll('p')).map((p) => p.textContent)));
    expect(paragraphs).toEqual(faq.items.map((item) => item.paragraphs));
    expect(paragraphs.every((answer) => answer.length >= 2)).toBe(true);
    await expect(openStates(page)).resolves.toEqual([false, false, false, false, false, false]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it.each(MODES.map((mode) => [mode] as const))('keeps one answer open at a time (%s)', async (mode) => {
    const { page, context } = await open('/faq', { mode });
    const summaries = page.locator('main details > summary');
    await summaries.nth(0).click();
    await expect(openStates(page)).resolves.toEqual([true, false, false, false, false, false]);
    await expect(page.getByText(faq.items[0].paragraphs[1]).isVisible()).resolves.toBe(true);
    await summaries.nth(3).click();
    await expect(openStates(page)).resolves.toEqual([false, false, false, true, false, false]);
    await expect(page.getByText(faq.items[0].paragraphs[1]).isVisible()).resolves.toBe(false);
    await summaries.nth(3).click();
    await expect(openStates(page)).resolves.toEqual([false, false, false, false, false, false]);
    await context.close();
  });

  it('describes the questions as FAQPage structured data', async () => {
    const { page, context } = await open('/faq');
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(json['@type']).toBe('FAQPage');
    expect(json.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(faq.items.map((item) => item.question));
    await context.close();
  });
});
