import { formatRupees } from '../../../lib/content/fees';
import type { Site } from '../../../lib/content/site';
import type { StatusMessages } from '../../../lib/content/status-messages';
import { formatDate } from '../../../lib/dates';
import { escapeHtml } from '../../../lib/escape-html';
import { UTR_MESSAGE } from '../../../lib/forms/fee-payment';
import { rupeesInWords } from '../../../lib/rupees-in-words';
import { qrSvg, upiPaymentUri } from '../../../lib/upi';
import type { Submission } from '../intake';
import type { OfferView } from './application-page';
import { formCheck, formState, offerNextStep } from './offer-journey';
import type { FeePayment, FeeReceipt, Offer } from './offers';
import { schoolDay } from './visits';

export interface OfferPageInput {
  item: Submission;
  childName: string;
  token: string;
  secret: Buffer;
  site: Site;
  messages: StatusMessages;
  offer: Offer | undefined;
  payments: FeePayment[];
  receipt: FeeReceipt | undefined;
  now: Date;
  notice?: string;
  /** A problem with the family's last post: shown beside the form it came from. */
  error?: { form: 'offer' | 'payment'; text: string; utr?: string };
}

const PAYMENT_STATE: Record<FeePayment['state'], string> = { submitted: 'being checked by the office', confirmed: 'confirmed', rejected: 'not matched' };

