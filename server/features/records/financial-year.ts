import { SCHOOL_TIME_ZONE } from '../../core/format';

/** The school's day of a moment, YYYY-MM-DD (India). */
export function indianDay(moment: Date | string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(moment));
}

/** The financial year (April to March, Income-tax Act s. 3) of a day or a moment in India: '2026-2027'. */
export function financialYearOf(moment: Date | string): string {
  const day = typeof moment === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(moment) ? moment : indianDay(moment);
  const [year, month] = day.split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${start + 1}`;
}

export const FINANCIAL_YEAR = /^(\d{4})-(\d{4})$/;

/** Whether text is a financial year, '2026-2027'. */
export function isFinancialYear(text: string): boolean {
  const match = FINANCIAL_YEAR.exec(text);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/** '2026-2027' → '2026-27', as receipt numbers and people write it. */
export function shortYear(year: string): string {
  return `${year.slice(0, 4)}-${year.slice(7, 9)}`;
}

/** The first and last day of a financial year: 1 April and 31 March. */
export function yearBounds(year: string): { first: string; last: string } {
  return { first: `${year.slice(0, 4)}-04-01`, last: `${year.slice(5, 9)}-03-31` };
}

/** SVS/2026-27/0001: the prefix (content/fees.yml), the series' financial year, its sequence in four or more digits. */
export function receiptNumber(prefix: string, series: string, sequence: number): string {
  return `${prefix}/${shortYear(series)}/${String(sequence).padStart(4, '0')}`;
}

/**
 * The day a financial record may be deleted: the start of the financial year `years` after the one it belongs to
 * (8 years after the year of payment, the Income-tax Act's s. 44AA with rule 6F(5)), at midnight in India.
 */
export function recordExpiry(financialYear: string, years: number): Date {
  const end = Number(financialYear.slice(5, 9)) + years;
  return new Date(`${end}-04-01T00:00:00+05:30`);
}
