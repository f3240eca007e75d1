import { createHmac, timingSafeEqual } from 'node:crypto';
import { feeLineIn, getFees, formatRupees } from '../../../lib/content/fees';
import { isFormLanguage } from '../../../lib/forms/texts/types';
import { paymentSettings } from '../publishing';
import type { Site } from '../../../lib/content/site';
import { fillTemplate, type StatusMessages } from '../../../lib/content/status-messages';
import { formatDate } from '../../../lib/dates';
import { FAMILY_WORDS, familyWords, type FamilyWords } from '../../core/family-words';
import { type JourneyContext, mailFamily } from './family-mail';
import type { Inbox, Submission } from '../intake';
import { AdmissionOffers, type Decision, type FeePayment, type Offer } from './offers';
import { tellOffice } from './office-alerts';
import type { IssuedReceipt, ReceiptBook } from './receipt-book';

/** Who the status history names when the family itself moved the application (its reply on its page). */
export const FAMILY_ACTOR = 'the family (application page)';

const STATUS_OF_DECISION: Record<Decision, string> = { offered: 'offered', waitlisted: 'waitlisted', not_offered: 'declined' };

/** The offer, reply, payment and receipt steps of an admission: each stored with its status change and the family's mail. */
export class AdmissionJourney {
  readonly offers: AdmissionOffers;
  /** The applications the steps are about. */
  readonly submissions: JourneyContext['submissions'];
  private readonly inbox: Inbox;
  private book: ReceiptBook | undefined;

  constructor(
    private readonly context: JourneyContext,
    private readonly site: Site,
  ) {
    this.offers = new AdmissionOffers(context.db);
    this.submissions = context.submissions;
    this.inbox = context.inbox;
  }

  /** Where receipts are issued and kept: the records feature's book (features/records), given at its registration. */
  useReceiptBook(book: ReceiptBook): void {
    this.book = book;
  }

  get receipts(): ReceiptBook {
    if (!this.book) throw new Error('No receipt book: the records feature (features/records) must be registered after the admissions journey');
    return this.book;
  }

  /** What families pay and where: as an administrator approved it (features/publishing/money.ts), not as the checkout may hold it. */
  private payment() {
    return paymentSettings(this.context.db, this.site, () => getFees());
  }

  /** The application as it is now, read inside the step's transaction (the route's copy may be older). */
  private fresh(item: Submission): Submission {
    return this.context.submissions.byId(item.id) ?? item;
  }

  private form(item: Submission) {
    return this.context.forms.find((candidate) => candidate.type === item.type)!;
  }

  private child(item: Submission): string {
    return this.form(item).applicantName(item.data);
  }

  /** The class and year applied for, in the family's words (English for the office). */
  private place(item: Submission, words: FamilyWords = FAMILY_WORDS.en): string {
    const values = { studentClass: item.data.studentClass ?? '', year: item.data.academicYear ?? '' };
    return values.year ? words.offer.place(values) : values.studentClass;
  }

  /** The office's decision; mailed to the family with the office's note, if any. */
  decide(item: Submission, decision: Decision, details: { replyBy?: string; position?: number }, note: string | null, by: string, now = new Date()): void {
    const family = familyWords(item.language);
    const words = family.offer;
    const values = {
      child: this.child(item),
      place: this.place(item, family),
      position: String(details.position),
      date: details.replyBy ? formatDate(details.replyBy, 'long', family.locale) : '',
      phone: this.site.contact.phone,
    };
    const noteLines = note ? [family.officeNote({ note })] : [];
    const mails: Record<Decision, { subject: string; paragraphs: string[] }> = {
      offered: { subject: words.offeredSubject(values), paragraphs: [words.offered(values), words.replyBy(values), ...noteLines] },
      waitlisted: { subject: words.waitlistedSubject(values), paragraphs: [words.waitlisted(values), words.waitlistedNothing, ...noteLines] },
      not_offered: { subject: words.notOfferedSubject(values), paragraphs: [words.notOffered(values), ...noteLines, words.talk(values)] },
    };
    this.context.db.transaction(() => {
      const current = this.fresh(item);
      this.offers.decide(current, decision, details, by, now);
      const mailed = mailFamily(this.context, current, { topic: `decision-${decision.replace('_', '-')}`, ...mails[decision] }, now);
      this.inbox.changeStatus(current, STATUS_OF_DECISION[decision], by, note, mailed, now);
    })();
    this.context.mailWorker.kick();
  }

