import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getFees } from '../../../lib/content/fees';
import { getSite } from '../../../lib/content/site';
import { renderReceiptPdf } from '../../../lib/pdf/receipt';
import type { ReceiptBook } from '../admissions';
import { paymentSettings } from '../publishing';
import { issuedOf, ReceiptLedger } from './ledger';
import { receiptsFound } from './pages';
import { Statements } from './reconciliation';

/** The records as the staff pages and the composition use them (`app.records`). */
export interface RecordsService {
  ledger: ReceiptLedger;
  statements: Statements;
}

declare module 'fastify' {
  interface FastifyInstance {
    records: RecordsService;
  }
}

/**
 * Money and records (issue 33): the receipts the admissions journey issues are kept here, apart from the applications,
 * for the years the law asks; the office's search finds them by number; the bank statements are reconciled against
 * the payments waiting. Its staff pages: recordsSection (index.ts).
 */
async function records(app: FastifyInstance) {
  const site = getSite();
  const ledger = new ReceiptLedger(app.db);
  const statements = new Statements(app.db);
  // What families pay and where, as an administrator approved it (features/publishing/money.ts).
  const payment = () => paymentSettings(app.db, site, () => getFees());
  const book: ReceiptBook = {
    issue: (request) => issuedOf(ledger.issue(request, payment().fees.receiptPrefix)),
    forApplication: (submissionId) => {
      const record = ledger.forApplication(submissionId);
      return record ? issuedOf(record) : undefined;
    },
    render: async (receiptId) => {
      const record = ledger.byId(receiptId);
      if (!record) throw new Error(`no receipt ${receiptId}`);
      const pdf = await renderReceiptPdf(
        { ...site, upi: payment().upi },
        {
          number: record.number,
          issuedAt: record.issuedAt,
          payer: record.payer,
          student: record.student,
          studentClass: record.studentClass,
          academicYear: record.academicYear,
          method: record.method,
          utr: record.utr,
          paidOn: record.bankDate ?? record.paidAt,
          lines: record.feeLines,
        },
      );
      return Buffer.from(pdf);
    },
    keepPdf: (receiptId, pdf) => ledger.keepPdf(receiptId, pdf),
    pdf: (receiptId) => ledger.pdf(receiptId),
    unwritten: () => ledger.unwritten().map(issuedOf),
  };
  app.admissions.useReceiptBook(book);
  // The inbox's search finds a receipt by its number (or UTR, or name), also once its application is gone.
  app.intake.extensions.searchSections.push((query) => receiptsFound(ledger.search(query)));
  app.decorate('records', { ledger, statements } satisfies RecordsService);
}

export const recordsPlugin = fp(records, { name: 'records', dependencies: ['database', 'mail', 'intake', 'admissions'] });
