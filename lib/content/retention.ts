import path from 'node:path';
import { z } from 'zod';
import { SUBMISSION_TYPES, type SubmissionType } from '../forms/types';
import { defaultContentRoot, readYaml } from './reader';

const periodSchema = z.object({
  forms: z.array(z.enum(SUBMISSION_TYPES)).min(1),
  label: z.string().min(1),
  /** Counted from the end of the academic year chosen on the form instead of from the day it arrived. */
  untilEndOfAcademicYear: z.boolean().default(false),
  years: z.number().int().min(1).max(10),
  note: z.string().min(1).optional(),
});

export const retentionSchema = z
  .object({
    timeZone: z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Not a time zone name (e.g. Asia/Kolkata)'),
    academicYearEnds: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Write the month and day as MM-DD, e.g. 03-31'),
    backupDays: z.number().int().min(1).max(366),
    /** The staff inbox's audit log (who signed in, opened a file, changed a status) is kept this many years. */
    auditLogYears: z.number().int().min(1).max(10),
    /** The school's own page-view, search and form-start counts (no personal data, /staff/insight) are kept this many months. */
    insightMonths: z.number().int().min(1).max(60).default(13),
    /**
     * The financial records (fee receipts, and the bank credits they were matched with) are kept this many financial
     * years after the year of payment, whatever happens to the application: the Income-tax Act, s. 44AA with rule 6F(5).
     */
    financialRecordsYears: z.number().int().min(1).max(20).default(8),
    periods: z.array(periodSchema).min(1),
  })
  .superRefine((retention, context) => {
    const seen = retention.periods.flatMap((period) => period.forms);
    for (const type of SUBMISSION_TYPES) {
      const count = seen.filter((form) => form === type).length;
      if (count !== 1) context.addIssue({ code: 'custom', path: ['periods'], message: `${type} must be in exactly one period (found ${count})` });
    }
  });

export type Retention = z.output<typeof retentionSchema>;
export type RetentionPeriod = Retention['periods'][number];

/** The retention periods of content/retention.yml: the privacy notice shows them and the server enforces them. */
export function getRetention(root: string = defaultContentRoot()): Retention {
  return readYaml(path.join(root, 'retention.yml'), retentionSchema);
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const years = (count: number) => `${NUMBER_WORDS[count] ?? count} year${count === 1 ? '' : 's'}`;

/** One line of the privacy notice, e.g. "Job applications: one year." */
export function periodSentence(period: RetentionPeriod): string {
  const length = period.untilEndOfAcademicYear ? `until the end of the academic year applied for, plus ${years(period.years)}` : years(period.years);
  return `${period.label}: ${length}${period.note ? `; ${period.note}` : ''}.`;
}

/** The periods as a markdown list, and the backups' lifetime, for the privacy notice. */
export function retentionMarkdown(retention: Retention): string {
  return [
    ...retention.periods.map((period) => `- ${periodSentence(period)}`),
    `- Backup copies of the submissions: ${retention.backupDays} days.`,
    `- The staff inbox's audit log (who signed in, opened a file or changed a status, and when): ${years(retention.auditLogYears)}.`,
    `- Daily counts of page views, searches and forms started on this website (no cookies, addresses or identifiers): ${retention.insightMonths} months.`,
    `- Fee receipts and payment records (receipt number and date, payer, student and class, fee heads, amount, UPI transaction ID, who confirmed it): ${years(retention.financialRecordsYears)} after the end of the financial year of the payment, as the Income-tax Act requires of the school's accounts, also when the application is deleted or erased.`,
  ].join('\n');
}

/** The offset of a time zone from UTC at an instant, in ms (positive east of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) - instant;
}

/** Midnight at the start of a calendar day in the school's time zone. */
function startOfDay(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  return new Date(guess - zoneOffsetMs(guess - zoneOffsetMs(guess, timeZone), timeZone));
}

/** What the expiry of one submission depends on. */
export interface RetainedSubmission {
  type: string;
  createdAt: string;
  data: Record<string, string>;
}

/**
 * When a submission's period ends: `years` after it arrived, or after the end of its academic year (the day
 * after `academicYearEnds` of the year "2027-2028" ends with, at midnight in the school's time zone).
 * Undefined when that cannot be read (an unknown type, no academic year): such a submission is kept.
 */
export function expiryOf(submission: RetainedSubmission, retention: Retention): Date | undefined {
  const period = retention.periods.find((candidate) => candidate.forms.includes(submission.type as SubmissionType));
  if (!period) return undefined;
  if (!period.untilEndOfAcademicYear) {
    const created = new Date(submission.createdAt);
    if (Number.isNaN(created.getTime())) return undefined;
    const expiry = new Date(created);
    expiry.setUTCFullYear(expiry.getUTCFullYear() + period.years);
    return expiry;
  }
  const endYear = /^\d{4}-(\d{4})$/.exec(submission.data.academicYear ?? '')?.[1];
  if (!endYear) return undefined;
  const [month, day] = retention.academicYearEnds.split('-').map(Number);
  // The day after the last day of the academic year, `years` later.
  const lastDay = new Date(Date.UTC(Number(endYear) + period.years, month - 1, day));
  lastDay.setUTCDate(lastDay.getUTCDate() + 1);
  return startOfDay(lastDay.getUTCFullYear(), lastDay.getUTCMonth() + 1, lastDay.getUTCDate(), retention.timeZone);
}
