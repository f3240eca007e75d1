import { escapeHtml } from '../../../lib/escape-html';
import { formatDate } from '../../../lib/dates';
import { documentUpload } from '../../../lib/forms/uploads';
import { FAMILY_WORDS, familyWords, type FamilyWords } from '../../core/family-words';
import type { Submission } from '../intake';
import type { ChecklistItem } from './documents';
import type { JourneyContext } from './family-mail';
import { contentTitle, inEnglishContent, journeyOf, journeySteps, journeyTodo, type Journey } from './journey';
import { describeSlot } from './visits';

/** The notices a post on the family's page may be sent back with (the `done` of its address) that say it was done. */
const DONE_NOTICES: ReadonlySet<string> = new Set(['uploaded', 'booked', 'moved', 'cancelled']);

/** The page's styles for these sections (added to the page's own). */
export const JOURNEY_STYLE = `.notice{padding:.75rem 1rem;border-radius:6px;margin:1rem 0}.notice.ok{background:#e8f6ee;border-left:4px solid #1d7a46}
.notice.error{background:#fdecea;border-left:4px solid #b3261e}ul.docs{list-style:none;padding:0}ul.docs>li{border:1px solid #dde3ea;border-radius:6px;padding:.5rem .9rem;margin:.6rem 0}
ul.docs h3{margin:.2rem 0;font-size:1rem}.doc-state{font-weight:600}.doc-accepted{color:#1d7a46}.doc-rejected{color:#b3261e}
form.inline{margin:.5rem 0}label{display:block;font-weight:600;margin:.4rem 0 .2rem}input[type=file],select{max-width:100%}
button{font:inherit;padding:.45rem 1rem;border-radius:6px;border:1px solid #0f3b66;background:#0f3b66;color:#fff;cursor:pointer;margin-top:.4rem}
button.secondary{background:#fff;color:#0f3b66}button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
fieldset{border:1px solid #dde3ea;border-radius:6px}fieldset label{font-weight:400;display:flex;gap:.5rem;align-items:flex-start}`;

export function noticeHtml(code: string | undefined, words: FamilyWords = FAMILY_WORDS.en): string {
  const notices: Record<string, string> = words.journey.notices;
  const text = code && Object.hasOwn(notices, code) ? notices[code] : undefined;
  if (!text) return '';
  const ok = DONE_NOTICES.has(code!);
  return `<p class="notice ${ok ? 'ok' : 'error'}" role="${ok ? 'status' : 'alert'}">${escapeHtml(text)}</p>`;
}

function stateLine(item: ChecklistItem, words: FamilyWords): string {
  const said = words.journey;
  const sent = item.uploaded;
  const date = (value: string) => formatDate(value, 'long', words.locale);
  switch (item.state) {
    case 'missing':
      return `<span class="doc-state">${escapeHtml(said.missing)}</span>`;
    case 'uploaded':
      return `<span class="doc-state">${escapeHtml(said.sent({ date: date(sent!.uploadedAt), name: sent!.file.name }))}</span>`;
    case 'accepted':
      return `<span class="doc-state doc-accepted">${escapeHtml(said.accepted({ date: date(sent!.decidedAt ?? sent!.uploadedAt) }))}</span>`;
    case 'rejected':
      return `<span class="doc-state doc-rejected">${escapeHtml(said.rejected({ reason: sent!.reason ?? '' }))}</span> ${escapeHtml(said.sendAgain)}`;
  }
}

function uploadForm(action: string, item: ChecklistItem, words: FamilyWords): string {
  const said = words.journey;
  const id = `file-${item.document.id}`;
  const label = (item.state === 'missing' ? said.chooseFile : said.chooseNewFile)({ title: contentTitle(item.document, words) });
  return `<form class="inline" method="post" action="${escapeHtml(action)}/documents/${escapeHtml(item.document.id)}" enctype="multipart/form-data">
<label for="${id}">${label}</label>
<input type="file" id="${id}" name="file" accept="${escapeHtml(documentUpload.accept)}" required aria-describedby="${id}-hint">
<p class="muted" id="${id}-hint">${escapeHtml(said.hint)}</p>
<button type="submit">${escapeHtml(said.upload)}</button></form>`;
}

