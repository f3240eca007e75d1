/** @jest-environment node */
import path from 'node:path';
import { getHolidayProgramme, getTestSchedule } from '@/lib/content/schedules';
import { formatDate } from '@/lib/dates';
import { errorLines } from './content-errors';

const broken = path.join(__dirname, '..', '..', 'fixtures', 'content', 'broken-school-documents');
const brokenFile = (name: string) => `__tests__/fixtures/content/broken-school-documents/${name}`;

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
