/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  annualFee,
  firstYearFee,
  formatAcademicYears,
  formatDueDay,
  formatLongDate,
  formatRupees,
  getFees,
  instalmentAmounts,
  marathiDigits,
  noteText,
} from '@/lib/content/fees';
import { defaultContentRoot } from '@/lib/content/reader';

/** A copy of the real fees.yml with one edit, and the problems its loader reports. */
function problemsAfter(edit: (text: string) => string): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fees-'));
  fs.writeFileSync(path.join(root, 'fees.yml'), edit(fs.readFileSync(path.join(defaultContentRoot(), 'fees.yml'), 'utf8')));
  try {
    getFees(root);
  } catch (error) {
    return (error as Error).message.split('\n').map((line) => line.replace(/^.*fees\.yml: /, ''));
  }
  throw new Error('expected the loader to fail');
}

describe('fee structure content', () => {
  const fees = getFees();

  it('has every class with an amount for each head, in both languages', () => {
    expect(fees.heads.map((head) => head.key)).toEqual(['admission', 'tuition', 'activity']);
    expect(fees.classes.map((row) => row.name.en)).toContain('Class 9 and Class 10');
    expect(fees.classes.find((row) => row.name.en === 'Nursery')!.name.mr).toBe('नर्सरी');
    expect(fees.approval.act.mr).toBe('महाराष्ट्र शैक्षणिक संस्था (शुल्क विनियमन) अधिनियम, २०११');
  });

  it('derives the yearly fee, the first-year total and instalments that add up to the yearly fee', () => {
    const nursery = fees.classes[0];
    expect(annualFee(fees, nursery)).toBe(42000);
    expect(firstYearFee(fees, nursery)).toBe(47000);
    for (const row of fees.classes) {
      const parts = instalmentAmounts(fees, row);
      expect(parts).toHaveLength(fees.instalments.length);
      expect(parts.reduce((sum, amount) => sum + amount, 0)).toBe(annualFee(fees, row));
    }
    // An odd split: the last instalment takes the rupee lost to rounding.
    const thirds = { ...fees, instalments: [1, 2, 3].map((n) => ({ ...fees.instalments[0], percent: 100 / 3, due: `0${n}-01` })) };
    expect(instalmentAmounts(thirds, { ...nursery, fees: { admission: 0, tuition: 100, activity: 0 } })).toEqual([33, 33, 34]);
  });

  it('writes rupees with Indian digit grouping, and Marathi with Devanagari digits', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(125000, 'mr')).toBe('₹१,२५,०००');
    expect(formatRupees(50)).toBe('₹50');
    expect(marathiDigits('2026-2027')).toBe('२०२६-२०२७');
    expect(formatDueDay('04-15', 'en')).toBe('15 April');
    expect(formatDueDay('04-15', 'mr')).toBe('१५ एप्रिल');
    expect(formatLongDate('2026-01-17', 'en')).toBe('17 January 2026');
    expect(formatLongDate('2026-01-17', 'mr')).toBe('१७ जानेवारी, २०२६');
    expect(formatAcademicYears(['2026-2027', '2027-2028'], 'en')).toBe('2026-2027 and 2027-2028');
    expect(formatAcademicYears(['2026-2027', '2027-2028'], 'mr')).toBe('२०२६-२०२७ व २०२७-२०२८');
  });

  it('fills the amounts into the notes, once for both languages', () => {
    const late = fees.notes.find((note) => note.en.includes('{lateFeePerWeek}'))!;
    expect(noteText(fees, late, 'en')).toBe('A late fee of ₹50 per week is charged on an instalment paid after its due date.');
    expect(noteText(fees, late, 'mr')).toBe('देय दिनांकानंतर भरलेल्या हप्त्यावर दर आठवड्याला ₹५० विलंब शुल्क आकारले जाते.');
  });
});

describe('fee structure errors', () => {
  it('names a language mix-up in either field', () => {
    expect(problemsAfter((text) => text.replace('  en: English\n', '  en: इंग्रजी\n'))).toEqual(['medium.en: Expected English here; Marathi goes in the mr field']);
    expect(problemsAfter((text) => text.replace('  mr: इंग्रजी\n', '  mr: English\n'))).toEqual(['medium.mr: Expected Marathi in Devanagari script']);
  });

  it('names a missing or unknown amount, instalments that do not add up and an unknown placeholder', () => {
    expect(problemsAfter((text) => text.replace('{ head: tuition, amount: 38000 }', '{ head: tution, amount: 38000 }'))).toEqual([
      'classes[0].fees: Expected an amount for tuition',
      'classes[0].fees: No fee head is called tution (heads: admission, tuition, activity)',
    ]);
    expect(problemsAfter((text) => text.replace('{ head: tuition, amount: 38000 }', '{ head: admission, amount: 38000 }'))).toEqual([
      'classes[0].fees[1].head: admission is listed twice',
    ]);
    expect(problemsAfter((text) => text.replace('percent: 50\n', 'percent: 60\n'))).toEqual(['instalments: The percentages add up to 110, expected 100']);
    expect(problemsAfter((text) => text.replace('{lateFeePerWeek} per week', '{lateFee} per week'))).toEqual(['notes[3].en: {lateFee} is not one of the amounts']);
    expect(problemsAfter((text) => text.replace('amount: 38000 }', 'amount: 38000.5 }'))).toEqual(['classes[0].fees[1].amount: Expected whole rupees']);
  });

  it('accepts only consecutive academic years', () => {
    expect(problemsAfter((text) => text.replace('[2026-2027, 2027-2028]', '[2026-2027, 2028-2029]'))).toEqual([
      'academicYears[1]: expected the years to follow one another',
    ]);
    expect(problemsAfter((text) => text.replace('[2026-2027, 2027-2028]', '[2026-2028]'))).toEqual(['academicYears[0]: 2026-2028 is not one academic year']);
  });
});
