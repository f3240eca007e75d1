import type Database from 'better-sqlite3';
import type { FeePayment } from '../admissions';
import { creditsOf, findTable, utrsIn, type ColumnMap, type StatementTable } from './statements';

export interface Statement {
  id: number;
  sha256: string;
  fileName: string;
  fileType: 'csv' | 'xlsx';
  uploadedAt: string;
  uploadedBy: string;
  layoutKey: string;
  /** The rows while its layout waits for the office's mapping; null once its credits are read. */
  rawRows: string[][] | null;
  credits: number;
  firstDay: string | null;
  lastDay: string | null;
}

export interface StatementLine {
  id: number;
  statementId: number;
  rowNumber: number;
  valueDay: string;
  narration: string;
  reference: string;
  paise: number;
  paymentId: number | null;
  receiptId: number | null;
  confirmedAt: string | null;
  confirmedBy: string | null;
}

const STATEMENT = `SELECT id, sha256, file_name AS fileName, file_type AS fileType, uploaded_at AS uploadedAt, uploaded_by AS uploadedBy,
  layout_key AS layoutKey, raw_rows AS rawRows, credits, first_day AS firstDay, last_day AS lastDay FROM bank_statements`;
const LINE = `SELECT id, statement_id AS statementId, row_number AS rowNumber, value_day AS valueDay, narration, reference, credit_paise AS paise,
  payment_id AS paymentId, receipt_id AS receiptId, confirmed_at AS confirmedAt, confirmed_by AS confirmedBy FROM bank_statement_lines`;

const statementOf = (row: Omit<Statement, 'rawRows'> & { rawRows: string | null }): Statement => ({
  ...row,
  rawRows: row.rawRows ? (JSON.parse(row.rawRows) as string[][]) : null,
});

/** The statements the office uploaded, their credits, and the layouts it mapped. */
export class Statements {
  constructor(private readonly db: Database.Database) {}

  bySha(sha256: string): Statement | undefined {
    const row = this.db.prepare(`${STATEMENT} WHERE sha256 = ?`).get(sha256) as Parameters<typeof statementOf>[0] | undefined;
    return row ? statementOf(row) : undefined;
  }

  byId(id: number): Statement | undefined {
    const row = this.db.prepare(`${STATEMENT} WHERE id = ?`).get(id) as Parameters<typeof statementOf>[0] | undefined;
    return row ? statementOf(row) : undefined;
  }

  list(): Statement[] {
    return (this.db.prepare(`${STATEMENT} ORDER BY id DESC LIMIT 50`).all() as Parameters<typeof statementOf>[0][]).map(statementOf);
  }

  layout(layoutKey: string): ColumnMap | undefined {
    const row = this.db.prepare('SELECT columns FROM statement_layouts WHERE layout_key = ?').get(layoutKey) as { columns: string } | undefined;
    return row ? (JSON.parse(row.columns) as ColumnMap) : undefined;
  }

  saveLayout(layoutKey: string, columns: ColumnMap, by: string, now: Date): void {
    this.db
      .prepare(
        `INSERT INTO statement_layouts (layout_key, columns, saved_by, saved_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (layout_key) DO UPDATE SET columns = excluded.columns, saved_by = excluded.saved_by, saved_at = excluded.saved_at`,
      )
      .run(layoutKey, JSON.stringify(columns), by, now.toISOString());
  }