/** The offer to answer, the waiting-list place, the payment to make (QR, UPI link, UTR field) and the receipt. */
export function offerView(input: OfferPageInput): OfferView {
  const { item, offer, payments, receipt, token, secret } = input;
  const base = `/application/${encodeURIComponent(token)}`;
  const outcomes: OfferView['outcomes'] = {};
  const sections: string[] = [];
  if (offer?.decision === 'offered') outcomes.decision = `Offered a seat, reply by ${formatDate(offer.replyBy!)}`;
  if (offer?.decision === 'waitlisted') outcomes.decision = `On the waiting list, number ${offer.waitlistPosition}`;
  if (offer?.reply) outcomes.reply = offer.reply === 'accepted' ? `Accepted on ${formatDate(offer.repliedAt!)}` : `Declined on ${formatDate(offer.repliedAt!)}`;
  if (receipt) outcomes.fee = `Paid, receipt ${receipt.number}`;

  const errorFor = (form: 'offer' | 'payment') =>
    input.error?.form === form ? `<p class="error" id="${form}-error" role="alert">${escapeHtml(input.error.text)}</p>` : '';

  if (offer?.decision === 'offered' && !offer.reply && item.status === 'offered') {
    const open = schoolDay(input.now) <= offer.replyBy!;
    const check = formCheck(secret, item.reference, 'offer', formState('offer', offer, payments));
    sections.push(`<section aria-labelledby="offer-heading" id="offer"><h2 id="offer-heading">Your offer of a seat</h2>
<p>We offer ${escapeHtml(input.childName)} a seat in ${escapeHtml(item.data.studentClass ?? '')}${item.data.academicYear ? ` for ${escapeHtml(item.data.academicYear)}` : ''}.
Please reply by <strong>${escapeHtml(formatDate(offer.replyBy!))}</strong>.</p>
${errorFor('offer')}
${
  open
    ? `<form method="post" action="${base}/offer"><input type="hidden" name="check" value="${check}">
<button type="submit" name="answer" value="accept">Accept the seat</button>
<button type="submit" name="answer" value="decline" class="secondary">Decline the seat</button></form>
<p class="muted">After you accept, this page shows the admission payment and how to pay it by UPI.</p>`
    : `<p>The reply-by date has passed. Please call the school office on ${escapeHtml(input.site.contact.phone)} if you still want the seat.</p>`
}</section>`);
  }

  if (offer?.decision === 'waitlisted' && item.status === 'waitlisted') {
    sections.push(`<section aria-labelledby="waitlist-heading"><h2 id="waitlist-heading">Waiting list</h2>
<p>${escapeHtml(input.childName)} is <strong>number ${offer.waitlistPosition}</strong> on the waiting list. We will write to you as soon as a seat is free.</p></section>`);
  }

  if (offer?.reply === 'accepted' && offer.amount !== null) {
    const lines = offer.feeLines ?? [];
    const open = payments.find((payment) => payment.state !== 'rejected');
    const rows = lines.map((line) => `<tr><td>${escapeHtml(line.label)}</td><td class="amount">${escapeHtml(formatRupees(line.amount))}</td></tr>`).join('');
    let pay = '';
    if (!open) {
      const uri = upiPaymentUri(input.site.upi, offer.amount, item.reference);
      const qr = qrSvg(uri);
      const check = formCheck(secret, item.reference, 'payment', formState('payment', offer, payments));
      const invalid = input.error?.form === 'payment';
      pay = `<h3>Pay by UPI</h3>
<p>Scan the code with any UPI app (BHIM, Google Pay, PhonePe, Paytm or your bank's), or on this phone use the button. The amount and the reference ${escapeHtml(item.reference)} are filled in.</p>
<svg class="qr" viewBox="0 0 ${qr.size} ${qr.size}" width="200" height="200" role="img" aria-labelledby="upi-qr-title" shape-rendering="crispEdges"><title id="upi-qr-title">UPI QR code to pay ${escapeHtml(formatRupees(offer.amount))} to ${escapeHtml(input.site.upi.payeeName)} (${escapeHtml(input.site.upi.id)})</title><rect width="${qr.size}" height="${qr.size}" fill="#fff"/><path d="${qr.path}" stroke="#000" stroke-width="1"/></svg>
<p><a class="button" href="${escapeHtml(uri)}">Pay ${escapeHtml(formatRupees(offer.amount))} with a UPI app</a></p>
<p class="muted">Payee: ${escapeHtml(input.site.upi.payeeName)}, UPI ID ${escapeHtml(input.site.upi.id)}.</p>
<h3>After paying</h3>
<form method="post" action="${base}/payment"><input type="hidden" name="check" value="${check}">
<label for="utr">UPI transaction ID (UTR)</label>
<input type="text" id="utr" name="utr" inputmode="numeric" autocomplete="off" maxlength="40" required value="${escapeHtml(invalid ? (input.error?.utr ?? '') : '')}"
 aria-describedby="utr-hint${invalid ? ' payment-error' : ''}"${invalid ? ' aria-invalid="true"' : ''}>
<p class="muted" id="utr-hint">${escapeHtml(UTR_MESSAGE.replace(/^Please enter/, 'Enter'))}</p>
${errorFor('payment')}
<button type="submit">Send the transaction ID</button></form>`;
    }
    const history = payments.length
      ? `<h3>Transaction IDs you entered</h3><ul>${payments
          .map(
            (payment) =>
              `<li>${escapeHtml(payment.utr)} on ${escapeHtml(formatDate(payment.submittedAt))}: ${PAYMENT_STATE[payment.state]}${payment.reason ? ` (${escapeHtml(payment.reason)})` : ''}</li>`,
          )
          .join('')}</ul>`
      : '';
    sections.push(`<section aria-labelledby="payment-heading" id="payment"><h2 id="payment-heading">Admission payment</h2>
<table><caption class="muted">From the school's approved fee structure</caption><tbody>${rows}
<tr><th scope="row">Total</th><td class="amount"><strong>${escapeHtml(formatRupees(offer.amount))}</strong></td></tr></tbody></table>
<p class="muted">${escapeHtml(rupeesInWords(offer.amount))}</p>
${pay}${history}</section>`);
  }

  if (receipt) {
    sections.push(`<section aria-labelledby="receipt-heading"><h2 id="receipt-heading">Receipt</h2>
<p>Receipt No. <strong>${escapeHtml(receipt.number)}</strong>, ${escapeHtml(formatDate(receipt.issuedAt))}.
<a href="${base}/receipt.pdf" download>Download the receipt (PDF)</a></p></section>`);
  }

  return {
    outcomes,
    ...offerNextStep(item.status, input.messages, offer, payments),
    notice: input.notice,
    sections: sections.join('\n'),
  };
}