  /** The family's answer on its page; accepting fixes the amount due from content/fees.yml and says how to pay. */
  reply(item: Submission, answer: 'accepted' | 'declined', now = new Date()): Offer {
    const family = familyWords(item.language);
    const language = isFormLanguage(item.language) ? item.language : 'en';
    const words = family.offer;
    const values = { child: this.child(item), place: this.place(item, family), reference: item.reference, phone: this.site.contact.phone };
    const offer = this.context.db.transaction(() => {
      const current = this.fresh(item);
      const replied = this.offers.reply(current, answer, this.payment().fees, now);
      const mail =
        answer === 'accepted'
          ? {
              topic: 'offer-accepted',
              subject: words.acceptedSubject(values),
              paragraphs: [
                words.accepted(values),
                words.amount({ amount: formatRupees(replied.amount!) }),
                replied.feeLines!.map((line) => `- ${feeLineIn(line, this.payment().fees, language)}: ${formatRupees(line.amount)}`).join('\n'),
                words.howToPay(values),
              ],
            }
          : { topic: 'offer-declined', subject: words.declinedSubject(values), paragraphs: [words.declined(values), words.mistake(values)] };
      const mailed = mailFamily(this.context, current, mail, now);
      this.inbox.changeStatus(current, answer === 'accepted' ? 'accepted' : 'offer_declined', FAMILY_ACTOR, null, mailed, now);
      tellOffice(
        this.context,
        current,
        answer === 'accepted' ? 'offer-accepted' : 'offer-declined',
        answer === 'accepted'
          ? `The family accepted the seat in ${this.place(item)}; the admission payment due is ${formatRupees(replied.amount!)}.`
          : `The family declined the seat in ${this.place(item)}.`,
        now,
      );
      return replied;
    })();
    this.context.mailWorker.kick();
    return offer;
  }

  /** The family entered its UTR: stored for the office to check, and acknowledged by mail. */
  enterUtr(item: Submission, utr: string, now = new Date()): FeePayment {
    const payment = this.context.db.transaction(() => {
      const entered = this.offers.submitUtr(this.fresh(item), utr, now);
      const words = familyWords(item.language).offer;
      const values = { child: this.child(item), utr, amount: formatRupees(entered.amount) };
      mailFamily(this.context, item, { topic: 'payment-entered', subject: words.utrSubject(values), paragraphs: [words.utr(values), words.utrNext] }, now);
      tellOffice(
        this.context,
        item,
        'utr-entered',
        `UTR ${utr} for the admission payment of ${formatRupees(entered.amount)}: to match with the bank statement (Bank reconciliation in the staff inbox).`,
        now,
      );
      return entered;
    })();
    this.context.mailWorker.kick();
    return payment;
  }

  /** The office could not match the UTR: the family is told why and enters it again. */
  rejectUtr(item: Submission, paymentId: number, reason: string, by: string, now = new Date()): FeePayment {
    const payment = this.context.db.transaction(() => {
      const rejected = this.offers.rejectUtr(item, paymentId, reason, by, now);
      const words = familyWords(item.language).offer;
      const values = { child: this.child(item), utr: rejected.utr, reason, phone: this.site.contact.phone };
      mailFamily(
        this.context,
        item,
        {
          topic: 'payment-not-matched',
          subject: words.utrRejectedSubject(values),
          paragraphs: [words.utrRejected(values), words.officeSays(values), words.utrAgain(values)],
        },
        now,
      );
      return rejected;
    })();
    this.context.mailWorker.kick();
    return payment;
  }

  /**
   * The office found the payment: confirmed with the next receipt number of the year, under the write lock
   * (IMMEDIATE), then the receipt PDF is written and mailed. A crash between the two leaves the receipt without its
   * PDF; `finishReceipts` (at start) writes and mails those. `bankDate` and `alongside` come from a bank statement's
   * match (features/records): the day the bank credited it, and what the statement records, in the same transaction.
   */
  async confirm(
    item: Submission,
    paymentId: number,
    by: string,
    now = new Date(),
    fromStatement?: { bankDate: string; alongside: (receipt: IssuedReceipt) => void },
  ): Promise<IssuedReceipt> {
    const receipt = this.context.db
      .transaction(() => {
        const current = this.fresh(item);
        const payment = this.offers.confirm(current, paymentId, by, now);
        const issued = this.receipts.issue({ item: current, payment, offer: this.offers.offerFor(current.id), by, now, bankDate: fromStatement?.bankDate });
        this.inbox.changeStatus(current, 'fee_paid', by, `Receipt ${issued.number}`, true, now);
        fromStatement?.alongside(issued);
        return issued;
      })
      .immediate();
    await this.writeReceipt(receipt);
    return receipt;
  }

