import type { Browser, Page } from 'playwright-core';
import { getCalendar } from '@/lib/content/calendar';
import { getDisclosures } from '@/lib/content/disclosures';
import { getFaq } from '@/lib/content/faq';
import { getRules } from '@/lib/content/rules';
import { getHolidayProgramme, getTestSchedule } from '@/lib/content/schedules';
import { getSite } from '@/lib/content/site';
import { getTestimonials } from '@/lib/content/testimonials';
import { baseUrl, DESKTOP, launchBrowser, MOBILE, MODES, openPage, type Mode, type TestPage } from './lib/browser';

let browser: Browser;
const site = getSite();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function open(path: string, options: { mode?: Mode; viewport?: typeof DESKTOP } = {}): Promise<TestPage> {
  const testPage = await openPage(browser, options.viewport ?? DESKTOP, { mode: options.mode });
  const response = await testPage.page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return testPage;
}

const openStates = (page: Page) => page.locator('main details').evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));

describe('/rules', () => {
  it('shows three sections with 17, 9 and 9 numbered rules, closed at first', async () => {
    const { page, problems, context } = await open('/rules');
    const summaries = page.locator('main details > summary');
    await expect(summaries.allTextContents()).resolves.toEqual(['General Discipline', 'Library Rules', 'Recommendation to The Parents']);
    await expect(page.locator('main details').evaluateAll((items) => items.map((item) => item.querySelectorAll('ol > li').length))).resolves.toEqual([17, 9, 9]);
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
    const paragraphs = await page.locator('main details').evaluateAll((items) => items.map((item) => Array.from(item.querySelectorAll('p')).map((p) => p.textContent)));
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
    expect(shape.rows.map((row) => row[0])).toEqual([
      'PT 1 (Classes 1-10)',
      'PT 2 (Classes 2-10)',
      'PT 3 (Classes 1-9)',
      'Pre-board 1 (Class 10)',
      'Pre-board 2 (Class 10)',
      'PT 4 (Classes 1-9)',
    ]);
    expect(shape.rows.every((row) => row.length === 3)).toBe(true);
    expect(shape.rows[0]).toEqual(['PT 1 (Classes 1-10)', '13 Jul 2026 - 18 Jul 2026', '1 Aug 2026']);
    expect(shape.rows).toHaveLength(getTestSchedule().rows.length);
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

describe('text pages', () => {
  it.each([
    ['/offlineadmission', ['Offline Admission', site.contact.officeHours, 'original leaving certificate', 'countersigned by the education authority of that state', 'Indian consulate or the Indian embassy', 'cannot be confirmed']],
    ['/documents', ['Documents Required for Admission', 'cannot be confirmed']],
    ['/curriculum', ['Curriculum', 'Our teachers', 'How children learn here']],
    ['/assessments', ['Assessments', 'two unit tests and two examinations', 'may change', 'Two consecutive years of detention', 'withdraw']],
    ['/academics', ['Academics', 'Nursery, LKG, UKG', 'Class 11 and Class 12', 'Science', 'Commerce']],
    ['/testimonials', ['Testimonials', ...getTestimonials().items.map((item) => item.name)]],
  ])('%s shows its content', async (path, texts) => {
    const { page, problems, context } = await open(path);
    const main = (await page.locator('main').textContent()) ?? '';
    for (const text of texts) expect(main.replace(/\s+/g, ' ')).toContain(text);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('PDF downloads', () => {
  it('serves every PDF linked on the site: the Mandatory Disclosure menu and the application form', async () => {
    const { page, context } = await open('/offlineadmission');
    const links = await page.locator('a[href$=".pdf"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const unique = [...new Set(links)].sort();
    // The menu links the PDFs of the documents that have no page of their own; the pages link their PDFs.
    const menuPdfs = getDisclosures().filter((item) => !item.page).map((item) => item.file);
    expect(unique).toEqual([...menuPdfs, site.applicationFormPdf].sort());
    for (const href of unique) {
      const response = await fetch(new URL(href, baseUrl()));
      expect([href, response.status]).toEqual([href, 200]);
      expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
      const body = Buffer.from(await response.arrayBuffer());
      expect([href, body.subarray(0, 5).toString('latin1')]).toEqual([href, '%PDF-']);
    }
    await context.close();
  });
});

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
