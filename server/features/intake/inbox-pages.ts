import { displayValue } from '../../../lib/forms/display';
import { labelFor } from '../../../lib/forms/labels';
import { allStatuses, hasWorkflow, OFFER_FLOW_STATUSES, statusesFor, statusLabel, STATUS_WORKFLOWS } from '../../../lib/forms/statuses';
import { fileKind, nameForKind } from '../../core/file-kinds';
import { formatBytes, formatDateTime } from '../../core/format';
import { html, raw, type SafeHtml } from '../../core/html';
import type { SubmissionMail } from '../../core/outbox-repository';
import { NOTE_MAX } from '../../staff-shell/forms';
import { csrfField, message } from '../../staff-shell/layout';
import type { StaffSession } from '../../sign-in/sessions';
import type { IntakeForm } from './forms';
import { PAGE_SIZE, type InboxFilter, type Note, type StatusChange } from './inbox';
import type { Submission } from './submissions-repository';

const time = (iso: string | number) => html`<time datetime="${new Date(iso).toISOString()}">${formatDateTime(iso)}</time>`;

export function statusBadge(type: string, status: string): SafeHtml {
  const label = statusLabel(type, status);
  return label ? html`<span class="status status-${status}">${label}</span>` : html`<span class="muted">n/a</span>`;
}

/** The name a submission goes by in lists: the child (admission, payment) or the sender. */
export function submissionName(item: Submission): string {
  const data = item.data;
  return (data.name || `${data.firstName ?? ''} ${data.lastName ?? ''}`).trim() || '(no name)';
}

function contact(item: Submission): string {
  const phone = item.data.phoneNumber || item.data.phone;
  return [item.data.email, phone ? displayValue('phone', phone) : ''].filter(Boolean).join(', ');
}

// ---------------------------------------------------------------- inbox

export interface InboxView {
  filter: InboxFilter;
  page: number;
  items: Submission[];
  total: number;
  counts: { type: string; status: string; count: number }[];
  forms: IntakeForm[];
  academicYears: readonly string[];
  classOptions: readonly string[];
  /** Extra words beside a status, e.g. a data request's reply deadline. */
  statusNote?: (item: Submission) => SafeHtml | '';
  /** Sections above the list, e.g. the certificates that expire next. */
  before?: SafeHtml;
}

/** The query string of a filter (and page), for links that keep the other filters. */
export function filterQuery(filter: InboxFilter, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function select(id: string, label: string, options: { value: string; label: string }[], selected: string | undefined, any: string): SafeHtml {
  return html`<div><label for="${id}">${label}</label><select id="${id}" name="${id}">
    <option value="">${any}</option>
    ${options.map((option) => html`<option value="${option.value}"${option.value === selected ? raw(' selected') : ''}>${option.label}</option>`)}
  </select></div>`;
}

function statusCounts(view: InboxView): SafeHtml {
  const types = view.filter.type ? [view.filter.type].filter(hasWorkflow) : Object.keys(STATUS_WORKFLOWS);
  return html`${types.map((type) => {
    const form = view.forms.find((candidate) => candidate.type === type);
    const statuses = statusesFor(type)!;
    return html`<h2 id="counts-${type}">${form?.title ?? type}: by status</h2>
      <ul class="counts" aria-labelledby="counts-${type}">
        ${Object.entries(statuses).map(([key, label]) => {
          const count = view.counts.find((row) => row.type === type && row.status === key)?.count ?? 0;
          const current = view.filter.type === type && view.filter.status === key;
          return html`<li><a href="/staff${filterQuery({ ...view.filter, type, status: key })}"${current ? raw(' aria-current="true"') : ''}>${label}: <strong>${count}</strong></a></li>`;
        })}
      </ul>`;
  })}`;
}

export function inboxPage(view: InboxView): SafeHtml {
  const { filter, items, total, page } = view;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);
  return html`<h1>Inbox</h1>
<form method="get" action="/staff" class="card filters" role="search" aria-label="Find submissions">
  <div class="wide"><label for="q">Search</label>
    <input id="q" name="q" type="search" value="${filter.q ?? ''}" maxlength="100" aria-describedby="q-hint">
    <p id="q-hint" class="hint">A reference (ADM-20261121-7KQ2XD), a name, a phone number or an e-mail address, or part of one.</p></div>
  ${select(
    'type',
    'Form',
    view.forms.map((form) => ({ value: form.type, label: form.title })),
    filter.type,
    'All forms',
  )}
  ${select(
    'status',
    'Status',
    allStatuses().map((status) => ({ value: status.key, label: status.label })),
    filter.status,
    'Any status',
  )}
  ${select(
    'studentClass',
    'Class',
    view.classOptions.map((value) => ({ value, label: value })),
    filter.studentClass,
    'Any class',
  )}
  ${select(
    'academicYear',
    'Academic year',
    view.academicYears.map((value) => ({ value, label: value })),
    filter.academicYear,
    'Any year',
  )}
  <div><label for="from">Received from</label><input id="from" name="from" type="date" value="${filter.from ?? ''}"></div>
  <div><label for="to">Received until</label><input id="to" name="to" type="date" value="${filter.to ?? ''}"></div>
  <div class="actions"><button type="submit">Show</button> <a class="button secondary" href="/staff">Clear</a></div>
</form>
${view.before ?? ''}
${statusCounts(view)}
<h2 id="results-heading">${total === 0 ? 'No submissions match' : `Submissions ${first} to ${last} of ${total}`}</h2>
<p><a href="/staff/export.csv${filterQuery(filter)}" download>Download these ${total} as CSV (Excel)</a></p>
${
  items.length === 0
    ? html`<p>Nothing matches these filters. <a href="/staff">Show everything</a>.</p>`
    : html`<div class="table-wrap" role="region" aria-labelledby="results-heading" tabindex="0"><table>
  <thead><tr><th scope="col">Reference</th><th scope="col">Received</th><th scope="col">Form</th><th scope="col">Name</th><th scope="col">Class / year</th><th scope="col">Contact</th><th scope="col">Status</th></tr></thead>
  <tbody>
  ${items.map(
    (item) => html`<tr>
    <td><a href="/staff/submissions/${item.reference}">${item.reference}</a></td>
    <td>${time(item.createdAt)}</td>
    <td>${view.forms.find((form) => form.type === item.type)?.title ?? item.type}</td>
    <td>${submissionName(item)}</td>
    <td>${[item.data.studentClass, item.data.academicYear].filter(Boolean).join(', ')}</td>
    <td>${contact(item)}</td>
    <td>${statusBadge(item.type, item.status)}${view.statusNote ? view.statusNote(item) : ''}</td>
  </tr>`,
  )}
  </tbody></table></div>`
}
${
  pages > 1
    ? html`<nav class="pager" aria-label="Pages">
  ${page > 1 ? html`<a href="/staff${filterQuery(filter, { page: page - 1 })}" rel="prev">Newer</a>` : ''}
  <span>Page ${page} of ${pages}</span>
  ${page < pages ? html`<a href="/staff${filterQuery(filter, { page: page + 1 })}" rel="next">Older</a>` : ''}
</nav>`
    : ''
}`;
}

