/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { getChildSafety } from '@/lib/content/child-safety';
import { getFees } from '@/lib/content/fees';
import { getHome } from '@/lib/content/home';
import { getMandatoryDisclosure } from '@/lib/content/mandatory-disclosure';
import { getAllNews } from '@/lib/content/news';
import { pageFile } from '@/lib/content/pages';
import { defaultContentRoot } from '@/lib/content/reader';
import { getHolidayProgramme } from '@/lib/content/schedules';
import { getSite, phoneDigits } from '@/lib/content/site';
import { getAllTeachers } from '@/lib/content/teachers';
import { getAppendixIx } from '@/lib/disclosure/load';

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

describe('content consistency', () => {
  it('uses only the e-mail addresses of the site file and the child-safety committees wherever an address of the school appears', () => {
    const known = [site.contact.email, site.dataProtection.email, ...getChildSafety().committees.map((committee) => committee.email)];
    const found = contentFiles().flatMap(({ file, text }) =>
      [...text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found.length).toBeGreaterThan(1);
    expect(found.filter((entry) => !known.some((email) => entry.endsWith(`: ${email}`)))).toEqual([]);
  });

  it('uses only the phone and WhatsApp numbers of the site file and the child-safety committees', () => {
    const known = [site.contact.phone, site.contact.whatsapp, site.chat.phoneNumber, site.dataProtection.phone, ...getChildSafety().committees.flatMap((committee) => committee.phone ?? [])].map(phoneDigits);
    const found = contentFiles().flatMap(({ file, text }) =>
      [...text.matchAll(/\+91[\d\s-]{9,14}\d/g)].map((match) => ({ file, digits: phoneDigits(match[0]), raw: match[0] })),
    );
    expect(found.length).toBeGreaterThan(1);
    expect(found.filter((entry) => !known.includes(entry.digits)).map((entry) => `${entry.file}: ${entry.raw}`)).toEqual([]);
  });

  it('names the same principal on the home page, in the Mandatory Disclosure and in the PTA and SMC lists', () => {
    const principal = getHome().messages.find((message) => message.title === 'Principal');
    expect(principal).toBeDefined();
    expect(getMandatoryDisclosure().general.principal.name).toBe(principal!.name);
    for (const name of ['pta-members', 'smc-list']) {
      const text = fs.readFileSync(path.join(root, 'downloads', `${name}.yml`), 'utf8');
      expect(text).toContain(`${principal!.name}, `);
    }
  });

  it('counts every member of staff on /teachers once in section D of the disclosure, and the home page agrees', () => {
    const teachers = getAllTeachers();
    const staff = getAppendixIx().sections.find((section) => section.letter === 'D')!;
    const [counts, list] = staff.tables;
    const value = (label: string) => Number(counts.rows.find((row) => row[1] === label)?.[2]);
    const byPost = value('PGT') + value('TGT') + value('PRT') + value('Pre-primary teachers (NTT)');
    expect(value('Total no. of teachers')).toBe(byPost);
    // Everyone else is in a post the disclosure names separately.
    const others = teachers.filter((teacher) => !['PGT', 'TGT', 'PRT', 'NTT'].includes(teacher.post));
    expect(byPost + others.length).toBe(teachers.length);
    expect(others.map((teacher) => teacher.post).sort()).toEqual(['Counsellor', 'Librarian', 'Nurse', 'Special Educator']);
    expect(list.rows.map((row) => row[1])).toEqual(teachers.map((teacher) => teacher.name));
    // The home page quotes the size of the team that /teachers lists.
    const stat = getHome().faculty.stats.find((entry) => /teachers/.test(entry.label));
    expect(Number(stat?.value)).toBe(teachers.length);
  });

  it('gives the same campus area in the disclosure as on /campus', () => {
    const acres = getMandatoryDisclosure().infrastructure.campusArea / 4046.86;
    const campus = fs.readFileSync(pageFile('campus', root), 'utf8');
    const words = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const stated = campus.match(new RegExp(`\\b(${words.join('|')})-acre\\b`, 'i'));
    expect(stated).not.toBeNull();
    expect(Math.round(acres)).toBe(words.indexOf(stated![1].toLowerCase()) + 1);
  });

  it('has fees approved for every academic year the admission forms offer', () => {
    const approved = getFees().academicYears;
    for (const year of site.academicYears) expect([year, approved.includes(year)]).toEqual([year, true]);
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
