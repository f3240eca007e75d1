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

/** Every receipt, oldest first, for `npm run submissions -- export` (without the PDFs, which /staff downloads). */
export function allReceipts(db: Database.Database): ReceiptRecord[] {
  return new ReceiptLedger(db).all();
}
