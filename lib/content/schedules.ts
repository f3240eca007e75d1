import path from 'node:path';
import { z } from 'zod';
import { defaultContentRoot, readYaml } from './reader';

/** A calendar date written `YYYY-MM-DD` in content files. */
export const isoDate = z.iso.date('Expected a date written YYYY-MM-DD, e.g. 2026-07-13');

/** A page of one table of dates: its heading, the table's caption (e.g. `Programme For 2026 - 2027`), an optional intro and the rows. */
const datesTable = <Row extends z.ZodType>(row: Row) =>
  z.object({ heading: z.string().min(1), tableTitle: z.string().min(1), intro: z.string().min(1).optional(), rows: z.array(row).min(1) });

const testRowSchema = z
  .object({ exam: z.string().min(1), start: isoDate, end: isoDate, ptm: isoDate })
  .refine((row) => row.start <= row.end, { message: 'end must not be before start', path: ['end'] });
export const testScheduleSchema = datesTable(testRowSchema);

const holidayRowSchema = z
  .object({ schedule: z.string().min(1), from: isoDate, to: isoDate })
  .refine((row) => row.from <= row.to, { message: 'to must not be before from', path: ['to'] });
export const holidaysSchema = datesTable(holidayRowSchema);

export type TestScheduleRow = z.output<typeof testRowSchema>;
export type TestSchedule = z.output<typeof testScheduleSchema>;
export type HolidayRow = z.output<typeof holidayRowSchema>;
export type HolidayProgramme = z.output<typeof holidaysSchema>;

/** The Test Schedule table (periodic tests, pre-boards, PTM dates) from `content/test-schedule.yml`. */
export function getTestSchedule(root: string = defaultContentRoot()): TestSchedule {
  return readYaml(path.join(root, 'test-schedule.yml'), testScheduleSchema);
}

/** The holiday programme table (terms and breaks) from `content/holidays.yml`. */
export function getHolidayProgramme(root: string = defaultContentRoot()): HolidayProgramme {
  return readYaml(path.join(root, 'holidays.yml'), holidaysSchema);
}

