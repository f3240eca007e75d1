/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { getHome } from '@/lib/content/home';
import { getAllNews } from '@/lib/content/news';
import { defaultContentRoot } from '@/lib/content/reader';
import { getHolidayProgramme } from '@/lib/content/schedules';
import { getSite, phoneDigits } from '@/lib/content/site';
import { getTeacherGroups } from '@/lib/content/teachers';

/**
 * The sample content is read together by parents: the same fact must not read differently on two pages or
 * in a PDF. These tests cross-check the facts that several files repeat.
 */

const root = defaultContentRoot();
const site = getSite();

/** Every editor-written text file under content/ (markdown and YAML), with its text. */
function contentFiles(): { file: string; text: string }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(md|ya?ml)$/.test(entry.name)) files.push(full);
    }
  };
  walk(root);
  return files.map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, 'utf8') }));
}

/** The rows of the first table in a download's source whose first column has this heading. */
function downloadTableRows(name: string, firstColumn: string): string[][] {
  const source = YAML.parse(fs.readFileSync(path.join(root, 'downloads', `${name}.yml`), 'utf8')) as {
    blocks: { table?: { columns: string[]; rows: string[][] } }[];
  };
  const table = source.blocks.find((block) => block.table?.columns[0] === firstColumn)?.table;
  if (!table) throw new Error(`downloads/${name}.yml has no table starting with column ${firstColumn}`);
  return table.rows.map((row) => row.map(String));
}

describe('content consistency', () => {
  it('uses only the e-mail address of the site file wherever an address of the school appears', () => {
    const found = contentFiles().flatMap(({ file, text }) =>
      [...text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found.length).toBeGreaterThan(1);
    expect(found.filter((entry) => !entry.endsWith(`: ${site.contact.email}`))).toEqual([]);
  });

  it('uses only the phone and WhatsApp numbers of the site file', () => {
    const known = [phoneDigits(site.contact.phone), phoneDigits(site.contact.whatsapp), phoneDigits(site.chat.phoneNumber)];
    const found = contentFiles().flatMap(({ file, text }) =>
      [...text.matchAll(/\+91[\d\s-]{9,14}\d/g)].map((match) => ({ file, digits: phoneDigits(match[0]), raw: match[0] })),
    );
    expect(found.length).toBeGreaterThan(1);
    expect(found.filter((entry) => !known.includes(entry.digits)).map((entry) => `${entry.file}: ${entry.raw}`)).toEqual([]);
  });

  it('names the same principal on the home page and in the disclosure PDFs', () => {
    const principal = getHome().messages.find((message) => message.title === 'Principal');
    expect(principal).toBeDefined();
    const disclosed = downloadTableRows('mandatory-disclosure', 'Information').find((row) => row[0] === "Principal's name");
    expect(disclosed?.[1]).toBe(principal!.name);
    for (const name of ['pta-members', 'smc-list']) {
      const text = fs.readFileSync(path.join(root, 'downloads', `${name}.yml`), 'utf8');
      expect(text).toContain(`${principal!.name}, `);
    }
  });

  it('counts the staff in the mandatory disclosure as /teachers lists them', () => {
    const rows = new Map(downloadTableRows('mandatory-disclosure', 'Category').map(([category, count]) => [category, Number(count)]));
    const [supervisors, heads, staff] = getTeacherGroups();
    expect(rows.get('Supervisors')).toBe(supervisors.teachers.length);
    expect(rows.get('Heads of Department')).toBe(heads.teachers.length);
    const staffInRows = [...rows.entries()].filter(([category]) => !['Principal', 'Supervisors', 'Heads of Department', 'Teacher-student ratio'].includes(category));
    expect(staffInRows.reduce((sum, [, count]) => sum + count, 0)).toBe(staff.teachers.length);
  });

  it('dates no school event inside a break or the summer vacation of the holiday programme', () => {
    const { rows } = getHolidayProgramme();
    const closed = rows.filter((row) => /break|vacation/i.test(row.schedule) && !/term/i.test(row.schedule)).map((row) => [row.from, row.to]);
    const before = rows.find((row) => /before summer vacation/i.test(row.schedule));
    const after = rows.find((row) => /after summer vacation/i.test(row.schedule));
    expect(closed.length).toBeGreaterThan(0);
    expect(before && after).toBeTruthy();
    // The summer vacation is the gap between the two parts of the first term.
    const dayAfter = new Date(`${before!.to}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const dayBefore = new Date(`${after!.from}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    closed.push([dayAfter.toISOString().slice(0, 10), dayBefore.toISOString().slice(0, 10)]);
    const inBreak = getAllNews().filter((item) => closed.some(([from, to]) => item.date >= from && item.date <= to));
    expect(inBreak.map((item) => `${item.slug} (${item.date})`)).toEqual([]);
  });
});
