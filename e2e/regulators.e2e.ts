import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { getAllEvents } from '@/lib/content/events';
import { annualFee, firstYearFee, formatRupees, getFees, instalmentAmounts, marathiDigits } from '@/lib/content/fees';
import { APPENDIX_IX_DOCUMENTS, documentContentType, getMandatoryDisclosure } from '@/lib/content/mandatory-disclosure';
import { formatAddress, getSite } from '@/lib/content/site';
import { getAllTeachers } from '@/lib/content/teachers';
import { buildCalendar, siteCalendarOptions } from '@/lib/ical';
import { baseUrl, DESKTOP, MOBILE, openPage, seriousAxeViolations, useBrowser } from './lib/browser';

/**
 * The pages the regulators ask for: CBSE's Mandatory Public Disclosure (Appendix IX), the fees in Marathi and
 * English (Maharashtra fee Act, 2011, s. 6(3)), and the whole school calendar as one subscribable feed.
 */

const { browser, open } = useBrowser();
const site = getSite();
const ARTIFACTS = path.join(process.cwd(), 'e2e', '.artifacts');

/** The rows of a table as text, header and data cells alike, whitespace collapsed. */
function tableRows(page: Page, selector: string): Promise<string[][]> {
  return page.locator(`${selector} tbody tr`).evaluateAll((rows) =>
    // innerText keeps the line break between the English and the Marathi of a cell as a space.
    rows.map((row) => [...row.querySelectorAll<HTMLElement>('th, td')].map((cell) => cell.innerText.replace(/\s+/g, ' ').trim())),
  );
}

/**
 * The text of a PDF as poppler extracts it: `layout` with whitespace collapsed, and `stream` in drawing order with
 * no whitespace at all, where a table row is one run however its cells wrap.
 */
