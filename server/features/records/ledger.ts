import type Database from 'better-sqlite3';
import type { FeeLine } from '../../../lib/content/fees';
import type { IssuedReceipt, ReceiptRequest } from '../admissions';
import { financialYearOf, receiptNumber, recordExpiry } from './financial-year';

/** A receipt as the books keep it (migration 16, `receipts`): what the law asks to keep, and no more. */
export interface ReceiptRecord {
  id: number;
  number: string;
  series: string;
  sequence: number;
  financialYear: string;
  issuedAt: string;
  payer: string;
  student: string;
  studentClass: string;
  academicYear: string;
  feeLines: FeeLine[];
  /** Whole rupees. */
  amount: number;
  method: string;
  utr: string;
  paidAt: string;
  bankDate: string | null;
  confirmedBy: string;
  /** The application and its payment while they exist; null once purged or erased. */
  submissionId: number | null;
  paymentId: number | null;
  /** The application's reference while it exists (joined, never stored with the record). */
  reference: string | null;
  hasPdf: boolean;
}

interface Row {
  id: number;
  number: string;
  series: string;
  sequence: number;
  financial_year: string;
  issued_at: string;
  payer: string;
  student: string;
  student_class: string;
  academic_year: string;
  fee_lines: string;
  amount: number;
  method: string;
  utr: string;
  paid_at: string;
  bank_date: string | null;
  confirmed_by: string;
  submission_id: number | null;
  payment_id: number | null;
  reference: string | null;
  has_pdf: number;
}

const SELECT = `SELECT r.id, r.number, r.series, r.sequence, r.financial_year, r.issued_at, r.payer, r.student, r.student_class, r.academic_year,
  r.fee_lines, r.amount, r.method, r.utr, r.paid_at, r.bank_date, r.confirmed_by, r.submission_id, r.payment_id, s.reference, r.pdf IS NOT NULL AS has_pdf
  FROM receipts r LEFT JOIN submissions s ON s.id = r.submission_id`;

const fromRow = (row: Row): ReceiptRecord => ({
  id: row.id,
  number: row.number,
  series: row.series,
  sequence: row.sequence,
  financialYear: row.financial_year,
  issuedAt: row.issued_at,
  payer: row.payer,
  student: row.student,
  studentClass: row.student_class,
  academicYear: row.academic_year,
  feeLines: JSON.parse(row.fee_lines) as FeeLine[],
  amount: row.amount,
  method: row.method,
  utr: row.utr,
  paidAt: row.paid_at,
  bankDate: row.bank_date,
  confirmedBy: row.confirmed_by,
  submissionId: row.submission_id,
  paymentId: row.payment_id,
  reference: row.reference,
  hasPdf: row.has_pdf === 1,
});

export const issuedOf = (record: ReceiptRecord): IssuedReceipt => ({
  id: record.id,
  number: record.number,
  issuedAt: record.issuedAt,
  issuedBy: record.confirmedBy,
  amount: record.amount,
  utr: record.utr,
  submissionId: record.submissionId,
});

/** Who paid, as the receipt names them: the parents in the application. */
export function payerOf(data: Record<string, string>): string {
  return [data.fatherName, data.motherName]
    .map((name) => name?.trim())
    .filter(Boolean)
    .join(' and ');
}

/** A gap in a series: the sequences missing between its first and last receipt (none, in a sound book). */
export interface SeriesCheck {
  series: string;
  first: number;
  last: number;
  count: number;
  missing: number[];
}

/**
 * The receipts: the financial records the admissions journey issues into (its ReceiptBook, with the PDF), the register
 * of a financial year, and the look-ups of the office. Apart from the applications: a purge or an erasure leaves them.
 */
export class ReceiptLedger {
  constructor(private readonly db: Database.Database) {}

  /**
   * The next number of the series of the receipt's financial year, and the record: run inside an IMMEDIATE transaction
   * (the journey's confirm), so the counter is read and raised under the write lock and numbers stay gapless and unique.
   */
  issue(request: ReceiptRequest, prefix: string): ReceiptRecord {
    const { item, payment, offer, by, now } = request;
    const series = financialYearOf(now);
    const { last } = this.db
      .prepare('INSERT INTO receipt_series (series, last) VALUES (?, 1) ON CONFLICT (series) DO UPDATE SET last = last + 1 RETURNING last')
      .get(series) as { last: number };
    const lines: FeeLine[] = offer?.feeLines ?? [{ label: 'Admission payment', amount: payment.amount }];
    const result = this.db
      .prepare(
        `INSERT INTO receipts (number, series, sequence, financial_year, issued_at, payer, student, student_class, academic_year, fee_lines,
           amount, method, utr, paid_at, bank_date, confirmed_by, submission_id, payment_id)
         VALUES (@number, @series, @sequence, @series, @issuedAt, @payer, @student, @studentClass, @academicYear, @feeLines,
           @amount, 'UPI', @utr, @paidAt, @bankDate, @by, @submissionId, @paymentId)`,
      )
      .run({
        number: receiptNumber(prefix, series, last),
        series,
        sequence: last,
        issuedAt: now.toISOString(),
        payer: payerOf(item.data),
        student: `${item.data.firstName ?? ''} ${item.data.lastName ?? ''}`.trim(),
        studentClass: item.data.studentClass ?? '',
        academicYear: item.data.academicYear ?? '',
        feeLines: JSON.stringify(lines),
        amount: payment.amount,
        utr: payment.utr,
        paidAt: payment.submittedAt,
        bankDate: request.bankDate ?? null,
        by,
        submissionId: item.id,
        paymentId: payment.id,
      });
    return this.byId(Number(result.lastInsertRowid))!;
  }

