import { feeLineIn, formatRupees, type Fees } from '../../../lib/content/fees';
import type { Site } from '../../../lib/content/site';
import type { StatusMessages } from '../../../lib/content/status-messages';
import { formatDate } from '../../../lib/dates';
import { escapeHtml } from '../../../lib/escape-html';
import { rupeesInWords } from '../../../lib/rupees-in-words';
import { qrSvgMarkup, upiPaymentUri } from '../../../lib/upi';
import type { Submission } from '../intake';
import type { OfferView } from './application-page';
import { formCheck, formState, offerNextStep } from './offer-journey';
import type { FeePayment, Offer } from './offers';
import type { IssuedReceipt } from './receipt-book';
import { schoolDay } from './visits';
import { familyWords } from '../../core/family-words';
import { englishOn, IN_ENGLISH } from '../../../lib/languages';
import { isFormLanguage } from '../../../lib/forms/texts/types';

export interface OfferPageInput {
  item: Submission;
  childName: string;
  token: string;
  secret: Buffer;
  site: Site;
  /** The fees as published: the fee lines' names in the family's language. */
  fees: Fees;
  messages: StatusMessages;
  offer: Offer | undefined;
  payments: FeePayment[];
  receipt: IssuedReceipt | undefined;
  now: Date;
  notice?: string;
  /** A problem with the family's last post: shown beside the form it came from. */
  error?: { form: 'offer' | 'payment'; text: string; utr?: string };
}

