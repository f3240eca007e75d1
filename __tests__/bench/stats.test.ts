/** @jest-environment node */
import { formatRatio, kb, median, percentile, ratio } from '@/bench/lib/stats';

describe('percentile', () => {
  it('takes the nearest rank of sorted values, and is NaN for none', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([50, 95, 99, 100].map((p) => percentile(hundred, p))).toEqual([50, 95, 99, 100]);
    expect(percentile([4, 8, 15], 50)).toBe(8);
    expect(percentile([], 99)).toBeNaN();
  });
});

describe('median', () => {
  it('takes the middle of an odd count regardless of order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([2400, 900, 1000])).toBe(1000);
  });

  it('averages the middle two of an even count', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  it('ignores missing and non-finite values, and is undefined when none remain', () => {
    expect(median([undefined, 5, null, Number.NaN, 7, 9])).toBe(7);
    expect(median([])).toBeUndefined();
    expect(median([undefined, null])).toBeUndefined();
  });
});

describe('ratio', () => {
  it('divides ours by the reference', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(formatRatio(ratio(150, 100))).toBe('1.50x');
  });

  it('has no ratio against a zero or missing reference', () => {
    expect(ratio(10, 0)).toBeUndefined();
    expect(ratio(undefined, 10)).toBeUndefined();
    expect(ratio(10, undefined)).toBeUndefined();
    expect(formatRatio(undefined)).toBe('n/a');
  });
});

describe('kb', () => {
  it('shows kibibytes with one decimal', () => {
    expect(kb(1536)).toBe('1.5');
    expect(kb(undefined)).toBe('n/a');
  });
});
