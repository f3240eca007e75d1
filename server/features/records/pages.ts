import { formatDate, formatDateTime } from '../../core/format';
import { html, raw, type SafeHtml } from '../../core/html';
import { csrfField, message } from '../../staff-shell/layout';
import type { StaffSession } from '../../sign-in/sessions';
import { shortYear } from './financial-year';
import type { ReceiptRecord, SeriesCheck } from './ledger';
import type { Reconciliation, Statement, StatementLine } from './reconciliation';
import { indianAmount } from './register';
import type { ColumnMap, StatementTable } from './statements';

const rupeesOfPaise = (paise: number) => indianAmount(paise / 100);

/** The receipts a search in the inbox found (by number, UTR or name): above the submissions, each linked to its record. */
export function receiptsFound(records: ReceiptRecord[]): SafeHtml | '' {
  if (records.length === 0) return '';
  return html`<section class="card" aria-labelledby="receipts-found-heading">
  <h2 id="receipts-found-heading">Fee receipts (${records.length})</h2>
  <ul class="plain">${records.map(
    (record) =>
      html`<li><a href="/staff/receipts/${record.id}">${record.number}</a>, ${formatDate(record.issuedAt)}: ${indianAmount(record.amount)} for ${record.student} (${record.studentClass}), UTR ${record.utr}${record.reference ? '' : html` <span class="muted">(application removed; the receipt is kept)</span>`}</li>`,
  )}</ul>
</section>`;
}

function seriesSection(checks: SeriesCheck[]): SafeHtml {
  if (checks.length === 0) return html``;
  return html`<h2 id="series-heading">Receipt series</h2>
<ul class="plain" aria-labelledby="series-heading">${checks.map(
    (check) =>
      html`<li>${shortYear(check.series)}: numbers ${check.first} to ${check.last}, ${check.count} receipt${check.count === 1 ? '' : 's'}.
      ${check.missing.length === 0 ? html`<strong data-series="gapless">No number is missing.</strong>` : html`<strong class="overdue" data-series="gaps">Missing: ${check.missing.join(', ')}</strong>`}</li>`,
  )}</ul>`;
}

/** The register of one financial year: every receipt in number order, its total, the exports. */
export function registerPage(view: { year: string; years: string[]; records: ReceiptRecord[]; checks: SeriesCheck[] }): SafeHtml {
  const total = view.records.reduce((sum, record) => sum + record.amount, 0);
  return html`<h1>Fee register ${shortYear(view.year)}</h1>
<p>Every fee receipt of the financial year (1 April to 31 March), in the order of its number. A receipt is kept here for the years the
law asks (see the privacy notice), also after its application is purged or erased.</p>
<form method="get" action="/staff/receipts" class="card filters" aria-label="Choose the financial year">
  <div><label for="year">Financial year</label><select id="year" name="year">
  ${view.years.map((year) => html`<option value="${year}"${year === view.year ? raw(' selected') : ''}>${shortYear(year)} (April ${year.slice(0, 4)} to March ${year.slice(5)})</option>`)}
  </select></div>
  <div class="actions"><button type="submit">Show</button></div>
</form>
<p>${view.records.length} receipt${view.records.length === 1 ? '' : 's'}, total <strong>${indianAmount(total)}</strong>.</p>
<p class="row"><a class="button secondary" href="/staff/receipts/export/${view.year}/register.csv" download>Download the register (CSV, Excel)</a>
<a class="button secondary" href="/staff/receipts/export/${view.year}/tally.xml" download>Download for Tally (XML receipt vouchers)</a></p>
<p class="hint">In Tally: Gateway of Tally, Import, Transactions, then this file. The ledgers named in content/fees.yml (accounts, and each fee head's ledger) must exist in the company.</p>
${
  view.records.length === 0
    ? html`<p>No receipts in this financial year.</p>`
    : html`<div class="table-wrap" role="region" aria-label="Receipts of ${shortYear(view.year)}" tabindex="0"><table>
  <thead><tr><th scope="col">Receipt No.</th><th scope="col">Date</th><th scope="col">Received from</th><th scope="col">Student and class</th><th scope="col">Amount</th><th scope="col">UTR</th><th scope="col">Confirmed by</th></tr></thead>
  <tbody>${view.records.map(
    (
      record,
    ) => html`<tr><td><a href="/staff/receipts/${record.id}">${record.number}</a></td><td>${formatDate(record.issuedAt, 'short')}</td><td>${record.payer}</td>
    <td>${record.student}, ${record.studentClass}</td><td class="number">${indianAmount(record.amount)}</td><td>${record.utr}</td><td>${record.confirmedBy}</td></tr>`,
  )}</tbody></table></div>`
}
${seriesSection(view.checks)}`;
}

