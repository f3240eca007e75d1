/** @jest-environment node */
import { formatDate, itemsInMonth, MONTHS, PREVIEW_LENGTH, truncateDescription } from '@/lib/news-text';

const words =
  'The Eco Harmony club led a dry, eco-friendly Holi celebration this year. Students made their own colours from turmeric, beetroot, spinach and marigold petals in the science lab the day before, and learnt why synthetic colours harm the skin.';

describe('truncateDescription', () => {
  it('leaves a description of 200 characters or fewer alone', () => {
    const exact = 'a'.repeat(PREVIEW_LENGTH);
    expect(truncateDescription(exact)).toEqual({ text: exact, truncated: false });
    expect(truncateDescription('  Short   text. ')).toEqual({ text: 'Short text.', truncated: false });
  });

  it('cuts a longer one on a word boundary, never keeping more than 200 characters before the dots', () => {
    expect(words.length).toBeGreaterThan(200);
    const { text, truncated } = truncateDescription(words);
    expect(truncated).toBe(true);
    expect(text.endsWith('...')).toBe(true);
    const kept = text.slice(0, -3);
    expect(kept.length).toBeLessThanOrEqual(200);
    expect(words.startsWith(kept)).toBe(true);
    // Ends on a whole word: the next character of the original is a space or punctuation.
    expect(words.charAt(kept.length)).toMatch(/[\s,.]/);
    expect(kept).toBe(
      'The Eco Harmony club led a dry, eco-friendly Holi celebration this year. Students made their own colours from turmeric, beetroot, spinach and marigold petals in the science lab the day before, and',
    );
  });

  it('cuts inside a single very long word rather than exceed the limit', () => {
    const long = 'x'.repeat(450);
    const { text } = truncateDescription(long);
    expect(text).toBe(`${'x'.repeat(200)}...`);
  });

  it('never exceeds the limit for any length', () => {
    for (let length = 150; length < 420; length += 7) {
      const text = Array.from({ length }, (_, index) => (index % 9 === 8 ? ' ' : 'w')).join('');
      const result = truncateDescription(text);
      const kept = result.truncated ? result.text.slice(0, -3) : result.text;
      expect(kept.length).toBeLessThanOrEqual(200);
      expect(result.truncated).toBe(text.trim().length > 200);
    }
  });
});

describe('itemsInMonth', () => {
  const items = [{ date: '2026-03-14' }, { date: '2025-03-01' }, { date: '2026-12-31' }, { date: '2026-01-01' }];

  it('keeps the items of the month in any year, in the given order', () => {
    expect(itemsInMonth(items, 2)).toEqual([{ date: '2026-03-14' }, { date: '2025-03-01' }]);
    expect(itemsInMonth(items, 11)).toEqual([{ date: '2026-12-31' }]);
    expect(itemsInMonth(items, 0)).toEqual([{ date: '2026-01-01' }]);
    expect(itemsInMonth(items, 4)).toEqual([]);
  });

  it('has twelve month names from January to December', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toBe('January');
    expect(MONTHS[11]).toBe('December');
  });
});

describe('formatDate', () => {
  it('formats an ISO date without the time zone moving it', () => {
    expect(formatDate('2026-03-01')).toBe('1 March 2026');
    expect(formatDate('2026-12-31')).toBe('31 December 2026');
  });
});