  /** The receipt's PDF as it was mailed (written now if it never was). */
  async receiptPdf(receipt: IssuedReceipt): Promise<Buffer> {
    return this.receipts.pdf(receipt.id) ?? (await this.writeReceipt(receipt));
  }

  /** Writes, keeps and mails the PDF of every receipt left without one (after a crash between issue and mail). */
  async finishReceipts(): Promise<number> {
    const pending = this.receipts.unwritten();
    for (const receipt of pending) await this.writeReceipt(receipt);
    return pending.length;
  }

  private async writeReceipt(receipt: IssuedReceipt): Promise<Buffer> {
    const pdf = await this.receipts.render(receipt.id);
    // The application may be gone (purged or erased since): the receipt is kept all the same, and mailed to nobody.
    const item = receipt.submissionId === null ? undefined : this.context.submissions.byId(receipt.submissionId);
    // Kept and mailed together: only the writer that keeps the PDF mails it, so a receipt is mailed once.
    const kept = this.context.db.transaction(() => {
      if (!this.receipts.keepPdf(receipt.id, pdf)) return false;
      if (!item) return true;
      const words = familyWords(item.language).offer;
      const values = { number: receipt.number, child: this.child(item), amount: formatRupees(receipt.amount), utr: receipt.utr };
      mailFamily(
        this.context,
        item,
        {
          topic: 'receipt',
          subject: words.receiptSubject(values),
          paragraphs: [words.receipt(values), words.receiptAttached(values), words.receiptNext],
          attachment: { filename: `receipt-${receipt.number.replace(/\//g, '-')}.pdf`, contentType: 'application/pdf', content: pdf },
        },
        new Date(receipt.issuedAt),
      );
      return true;
    })();
    if (kept) this.context.mailWorker.kick();
    return this.receipts.pdf(receipt.id)!;
  }
}

/** A check for one form of one application's page, bound to the state it was shown in: a stale or forged form fails it. */
export function formCheck(secret: Buffer, reference: string, form: string, state: string): string {
  return createHmac('sha256', secret).update(`application-form:${reference}:${form}:${state}`).digest().subarray(0, 18).toString('base64url');
}

export function checkMatches(secret: Buffer, reference: string, form: string, state: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length > 64) return false;
  const expected = Buffer.from(formCheck(secret, reference, form, state));
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** The state each family form is bound to: the offer as decided; the reply and the payments entered so far. */
export function formState(form: 'offer' | 'payment', offer: Offer | undefined, payments: FeePayment[]): string {
  if (form === 'offer') return `${offer?.decision ?? 'none'}:${offer?.decidedAt ?? ''}`;
  return `${offer?.repliedAt ?? ''}:${payments[0]?.id ?? 0}:${payments[0]?.state ?? ''}`;
}

/**
 * What the offer's state asks of the family (content/status-messages.yml): a reply or a payment comes before anything
 * else to do (`urgent`); while the office checks a UTR there is nothing (`fallback`); `values` fill the status's words.
 */
export function offerNextStep(
  status: string,
  messages: StatusMessages,
  offer: Offer | undefined,
  payments: FeePayment[],
  locale = FAMILY_WORDS.en.locale,
): { urgent?: string; fallback?: string; values: Record<string, string> } {
  const next = messages.application.next as Record<string, string>;
  const values = {
    replyBy: offer?.replyBy ? formatDate(offer.replyBy, 'long', locale) : '',
    position: String(offer?.waitlistPosition ?? ''),
    amount: offer?.amount !== null && offer?.amount !== undefined ? formatRupees(offer.amount) : '',
  };
  const latest = payments[0];
  if (status === 'offered' && offer?.decision === 'offered' && !offer.reply) return { urgent: fillTemplate(next.offered, values), values };
  if (status === 'accepted' && latest?.state === 'submitted')
    return { fallback: fillTemplate(messages.application.payment.checking, { utr: latest.utr }), values };
  if (status === 'accepted' && latest?.state === 'rejected') {
    return { urgent: `${fillTemplate(messages.application.payment.rejected, { utr: latest.utr })} ${latest.reason ?? ''}`.trim(), values };
  }
  if (status === 'accepted' && !latest) return { urgent: fillTemplate(next.accepted, values), values };
  return { values };
}