/** One receipt's record, with its PDF and its application while it exists. */
export function receiptPage(record: ReceiptRecord): SafeHtml {
  return html`<p><a href="/staff/receipts?year=${record.financialYear}">Back to the register ${shortYear(record.financialYear)}</a></p>
<h1>Fee receipt ${record.number}</h1>
<section class="card" aria-labelledby="receipt-heading">
  <h2 id="receipt-heading">The record</h2>
  <dl class="fields">
    <dt>Date</dt><dd>${formatDate(record.issuedAt)}</dd>
    <dt>Received from</dt><dd>${record.payer}</dd>
    <dt>Student</dt><dd>${record.student}, ${record.studentClass}${record.academicYear ? `, academic year ${record.academicYear}` : ''}</dd>
    <dt>Fee heads</dt><dd><ul class="plain">${record.feeLines.map((line) => html`<li>${line.label}: ${indianAmount(line.amount)}</li>`)}</ul></dd>
    <dt>Amount</dt><dd><strong>${indianAmount(record.amount)}</strong></dd>
    <dt>Paid by</dt><dd>${record.method}, UTR ${record.utr}, entered ${formatDateTime(record.paidAt)}${record.bankDate ? `; credited by the bank on ${formatDate(record.bankDate)}` : ''}</dd>
    <dt>Confirmed by</dt><dd>${record.confirmedBy}, ${formatDateTime(record.issuedAt)}</dd>
    <dt>Application</dt><dd>${record.reference ? html`<a href="/staff/submissions/${record.reference}">${record.reference}</a>` : 'Removed by the retention purge or an erasure request; this financial record is kept as the law requires.'}</dd>
  </dl>
  <p><a class="button" href="/staff/receipts/${record.id}/receipt.pdf">Download the receipt (PDF) to reprint it</a></p>
</section>`;
}

/** The reconciliation's start: upload a statement, and the statements uploaded before. */
export function reconciliationPage(view: { statements: Statement[]; waiting: number; session: StaffSession; error?: string }): SafeHtml {
  return html`<h1>Bank reconciliation</h1>
${view.error ? message('error', view.error) : ''}
<p>${view.waiting} UPI payment${view.waiting === 1 ? '' : 's'} entered by families wait${view.waiting === 1 ? 's' : ''} for the office. Upload the school account's statement
as the bank exports it (CSV or XLSX; SBI, HDFC, ICICI, Axis and others): each credit is matched with a waiting payment by its UTR, or by its amount
and date, and you confirm the matches in one step. Nothing is marked paid until you do; a statement uploaded twice changes nothing.</p>
<form method="post" action="/staff/reconciliation" enctype="multipart/form-data" class="card">
  ${csrfField(view.session)}
  <div class="field"><label for="statement">Bank statement (CSV or XLSX, at most 5 MB)</label>
  <input id="statement" name="statement" type="file" required accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"></div>
  <button type="submit">Upload and match</button>
</form>
<h2 id="statements-heading">Statements uploaded</h2>
${
  view.statements.length === 0
    ? html`<p>None yet.</p>`
    : html`<ul class="plain" aria-labelledby="statements-heading">${view.statements.map(
        (statement) =>
          html`<li><a href="/staff/reconciliation/${statement.id}">${statement.fileName}</a>, uploaded ${formatDateTime(statement.uploadedAt)} by ${statement.uploadedBy}:
          ${statement.rawRows ? 'columns to map' : `${statement.credits} credit${statement.credits === 1 ? '' : 's'}${statement.firstDay ? `, ${formatDate(statement.firstDay, 'short')} to ${formatDate(statement.lastDay!, 'short')}` : ''}`}</li>`,
      )}</ul>`
}`;
}

