/**
 * Money and records: the fee receipts kept apart from the applications for the years the law asks (a register per
 * financial year, exported as CSV and as Tally receipt vouchers), and the bank statements reconciled against the
 * payments families entered. Builds on the admissions journey (it issues into this feature's receipt book).
 */
import type Database from 'better-sqlite3';
import type { Retention } from '../../../lib/content/retention';
import type { StaffApp } from '../../sign-in/page';
import type { StaffMenuEntry } from '../../staff-shell/layout';
import { ReceiptLedger, type ReceiptRecord } from './ledger';
import { recordsRoutes } from './routes';

export { recordsPlugin, type RecordsService } from './plugin';
export { financialYearOf, receiptNumber } from './financial-year';
export type { ReceiptRecord } from './ledger';
export { registerCsv } from './register';

/** The fee register and the bank reconciliation in the staff menu. */
export const recordsMenu: StaffMenuEntry[] = [
  { key: 'receipts', href: '/staff/receipts', label: 'Fee register', route: '/staff/receipts' },
  { key: 'reconciliation', href: '/staff/reconciliation', label: 'Bank reconciliation', route: '/staff/reconciliation' },
];

/** The register, the receipts and the reconciliation in the staff area. */
export const recordsSection =
  (options: { siteUrl: string }) =>
  (app: StaffApp): Promise<void> =>
    recordsRoutes(app, { ledger: app.records.ledger, statements: app.records.statements, siteUrl: options.siteUrl });

/** The retention purge's step for the financial records: receipts (and bank credits) past content/retention.yml's years. */
export function purgeFinancialRecords(db: Database.Database, retention: Retention, now: Date): number {
  return new ReceiptLedger(db).purgeExpired(retention.financialRecordsYears, now);
}

/** The numbers of an application's fee receipts, which outlive it (an erasure's plan and answer name them). */
export function receiptNumbersOf(db: Database.Database, submissionId: number): string[] {
  return (db.prepare('SELECT number FROM receipts WHERE submission_id = ? ORDER BY id').all(submissionId) as { number: string }[]).map((row) => row.number);
}

/** What an erasure and the privacy notice say is kept of a paid application: its receipts, and why. */
export const RECEIPTS_KEPT_BY_LAW =
  "its fee receipt (number, date, payer, student and class, fee heads, amount, UPI transaction ID, who confirmed it) is part of the school's accounts, which the Income-tax Act, 1961 (s. 44AA and rule 6F) asks the school to keep for eight years; the application and its documents are erased";

/** Every receipt, oldest first, for `npm run submissions -- export` (without the PDFs, which /staff downloads). */
export function allReceipts(db: Database.Database): ReceiptRecord[] {
  return new ReceiptLedger(db).all();
}