// ---------------------------------------------------------------- one submission

export interface SubmissionView {
  item: Submission;
  form: IntakeForm | undefined;
  history: StatusChange[];
  notes: Note[];
  mails: SubmissionMail[];
  session: StaffSession;
  notice?: string;
  error?: string;
  /** The parent's address for a status mail, if the submission has one. */
  parentEmail?: string;
  /** A section below the summary, e.g. a data request's deadline and erasure. */
  extra?: SafeHtml;
}

function fileSection(item: Submission): SafeHtml {
  if (!item.file || !item.fileId) return html`<p>No file was uploaded with this form.</p>`;
  const url = `/staff/files/${item.fileId}`;
  const name = nameForKind(item.file.name, item.file.type);
  // Images open here; a PDF or document is only ever downloaded (opened in the browser, a PDF could run its script).
  const image = fileKind(item.file.type).inline;
  return html`<p>${name} (${item.file.type.toUpperCase()}, ${formatBytes(item.file.size)})</p>
    ${image ? html`<p><img class="preview" src="${url}" alt="The uploaded file ${name}" width="480" loading="lazy"></p>` : ''}
    <p class="row">${image ? html`<a class="button secondary" href="${url}">Open the file</a> ` : ''}<a class="button secondary" href="${url}?download=1">Download</a></p>`;
}

const MAIL_KIND: Record<string, string> = {
  office: 'To the office',
  acknowledgement: 'Acknowledgement to the sender',
  status: 'Status mail to the parent',
  account: 'Account mail',
};

function mailsSection(mails: SubmissionMail[]): SafeHtml {
  if (mails.length === 0) return html`<p>No mails.</p>`;
  return html`<div class="table-wrap" role="region" aria-label="Mails and their delivery" tabindex="0"><table>
    <thead><tr><th scope="col">Mail</th><th scope="col">To</th><th scope="col">State</th></tr></thead>
    <tbody>${mails.map(
      (
        mail,
      ) => html`<tr><td>${MAIL_KIND[mail.kind] ?? mail.kind}${mail.subject ? html`<br><span class="muted">${mail.subject}</span>` : ''}</td><td>${mail.recipient}</td>
      <td>${mail.status === 'sent' && mail.sentAt ? html`Sent ${time(mail.sentAt)}` : html`Waiting to send (${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'})${mail.lastError ? html`<br><span class="muted">Last error: ${mail.lastError}</span>` : ''}`}</td></tr>`,
    )}</tbody></table></div>`;
}

