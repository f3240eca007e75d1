import { escapeHtml } from '../../../lib/escape-html';
import { formatDate } from '../../../lib/dates';
import { documentUpload, formatBytes, MAX_UPLOAD_BYTES } from '../../../lib/forms/uploads';
import type { Submission } from '../intake';
import type { ChecklistItem } from './documents';
import type { JourneyContext } from './family-mail';
import { journeyOf, journeySteps, journeyTodo, type Journey } from './journey';
import { describeSlot } from './visits';

/** What a family's post on its page came to, named in the address it is sent back to (Post/Redirect/Get). */
export const JOURNEY_NOTICES: Record<string, { ok: boolean; text: string }> = {
  uploaded: { ok: true, text: 'Thank you: your document has arrived. The admissions office will check it and you will see its answer here (and by e-mail).' },
  booked: { ok: true, text: 'Your visit is booked. The confirmation, with a calendar invitation, is on its way by e-mail.' },
  moved: { ok: true, text: 'Your visit is moved to the new time. The new invitation is on its way by e-mail.' },
  cancelled: { ok: true, text: 'Your visit is cancelled and its seat given back. You can choose another time below.' },
  'wrong-type': { ok: false, text: `Nothing was kept: ${documentUpload.wrongType} Please choose another file.` },
  'too-large': { ok: false, text: `Nothing was kept: the file is larger than ${formatBytes(MAX_UPLOAD_BYTES)}. Please send a smaller photo or scan.` },
  'no-file': { ok: false, text: 'Nothing was kept: please choose a file before pressing Upload.' },
  accepted: { ok: false, text: 'This document is already accepted by the office; there is nothing more to send for it.' },
  unknown: { ok: false, text: "Nothing was kept: your child's class does not need this document." },
  full: { ok: false, text: 'Sorry, the last seat at that time has just been taken. Nothing was changed; please choose another time.' },
  closed: { ok: false, text: 'That time can no longer be booked (it has passed or the school cancelled it). Nothing was changed; please choose another time.' },
  same: { ok: false, text: 'Your visit is already at that time; nothing was changed.' },
  'no-slot': { ok: false, text: 'Please choose a time before pressing the button.' },
  'no-booking': { ok: false, text: 'There is no booked visit to cancel.' },
  ended: { ok: false, text: 'This application is closed, so nothing can be uploaded or booked on it any more.' },
  broken: { ok: false, text: 'The form could not be read. Please try again.' },
};

/** The page's styles for these sections (added to the page's own). */
export const JOURNEY_STYLE = `.notice{padding:.75rem 1rem;border-radius:6px;margin:1rem 0}.notice.ok{background:#e8f6ee;border-left:4px solid #1d7a46}
.notice.error{background:#fdecea;border-left:4px solid #b3261e}ul.docs{list-style:none;padding:0}ul.docs>li{border:1px solid #dde3ea;border-radius:6px;padding:.5rem .9rem;margin:.6rem 0}
ul.docs h3{margin:.2rem 0;font-size:1rem}.doc-state{font-weight:600}.doc-accepted{color:#1d7a46}.doc-rejected{color:#b3261e}
form.inline{margin:.5rem 0}label{display:block;font-weight:600;margin:.4rem 0 .2rem}input[type=file],select{max-width:100%}
button{font:inherit;padding:.45rem 1rem;border-radius:6px;border:1px solid #0f3b66;background:#0f3b66;color:#fff;cursor:pointer;margin-top:.4rem}
button.secondary{background:#fff;color:#0f3b66}button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
fieldset{border:1px solid #dde3ea;border-radius:6px}fieldset label{font-weight:400;display:flex;gap:.5rem;align-items:flex-start}`;

export function noticeHtml(code: string | undefined): string {
  const notice = code && Object.hasOwn(JOURNEY_NOTICES, code) ? JOURNEY_NOTICES[code] : undefined;
  if (!notice) return '';
  return `<p class="notice ${notice.ok ? 'ok' : 'error'}" role="${notice.ok ? 'status' : 'alert'}">${escapeHtml(notice.text)}</p>`;
}

function stateLine(item: ChecklistItem): string {
  const sent = item.uploaded;
  switch (item.state) {
    case 'missing':
      return '<span class="doc-state">Not sent yet.</span>';
    case 'uploaded':
      return `<span class="doc-state">Sent on ${escapeHtml(formatDate(sent!.uploadedAt))} (${escapeHtml(sent!.file.name)}); waiting for the office's check.</span>`;
    case 'accepted':
      return `<span class="doc-state doc-accepted">Accepted by the office on ${escapeHtml(formatDate(sent!.decidedAt ?? sent!.uploadedAt))}.</span>`;
    case 'rejected':
      return `<span class="doc-state doc-rejected">Not accepted: ${escapeHtml(sent!.reason ?? '')}</span> Please send it again.`;
  }
}