  byId(id: number): ReceiptRecord | undefined {
    const row = this.db.prepare(`${SELECT} WHERE r.id = ?`).get(id) as Row | undefined;
    return row ? fromRow(row) : undefined;
  }

  byNumber(number: string): ReceiptRecord | undefined {
    const row = this.db.prepare(`${SELECT} WHERE r.number = ? COLLATE NOCASE`).get(number.trim()) as Row | undefined;
    return row ? fromRow(row) : undefined;
  }

  forApplication(submissionId: number): ReceiptRecord | undefined {
    const row = this.db.prepare(`${SELECT} WHERE r.submission_id = ? ORDER BY r.id DESC LIMIT 1`).get(submissionId) as Row | undefined;
    return row ? fromRow(row) : undefined;
  }

  /**
   * Receipts the office's search finds: by number (SVS/2026-27/0007, or its end, 2026-27/0007 or 0007), by UTR, or by
   * the student's or payer's name; newest first, at most 20.
   */
  search(query: string): ReceiptRecord[] {
    const q = query.trim();
    if (q.length < 3) return [];
    const like = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const digits = q.replace(/\s|-/g, '');
    const rows = this.db
      .prepare(
        `${SELECT} WHERE r.number = @q COLLATE NOCASE OR r.number LIKE @suffix ESCAPE '\\' OR r.utr = @digits
           OR r.student LIKE @like ESCAPE '\\' OR r.payer LIKE @like ESCAPE '\\' ORDER BY r.id DESC LIMIT 20`,
      )
      .all({ q, suffix: `%/${q.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/^\//, '')}`, digits, like }) as Row[];
    return rows.map(fromRow);
  }

  /** A financial year's receipts in the order of their numbers (series, then sequence). */
  register(financialYear: string): ReceiptRecord[] {
    return (this.db.prepare(`${SELECT} WHERE r.financial_year = ? ORDER BY r.series, r.sequence`).all(financialYear) as Row[]).map(fromRow);
  }

  /** The financial years with receipts, newest first. */
  years(): string[] {
    return (this.db.prepare('SELECT DISTINCT financial_year AS year FROM receipts ORDER BY year DESC').all() as { year: string }[]).map((row) => row.year);
  }

  /** Each series' first and last sequence and the numbers missing between them (the auditor's check). */
  checkSeries(): SeriesCheck[] {
    const series = this.db
      .prepare('SELECT series, MIN(sequence) AS first, MAX(sequence) AS last, COUNT(*) AS count FROM receipts GROUP BY series ORDER BY series')
      .all() as Omit<SeriesCheck, 'missing'>[];
    return series.map((entry) => {
      const present = new Set(
        (this.db.prepare('SELECT sequence FROM receipts WHERE series = ?').all(entry.series) as { sequence: number }[]).map((row) => row.sequence),
      );
      const missing: number[] = [];
      for (let sequence = 1; sequence <= entry.last && missing.length < 50; sequence += 1) if (!present.has(sequence)) missing.push(sequence);
      return { ...entry, missing };
    });
  }

  /** Every receipt, oldest first (the CLI's export). */
  all(): ReceiptRecord[] {
    return (this.db.prepare(`${SELECT} ORDER BY r.id`).all() as Row[]).map(fromRow);
  }

  unwritten(): ReceiptRecord[] {
    return (this.db.prepare(`${SELECT} WHERE r.pdf IS NULL ORDER BY r.id`).all() as Row[]).map(fromRow);
  }

  pdf(id: number): Buffer | undefined {
    const row = this.db.prepare('SELECT pdf FROM receipts WHERE id = ?').get(id) as { pdf: Buffer | null } | undefined;
    return row?.pdf ?? undefined;
  }

  keepPdf(id: number, pdf: Buffer): boolean {
    return this.db.prepare('UPDATE receipts SET pdf = ? WHERE id = ? AND pdf IS NULL').run(pdf, id).changes === 1;
  }

  /**
   * Deletes the receipts whose keeping period ended (`years` financial years after the year of the receipt, content/
   * retention.yml financialRecordsYears), with the bank statements' lines of those years. The series' counters stay,
   * so a number is never issued twice. Returns how many receipts went.
   */
  purgeExpired(years: number, now: Date): number {
    return this.db.transaction(() => {
      const expired = (this.db.prepare('SELECT DISTINCT financial_year AS year FROM receipts').all() as { year: string }[])
        .map((row) => row.year)
        .filter((year) => recordExpiry(year, years).getTime() <= now.getTime());
      let deleted = 0;
      for (const year of expired) {
        this.db.prepare('UPDATE bank_statement_lines SET receipt_id = NULL WHERE receipt_id IN (SELECT id FROM receipts WHERE financial_year = ?)').run(year);
        deleted += this.db.prepare('DELETE FROM receipts WHERE financial_year = ?').run(year).changes;
      }
      // A statement's credits are the bank's record of the same money: kept as long, by the day of the credit.
      const lines = this.db.prepare('SELECT id, value_day FROM bank_statement_lines').all() as { id: number; value_day: string }[];
      const remove = this.db.prepare('DELETE FROM bank_statement_lines WHERE id = ?');
      for (const line of lines) if (recordExpiry(financialYearOf(line.value_day), years).getTime() <= now.getTime()) remove.run(line.id);
      const empty = this.db
        .prepare('SELECT id, uploaded_at FROM bank_statements WHERE id NOT IN (SELECT DISTINCT statement_id FROM bank_statement_lines)')
        .all() as { id: number; uploaded_at: string }[];
      for (const statement of empty)
        if (recordExpiry(financialYearOf(statement.uploaded_at), years).getTime() <= now.getTime())
          this.db.prepare('DELETE FROM bank_statements WHERE id = ?').run(statement.id);
      return deleted;
    })();
  }
}
