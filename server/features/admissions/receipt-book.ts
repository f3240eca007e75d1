import type { Submission } from '../intake';
import type { FeePayment, Offer } from './offers';

/** A receipt as the journey shows and mails it; the record itself is the records feature's (features/records). */
export interface IssuedReceipt {
  id: number;
  number: string;
  issuedAt: string;
  issuedBy: string;
  amount: number;
  utr: string;
  /** The application it was issued for, while the application exists. */
  submissionId: number | null;
}

/** What a receipt is issued from: the confirmed payment, its application and offer (the fee lines fixed on accepting). */
export interface ReceiptRequest {
  item: Submission;
  payment: FeePayment;
  offer: Offer | undefined;
  by: string;
  now: Date;
  /** The day the bank credited the payment (YYYY-MM-DD), when it was confirmed from a bank statement. */
  bankDate?: string;
}

/**
 * The book of receipts the admissions journey issues into: the financial records, kept apart from the applications
 * for the years the law asks (features/records fills it at its registration, `app.admissions.useReceiptBook`; the
 * journey does not import it, as the records feature builds on the journey).
 */
export interface ReceiptBook {
  /** Issues the next number of the series and keeps the financial record: inside the caller's IMMEDIATE transaction. */
  issue(request: ReceiptRequest): IssuedReceipt;
  /** The newest receipt of an application. */
  forApplication(submissionId: number): IssuedReceipt | undefined;
  /** The receipt's PDF from its record (not kept). */
  render(receiptId: number): Promise<Buffer>;
  /** Keeps the PDF; false when another writer kept one first (the first one stays). */
  keepPdf(receiptId: number, pdf: Buffer): boolean;
  pdf(receiptId: number): Buffer | undefined;
  /** Receipts issued but not yet written as PDF (a stop between the two). */
  unwritten(): IssuedReceipt[];
}