/** The documents checklist with each item's state, the office's reason, and an upload form for what is not accepted. */
export function documentsSection(journey: Journey, action: string, studentClass: string, words: FamilyWords = FAMILY_WORDS.en): string {
  if (journey.checklist.length === 0) return '';
  const items = journey.checklist
    .map(
      (item) =>
        `<li><h3${inEnglishContent(item.document, words)}>${escapeHtml(item.document.title)}</h3><p${inEnglishContent(item.document, words)}>${escapeHtml(item.document.help)}</p><p>${stateLine(item, words)}</p>${
          item.state !== 'accepted' && !journey.closed ? uploadForm(action, item, words) : ''
        }</li>`,
    )
    .join('');
  return `<h2 id="documents">${escapeHtml(words.page.documentsFor({ studentClass }))}</h2>
<p>${escapeHtml(words.journey.documentsIntro)}</p>
<ul class="docs">${items}</ul>`;
}

function slotOptions(journey: Journey, name: string, words: FamilyWords): string {
  return journey.openSlots
    .filter((slot) => slot.id !== journey.booking?.slot.id)
    .map(
      (slot, index) =>
        `<label><input type="radio" name="${name}" value="${slot.id}"${index === 0 ? ' required' : ''}> <span>${escapeHtml(describeSlot(slot, words))}${
          slot.note ? ` (${escapeHtml(slot.note)})` : ''
        }; ${escapeHtml(words.journey.seatsLeft({ count: String(slot.capacity - slot.booked) }))}</span></label>`,
    )
    .join('');
}

/** The visit: the booked time with move and cancel, or the times to choose from. */
export function visitSection(journey: Journey, action: string, words: FamilyWords = FAMILY_WORDS.en): string {
  if (journey.closed && !journey.booking) return '';
  const said = words.journey;
  const heading = `<h2 id="visit">${escapeHtml(said.visitHeading)}</h2>`;
  const others = slotOptions(journey, 'slot', words);
  if (journey.booking) {
    const slot = journey.booking.slot;
    const move = others
      ? `<form class="inline" method="post" action="${escapeHtml(action)}/visit"><fieldset><legend>${escapeHtml(said.moveLegend)}</legend>${others}</fieldset>
<button type="submit" name="action" value="book">${escapeHtml(said.moveButton)}</button></form>`
      : `<p>${escapeHtml(said.noOtherTime)}</p>`;
    return `${heading}
<p>${said.booked({ when: escapeHtml(describeSlot(slot, words)) })}${slot.note ? ` ${escapeHtml(slot.note)}` : ''} ${escapeHtml(said.comeWithChild)}</p>
${journey.closed ? '' : move}
<form class="inline" method="post" action="${escapeHtml(action)}/visit"><button type="submit" class="secondary" name="action" value="cancel">${escapeHtml(said.cancelButton)}</button></form>`;
  }
  if (!others) return `${heading}<p>${escapeHtml(said.noTimes)}</p>`;
  return `${heading}
<p>${escapeHtml(said.chooseIntro)}</p>
<form class="inline" method="post" action="${escapeHtml(action)}/visit"><fieldset><legend>${escapeHtml(said.chooseLegend)}</legend>${others}</fieldset>
<button type="submit" name="action" value="book">${escapeHtml(said.bookButton)}</button></form>`;
}

/** Everything the family's page shows of its documents and visit, for the page of this token (`done`: what a post came to), in the family's language. */
export function journeyView(context: JourneyContext, item: Submission, token: string, done: unknown, now: Date) {
  const words = familyWords(item.language);
  const journey = journeyOf(context, item, now, item.language);
  const action = `/application/${encodeURIComponent(token)}`;
  return {
    sections: documentsSection(journey, action, item.data.studentClass ?? '', words) + visitSection(journey, action, words),
    notice: noticeHtml(typeof done === 'string' ? done : undefined, words),
    steps: journeySteps(journey, now, words),
    todo: journeyTodo(journey, words),
  };
}
