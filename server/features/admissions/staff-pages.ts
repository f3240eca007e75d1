import { type ChecklistItem, REASON_MAX } from './documents';
import type { Journey } from './journey';
import { describeSlot, type VisitSlot } from './visits';
import { fileKind, nameForKind } from '../../core/file-kinds';
import { type Submission, submissionName } from '../intake';
import { formatBytes, formatDateTime } from '../../core/format';
import { html, type SafeHtml } from '../../core/html';
import { csrfField, message } from '../../staff-shell/layout';
import type { StaffSession } from '../../sign-in/sessions';

const STATE_LABEL: Record<ChecklistItem['state'], string> = {
  missing: 'Not sent yet',
  uploaded: 'Waiting for your check',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

function documentRow(item: Submission, entry: ChecklistItem, session: StaffSession): SafeHtml {
  const sent = entry.uploaded;
  const id = entry.document.id;
  const file = sent
    ? (() => {
        const url = `/staff/documents/${sent.fileId}`;
        const name = nameForKind(sent.file.name, sent.file.type);
        // Images open here; a PDF is only ever downloaded (opened in the browser, a PDF could run its script).
        return html`<br>${name} (${sent.file.type.toUpperCase()}, ${formatBytes(sent.file.size)}), sent ${formatDateTime(sent.uploadedAt)}
          <span class="row">${fileKind(sent.file.type).inline ? html`<a href="${url}">Open</a> ` : ''}<a href="${url}?download=1">Download</a></span>`;
      })()
    : '';
  const verdict =
    sent && (sent.state === 'accepted' || sent.state === 'rejected')
      ? html`<br><span class="muted">${sent.state === 'accepted' ? 'Accepted' : 'Rejected'} by ${sent.decidedBy ?? ''} on ${formatDateTime(sent.decidedAt ?? sent.uploadedAt)}${
          sent.reason ? html`: ${sent.reason}` : ''
        }</span>`
      : '';
  const forms =
    sent && sent.state !== 'accepted'
      ? html`<div class="row">
  <form method="post" action="/staff/submissions/${item.reference}/documents/${id}">${csrfField(session)}
    <input type="hidden" name="fileId" value="${sent.fileId}"><input type="hidden" name="verdict" value="accept">
    <button type="submit" aria-label="Accept ${entry.document.title}">Accept</button></form>
  ${
    sent.state === 'uploaded'
      ? html`<form method="post" action="/staff/submissions/${item.reference}/documents/${id}">${csrfField(session)}
    <input type="hidden" name="fileId" value="${sent.fileId}"><input type="hidden" name="verdict" value="reject">
    <label for="reason-${id}">Reason for the family</label>
    <input id="reason-${id}" name="reason" required maxlength="${REASON_MAX}" placeholder="e.g. The photo is blurred; please send a sharper one.">
    <button type="submit" class="secondary" aria-label="Reject ${entry.document.title}">Reject</button></form>`
      : ''
  }
</div>`
      : '';
  return html`<tr><td>${entry.document.title}</td><td>${STATE_LABEL[entry.state]}${file}${verdict}</td><td>${forms}</td></tr>`;
}

/** The state of a family's links: how many times they were stopped, when and by whom (LinkVersions.lastRetired). */
export interface LinkState {
  retired?: { version: number; at: string; by: string };
  /** The address a new link goes to: the one in the application. */
  email?: string;
}

/** "The family's page": its links can be stopped at once (a link forwarded, a phone lost), and a new one mailed to the family. */
export function linksSection(item: Submission, links: LinkState, session: StaffSession): SafeHtml {
  const { retired } = links;
  return html`<section class="card" aria-labelledby="links-heading">
  <h2 id="links-heading">The family's page</h2>
  <p>The family opens its application's page with the link in our mails. ${
    retired
      ? html`Its links were last stopped on ${formatDateTime(retired.at)} by ${retired.by === 'family' ? 'the family' : retired.by}; only links sent since then work.`
      : 'Every link mailed so far works, each for 60 days.'
  }</p>
  <form method="post" action="/staff/submissions/${item.reference}/links/revoke">
    ${csrfField(session)}
    ${
      links.email
        ? html`<div class="field"><label class="check"><input type="checkbox" name="mail" value="yes" checked> <span>Mail a new link to the family (${links.email})</span></label></div>`
        : ''
    }
    <p class="hint">Stopping is immediate: every link sent so far no longer opens the page.</p>
    <button type="submit" class="secondary">Stop every link to this page</button>
  </form>
</section>`;
}

/** The application's documents (each to open, accept or reject with a reason) and its visit, on its staff page. */
export function journeySection(item: Submission, journey: Journey, session: StaffSession): SafeHtml {
  const { progress } = journey;
  return html`<section class="card" aria-labelledby="documents-heading">
  <h2 id="documents-heading">Documents from the family</h2>
  <p>${progress.accepted} of ${progress.total} accepted; ${progress.waiting} waiting for your check, ${progress.rejected} rejected, ${progress.missing} not sent yet.
  The family is e-mailed each decision, with the reason.</p>
  <div class="table-wrap" role="region" aria-label="Documents" tabindex="0"><table>
    <thead><tr><th scope="col">Document</th><th scope="col">State</th><th scope="col">Decision</th></tr></thead>
    <tbody>${journey.checklist.map((entry) => documentRow(item, entry, session))}</tbody>
  </table></div>
</section>
<section class="card" aria-labelledby="visit-heading">
  <h2 id="visit-heading">Visit</h2>
  ${
    journey.booking
      ? html`<p>Booked: <a href="/staff/visits/${journey.booking.slot.id}">${describeSlot(journey.booking.slot)}</a> (at ${formatDateTime(journey.booking.bookedAt)}${
          journey.booking.remindedAt ? html`; reminded ${formatDateTime(journey.booking.remindedAt)}` : ''
        }).</p>`
      : html`<p>No visit booked. The family chooses one of the <a href="/staff/visits">visit times</a> on its page.</p>`
  }
</section>`;
}

export interface SlotFormValues {
  day: string;
  starts: string;
  ends: string;
  place: string;
  capacity: string;
  note: string;
}

function slotFields(values: Partial<SlotFormValues>): SafeHtml {
  const field = (name: keyof SlotFormValues, label: string, type: string, extra: SafeHtml | '' = '') =>
    html`<div class="field"><label for="slot-${name}">${label}</label><input id="slot-${name}" name="${name}" type="${type}" value="${values[name] ?? ''}"${extra}></div>`;
  return html`${field('day', 'Date', 'date', html` required`)}
  ${field('starts', 'Starts at', 'time', html` required`)}
  ${field('ends', 'Ends at', 'time', html` required`)}
  ${field('place', 'Place', 'text', html` required maxlength="120"`)}
  ${field('capacity', 'Families (seats)', 'number', html` required min="1" max="500"`)}
  ${field('note', 'Note for the families (optional)', 'text', html` maxlength="200"`)}`;
}

const slotState = (slot: VisitSlot) => (slot.cancelledAt ? 'Cancelled' : slot.booked >= slot.capacity ? 'Full' : 'Open');

/** The visit times: the list (booked seats per slot) and the form for a new one. */
export function visitsPage(options: {
  slots: VisitSlot[];
  session: StaffSession;
  notice?: string;
  error?: string;
  values?: Partial<SlotFormValues>;
}): SafeHtml {
  return html`<h1>Visit times</h1>
${options.notice ? message('ok', options.notice) : ''}
${options.error ? message('error', options.error) : ''}
<p>Families choose one of these times on their application's page; a slot never takes more families than its seats. Each family gets a confirmation
with a calendar invitation, and a reminder the day before.</p>
${
  options.slots.length > 0
    ? html`<div class="table-wrap" role="region" aria-label="Visit times" tabindex="0"><table>
  <thead><tr><th scope="col">When and where</th><th scope="col">Booked</th><th scope="col">State</th><th scope="col">Actions</th></tr></thead>
  <tbody>${options.slots.map(
    (slot) =>
      html`<tr><td>${describeSlot(slot)}${slot.note ? html`<br><span class="muted">${slot.note}</span>` : ''}</td><td>${slot.booked} of ${slot.capacity}</td><td>${slotState(slot)}</td>
      <td><a href="/staff/visits/${slot.id}">Families and changes</a></td></tr>`,
  )}</tbody></table></div>`
    : html`<p>No visit times from today on.</p>`
}
<h2 id="add-slot-heading">Add a visit time</h2>
<form method="post" action="/staff/visits" class="card" aria-labelledby="add-slot-heading">
  ${csrfField(options.session)}
  ${slotFields(options.values ?? {})}
  <button type="submit">Add the visit time</button>
</form>`;
}

/** One slot: who booked it, the form to change it, and its cancellation (which tells each family). */
export function slotPage(options: {
  slot: VisitSlot;
  families: { item: Submission; bookedAt: string }[];
  session: StaffSession;
  notice?: string;
  error?: string;
  values?: Partial<SlotFormValues>;
}): SafeHtml {
  const { slot, session } = options;
  const values: Partial<SlotFormValues> = options.values ?? { ...slot, capacity: String(slot.capacity), note: slot.note ?? '' };
  return html`<p><a href="/staff/visits">Back to the visit times</a></p>
<h1>Visit: ${describeSlot(slot)}</h1>
${options.notice ? message('ok', options.notice) : ''}
${options.error ? message('error', options.error) : ''}
<p>${slot.booked} of ${slot.capacity} seats booked. State: ${slotState(slot)}.</p>
<h2 id="families-heading">Families</h2>
${
  options.families.length > 0
    ? html`<ul class="plain" aria-labelledby="families-heading">${options.families.map(
        (family) =>
          html`<li><a href="/staff/submissions/${family.item.reference}">${family.item.reference}</a>: ${submissionName(family.item)}, ${family.item.data.studentClass ?? ''} (booked ${formatDateTime(family.bookedAt)})</li>`,
      )}</ul>`
    : html`<p>No family has booked this time.</p>`
}
${
  slot.cancelledAt
    ? html`<p>This time was cancelled on ${formatDateTime(slot.cancelledAt)}.</p>`
    : html`<h2 id="edit-slot-heading">Change this time</h2>
<form method="post" action="/staff/visits/${slot.id}" class="card" aria-labelledby="edit-slot-heading">
  ${csrfField(session)}
  ${slotFields(values)}
  <p class="hint">When the date, time or place changes, each family booked here is e-mailed the new time with a new calendar invitation.</p>
  <button type="submit">Save the changes</button>
</form>
<h2 id="cancel-slot-heading">Cancel this time</h2>
<form method="post" action="/staff/visits/${slot.id}/cancel" class="card" aria-labelledby="cancel-slot-heading">
  ${csrfField(session)}
  <p>Each family booked here is e-mailed that the time is cancelled, with the cancellation for its calendar, and can choose another time.</p>
  <button type="submit" class="secondary">Cancel this visit time</button>
</form>`
}`;
}
