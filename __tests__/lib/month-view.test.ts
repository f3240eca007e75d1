/** @jest-environment node */
import { type MonthItem, monthViews } from '@/lib/month-view';

const item = (id: string, kind: MonthItem['kind'], date: string, endDate?: string): MonthItem => ({
  id,
  title: id,
  date,
  endDate,
  dateLabel: date,
  href: '/x',
  kind,
});

const items = [
  item('Second Term', 'term', '2026-11-19', '2027-03-31'),
  item('Christmas Break', 'holiday', '2026-12-24', '2027-01-01'),
  item('PT 3', 'exam', '2026-12-07', '2026-12-12'),
  item('Olympiad', 'event', '2026-12-07'),
];

describe('HTML month view', () => {
  const months = monthViews(items, '2026-11-01', '2027-03-31');
  const december = months.find((month) => month.id === '2026-12')!;
  const dayIn = (month: (typeof months)[number], date: string) => month.weeks.flat().find((cell) => cell?.date === date)!;
  const day = (date: string) => dayIn(december, date);

  it('lays out every month from the first to the last, across the year end, Monday first', () => {
    expect(months.map((month) => month.label)).toEqual(['November 2026', 'December 2026', 'January 2027', 'February 2027', 'March 2027']);
    // 1 December 2026 is a Tuesday.
    expect(december.weeks[0].map((cell) => cell?.day ?? null)).toEqual([null, 1, 2, 3, 4, 5, 6]);
  });

  it('marks every day of a test or break, with the stronger kind first on a shared day', () => {
    expect(day('2026-12-07').items.map((entry) => entry.id)).toEqual(['PT 3', 'Olympiad']);
    expect(day('2026-12-12').items.map((entry) => entry.id)).toEqual(['PT 3']);
    expect(day('2026-12-31').items.map((entry) => entry.id)).toEqual(['Christmas Break']);
    expect(dayIn(months[2], '2027-01-01').items.map((entry) => entry.id)).toEqual(['Christmas Break']);
  });

  it('marks a term only where it starts and ends, and lists it only in those months', () => {
    expect(dayIn(months[0], '2026-11-19').items.map((entry) => entry.id)).toEqual(['Second Term']);
    expect(day('2026-12-15').items).toEqual([]);
    expect(months.map((month) => month.agenda.some((entry) => entry.kind === 'term'))).toEqual([true, false, false, false, true]);
    expect(december.agenda.map((entry) => entry.id)).toEqual(['Christmas Break', 'PT 3', 'Olympiad']);
    expect(months[2].agenda.map((entry) => entry.id)).toEqual(['Christmas Break']);
  });
});