const COLUMN_LABELS: Record<keyof ColumnMap, string> = {
  date: 'Date of the transaction',
  narration: 'Narration (description, particulars)',
  reference: 'Reference or UTR (optional)',
  credit: 'Credit (deposit) amount',
  amount: 'Amount, when the statement has one amount column with Dr/Cr',
  drCr: 'Dr/Cr column, with that amount column',
};

/** The columns of a layout seen for the first time, guessed from its header, for the office to confirm once. */
export function columnsPage(statement: Statement, table: StatementTable, session: StaffSession, error?: string): SafeHtml {
  const options = (kind: keyof ColumnMap) => html`<select id="column-${kind}" name="${kind}">
    <option value="">(none)</option>
    ${table.header.map((name, index) => html`<option value="${index}"${table.guess[kind] === index ? raw(' selected') : ''}>${name || `Column ${index + 1}`}</option>`)}
  </select>`;
  const sample = table.rows.slice(table.headerRow + 1, table.headerRow + 4);
  return html`<p><a href="/staff/reconciliation">Back to the reconciliation</a></p>
<h1>Map the columns of ${statement.fileName}</h1>
${error ? message('error', error) : ''}
<p>This is the first statement in this layout. Say once which column holds what; statements in the same layout are read this way from now on.</p>
<form method="post" action="/staff/reconciliation/${statement.id}/columns" class="card">
  ${csrfField(session)}
  ${(Object.keys(COLUMN_LABELS) as (keyof ColumnMap)[]).map((kind) => html`<div class="field"><label for="column-${kind}">${COLUMN_LABELS[kind]}</label>${options(kind)}</div>`)}
  <button type="submit">Save the columns and match</button>
</form>
<h2 id="sample-heading">The first rows</h2>
<div class="table-wrap" role="region" aria-labelledby="sample-heading" tabindex="0"><table>
  <thead><tr>${table.header.map((name) => html`<th scope="col">${name}</th>`)}</tr></thead>
  <tbody>${sample.map((row) => html`<tr>${table.header.map((_, index) => html`<td>${row[index] ?? ''}</td>`)}</tr>`)}</tbody>
</table></div>`;
}

const lineCells = (line: StatementLine) =>
  html`<td>${formatDate(line.valueDay, 'short')}</td><td>${line.narration}${line.reference ? html`<br><span class="muted">Ref. ${line.reference}</span>` : ''}</td><td class="number">${rupeesOfPaise(line.paise)}</td>`;

