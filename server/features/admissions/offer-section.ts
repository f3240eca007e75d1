import { formatRupees } from '../../../lib/content/fees';
import { formatDate } from '../../../lib/dates';
import type { FeePayment, FeeReceipt, Offer } from './offers';
import { schoolDay } from './visits';
import type { Submission } from '../intake';
import { formatDateTime } from '../../core/format';
import { html, type SafeHtml } from '../../core/html';
import { csrfField } from '../../staff-shell/layout';
import type { StaffSession } from '../../sign-in/sessions';

const DECISION_WORDS: Record<Offer['decision'], string> = { offered: 'Seat offered', waitlisted: 'On the waiting list', not_offered: 'No seat offered' };
const PAYMENT_WORDS: Record<FeePayment['state'], string> = { submitted: 'To check against the bank', confirmed: 'Confirmed', rejected: 'Not matched' };

function summary(offer: Offer | undefined): SafeHtml {
  if (!offer) return html`<p>No decision on a seat yet.</p>`;
  return html`<dl class="fields">
    <dt>Decision</dt><dd>${DECISION_WORDS[offer.decision]}${offer.decision === 'waitlisted' ? `, number ${offer.waitlistPosition}` : ''}, ${formatDateTime(offer.decidedAt)} by ${offer.decidedBy}</dd>
    ${offer.replyBy ? html`<dt>Reply by</dt><dd>${formatDate(offer.replyBy)}</dd>` : ''}
    ${offer.decision === 'offered' ? html`<dt>Family's reply</dt><dd>${offer.reply ? `${offer.reply === 'accepted' ? 'Accepted' : 'Declined'} ${formatDateTime(offer.repliedAt!)}` : 'None yet'}</dd>` : ''}
    ${offer.amount !== null ? html`<dt>Admission payment due</dt><dd>${formatRupees(offer.amount)} (${(offer.feeLines ?? []).map((line) => `${line.label} ${formatRupees(line.amount)}`).join('; ')})</dd>` : ''}
  </dl>`;
}

function decisionForm(item: Submission, session: StaffSession, now: Date): SafeHtml {
  return html`<form method="post" action="/staff/submissions/${item.reference}/decision" class="card">
    ${csrfField(session)}
    <fieldset><legend>Decision on a seat</legend>
      <label class="check"><input type="radio" name="decision" value="offered" required> <span>Offer a seat</span></label>
      <label class="check"><input type="radio" name="decision" value="waitlisted"> <span>Put on the waiting list</span></label>
      <label class="check"><input type="radio" name="decision" value="not_offered"> <span>No seat (decline the application)</span></label>
    </fieldset>
    <div class="field"><label for="reply-by">Reply by (for an offer)</label><input id="reply-by" name="replyBy" type="date" min="${schoolDay(now)}"></div>
    <div class="field"><label for="position">Place on the waiting list (for the waiting list)</label><input id="position" name="position" type="number" min="1" max="999" inputmode="numeric"></div>
    <div class="field"><label for="decision-note">Note to the family (optional)</label><textarea id="decision-note" name="note" maxlength="2000"></textarea></div>
    <p class="hint">The family is e-mailed the decision in plain words with the link to its page, where it accepts or declines an offer.</p>
    <button type="submit">Save the decision and e-mail the family</button>
  </form>`;
}

function paymentsTable(item: Submission, payments: FeePayment[], session: StaffSession): SafeHtml {
  if (payments.length === 0) return html`<p>The family has not entered a UPI transaction ID (UTR) yet.</p>`;
  return html`<div class="table-wrap" role="region" aria-label="UPI payments entered by the family" tabindex="0"><table>
    <thead><tr><th scope="col">UTR</th><th scope="col">Amount</th><th scope="col">Entered</th><th scope="col">State</th></tr></thead>
    <tbody>${payments.map(
      (payment) => html`<tr><td>${payment.utr}</td><td>${formatRupees(payment.amount)}</td><td>${formatDateTime(payment.submittedAt)}</td>
      <td>${PAYMENT_WORDS[payment.state]}${payment.decidedBy ? html`<br><span class="muted">${formatDateTime(payment.decidedAt!)} by ${payment.decidedBy}</span>` : ''}${payment.reason ? html`<br>Reason: ${payment.reason}` : ''}
      ${
        payment.state === 'submitted'
          ? html`<form method="post" action="/staff/submissions/${item.reference}/payments/${payment.id}/confirm">${csrfField(session)}
          <button type="submit">Found in the bank statement: confirm and send the receipt</button></form>
          <form method="post" action="/staff/submissions/${item.reference}/payments/${payment.id}/reject">${csrfField(session)}
          <div class="field"><label for="reason-${payment.id}">Reason it does not match (the family reads it)</label>
          <input id="reason-${payment.id}" name="reason" type="text" maxlength="500" required></div>
          <button type="submit" class="secondary">Not found: reject this UTR</button></form>`
          : ''
      }</td></tr>`,
    )}</tbody></table></div>`;
}

/** The offer, the family's reply, the UTRs to check and the receipt, on an admission's page in /staff. */
export function offerSection(input: {
  item: Submission;
  offer: Offer | undefined;
  payments: FeePayment[];
  receipt: FeeReceipt | undefined;
  session: StaffSession;
  now: Date;
}): SafeHtml | '' {
  const { item, offer, payments, receipt, session } = input;
  if (item.type !== 'admission') return '';
  const decided = offer?.reply === 'accepted' || ['withdrawn', 'admitted'].includes(item.status);
  return html`<section class="card" aria-labelledby="offer-heading">
  <h2 id="offer-heading">Seat, reply and admission payment</h2>
  ${summary(offer)}
  ${decided ? '' : decisionForm(item, session, input.now)}
  ${offer?.reply === 'accepted' ? html`<h3>UPI payments</h3>${paymentsTable(item, payments, session)}` : ''}
  ${receipt ? html`<p>Receipt <strong>${receipt.number}</strong>, ${formatDateTime(receipt.issuedAt)} by ${receipt.issuedBy}. <a href="/staff/submissions/${item.reference}/receipt.pdf">Download the receipt (PDF)</a></p>` : ''}
</section>`;
}