async function pdfTextOf(url: string): Promise<{ layout: string; stream: string }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-pdf-')), 'file.pdf');
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return {
    layout: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
    stream: execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ''),
  };
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('/mandatory-disclosure', () => {
  it('has sections A to E in CBSE order, each with its required rows', async () => {
    const { page, problems, context } = await open('/mandatory-disclosure');
    const headings = await page.locator('main section[data-section] > h2').allTextContents();
    expect(headings).toEqual([
      'A. General information',
      'B. Documents and information',
      'C. Result and academics',
      'D. Staff (teaching)',
      'E. School infrastructure',
    ]);
    const disclosure = getMandatoryDisclosure();

    // Every table has a caption and column headers; each row is headed by its label.
    const shapes = await page.locator('main section[data-section] table').evaluateAll((tables) =>
      tables.map((table) => ({
        caption: table.querySelector('caption')?.textContent ?? '',
        columns: table.querySelectorAll('thead th[scope="col"]').length,
        rowHeaders: table.querySelectorAll('tbody th[scope="row"]').length,
        rows: table.querySelectorAll('tbody tr').length,
      })),
    );
    for (const shape of shapes) {
      expect(shape.caption.length).toBeGreaterThan(3);
      expect(shape.columns).toBeGreaterThanOrEqual(3);
      expect(shape.rowHeaders).toBe(shape.rows);
    }

    const general = await tableRows(page, '#table-general');
    expect(general).toEqual([
      ['1', 'Name of the school', site.name],
      ['2', 'Affiliation No.', site.affiliation.number],
      ['3', 'School code', disclosure.general.schoolCode],
      ['4', 'UDISE+ code', site.udiseCode],
      ['5', 'Complete address with PIN code', formatAddress(site)],
      ['6', 'Principal name', disclosure.general.principal.name],
      ['7', 'Principal qualification', disclosure.general.principal.qualification],
      ['8', 'School e-mail ID', site.contact.email],
      ['9', 'Contact details (landline/mobile)', `${site.contact.phone} / ${site.contact.whatsapp}`],
    ]);

    const documents = await tableRows(page, '#table-documents');
    expect(documents.map((row) => row[1])).toEqual(APPENDIX_IX_DOCUMENTS.map(([, label]) => label));
    APPENDIX_IX_DOCUMENTS.forEach(([key], index) => {
      for (const document of disclosure.documents[key]) {
        expect(documents[index][2]).toContain(document.file ? document.title : `${document.title}: not yet uploaded`);
      }
    });

    const academics = await tableRows(page, '#table-academics');
    expect(academics.map((row) => row[1])).toEqual([
      'Fee structure of the school',
      'Annual academic calendar',
      'List of School Management Committee (SMC)',
      'List of Parents Teachers Association (PTA) members',
      'Last three-year result of the board examination as per applicability',
    ]);
    for (const [id, results] of [
      ['#table-results-x', disclosure.results.classX],
      ['#table-results-xii', disclosure.results.classXII],
    ] as const) {
      const rows = await tableRows(page, id);
      expect(rows.map((row) => row.slice(1, 4))).toEqual(results.map((result) => [String(result.year), String(result.registered), String(result.passed)]));
      expect(rows.every((row) => /^\d+(\.\d)?%$/.test(row[4]))).toBe(true);
    }

    const staff = await tableRows(page, '#table-staff');
    expect(staff.map((row) => row[1])).toEqual([
      'Principal',
      'Total no. of teachers',
      'PGT',
      'TGT',
      'PRT',
      'Pre-primary teachers (NTT)',
      'Teachers section ratio',
      'Details of special educator',
      'Details of counsellor and wellness teacher',
    ]);
    const teachers = getAllTeachers();
    const count = (post: string) => String(teachers.filter((teacher) => teacher.post === post).length);
    expect(staff.slice(2, 6).map((row) => row[2])).toEqual([count('PGT'), count('TGT'), count('PRT'), count('NTT')]);
    expect(staff[6][2]).toMatch(/^\d\.\d\d : 1 \(\d+ teachers, \d+ sections\)$/);
    for (const [row, post] of [
      [7, 'Special Educator'],
      [8, 'Counsellor'],
    ] as const) {
      for (const teacher of teachers.filter((candidate) => candidate.post === post))
        expect(staff[row][2]).toContain(`${teacher.name}, ${teacher.qualification}`);
    }

    const infrastructure = await tableRows(page, '#table-infrastructure');
    expect(infrastructure.map((row) => row[1])).toEqual([
      'Total campus area of the school (in sq mtr)',
      'Built-up area (in sq mtr)',
      'No. and size of the class rooms (in sq mtr)',
      'No. and size of laboratories including computer labs (in sq mtr)',
      'Internet facility (Y/N)',
      'No. of girls toilets',
      'No. of boys toilets',
      'Link of YouTube video of the inspection of school covering the infrastructure of the school',
    ]);
    expect(infrastructure.every((row) => row[2].length > 0)).toBe(true);
    await expect(page.locator('#table-infrastructure a[href^="https://www.youtube.com/"]').count()).resolves.toBe(1);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('lists every teacher of /teachers with a qualification', async () => {
    const { page, context } = await open('/mandatory-disclosure');
    const rows = await tableRows(page, '#table-teachers');
    const teachers = getAllTeachers();
    expect(rows).toEqual(teachers.map((teacher, index) => [String(index + 1), teacher.name, teacher.designation, teacher.post, teacher.qualification]));
    expect(rows.every((row) => row[4].length >= 2)).toBe(true);
    await context.close();
  });

  it('links every document to a copy that answers 200 with its content type', async () => {
    const { page, context } = await open('/mandatory-disclosure');
    const links = await page.locator('main a[data-kind="file"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const uploaded = Object.values(getMandatoryDisclosure().documents)
      .flat()
      .filter((document) => document.file);
    // Section B's uploaded copies, plus the fee, SMC, PTA and results PDFs and the calendar feed of section C.
    expect(links.filter((href) => href.startsWith('/disclosure-documents/'))).toHaveLength(uploaded.length);
    expect(links).toEqual(
      expect.arrayContaining([
        '/downloads/fee-structure.pdf',
        '/downloads/smc-list.pdf',
        '/downloads/pta-members.pdf',
        '/downloads/results.pdf',
        '/calendar.ics',
      ]),
    );
    for (const href of links) {
      const response = await fetch(new URL(href, baseUrl()));
      expect([href, response.status]).toEqual([href, 200]);
      const type = response.headers.get('content-type') ?? '';
      const body = Buffer.from(await response.arrayBuffer());
      if (href.endsWith('.ics')) {
        expect(type).toMatch(/^text\/calendar/);
        expect(body.subarray(0, 15).toString()).toBe('BEGIN:VCALENDAR');
      } else {
        expect([href, type.split(';')[0]]).toEqual([href, documentContentType(href)]);
        if (href.endsWith('.pdf')) expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
    // A link names its file type once: "Fee structure (PDF)", never "(PDF) (PDF)" or "(.ics) (ICS)".
    const texts = await page.locator('main a[data-kind="file"]').allInnerTexts();
    for (const text of texts) expect(text).toMatch(/^[^()]*(\([^()]*\)[^()]*)?\((PDF|ICS|JPG|JPEG|PNG)\)$/);
    expect(texts.filter((text) => /\((PDF|ICS)\).*\((PDF|ICS)\)|\.ics\)/i.test(text))).toEqual([]);
    // The page's own PDF, and a document not yet uploaded is said so in words.
    await expect(page.locator('main a[href="/downloads/mandatory-disclosure.pdf"]').count()).resolves.toBe(1);
    await expect(page.locator('#table-documents').getByText('not yet uploaded').count()).resolves.toBe(
      Object.values(getMandatoryDisclosure().documents)
        .flat()
        .filter((document) => !document.file).length,
    );
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['375 px', MOBILE],
  ] as const)('has no serious axe violations at %s', async (_label, viewport) => {
    const { page, problems, context } = await open('/mandatory-disclosure', { viewport });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('is the first item of the Mandatory Disclosure menu and is linked from the home page', async () => {
    const { page, context } = await open('/');
    const main = page.locator('main');
    await expect(main.locator('a[href="/mandatory-disclosure"]').count()).resolves.toBeGreaterThanOrEqual(1);
    await expect(main.locator('a[href="/fees"]').count()).resolves.toBeGreaterThanOrEqual(1);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const group = nav.locator('details[data-nav-group] > summary', { hasText: 'Mandatory Disclosure' });
    await group.click();
    const first = group.locator('xpath=..').locator('a').first();
    await expect(first.getAttribute('href')).resolves.toBe('/mandatory-disclosure');
    await first.click();
    await page.waitForURL(`${baseUrl()}/mandatory-disclosure`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Mandatory Public Disclosure');
    await context.close();
  });
});

/** Renders Devanagari in the page's own Marathi font and reports what shaping did (run in the browser). */
async function shapingReport(page: Page) {
  return page.evaluate(async () => {
    const sample = document.querySelector<HTMLElement>('main [lang="mr"]')!;
    const family = getComputedStyle(sample).fontFamily;
    const size = 64;
    const font = `${size}px ${family}`;
    await document.fonts.load(font, 'कि क्ष');

    // A conjunct against its unshaped parts: क्ष is one ligature; a zero-width non-joiner after the virama keeps
    // the same letters apart (क् + ष). Without shaping both would look the same.
    const span = (text: string) => {
      const element = document.createElement('span');
      element.lang = 'mr';
      element.style.cssText = `font-size:${size}px;white-space:nowrap;position:absolute;left:0;top:0`;
      element.textContent = text;
      sample.appendChild(element);
      const width = element.getBoundingClientRect().width;
      element.remove();
      return width;
    };
    const conjunct = span('क्ष');
    const apart = span('क्\u200Cष');

    // The i-matra (ि) follows its consonant in the text but must be drawn before it. Draw कि and क on a canvas and
    // find how far right the consonant's ink sits in कि: shaped, by the matra's width; unshaped, not at all.
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 120;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const inkColumns = (text: string, parts?: string[]) => {
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.font = font;
      context.fillStyle = '#000';
      context.textBaseline = 'alphabetic';
      if (parts) {
        // The same letters laid out one by one, each shaped alone: the unshaped order, as a control.
        let x = 10;
        for (const part of parts) {
          context.fillText(part, x, 90);
          x += context.measureText(part).width;
        }
      } else context.fillText(text, 10, 90);
      // Below the headline only: the matra's hook reaches over the consonant's top.
      const { data } = context.getImageData(0, 55, canvas.width, 35);
      const columns = new Array<number>(canvas.width).fill(0);
      for (let y = 0; y < 35; y += 1) for (let x = 0; x < canvas.width; x += 1) columns[x] += data[(y * canvas.width + x) * 4 + 3];
      return columns;
    };
    const bestShift = (whole: number[], consonant: number[]) => {
      let best = { shift: 0, error: Infinity };
      for (let shift = 0; shift < 120; shift += 1) {
        let error = 0;
        for (let x = 0; x + shift < whole.length; x += 1) error += Math.abs(whole[x + shift] - consonant[x]) * (consonant[x] > 0 ? 1 : 0.2);
        if (error < best.error) best = { shift, error };
      }
      return best.shift;
    };
    const consonant = inkColumns('क');
    const shaped = bestShift(inkColumns('कि'), consonant);
    const unshaped = bestShift(inkColumns('', ['क', '\u093F']), consonant);
    return {
      family,
      loaded: [...document.fonts].some((face) => face.status === 'loaded' && family.includes(face.family.replace(/"/g, ''))),
      conjunct,
      apart,
      shaped,
      unshaped,
      matraWidth: context.measureText('कि').width - context.measureText('क').width,
    };
  });
}

describe('/fees in Marathi and English', () => {
  it('shapes Devanagari: conjuncts join and the i-matra is drawn before its consonant', async () => {
    const { page, problems, context } = await open('/fees');
    await page.evaluate(() => document.fonts.ready);
    const report = await shapingReport(page);
    // The Marathi text uses the self-hosted Noto Sans Devanagari (this machine has no Devanagari font of its own).
    expect(report.loaded).toBe(true);
    expect(report.family).toMatch(/devanagari/i);
    // A conjunct is a single, narrower glyph than its letters kept apart.
    expect(report.conjunct).toBeLessThan(report.apart * 0.85);
    // The consonant of कि is pushed right by the matra drawn before it; the control, in text order, is not.
    expect(report.shaped).toBeGreaterThan(report.matraWidth * 0.6);
    expect(report.unshaped).toBeLessThan(report.matraWidth * 0.3);

    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page
      .locator('main section[lang="mr"]')
      .first()
      .screenshot({ path: path.join(ARTIFACTS, 'fees-marathi.png') });
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('marks every Marathi text lang="mr" and no English text so', async () => {
    const { page, context } = await open('/fees');
    const wrong = await page.evaluate(() => {
      const problems: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent!.trim();
        if (!text) continue;
        const lang = node.parentElement!.closest('[lang]')!.getAttribute('lang');
        if (/[\u0900-\u097f]/.test(text) && lang !== 'mr') problems.push(`Marathi in lang=${lang}: ${text}`);
        if (/[A-Za-z]{3}/.test(text) && lang === 'mr') problems.push(`English in lang=mr: ${text}`);
      }
      return problems;
    });
    expect(wrong).toEqual([]);
    await expect(page.locator('main [lang="mr"]').count()).resolves.toBeGreaterThan(20);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en-IN');
    await context.close();
  });

  it('shows the same fees, approval and medium as content/fees.yml and the fee PDF', async () => {
    const { page, context } = await open('/fees');
    const fees = getFees();
    const byClass = await tableRows(page, '#fees-by-class');
    const byInstalment = await tableRows(page, '#fees-by-instalment');
    const pdf = await pdfTextOf(`${baseUrl()}/downloads/fee-structure.pdf`);
    fees.classes.forEach((row, index) => {
      const figures = [
        ...fees.heads.map((head) => formatRupees(row.fees[head.key])),
        formatRupees(annualFee(fees, row)),
        formatRupees(firstYearFee(fees, row)),
      ];
      expect(byClass[index][0]).toBe(`${row.name.en} ${row.name.mr}`);
      expect(byClass[index].slice(1)).toEqual(figures);
      expect(pdf.stream).toContain(squeeze(`${row.name.en} ${figures.join(' ')}`));
      const instalments = instalmentAmounts(fees, row).map((amount) => formatRupees(amount));
      expect(byInstalment[index].slice(1)).toEqual(instalments);
      expect(pdf.stream).toContain(squeeze(`${row.name.en} ${instalments.join(' ')}`));
    });
    // Indian digit grouping: 1,00,000 and above would show it; the largest fee here has five digits.
    expect(byClass.flat().some((cell) => /^₹\d{1,2},\d{3}$/.test(cell))).toBe(true);
    const main = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
    for (const text of [
      fees.approval.body.en,
      fees.approval.body.mr,
      fees.approval.act.en,
      fees.approval.act.mr,
      fees.medium.en,
      fees.medium.mr,
      '2026-2027 and 2027-2028',
      '२०२६-२०२७ व २०२७-२०२८',
    ]) {
      expect(main).toContain(text);
    }
    for (const text of [
      fees.approval.body.en,
      fees.approval.act.en,
      `Medium of instruction ${fees.medium.en}`,
      'Approved for the academic years 2026-2027 and 2027-2028',
    ]) {
      expect(pdf.layout).toContain(text);
    }
    await expect(page.locator('main a[href="/downloads/fee-structure.pdf"]').count()).resolves.toBe(1);
    // Each instalment's header gives its share in both languages: "(50%)" and "(५०%)".
    const headers = await page.locator('#fees-by-instalment thead th').allInnerTexts();
    fees.instalments.forEach((instalment, index) => {
      const [english, marathi] = headers[index + 1].split('\n');
      expect(english).toContain(`(${instalment.percent}%)`);
      expect(marathi).toContain(`(${marathiDigits(String(instalment.percent))}%)`);
    });
    await context.close();
  });

  it('loads the Devanagari font on /fees only', async () => {
    const fontRequests = async (pathname: string) => {
      const { page, context } = await openPage(browser(), DESKTOP);
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      await page.goto(`${baseUrl()}${pathname}`, { waitUntil: 'networkidle' });
      await context.close();
      return fonts;
    };
    expect(await fontRequests('/fees')).toHaveLength(1);
    expect(await fontRequests('/mandatory-disclosure')).toEqual([]);
    expect(await fontRequests('/')).toEqual([]);
  });
});

describe('/calendar.ics and the calendar pages', () => {
  it('serves the whole calendar as text/calendar that a parser reads back, the same as a second build makes it', async () => {
    const response = await fetch(`${baseUrl()}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await response.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = getAllEvents();
    const uids = calendar.getAllSubcomponents('vevent').map((component) => String(component.getFirstPropertyValue('uid')));
    expect(uids).toEqual(events.map((event) => `${event.id}@${siteCalendarOptions().host}`));
    // The UIDs (and everything else) come from the content alone: building again gives the same feed.
    expect(text).toBe(buildCalendar(getAllEvents(), siteCalendarOptions()));
  });

  it.each(['/calendar', '/events', '/test', '/holiday'])('%s offers a subscribe link and a download of the feed', async (pathname) => {
    const { page, context } = await open(pathname, { mode: 'no-js' });
    const box = page.getByRole('complementary', { name: 'The school calendar on your phone' });
    await expect(box.getByRole('link', { name: 'Subscribe to the calendar' }).getAttribute('href')).resolves.toMatch(/^webcal:\/\/[^/]+\/calendar\.ics$/);
    const download = box.getByRole('link', { name: 'Download calendar.ics' });
    await expect(download.getAttribute('href')).resolves.toBe('/calendar.ics');
    await expect(download.getAttribute('download')).resolves.toBe('school-calendar.ics');
    await context.close();
  });

  it('shows the academic year as HTML months with the tests, meetings and holidays, without JavaScript', async () => {
    const { page, context } = await open('/calendar', { mode: 'no-js' });
    const months = await page.locator('main table caption h3').allTextContents();
    expect(months[0]).toBe('April 2026');
    expect(months[months.length - 1]).toBe('March 2027');
    expect(months).toHaveLength(12);
    const july = page.locator('#month-2026-07');
    await expect(july.getByRole('link', { name: 'PT 1 (Classes 1-10)', exact: true }).getAttribute('href')).resolves.toBe('/test');
    // The marked day carries its item as text for screen readers; every day of the test week is marked.
    const marked = await july
      .locator('td')
      .evaluateAll((cells) => cells.filter((cell) => cell.querySelector('.visually-hidden')).map((cell) => cell.textContent));
    for (const day of [13, 14, 15, 16, 17, 18]) expect(marked.filter((text) => text?.startsWith(`${day}: PT 1 (Classes 1-10)`))).toHaveLength(1);
    const november = page.locator('#month-2026-11');
    await expect(november.getByRole('link', { name: 'Diwali Break', exact: true }).count()).resolves.toBe(1);
    await context.close();
  });
});
