import type Database from 'better-sqlite3';
import { admissionPaymentLines, type FeeLine, type Fees } from '../../../lib/content/fees';
import type { Submission } from '../intake';
import { schoolDay } from './visits';
import { FAMILY_WORDS, type OfferProblemWords } from '../../core/family-words';

export type Decision = 'offered' | 'waitlisted' | 'not_offered';

/** The office's decision on a seat and the family's reply (migration 8, admission_offers). */
export interface Offer {
  submissionId: number;
  decision: Decision;
  /** YYYY-MM-DD: the last day the family can accept (an offer only). */
  replyBy: string | null;
  waitlistPosition: number | null;
  decidedAt: string;
  decidedBy: string;
  reply: 'accepted' | 'declined' | null;
  repliedAt: string | null;
  /** The admission payment in rupees, fixed from fees.yml when the family accepted. */
  amount: number | null;
  feeLines: FeeLine[] | null;
}

export interface FeePayment {
  id: number;
  submissionId: number;
  utr: string;
  amount: number;
  submittedAt: string;
  state: 'submitted' | 'confirmed' | 'rejected';
  reason: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** Why an action cannot be taken now, in words for the person who tried; a family's step names its words (family-words.ts) too. */
export class OfferProblem extends Error {
  constructor(
    message: string,
    readonly family?: { problem: keyof OfferProblemWords; values?: Record<string, string> },
  ) {
    super(message);
  }
}

/** A problem with the family's own step, said in English here and in the family's language on its page. */
function familyProblem(problem: keyof OfferProblemWords, values: Record<string, string> = {}): OfferProblem {
  return new OfferProblem(FAMILY_WORDS.en.offerPage.problems[problem](values), { problem, values });
}

interface OfferRow {
  submission_id: number;
  decision: Decision;
  reply_by: string | null;
  waitlist_position: number | null;
  decided_at: string;
  decided_by: string;
  reply: 'accepted' | 'declined' | null;
  replied_at: string | null;
  amount: number | null;
  fee_lines: string | null;
}

const PAYMENT_COLUMNS = `id, submission_id AS submissionId, utr, amount, submitted_at AS submittedAt, state, reason, decided_at AS decidedAt, decided_by AS decidedBy`;

/**
 * Offers, replies, payments and receipts of admissions. Each method checks that its step is allowed from the
 * current state and throws OfferProblem otherwise; callers run it inside the transaction that records the status
 * change and queues the family's mail, so a step and its mail are stored together or not at all.
 */
export class AdmissionOffers {
  constructor(private readonly db: Database.Database) {}

  offerFor(submissionId: number): Offer | undefined {
    const row = this.db.prepare('SELECT * FROM admission_offers WHERE submission_id = ?').get(submissionId) as OfferRow | undefined;
    if (!row) return undefined;
    return {
      submissionId: row.submission_id,
      decision: row.decision,
      replyBy: row.reply_by,
      waitlistPosition: row.waitlist_position,
      decidedAt: row.decided_at,
      decidedBy: row.decided_by,
      reply: row.reply,
      repliedAt: row.replied_at,
      amount: row.amount,
      feeLines: row.fee_lines ? (JSON.parse(row.fee_lines) as FeeLine[]) : null,
    };
  }

  /** The UTRs the family entered, newest first. */
  payments(submissionId: number): FeePayment[] {
    return this.db.prepare(`SELECT ${PAYMENT_COLUMNS} FROM fee_payments WHERE submission_id = ? ORDER BY id DESC`).all(submissionId) as FeePayment[];
  }

  payment(id: number): FeePayment | undefined {
    return this.db.prepare(`SELECT ${PAYMENT_COLUMNS} FROM fee_payments WHERE id = ?`).get(id) as FeePayment | undefined;
  }

  /** The office decides: a seat with a reply-by day, a place on the waiting list, or no seat. Not after the family accepted. */
  decide(item: Submission, decision: Decision, details: { replyBy?: string; position?: number }, by: string, now: Date): void {
    const current = this.offerFor(item.id);
    if (current?.reply === 'accepted') throw new OfferProblem('The family has accepted the offer already; the decision cannot change now.');
    if (['admitted', 'withdrawn'].includes(item.status))
      throw new OfferProblem('This application is closed; set its status first if it should be decided again.');
    if (decision === 'offered' && (!details.replyBy || details.replyBy < schoolDay(now))) throw new OfferProblem('Please give a reply-by date from today on.');
    if (decision === 'waitlisted' && !details.position) throw new OfferProblem('Please give the place on the waiting list.');
    this.db
      .prepare(
        `INSERT INTO admission_offers (submission_id, decision, reply_by, waitlist_position, decided_at, decided_by)
         VALUES (@id, @decision, @replyBy, @position, @at, @by)
         ON CONFLICT (submission_id) DO UPDATE SET decision = excluded.decision, reply_by = excluded.reply_by,
           waitlist_position = excluded.waitlist_position, decided_at = excluded.decided_at, decided_by = excluded.decided_by,
           reply = NULL, replied_at = NULL, amount = NULL, fee_lines = NULL`,
      )
      .run({
        id: item.id,
        decision,
        replyBy: decision === 'offered' ? details.replyBy : null,
        position: decision === 'waitlisted' ? details.position : null,
        at: now.toISOString(),
        by,
      });
  }

