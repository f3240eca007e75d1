import { createHmac, timingSafeEqual } from 'node:crypto';
import { getFees, formatRupees } from '../../../lib/content/fees';
import { paymentSettings } from '../publishing';
import type { Site } from '../../../lib/content/site';
import { fillTemplate, type StatusMessages } from '../../../lib/content/status-messages';
import { formatDate } from '../../../lib/dates';
import { renderReceiptPdf } from '../../../lib/pdf/receipt';
import { type JourneyContext, mailFamily } from './family-mail';
import type { Inbox, Submission } from '../intake';
import { AdmissionOffers, type Decision, type FeePayment, type FeeReceipt, type Offer } from './offers';

/** Who the status history names when the family itself moved the application (its reply on its page). */
export const FAMILY_ACTOR = 'the family (application page)';

const STATUS_OF_DECISION: Record<Decision, string> = { offered: 'offered', waitlisted: 'waitlisted', not_offered: 'declined' };

/** The offer, reply, payment and receipt steps of an admission: each stored with its status change and the family's mail. */
export class AdmissionJourney {
  readonly offers: AdmissionOffers;
  /** The applications the steps are about. */
  readonly submissions: JourneyContext['submissions'];
  private readonly inbox: Inbox;

  constructor(
    private readonly context: JourneyContext,
    private readonly site: Site,
  ) {
    this.offers = new AdmissionOffers(context.db);
    this.submissions = context.submissions;
    this.inbox = context.inbox;
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

  private place(item: Submission): string {
    return [item.data.studentClass, item.data.academicYear ? `for the academic year ${item.data.academicYear}` : ''].filter(Boolean).join(' ');
  }

  /** The office's decision; mailed to the family with the office's note, if any. */
  decide(item: Submission, decision: Decision, details: { replyBy?: string; position?: number }, note: string | null, by: string, now = new Date()): void {
    const child = this.child(item);
    const noteLines = note ? [`Note from the school office: ${note}`] : [];
    const mails: Record<Decision, { subject: string; paragraphs: string[] }> = {
      offered: {
        subject: `A seat is offered to ${child}`,
        paragraphs: [
          `We are glad to offer ${child} a seat in ${this.place(item)}.`,
          `Please accept or decline the offer on your application's page by ${details.replyBy ? formatDate(details.replyBy) : ''}. If we do not hear from you by then, the seat may go to another family.`,
          ...noteLines,
        ],
      },
      waitlisted: {
        subject: `${child} is on the waiting list, number ${details.position}`,
        paragraphs: [
          `${child} is on the waiting list for ${this.place(item)}, at number ${details.position}.`,
          'We will write to you as soon as a seat is free. You do not need to do anything now.',
          ...noteLines,
        ],
      },
      not_offered: {
        subject: `Your application for ${child}`,
        paragraphs: [
          `We are sorry that we cannot offer ${child} a seat in ${this.place(item)} this time.`,
          ...noteLines,
          `If you would like to talk about it, please call the school office on ${this.site.contact.phone}.`,
        ],
      },
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
    const child = this.child(item);
    const offer = this.context.db.transaction(() => {
      const current = this.fresh(item);
      const replied = this.offers.reply(current, answer, this.payment().fees, now);
      const mail =
        answer === 'accepted'
          ? {
              topic: 'offer-accepted',
              subject: `You accepted the seat for ${child}`,
              paragraphs: [
                `Thank you: you have accepted the seat for ${child} in ${this.place(item)}.`,
                `The admission payment is ${formatRupees(replied.amount!)}:`,
                replied.feeLines!.map((line) => `- ${line.label}: ${formatRupees(line.amount)}`).join('\n'),
                `Please pay it by UPI from your application's page (the QR code or the button there), then enter the transaction ID (UTR) from your payment app on the same page. The reference ${item.reference} goes with the payment.`,
              ],
            }
          : {
              topic: 'offer-declined',
              subject: `You declined the seat for ${child}`,
              paragraphs: [
                `You have declined the seat we offered ${child}. We have released it to another family.`,
                `If this was a mistake, please call the school office on ${this.site.contact.phone} as soon as you can.`,
              ],
            };
      const mailed = mailFamily(this.context, current, mail, now);
      this.inbox.changeStatus(current, answer === 'accepted' ? 'accepted' : 'offer_declined', FAMILY_ACTOR, null, mailed, now);
      return replied;
    })();
    this.context.mailWorker.kick();
    return offer;
  }

  /** The family entered its UTR: stored for the office to check, and acknowledged by mail. */
  enterUtr(item: Submission, utr: string, now = new Date()): FeePayment {
    const payment = this.context.db.transaction(() => {
      const entered = this.offers.submitUtr(this.fresh(item), utr, now);
      mailFamily(
        this.context,
        item,
        {
          topic: 'payment-entered',
          subject: `We have your payment details for ${this.child(item)}`,
          paragraphs: [
            `We have received the UPI transaction ID ${utr} for the admission payment of ${formatRupees(entered.amount)}.`,
            'The office will match it with the bank statement and send you the receipt by e-mail. You do not need to do anything now.',
          ],
        },
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
      mailFamily(
        this.context,
        item,
        {
          topic: 'payment-not-matched',
          subject: `Please check your payment for ${this.child(item)}`,
          paragraphs: [
            `We could not match the UPI transaction ID ${rejected.utr} with our bank statement.`,
            `The office says: ${reason}`,
            `Please check the transaction ID in your payment app and enter it again on your application's page, or call the school office on ${this.site.contact.phone}.`,
          ],
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
   * PDF; `finishReceipts` (at start) writes and mails those.
   */
  async confirm(item: Submission, paymentId: number, by: string, now = new Date()): Promise<FeeReceipt> {
    const prefix = this.payment().fees.receiptPrefix;
    const receipt = this.context.db
      .transaction(() => {
        const current = this.fresh(item);
        const issued = this.offers.confirm(current, paymentId, prefix, by, now);
        this.inbox.changeStatus(current, 'fee_paid', by, `Receipt ${issued.number}`, true, now);
        return issued;
      })
      .immediate();
    await this.writeReceipt(receipt);
    return receipt;
  }

  /** The receipt's PDF as it was mailed (written now if it never was). */
  async receiptPdf(receipt: FeeReceipt): Promise<Buffer> {
    return this.offers.receiptPdf(receipt.id) ?? (await this.writeReceipt(receipt));
  }

  /** Writes, keeps and mails the PDF of every receipt left without one (after a crash between issue and mail). */
  async finishReceipts(): Promise<number> {
    const pending = this.offers.unwrittenReceipts();
    for (const receipt of pending) await this.writeReceipt(receipt);
    return pending.length;
  }

  private async writeReceipt(receipt: FeeReceipt): Promise<Buffer> {
    const item = this.context.submissions.byId(receipt.submissionId)!;
    const payment = this.offers.payment(receipt.paymentId)!;
    const offer = this.offers.offerFor(item.id)!;
    const pdf = Buffer.from(
      await renderReceiptPdf(
        { ...this.site, upi: this.payment().upi },
        {
          number: receipt.number,
          issuedAt: receipt.issuedAt,
          academicYear: receipt.academicYear,
          reference: item.reference,
          childName: this.child(item),
          studentClass: item.data.studentClass ?? '',
          utr: payment.utr,
          paidAt: payment.submittedAt,
          lines: offer.feeLines ?? [{ label: 'Admission payment', amount: payment.amount }],
        },
      ),
    );
    // Kept and mailed together: only the writer that keeps the PDF mails it, so a receipt is mailed once.
    const kept = this.context.db.transaction(() => {
      if (!this.offers.storeReceiptPdf(receipt.id, pdf)) return false;
      mailFamily(
        this.context,
        item,
        {
          topic: 'receipt',
          subject: `Receipt ${receipt.number} for the admission of ${this.child(item)}`,
          paragraphs: [
            `We have received the admission payment of ${formatRupees(payment.amount)} (UPI transaction ID ${payment.utr}). Thank you.`,
            `The receipt, number ${receipt.number}, is attached as a PDF; you can also download it from your application's page at any time.`,
            'The office will now confirm the admission and send the joining details.',
          ],
          attachment: { filename: `receipt-${receipt.number.replace(/\//g, '-')}.pdf`, contentType: 'application/pdf', content: pdf },
        },
        new Date(receipt.issuedAt),
      );
      return true;
    })();
    if (kept) this.context.mailWorker.kick();
    return this.offers.receiptPdf(receipt.id)!;
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
): { urgent?: string; fallback?: string; values: Record<string, string> } {
  const next = messages.application.next as Record<string, string>;
  const values = {
    replyBy: offer?.replyBy ? formatDate(offer.replyBy) : '',
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