function statusForm(view: SubmissionView): SafeHtml {
  const { item, session } = view;
  const statuses = statusesFor(item.type);
  if (!statuses) return html`<p>This kind of form has no status.</p>`;
  return html`<form method="post" action="/staff/submissions/${item.reference}/status" class="card">
    ${csrfField(session)}
    <div class="field"><label for="status">New status</label>
      <select id="status" name="status" required>
        ${Object.entries(statuses)
          .filter(([key]) => item.type !== 'admission' || !OFFER_FLOW_STATUSES.includes(key) || key === item.status)
          .map(([key, label]) => html`<option value="${key}"${key === item.status ? raw(' selected') : ''}>${label}</option>`)}
      </select></div>
    <div class="field"><label for="status-note">Note (optional)</label>
      <textarea id="status-note" name="note" maxlength="${NOTE_MAX}" aria-describedby="status-note-hint"></textarea>
      <p id="status-note-hint" class="hint">Kept in the history. When you e-mail the parent, the note is part of the mail, for example which document to send.</p></div>
    ${
      view.parentEmail
        ? html`<div class="field"><label class="check"><input type="checkbox" name="mail" value="yes"> <span>E-mail the parent (${view.parentEmail}) with the school's wording for this status</span></label></div>`
        : item.type === 'data-request'
          ? html`<p class="muted">No address on file has confirmed this request (see "Who asks: proof"), so no mail can be sent.</p>`
          : html`<p class="muted">This form has no e-mail address, so no mail can be sent.</p>`
    }
    <button type="submit">Save status</button>
  </form>`;
}

function historySection(item: Submission, history: StatusChange[]): SafeHtml {
  return html`<ol class="history">
    <li>${statusBadge(item.type, 'received')} ${time(item.createdAt)}: received through the website.</li>
    ${history.map(
      (change) =>
        html`<li>${statusBadge(item.type, change.toStatus)} ${time(change.at)} by ${change.staffEmail}${change.mailed ? ', parent e-mailed' : ''}${change.note ? html`<br>Note: ${change.note}` : ''}</li>`,
    )}
  </ol>`;
}

export function submissionPage(view: SubmissionView): SafeHtml {
  const { item, form, session } = view;
  const workflow = hasWorkflow(item.type);
  return html`<p><a href="/staff">Back to the inbox</a></p>
<h1>${form?.title ?? item.type} ${item.reference}</h1>
${view.notice ? message('ok', view.notice) : ''}
${view.error ? message('error', view.error) : ''}
<section class="card" aria-labelledby="summary-heading">
  <h2 id="summary-heading">Summary</h2>
  <dl class="fields">
    <dt>Name</dt><dd>${submissionName(item)}</dd>
    <dt>Received</dt><dd>${time(item.createdAt)}</dd>
    ${workflow ? html`<dt>Status</dt><dd>${statusBadge(item.type, item.status)} since ${time(item.statusChangedAt)}</dd>` : ''}
    ${item.consentAt ? html`<dt>Consent given</dt><dd>${time(item.consentAt)}</dd>` : ''}
  </dl>
</section>
${view.extra ?? ''}
<section class="card" aria-labelledby="fields-heading">
  <h2 id="fields-heading">Every field</h2>
  <dl class="fields">
    ${Object.entries(item.data).map(([field, value]) => html`<dt>${labelFor(field)}</dt><dd>${value ? displayValue(field, value) : html`<span class="muted">(empty)</span>`}</dd>`)}
  </dl>
</section>
<section class="card" aria-labelledby="file-heading">
  <h2 id="file-heading">Uploaded file</h2>
  ${fileSection(item)}
</section>
${
  workflow
    ? html`<section aria-labelledby="status-heading">
  <h2 id="status-heading">Change the status</h2>
  ${statusForm(view)}
  <h2 id="history-heading">Status history</h2>
  ${historySection(item, view.history)}
</section>`
    : ''
}
<section aria-labelledby="mails-heading">
  <h2 id="mails-heading">Mails</h2>
  ${mailsSection(view.mails)}
</section>
<section aria-labelledby="notes-heading">
  <h2 id="notes-heading">Internal notes</h2>
  <p class="muted">Only staff see these; they are never sent.</p>
  ${view.notes.length > 0 ? html`<ul class="plain">${view.notes.map((note) => html`<li>${time(note.at)}, ${note.staffEmail}:<br>${note.body}</li>`)}</ul>` : html`<p>No notes yet.</p>`}
  <form method="post" action="/staff/submissions/${item.reference}/notes" class="card">
    ${csrfField(session)}
    <div class="field"><label for="note-body">Add a note</label><textarea id="note-body" name="body" required maxlength="${NOTE_MAX}"></textarea></div>
    <button type="submit">Add note</button>
  </form>
</section>`;
}
