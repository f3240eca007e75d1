/** @jest-environment node */
import path from 'node:path';
import { getCalendar } from '@/lib/content/calendar';
import { getDisclosures } from '@/lib/content/disclosures';
import { downloadSlug, getApplicationFormText, getDisclosureDocuments, isStructuredDownload } from '@/lib/content/downloads';
import { answerParagraphs, getFaq } from '@/lib/content/faq';
import { getRules } from '@/lib/content/rules';
import { getHolidayProgramme, getTestSchedule } from '@/lib/content/schedules';
import { formatDate } from '@/lib/dates';
import { getTestimonials } from '@/lib/content/testimonials';

const broken = path.join(__dirname, '..', '..', 'fixtures', 'content', 'broken-pages-b');
const brokenFile = (name: string) => `__tests__/fixtures/content/broken-pages-b/${name}`;

function errorLines(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  throw new Error('expected the loader to fail');
}

describe('rules content', () => {
  const rules = getRules();
  const section = (title: string) => rules.sections.find((candidate) => candidate.title === title)!.rules.join('\n');

  it('has the three sections of SPEC section 2 with 17, 9 and 9 rules', () => {
    expect(rules.sections.map((item) => [item.title, item.rules.length])).toEqual([
      ['General Discipline', 17],
      ['Library Rules', 9],
      ['Recommendation to The Parents', 9],
    ]);
  });

  it('carries the key discipline and library rules', () => {
    const general = section('General Discipline');
    expect(general).toMatch(/Parents may not dictate to the management/);
    expect(general).toMatch(/prior written application/);
    expect(general).toMatch(/Absence beyond 2 days is allowed only for medical reasons.*medical certificate/);
    expect(general).toMatch(/absent during a unit test or an examination is given zero marks/);
    expect(general).toMatch(/fails twice in the same standard may be asked to leave/);
    expect(general).toMatch(/Expulsion .* at the discretion of the head of the school/);
    expect(general).toMatch(/Breaking any of these rules can bring a fine/);
    const library = section('Library Rules');
    expect(library).toMatch(/loan period is one week/);
    expect(library).toMatch(/late fee of Rs\. 1 per day/);
    expect(library).toMatch(/at least a fortnight before the annual examination/);
    expect(library).toMatch(/full market value/);
  });

  it('rejects a section without rules, naming the field', () => {
    expect(errorLines(() => getRules(broken))).toEqual([`${brokenFile('rules.yml')}: sections[0].rules: Too small: expected array to have >=1 items`]);
  });
});

describe('FAQ content', () => {
  it('has the 6 questions, each answer split into paragraphs at its line breaks', () => {
    const faq = getFaq();
    expect(faq.heading).toBe('Most Popular Questions');
    expect(faq.items).toHaveLength(6);
    const all = faq.items.map((item) => item.paragraphs.join(' ')).join(' ');
    for (const fact of ['English', 'Nursery: 3+', 'LKG: 4+', 'UKG: 5+', '1 April', 'no written test', 'English, Science and Mathematics', 'owned by', 'CCTV', 'two security checkpoints', 'Lady bus attendants', 'safe-school certificate']) {
      expect(all).toContain(fact);
    }
    expect(faq.items.every((item) => item.paragraphs.length >= 2)).toBe(true);
  });

  it('splits on line breaks and drops blank lines', () => {
    expect(answerParagraphs('First line.\n\n  Second line.  \r\nThird.\n')).toEqual(['First line.', 'Second line.', 'Third.']);
  });

  it('names a missing answer', () => {
    expect(errorLines(() => getFaq(broken))).toEqual([`${brokenFile('faq.yml')}: items[0].answer: Invalid input: expected string, received undefined`]);
  });
});

describe('schedules', () => {
  it('has the 6 test rows of SPEC section 2 in order, in the 2026-27 academic year', () => {
    const schedule = getTestSchedule();
    expect(schedule.rows.map((row) => row.exam)).toEqual([
      'PT 1 (Classes 1-10)',
      'PT 2 (Classes 2-10)',
      'PT 3 (Classes 1-9)',
      'Pre-board 1 (Class 10)',
      'Pre-board 2 (Class 10)',
      'PT 4 (Classes 1-9)',
    ]);
    for (const row of schedule.rows) {
      expect(row.start >= '2026-04-01' && row.ptm <= '2027-03-31').toBe(true);
      expect(row.ptm > row.end).toBe(true);
    }
  });

  it('has the 5 holiday programme rows under a heading from content', () => {
    const programme = getHolidayProgramme();
    expect(programme.tableTitle).toBe('Programme For 2026 - 2027');
    expect(programme.rows.map((row) => row.schedule)).toEqual([
      'Second Term',
      'First Term before summer vacation',
      'First Term after summer vacation',
      'Diwali Break',
      'Christmas Break',
    ]);
  });

  it('formats dates the same in every time zone', () => {
    expect(formatDate('2026-07-13', 'short')).toBe('13 Jul 2026');
    expect(formatDate('2027-01-01', 'short')).toBe('1 Jan 2027');
  });

  it('reports a reversed range and a date in the wrong format', () => {
    expect(errorLines(() => getTestSchedule(broken)).sort()).toEqual(
      [
        `${brokenFile('test-schedule.yml')}: rows[0].end: end must not be before start`,
        `${brokenFile('test-schedule.yml')}: rows[0].ptm: Expected a date written YYYY-MM-DD, e.g. 2026-07-13`,
      ].sort(),
    );
  });
});

describe('calendar and testimonials', () => {
  it('has the two calendar images and the six legend entries', () => {
    const calendar = getCalendar();
    expect(calendar.images).toHaveLength(2);
    expect(calendar.legend.map((entry) => entry.label)).toEqual(['Pre-Board', 'Competition', 'Holiday', 'Vacation', 'Exams', 'Olympiad']);
  });

  it('has a handful of testimonials from parents and alumni', () => {
    const { items } = getTestimonials();
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.some((item) => /Parent/.test(item.role))).toBe(true);
    expect(items.some((item) => /Alumn/.test(item.role))).toBe(true);
  });
});

describe('PDF content', () => {
  it('has a content file for each disclosure PDF not made from structured content, and for the application form', () => {
    const documents = getDisclosureDocuments();
    expect(documents.map((document) => path.basename(document.source))).toEqual(['safeguarding-policy.yml', 'pta-members.yml', 'smc-list.yml', 'sexual-harassment-policy.yml', 'pocso.yml']);
    expect(getDisclosures().map((item) => downloadSlug(item.file)).filter(isStructuredDownload)).toEqual(['mandatory-disclosure', 'fee-structure', 'books-declaration', 'results']);
    expect(getApplicationFormText().consent).toMatch(/parent or guardian/);
  });

  it('names each broken field: a character the PDF font lacks, a short row, a block with two kinds, a missing file', () => {
    const lines = errorLines(() => getDisclosureDocuments(broken));
    expect(lines).toEqual([
      `${brokenFile('downloads/pocso.yml')}: blocks[1].table.rows[0][1]: The PDF font cannot show श ा ळ े च स म ु प द क (Marathi belongs on the web pages, not in the PDFs)`,
      `${brokenFile('downloads/pocso.yml')}: blocks[1].table.rows[1]: Expected 2 cells, one per column`,
      `${brokenFile('downloads/pocso.yml')}: blocks[2]: Expected exactly one of heading, paragraph, list, table`,
    ]);
    expect(() => getApplicationFormText(broken)).toThrow(`${brokenFile('downloads/application-form.yml')}: (file): file not found`);
  });
});
