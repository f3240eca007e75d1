/** @jest-environment node */
import path from 'node:path';
import { getRules } from '@/lib/content/rules';
import { errorLines } from './content-errors';

const broken = path.join(__dirname, '..', '..', 'fixtures', 'content', 'broken-school-documents');
const brokenFile = (name: string) => `__tests__/fixtures/content/broken-school-documents/${name}`;

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
