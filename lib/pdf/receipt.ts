import { type FeeLine, formatRupees } from '@/lib/content/fees';
import type { Site } from '@/lib/content/site';
import { formatDate } from '@/lib/dates';
import { rupeesInWords } from '@/lib/rupees-in-words';
import { schoolHeader } from './documents';
import { PdfWriter } from './writer';

export interface ReceiptFacts {
  number: string;
  /** When the office confirmed the payment (an ISO time). */
  issuedAt: string;
  academicYear: string;
  reference: string;
  childName: string;
  studentClass: string;
  utr: string;
  /** When the family entered the UTR (an ISO time). */
  paidAt: string;
  lines: FeeLine[];
}

/** The admission payment's receipt: number, school, child, each fee line, the total in figures and in words, the UTR. */
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
      ['Received for', `${facts.childName}, admission to ${facts.studentClass}, academic year ${facts.academicYear}`],
      ['Application reference', facts.reference],
      ['Paid by', `UPI to ${site.upi.payeeName} (${site.upi.id}) on ${formatDate(facts.paidAt)}`],
      ['UPI transaction ID (UTR)', facts.utr],
    ],
    [2, 4],
    { header: false },
  );
  writer.heading('Amount received');
  writer.table(['Fee', 'Amount'], [...facts.lines.map((line) => [line.label, formatRupees(line.amount)]), ['Total', formatRupees(total)]], [4, 2]);
  writer.paragraph(`Amount in words: ${rupeesInWords(total)}`, { bold: true });
  writer.paragraph(
    `Received with thanks. The payment was matched with the school's bank statement by the admissions office. This receipt is issued by computer and needs no signature; quote its number (${facts.number}) in any question about it.`,
  );
  return writer.save();
}