  /**
   * The family's answer to an offer, until the end of its reply-by day. Accepting fixes the admission payment from
   * fees.yml for the application's class; returns the offer as it now stands.
   */
  reply(item: Submission, answer: 'accepted' | 'declined', fees: Fees, now: Date): Offer {
    const offer = this.offerFor(item.id);
    // The office may have moved the application on since (withdrawn, for instance): only a standing offer is answered.
    if (!offer || offer.decision !== 'offered' || item.status !== 'offered') throw familyProblem('noOffer');
    if (offer.reply) throw familyProblem(offer.reply === 'accepted' ? 'acceptedAlready' : 'declinedAlready');
    if (offer.replyBy && schoolDay(now) > offer.replyBy) throw familyProblem('replyPassed');
    let lines: FeeLine[] | null = null;
    if (answer === 'accepted') {
      lines = admissionPaymentLines(fees, item.data.studentClass ?? '') ?? null;
      if (!lines) throw familyProblem('noFees');
    }
    const amount = lines ? lines.reduce((sum, line) => sum + line.amount, 0) : null;
    this.db
      .prepare('UPDATE admission_offers SET reply = ?, replied_at = ?, amount = ?, fee_lines = ? WHERE submission_id = ?')
      .run(answer, now.toISOString(), amount, lines ? JSON.stringify(lines) : null, item.id);
    return this.offerFor(item.id)!;
  }

  /** The family's UTR for the admission payment: once the offer is accepted, while no other UTR waits or was confirmed. */
  submitUtr(item: Submission, utr: string, now: Date): FeePayment {
    const offer = this.offerFor(item.id);
    if (offer?.reply !== 'accepted' || offer.amount === null || item.status !== 'accepted') throw familyProblem('noPayment');
    const open = this.payments(item.id).find((payment) => payment.state !== 'rejected');
    if (open?.state === 'confirmed') throw familyProblem('paidAlready');
    if (open) throw familyProblem('checking', { utr: open.utr });
    const taken = this.db.prepare("SELECT 1 FROM fee_payments WHERE utr = ? AND state <> 'rejected'").get(utr);
    if (taken) throw familyProblem('utrTaken');
    const result = this.db
      .prepare('INSERT INTO fee_payments (submission_id, utr, amount, submitted_at) VALUES (?, ?, ?, ?)')
      .run(item.id, utr, offer.amount, now.toISOString());
    return this.payment(Number(result.lastInsertRowid))!;
  }

  /** The office could not match the UTR: the family reads the reason and may enter another. */
  rejectUtr(item: Submission, paymentId: number, reason: string, by: string, now: Date): FeePayment {
    const payment = this.openPayment(item, paymentId);
    this.db
      .prepare("UPDATE fee_payments SET state = 'rejected', reason = ?, decided_at = ?, decided_by = ? WHERE id = ?")
      .run(reason, now.toISOString(), by, payment.id);
    return this.payment(payment.id)!;
  }

  /**
   * The office found the payment in the bank statement: marks it confirmed. The caller issues the receipt (the records
   * feature's receipt book) in the same IMMEDIATE transaction, with the status change and the mail.
   */
  confirm(item: Submission, paymentId: number, by: string, now: Date): FeePayment {
    const payment = this.openPayment(item, paymentId);
    if (item.status !== 'accepted')
      throw new OfferProblem('This application is no longer waiting for its admission payment; reject the UTR or set the status first.');
    this.db.prepare("UPDATE fee_payments SET state = 'confirmed', decided_at = ?, decided_by = ? WHERE id = ?").run(now.toISOString(), by, payment.id);
    return this.payment(payment.id)!;
  }

  /** Every UTR the families entered that waits for the office, oldest first, with its application (the bank reconciliation's list). */
  waitingPayments(): FeePayment[] {
    return this.db
      .prepare(
        `SELECT ${PAYMENT_COLUMNS} FROM fee_payments
         WHERE state = 'submitted' AND submission_id IN (SELECT id FROM submissions WHERE type = 'admission') ORDER BY submitted_at, id`,
      )
      .all() as FeePayment[];
  }

  private openPayment(item: Submission, paymentId: number): FeePayment {
    const payment = this.payment(paymentId);
    if (!payment || payment.submissionId !== item.id) throw new OfferProblem('There is no such payment on this application.');
    if (payment.state !== 'submitted') throw new OfferProblem(`This payment is ${payment.state} already.`);
    return payment;
  }
}