function uploadForm(action: string, item: ChecklistItem): string {
  const id = `file-${item.document.id}`;
  const label = item.state === 'missing' ? 'Choose the file' : 'Choose a new file';
  return `<form class="inline" method="post" action="${escapeHtml(action)}/documents/${escapeHtml(item.document.id)}" enctype="multipart/form-data">
<label for="${id}">${label} for "${escapeHtml(item.document.title)}"</label>
<input type="file" id="${id}" name="file" accept="${escapeHtml(documentUpload.accept)}" required aria-describedby="${id}-hint">
<p class="muted" id="${id}-hint">${escapeHtml(documentUpload.hint)}</p>
<button type="submit">Upload</button></form>`;
}

/** The documents checklist with each item's state, the office's reason, and an upload form for what is not accepted. */
export function documentsSection(journey: Journey, action: string, studentClass: string): string {
  if (journey.checklist.length === 0) return '';
  const items = journey.checklist
    .map(
      (item) =>
        `<li><h3>${escapeHtml(item.document.title)}</h3><p>${escapeHtml(item.document.help)}</p><p>${stateLine(item)}</p>${
          item.state !== 'accepted' && !journey.closed ? uploadForm(action, item) : ''
        }</li>`,
    )
    .join('');
  return `<h2 id="documents">Documents for ${escapeHtml(studentClass)}</h2>
<p>Upload a clear photo or scan of each document; the office checks each one. You can keep the originals: bring them when the office asks.</p>
<ul class="docs">${items}</ul>`;
}

function slotOptions(journey: Journey, name: string): string {
  return journey.openSlots
    .filter((slot) => slot.id !== journey.booking?.slot.id)
    .map(
      (slot, index) =>
        `<label><input type="radio" name="${name}" value="${slot.id}"${index === 0 ? ' required' : ''}> <span>${escapeHtml(describeSlot(slot))}${
          slot.note ? ` (${escapeHtml(slot.note)})` : ''
        }; ${slot.capacity - slot.booked} seat${slot.capacity - slot.booked === 1 ? '' : 's'} left</span></label>`,
    )
    .join('');
}

/** The visit: the booked time with move and cancel, or the times to choose from. */
export function visitSection(journey: Journey, action: string): string {
  if (journey.closed && !journey.booking) return '';
  const heading = '<h2 id="visit">Your visit to the school</h2>';
  const others = slotOptions(journey, 'slot');
  if (journey.booking) {
    const slot = journey.booking.slot;
    const move = others
      ? `<form class="inline" method="post" action="${escapeHtml(action)}/visit"><fieldset><legend>Move to another time</legend>${others}</fieldset>
<button type="submit" name="action" value="book">Move my visit</button></form>`
      : '<p>No other time is open just now.</p>';
    return `${heading}
<p>Your visit is booked: <strong>${escapeHtml(describeSlot(slot))}</strong>.${slot.note ? ` ${escapeHtml(slot.note)}` : ''} Please come with your child.</p>
${journey.closed ? '' : move}
<form class="inline" method="post" action="${escapeHtml(action)}/visit"><button type="submit" class="secondary" name="action" value="cancel">Cancel my visit</button></form>`;
  }
  if (!others) return `${heading}<p>The school has not opened any visit times just now. We will write to you when it does.</p>`;
  return `${heading}
<p>The school meets each family before deciding on a seat. Please choose a time that suits you; you can move or cancel it here later.</p>
<form class="inline" method="post" action="${escapeHtml(action)}/visit"><fieldset><legend>Choose a time</legend>${others}</fieldset>
<button type="submit" name="action" value="book">Book this visit</button></form>`;
}

/** Everything the family's page shows of its documents and visit, for the page of this token (`done`: what a post came to). */
export function journeyView(context: JourneyContext, item: Submission, token: string, done: unknown, now: Date) {
  const journey = journeyOf(context, item, now);
  const action = `/application/${encodeURIComponent(token)}`;
  return {
    sections: documentsSection(journey, action, item.data.studentClass ?? '') + visitSection(journey, action),
    notice: noticeHtml(typeof done === 'string' ? done : undefined),
    steps: journeySteps(journey, now),
    todo: journeyTodo(journey),
  };
}
