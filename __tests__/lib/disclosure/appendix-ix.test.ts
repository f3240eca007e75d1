/** @jest-environment node */
import { getSite } from '@/lib/content/site';
import type { MandatoryDisclosure } from '@/lib/content/mandatory-disclosure';
import { getMandatoryDisclosure } from '@/lib/content/mandatory-disclosure';
import type { Teacher } from '@/lib/content/teachers';
import { type AppendixIxSources, buildAppendixIx, cellText, passPercentage, teacherSectionRatio } from '@/lib/disclosure/appendix-ix';

const teacher = (id: number, post: Teacher['post'], name = `Teacher ${id}`): Teacher => ({
  id,
  name,
  designation: 'Teacher',
  qualification: 'M.A., B.Ed.',
  post,
  image: 'people/one.jpg',
});

const menu = ['mandatory-disclosure', 'fee-structure', 'smc-list', 'pta-members', 'results'].map((name) => ({
  title: name,
  file: `/downloads/${name}.pdf`,
  description: name,
}));

function sources(overrides: Partial<AppendixIxSources> = {}): AppendixIxSources {
  return {
    site: getSite(),
    disclosure: getMandatoryDisclosure(),
    teachers: [teacher(1, 'PGT'), teacher(2, 'TGT'), teacher(3, 'TGT'), teacher(4, 'PRT'), teacher(5, 'Special Educator', 'Ms. Special'), teacher(6, 'Nurse')],
    menu,
    pages: { fees: '/fees', calendar: '/calendar', holidays: '/holiday', tests: '/test' },
    calendarFeed: '/calendar.ics',
    ...overrides,
  };
}

const rowsOf = (model: ReturnType<typeof buildAppendixIx>, id: string) =>
  model.sections.flatMap((section) => section.tables).find((table) => table.id === id)!.rows;

describe('the Appendix IX model', () => {
  it('has the five sections in CBSE order', () => {
    const model = buildAppendixIx(sources());
    expect(model.sections.map((section) => `${section.letter}. ${section.title}`)).toEqual([
      'A. General information',
      'B. Documents and information',
      'C. Result and academics',
      'D. Staff (teaching)',
      'E. School infrastructure',
    ]);
    expect(model.updatedLabel).toBe('10 Feb 2026');
  });

  it('counts teachers by post, works out the teacher-section ratio and names the special educator', () => {
    const disclosure: MandatoryDisclosure = { ...getMandatoryDisclosure(), staff: { sections: 3 } };
    const staff = rowsOf(buildAppendixIx(sources({ disclosure })), 'table-staff');
    const value = (label: string) => staff.find((row) => row[1] === label)?.[2];
    expect(value('Total no. of teachers')).toBe('4');
    expect([value('PGT'), value('TGT'), value('PRT'), value('Pre-primary teachers (NTT)')]).toEqual(['1', '2', '1', '0']);
    expect(value('Teachers section ratio')).toBe('1.33 : 1 (4 teachers, 3 sections)');
    expect(value('Details of special educator')).toBe('Ms. Special, M.A., B.Ed.');
    expect(value('Details of counsellor and wellness teacher')).toBe('None at present');
    expect(rowsOf(buildAppendixIx(sources({ disclosure })), 'table-teachers')).toHaveLength(6);
  });

  it('links uploaded documents and marks the others not yet uploaded', () => {
    const model = buildAppendixIx(sources());
    const documents = rowsOf(model, 'table-documents');
    expect(documents).toHaveLength(8);
    const water = documents[7][2];
    expect(cellText(water, (href) => `https://school.example${href}`)).toBe(
      [
        'Drinking water test report, NABL-accredited laboratory, January 2026: https://school.example/disclosure-documents/water-test-report.pdf (valid until 31 Jan 2027; verified on 10 Feb 2026)',
        'Health certificate, Pune Municipal Corporation: https://school.example/disclosure-documents/health-certificate.pdf (valid until 31 Mar 2027; verified on 10 Feb 2026)',
        'Sanitation certificate, Pune Municipal Corporation: not yet uploaded (valid until 15 Jan 2026; renewal applied for on 12 Jan 2026)',
      ].join('\n'),
    );
  });

  it('finds the fee, SMC, PTA and results PDFs in the menu, and fails when one is missing', () => {
    const academics = rowsOf(buildAppendixIx(sources()), 'table-academics');
    expect(cellText(academics[2][2], (href) => href)).toBe('SMC members: /downloads/smc-list.pdf');
    expect(() => buildAppendixIx(sources({ menu: menu.filter((item) => !item.file.includes('smc')) }))).toThrow(
      'content/disclosures.yml: the Mandatory Disclosure needs /downloads/smc-list.pdf in the menu',
    );
  });

  it('works out pass percentages and ratios as CBSE tables show them', () => {
    expect(passPercentage({ registered: 124, passed: 123 })).toBe('99.2%');
    expect(passPercentage({ registered: 118, passed: 118 })).toBe('100%');
    expect(teacherSectionRatio(67, 44)).toBe('1.52 : 1');
    const results = rowsOf(buildAppendixIx(sources()), 'table-results-x');
    expect(results[1]).toEqual(['2', '2025', '124', '123', '99.2%', '38 students scored above 90%']);
  });
});
