import type { FeeLine } from '@/lib/content/fees';
import type { Site } from '@/lib/content/site';
import { formatDate } from '@/lib/dates';
import { rupeesInWords } from '@/lib/rupees-in-words';
import { schoolHeader } from './documents';
import { PdfWriter } from './writer';

/** What a fee receipt says: its financial record (features/records), as issued. */
export interface ReceiptFacts {
  number: string;
  /** When the office confirmed the payment (an ISO time): the receipt's date. */
  issuedAt: string;
  /** Who paid: the parents in the application. */
  payer: string;
  student: string;
  studentClass: string;
  academicYear: string;
  method: string;
  utr: string;
  /** When the family entered the UTR (an ISO time), or the day the bank credited it (YYYY-MM-DD) when known. */
  paidOn: string;
  lines: FeeLine[];
}

/** Amount in figures as accounts write them, Indian grouping with paise: ₹1,25,000.00. */
export function rupeesWithPaise(rupees: number): string {
  return `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees)}`;
}

/**
 * A fee receipt (a text layer, so it can be searched and read aloud): the school's name, address and affiliation number
 * (the header), the number and date, payer, student and class, each fee head, the total in figures and in Indian words,
 * the UTR, and that it is computer-generated.
 */
export async function renderReceiptPdf(site: Site, facts: ReceiptFacts): Promise<Uint8Array> {
  const title = `Fee receipt ${facts.number}`;
  const writer = await PdfWriter.create(schoolHeader(site, title));
  const total = facts.lines.reduce((sum, line) => sum + line.amount, 0);
  writer.title('Fee receipt', `Receipt No. ${facts.number}, dated ${formatDate(facts.issuedAt)}`);
  writer.table(
    ['', ''],
    [
      ['Receipt No.', facts.number],
      ['Date', formatDate(facts.issuedAt)],
      ['Received from', facts.payer || 'The parents of the student'],
      ['Student', facts.student],
      ['Class', `${facts.studentClass}${facts.academicYear ? `, academic year ${facts.academicYear}` : ''}`],
      ['Paid by', `${facts.method} to ${site.upi.payeeName} (${site.upi.id}) on ${formatDate(facts.paidOn)}`],
      ['UPI transaction ID (UTR)', facts.utr],
    ],
    [2, 4],
    { header: false },
  );
  writer.heading('Amount received');
  writer.table(['Fee head', 'Amount'], [...facts.lines.map((line) => [line.label, rupeesWithPaise(line.amount)]), ['Total', rupeesWithPaise(total)]], [4, 2]);
  writer.paragraph(`Amount in words: ${rupeesInWords(total)}`, { bold: true });
  writer.paragraph(
    `Received with thanks. The payment was matched with the school's bank statement by the office. This is a computer-generated receipt and needs no signature; quote its number (${facts.number}) in any question about it.`,
  );
  return writer.save();
}