/** A statement's proposed matches to confirm in one step, and both lists of what did not match. */
export function matchesPage(view: {
  statement: Statement;
  result: Reconciliation;
  receiptNumber: (id: number) => string;
  session: StaffSession;
  notice?: string;
  problems?: string[];
}): SafeHtml {
  const { statement, result } = view;
  return html`<p><a href="/staff/reconciliation">Back to the reconciliation</a></p>
<h1>${statement.fileName}</h1>
${view.notice ? message('ok', view.notice) : ''}
${view.problems && view.problems.length > 0 ? message('error', html`Not confirmed: ${view.problems.join(' ')}`) : ''}
<p>Uploaded ${formatDateTime(statement.uploadedAt)} by ${statement.uploadedBy}: ${statement.credits} new credit${statement.credits === 1 ? '' : 's'}${statement.firstDay ? `, ${formatDate(statement.firstDay)} to ${formatDate(statement.lastDay!)}` : ''}.</p>
<h2 id="proposals-heading">Proposed matches (${result.proposals.length})</h2>
${
  result.proposals.length === 0
    ? html`<p>No credit matches a payment waiting for the office.</p>`
    : html`<form method="post" action="/staff/reconciliation/${statement.id}/confirm" class="card">
  ${csrfField(view.session)}
  <div class="table-wrap" role="region" aria-labelledby="proposals-heading" tabindex="0"><table>
  <thead><tr><th scope="col">Confirm</th><th scope="col">Credited</th><th scope="col">Narration</th><th scope="col">Amount</th><th scope="col">Payment entered by the family</th><th scope="col">Matched by</th></tr></thead>
  <tbody>${result.proposals.map(
    (
      proposal,
    ) => html`<tr data-proposal="${proposal.payment.reference}"><td><input type="checkbox" name="match" value="${proposal.line.id}:${proposal.payment.id}" checked id="match-${proposal.line.id}" aria-label="Confirm ${proposal.payment.reference}"></td>
    ${lineCells(proposal.line)}<td><a href="/staff/submissions/${proposal.payment.reference}">${proposal.payment.reference}</a>, ${proposal.payment.child}: UTR ${proposal.payment.utr}, ${indianAmount(proposal.payment.amount)}</td>
    <td>${proposal.by === 'utr' ? 'UTR and amount' : 'Amount and date (no UTR in the statement)'}</td></tr>`,
  )}</tbody></table></div>
  <p class="hint">Each ticked payment is confirmed, its receipt numbered and mailed to the family, and the credit marked as matched.</p>
  <button type="submit">Confirm the ticked matches and send the receipts</button>
</form>`
}
<h2 id="exceptions-heading">Credits without a payment (${result.exceptions.length})</h2>
${
  result.exceptions.length === 0
    ? html`<p>None.</p>`
    : html`<div class="table-wrap" role="region" aria-labelledby="exceptions-heading" tabindex="0"><table>
  <thead><tr><th scope="col">Credited</th><th scope="col">Narration</th><th scope="col">Amount</th><th scope="col">Why it is not matched</th></tr></thead>
  <tbody>${result.exceptions.map((exception) => html`<tr data-exception>${lineCells(exception.line)}<td>${exception.reason}</td></tr>`)}</tbody></table></div>`
}
<h2 id="unpaid-heading">Payments without a credit (${result.unpaid.length})</h2>
${
  result.unpaid.length === 0
    ? html`<p>None: every payment waiting for the office has its credit above.</p>`
    : html`<ul class="plain" aria-labelledby="unpaid-heading">${result.unpaid.map(
        (payment) =>
          html`<li data-unpaid="${payment.reference}"><a href="/staff/submissions/${payment.reference}">${payment.reference}</a>, ${payment.child}: UTR ${payment.utr}, ${indianAmount(payment.amount)}, entered ${formatDateTime(payment.submittedAt)}</li>`,
      )}</ul>
  <p class="hint">Not in this statement: paid after its last day, paid into another account, or a mistyped UTR (reject it on the application's page with the reason).</p>`
}
${
  result.settled.length > 0
    ? html`<h2 id="settled-heading">Matched before (${result.settled.length})</h2>
<ul class="plain" aria-labelledby="settled-heading">${result.settled.map(
        ({ line, receipt }) =>
          html`<li>${formatDate(line.valueDay, 'short')}, ${rupeesOfPaise(line.paise)}: receipt <a href="/staff/receipts/${receipt.id}">${receipt.number || view.receiptNumber(receipt.id)}</a>${line.confirmedBy ? `, confirmed by ${line.confirmedBy}` : ''}</li>`,
      )}</ul>`
    : ''
}`;
}
