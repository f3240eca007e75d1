/** @jest-environment node */
import path from 'node:path';
import { answerParagraphs, getFaq } from '@/lib/content/faq';
import { errorLines } from './content-errors';

const broken = path.join(__dirname, '..', '..', 'fixtures', 'content', 'broken-school-documents');
const brokenFile = (name: string) => `__tests__/fixtures/content/broken-school-documents/${name}`;

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
    expect(errorLines(() => getFaq(broken))).toEqual([`${brokenFile('faq.yml')}: en.items[0].answer: Invalid input: expected string, received undefined`]);
  });
});
