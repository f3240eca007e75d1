import type { Page } from 'playwright-core';
import { getCalendar } from '@/lib/content/calendar';
import { getHolidayProgramme, getTestSchedule } from '@/lib/content/schedules';
import { useBrowser } from './lib/browser';

const { open } = useBrowser();

async function tableShape(page: Page) {
  return page.locator('main table').evaluate((table) => ({
    caption: table.querySelector('caption')?.textContent,
    columns: Array.from(table.querySelectorAll('thead th')).map((cell) => cell.textContent),
    rows: Array.from(table.querySelectorAll('tbody tr')).map((row) => Array.from(row.children).map((cell) => cell.textContent)),
  }));
}

describe('/test and /holiday', () => {
  it('shows the Test Schedule table: 3 columns, 6 rows in order', async () => {
    const { page, context } = await open('/test');
    await expect(page.locator('h1').textContent()).resolves.toBe('Test Schedule');
    const shape = await tableShape(page);
    expect(shape.columns).toEqual(['Exams', 'Start Date - End Date', 'PTM Dates']);
    // The six exams of SPEC section 2, in order (their names are checked in content by schedules-content.test.ts).
    expect(shape.rows.map((row) => row[0])).toEqual(getTestSchedule().rows.map((row) => row.exam));
    expect(shape.rows).toHaveLength(6);
    expect(shape.rows.every((row) => row.length === 3)).toBe(true);
    expect(shape.rows[0]).toEqual(['PT 1 (Classes 1-10)', '13 Jul 2026 - 18 Jul 2026', '1 Aug 2026']);
    await context.close();
  });

  it('shows the holiday programme: heading from content, 3 columns, 5 rows', async () => {
    const { page, context } = await open('/holiday');
    const shape = await tableShape(page);
    expect(shape.caption).toBe(getHolidayProgramme().tableTitle);
    expect(shape.caption).toBe('Programme For 2026 - 2027');
    expect(shape.columns).toEqual(['Schedule', 'From', 'To']);
    expect(shape.rows.map((row) => row[0])).toEqual([
      'Second Term',
      'First Term before summer vacation',
      'First Term after summer vacation',
      'Diwali Break',
      'Christmas Break',
    ]);
    expect(shape.rows.every((row) => row.length === 3)).toBe(true);
    await context.close();
  });
});

describe('/calendar', () => {
  it('shows the colour legend as text with a colour, and both calendar images at a fitting size', async () => {
    const { page, problems, context } = await open('/calendar');
    await expect(page.locator('h1').textContent()).resolves.toBe('School Calendar');
    const legend = page.getByRole('list', { name: 'Colour legend' }).getByRole('listitem');
    await expect(legend.allTextContents()).resolves.toEqual(['Pre-Board', 'Competition', 'Holiday', 'Vacation', 'Exams', 'Olympiad']);
    const swatches = await legend.locator('span').evaluateAll((spans) => spans.map((span) => getComputedStyle(span).backgroundColor));
    expect(new Set(swatches).size).toBe(6);

    const calendar = getCalendar();
    const images = page.locator('main figure img');
    await expect(images.count()).resolves.toBe(2);
    for (const [index, item] of calendar.images.entries()) {
      const image = images.nth(index);
      await image.scrollIntoViewIfNeeded();
      await image.evaluate((img: HTMLImageElement) => img.decode());
      await expect(image.getAttribute('alt')).resolves.toBe(item.alt);
      const size = await image.evaluate((img: HTMLImageElement) => ({ natural: img.naturalWidth, shown: img.getBoundingClientRect().width }));
      expect(size.natural).toBeGreaterThan(0);
      expect(size.natural).toBeLessThanOrEqual(size.shown * 2);
    }
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