  /** Keeps an uploaded statement: its rows until its layout is mapped, else its credits at once. */
  add(input: { sha256: string; fileName: string; fileType: 'csv' | 'xlsx'; table: StatementTable; by: string; now: Date }): Statement {
    const columns = this.layout(input.table.layoutKey);
    const id = this.db.transaction(() => {
      const result = this.db
        .prepare(
          `INSERT INTO bank_statements (sha256, file_name, file_type, uploaded_at, uploaded_by, layout_key, raw_rows)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(input.sha256, input.fileName, input.fileType, input.now.toISOString(), input.by, input.table.layoutKey, JSON.stringify(input.table.rows));
      const statementId = Number(result.lastInsertRowid);
      if (columns) this.readCredits(statementId, input.table, columns);
      return statementId;
    })();
    return this.byId(id)!;
  }

  /** Reads a statement's credits with its layout's columns; a credit another statement holds already is not added again. */
  readCredits(statementId: number, table: StatementTable, columns: ColumnMap): number {
    const credits = creditsOf(table, columns);
    const insert = this.db.prepare(
      `INSERT INTO bank_statement_lines (statement_id, row_number, value_day, narration, reference, credit_paise, fingerprint)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (fingerprint) DO NOTHING`,
    );
    let added = 0;
    for (const credit of credits)
      added += insert.run(statementId, credit.rowNumber, credit.valueDay, credit.narration, credit.reference, credit.paise, credit.fingerprint).changes;
    const days = credits.map((credit) => credit.valueDay).sort();
    this.db
      .prepare('UPDATE bank_statements SET raw_rows = NULL, credits = ?, first_day = ?, last_day = ? WHERE id = ?')
      .run(added, days[0] ?? null, days.at(-1) ?? null, statementId);
    return added;
  }

  /** Maps the columns of a statement still waiting (and remembers them for its layout), then reads its credits. */
  mapColumns(statement: Statement, columns: ColumnMap, by: string, now: Date): number {
    return this.db.transaction(() => {
      this.saveLayout(statement.layoutKey, columns, by, now);
      return this.readCredits(statement.id, findTable(statement.rawRows ?? []), columns);
    })();
  }

  lines(statementId: number): StatementLine[] {
    return this.db.prepare(`${LINE} WHERE statement_id = ? ORDER BY row_number`).all(statementId) as StatementLine[];
  }

  line(id: number): StatementLine | undefined {
    return this.db.prepare(`${LINE} WHERE id = ?`).get(id) as StatementLine | undefined;
  }

  /** Records the confirmed match on the credit: in the transaction that confirms the payment and issues its receipt. */
  markConfirmed(lineId: number, paymentId: number, receiptId: number, by: string, now: Date): void {
    const changed = this.db
      .prepare('UPDATE bank_statement_lines SET payment_id = ?, receipt_id = ?, confirmed_at = ?, confirmed_by = ? WHERE id = ? AND receipt_id IS NULL')
      .run(paymentId, receiptId, now.toISOString(), by, lineId).changes;
    if (changed !== 1) throw new Error(`statement line ${lineId} was matched already`);
  }

  /** The receipt already issued for one of these UTRs, if any (a payment confirmed on its application's page). */
  receiptForUtrs(utrs: string[]): { id: number; number: string } | undefined {
    for (const utr of utrs) {
      const row = this.db.prepare('SELECT id, number FROM receipts WHERE utr = ? ORDER BY id DESC LIMIT 1').get(utr) as
        { id: number; number: string } | undefined;
      if (row) return row;
    }
    return undefined;
  }
}

/** A payment waiting for the office, with what the reconciliation shows of its application. */
export interface WaitingPayment extends FeePayment {
  reference: string;
  child: string;
}

export interface Proposal {
  line: StatementLine;
  payment: WaitingPayment;
  by: 'utr' | 'amount-and-date';
}

export interface Exception {
  line: StatementLine;
  reason: string;
  /** The payment the credit names but does not pay (a UTR with another amount), if any. */
  payment?: WaitingPayment;
}

export interface Reconciliation {
  proposals: Proposal[];
  /** Credits without a payment to confirm. */
  exceptions: Exception[];
  /** Payments waiting for which this statement has no credit. */
  unpaid: WaitingPayment[];
  /** Credits matched before (confirmed here, or on the application's page): nothing more to do. */
  settled: { line: StatementLine; receipt: { id: number; number: string } }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A UPI credit reaches the statement the day it is paid; the family may enter its UTR days later, or days before the bank's date. */
const DAYS_BEFORE = 3;
const DAYS_AFTER = 10;

const rupeesOf = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/**
 * What the office is proposed for a statement: each credit matched with a payment waiting for confirmation, by the
 * UTR (its reference column or a 12-digit number in its narration) and the amount, or failing a UTR by the amount and
 * the date when exactly one payment fits; the credits that match nothing (or a UTR with another amount) as exceptions;
 * and the waiting payments the statement has no credit for. Nothing is confirmed here.
 */
export function reconcile(
  lines: StatementLine[],
  waiting: WaitingPayment[],
  receiptForUtrs: (utrs: string[]) => { id: number; number: string } | undefined,
): Reconciliation {
  const result: Reconciliation = { proposals: [], exceptions: [], unpaid: [], settled: [] };
  const taken = new Set<number>();
  const open: StatementLine[] = [];
  for (const line of lines) {
    if (line.receiptId !== null) {
      result.settled.push({ line, receipt: { id: line.receiptId, number: '' } });
      continue;
    }
    const utrs = utrsIn(line.reference, line.narration);
    const byUtr = waiting.find((payment) => utrs.includes(payment.utr));
    if (byUtr) {
      if (byUtr.amount * 100 === line.paise && !taken.has(byUtr.id)) {
        result.proposals.push({ line, payment: byUtr, by: 'utr' });
        taken.add(byUtr.id);
      } else {
        result.exceptions.push({
          line,
          payment: byUtr,
          reason: `The UTR ${byUtr.utr} is ${byUtr.reference}'s payment, but the credit is ${rupeesOf(line.paise)}, not the ${rupeesOf(byUtr.amount * 100)} due. Check it with the family before confirming on the application's page.`,
        });
      }
      continue;
    }
    const receipt = receiptForUtrs(utrs);
    if (receipt) {
      result.settled.push({ line, receipt });
      continue;
    }
    open.push(line);
  }
  // Without a UTR: the amount and the date, and only when the credit and the payment fit each other alone.
  const fits = (line: StatementLine, payment: WaitingPayment) => {
    if (taken.has(payment.id) || payment.amount * 100 !== line.paise) return false;
    const entered = Date.parse(payment.submittedAt.slice(0, 10));
    const credited = Date.parse(line.valueDay);
    return credited >= entered - DAYS_BEFORE * DAY_MS && credited <= entered + DAYS_AFTER * DAY_MS;
  };
  for (const line of open) {
    const candidates = waiting.filter((payment) => fits(line, payment));
    const rivals = candidates.length === 1 ? open.filter((other) => other !== line && fits(other, candidates[0])) : [];
    if (candidates.length === 1 && rivals.length === 0) {
      result.proposals.push({ line, payment: candidates[0], by: 'amount-and-date' });
      taken.add(candidates[0].id);
    } else {
      result.exceptions.push({
        line,
        reason:
          candidates.length > 1 || rivals.length > 0
            ? `No UTR in it, and more than one payment of ${rupeesOf(line.paise)} fits its date: find the family by the narration and confirm on its application's page.`
            : 'No payment waits with this UTR or amount: a fee paid another way, or a family that has not entered its UTR yet.',
      });
    }
  }
  const exceptionPayments = new Set(result.exceptions.map((exception) => exception.payment?.id).filter((id) => id !== undefined));
  result.unpaid = waiting.filter((payment) => !taken.has(payment.id) && !exceptionPayments.has(payment.id));
  return result;
}