/** The offer to answer, the waiting-list place, the payment to make (QR, UPI link, UTR field) and the receipt. */
export function offerView(input: OfferPageInput): OfferView {
  const { item, offer, payments, receipt, token, secret } = input;
  const words = familyWords(item.language);
  const language = isFormLanguage(item.language) ? item.language : 'en';
  const said = words.offerPage;
  const date = (value: string) => formatDate(value, 'long', words.locale);
  const base = `/application/${encodeURIComponent(token)}`;
  const outcomes: OfferView['outcomes'] = {};
  const sections: string[] = [];
  if (offer?.decision === 'offered') outcomes.decision = said.offeredOutcome({ date: date(offer.replyBy!) });
  if (offer?.decision === 'waitlisted') outcomes.decision = said.waitlistedOutcome({ position: String(offer.waitlistPosition) });
  if (offer?.reply) outcomes.reply = (offer.reply === 'accepted' ? said.acceptedOn : said.declinedOn)({ date: date(offer.repliedAt!) });
  if (receipt) outcomes.fee = said.paidOutcome({ number: receipt.number });

  const errorFor = (form: 'offer' | 'payment') =>
    input.error?.form === form ? `<p class="error" id="${form}-error" role="alert">${escapeHtml(input.error.text)}</p>` : '';

  if (offer?.decision === 'offered' && !offer.reply && item.status === 'offered') {
    const open = schoolDay(input.now) <= offer.replyBy!;
    const check = formCheck(secret, item.reference, 'offer', formState('offer', offer, payments));
    const place = {
      child: escapeHtml(input.childName),
      studentClass: escapeHtml(item.data.studentClass ?? ''),
      year: escapeHtml(item.data.academicYear ?? ''),
    };
    sections.push(`<section aria-labelledby="offer-heading" id="offer"><h2 id="offer-heading">${escapeHtml(said.offerHeading)}</h2>
<p>${(item.data.academicYear ? said.offerForYear : said.offer)(place)}
${said.replyBy({ date: escapeHtml(date(offer.replyBy!)) })}</p>
${errorFor('offer')}
${
  open
    ? `<form method="post" action="${base}/offer"><input type="hidden" name="check" value="${check}">
<button type="submit" name="answer" value="accept">${escapeHtml(said.accept)}</button>
<button type="submit" name="answer" value="decline" class="secondary">${escapeHtml(said.decline)}</button></form>
<p class="muted">${escapeHtml(said.afterAccept)}</p>`
    : `<p>${escapeHtml(said.replyPassed({ phone: input.site.contact.phone }))}</p>`
}</section>`);
  }

  if (offer?.decision === 'waitlisted' && item.status === 'waitlisted') {
    sections.push(`<section aria-labelledby="waitlist-heading"><h2 id="waitlist-heading">${escapeHtml(said.waitlistHeading)}</h2>
<p>${said.waitlist({ child: escapeHtml(input.childName), position: String(offer.waitlistPosition) })}</p></section>`);
  }

  if (offer?.reply === 'accepted' && offer.amount !== null) {
    const lines = offer.feeLines ?? [];
    const open = payments.find((payment) => payment.state !== 'rejected');
    const rows = lines
      .map((line) => `<tr><td>${escapeHtml(feeLineIn(line, input.fees, language))}</td><td class="amount">${escapeHtml(formatRupees(line.amount))}</td></tr>`)
      .join('');
    let pay = '';
    if (!open) {
      const uri = upiPaymentUri(input.site.upi, offer.amount, item.reference);
      const check = formCheck(secret, item.reference, 'payment', formState('payment', offer, payments));
      const invalid = input.error?.form === 'payment';
      const amount = formatRupees(offer.amount);
      const payee = { payee: input.site.upi.payeeName, id: input.site.upi.id };
      pay = `<h3>${escapeHtml(said.payHeading)}</h3>
<p>${escapeHtml(said.payIntro({ reference: item.reference }))}</p>
${qrSvgMarkup(uri, { className: 'qr', id: 'upi-qr-title', title: escapeHtml(said.qrTitle({ amount, ...payee })) })}
<p><a class="button" href="${escapeHtml(uri)}">${escapeHtml(said.payButton({ amount }))}</a></p>
<p class="muted">${escapeHtml(said.payee(payee))}</p>
<h3>${escapeHtml(said.afterPaying)}</h3>
<form method="post" action="${base}/payment"><input type="hidden" name="check" value="${check}">
<label for="utr">${escapeHtml(said.utrLabel)}</label>
<input type="text" id="utr" name="utr" inputmode="numeric" autocomplete="off" maxlength="40" required value="${escapeHtml(invalid ? (input.error?.utr ?? '') : '')}"
 aria-describedby="utr-hint${invalid ? ' payment-error' : ''}"${invalid ? ' aria-invalid="true"' : ''}>
<p class="muted" id="utr-hint">${escapeHtml(said.utrHint)}</p>
${errorFor('payment')}
<button type="submit">${escapeHtml(said.sendUtr)}</button></form>`;
    }
    const history = payments.length
      ? `<h3>${escapeHtml(said.enteredHeading)}</h3><ul>${payments
          .map(
            (payment) =>
              `<li>${escapeHtml(said.entered({ utr: payment.utr, date: date(payment.submittedAt), state: said.paymentStates[payment.state] }))}${payment.reason ? ` (${escapeHtml(payment.reason)})` : ''}</li>`,
          )
          .join('')}</ul>`
      : '';
    // The amount in words is the receipt's (English, as the receipt is): given on an English page only.
    sections.push(`<section aria-labelledby="payment-heading" id="payment"><h2 id="payment-heading">${escapeHtml(said.paymentHeading)}</h2>
<table><caption class="muted">${escapeHtml(said.feeStructure)}</caption><tbody>${rows}
<tr><th scope="row">${escapeHtml(said.total)}</th><td class="amount"><strong>${escapeHtml(formatRupees(offer.amount))}</strong></td></tr></tbody></table>
${language === 'en' ? `<p class="muted">${escapeHtml(rupeesInWords(offer.amount))}</p>` : ''}
${pay}${history}</section>`);
  }

  if (receipt) {
    // The receipt itself is the school's English record of the payment (the same PDF the office and the accounts keep): marked so on another language's page.
    const english = englishOn(language);
    const inEnglish = english ? ` hreflang="${english}"` : '';
    sections.push(`<section aria-labelledby="receipt-heading"><h2 id="receipt-heading">${escapeHtml(said.receiptHeading)}</h2>
<p>${said.receipt({ number: escapeHtml(receipt.number), date: escapeHtml(date(receipt.issuedAt)) })}
<a href="${base}/receipt.pdf" download${inEnglish}>${escapeHtml(said.downloadReceipt)}</a>${language === 'en' ? '' : ` ${IN_ENGLISH}`}</p></section>`);
  }

  return {
    outcomes,
    ...offerNextStep(item.status, input.messages, offer, payments, words.locale),
    notice: input.notice,
    sections: sections.join('\n'),
  };
}
