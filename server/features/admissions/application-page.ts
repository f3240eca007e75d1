import type { AdmissionDocument } from '../../../lib/content/admission-documents';
import { fillTemplate, statusName, type FamilyStatusMessages, type StatusMessages } from '../../../lib/content/status-messages';
import { APPLICATION_STAGES, STAGE_OF_STATUS, type AdmissionStatus, type ApplicationStage } from '../../../lib/forms/statuses';
import { statusMeaning, type Submission } from '../intake';
import { escapeHtml } from '../../../lib/escape-html';
import { formatDate } from '../../../lib/dates';
import type { OfficeMessage } from './office-messages';
import { JOURNEY_STYLE } from './journey-sections';
import { inEnglishContent, type StepOverride } from './journey';
import { FAMILY_WORDS, familyWords, type FamilyWords } from '../../core/family-words';
import { addressIn } from '../../../lib/languages';

export type StageState = 'done' | 'current' | 'upcoming' | 'ended';

export interface TimelineStep {
  label: string;
  state: StageState;
  /** The decision's own words ("Offered a seat") on the step it was taken. */
  outcome?: string;
}

/**
 * The stages in order, each done, current (the family's application is there), upcoming, or where it ended. The family's
 * own data (documents sent, a visit booked) may say more about a stage than the status does: `steps` overrides those.
 * `outcomes` gives a stage its facts (the waiting-list place, the reply, the receipt) and keeps the state the status gives.
 */
export function timeline(
  status: string,
  messages: StatusMessages,
  steps: Partial<Record<ApplicationStage, StepOverride>> = {},
  outcomes: Partial<Record<ApplicationStage, string>> = {},
): TimelineStep[] {
  const place = STAGE_OF_STATUS[status as AdmissionStatus] ?? STAGE_OF_STATUS.received;
  const reached = APPLICATION_STAGES.indexOf(place.stage);
  return APPLICATION_STAGES.map((stage, index) => {
    const label = messages.application.stages[stage];
    const own = steps[stage];
    if (own) return { label, state: own.state ?? (index < reached ? 'done' : place.ended ? 'ended' : 'upcoming'), outcome: own.outcome };
    if (index < reached) return { label, state: 'done', outcome: outcomes[stage] };
    if (index > reached) return { label, state: place.ended ? 'ended' : 'upcoming' };
    // The last stage reached is done when it is the end of the line, the family's current one otherwise.
    const state: StageState = place.ended ? 'ended' : place.done || stage === 'admitted' || stage === 'submitted' ? 'done' : 'current';
    return { label, state, outcome: outcomes[stage] ?? place.outcome };
  });
}

/** The one thing the family should do next: what its page asks of it first (`todo`), else the school's words for the status. */
export function nextStep(status: string, messages: StatusMessages, todo: string[] = []): string {
  if (todo.length > 0) return todo[0];
  const next = messages.application.next as Record<string, string>;
  return next[status] ?? next.received;
}

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2430;background:#f5f7fa;line-height:1.5}
main{max-width:42rem;margin:1.5rem auto;padding:1.25rem 1.5rem;background:#fff;border-radius:8px;border-top:6px solid #0f3b66}
h1{margin:.2rem 0 .5rem;font-size:1.5rem}h2{font-size:1.15rem;margin-top:1.75rem}
ol.steps{list-style:none;padding:0;margin:0}ol.steps li{padding:.45rem .75rem;border-left:4px solid #c7d0db;margin:.25rem 0}
ol.steps li.done{border-color:#1d7a46}ol.steps li.current{border-color:#f2a900;background:#fff8e5;font-weight:600}ol.steps li.ended{color:#6b7785}
.state{font-size:.85rem;color:#4a5663;font-weight:400}.next{padding:.75rem 1rem;background:#eef5ff;border-radius:6px}
article{border-top:1px solid #dde3ea;padding:.5rem 0}article pre{white-space:pre-wrap;font:inherit;margin:.25rem 0}
a{color:#0f3b66;font-weight:600}a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}.muted{color:#4a5663}
.error{color:#a3141f;font-weight:600}table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #dde3ea;padding:.35rem .6rem;text-align:left}
td.amount{text-align:right}input[type=text]{font:inherit;padding:.45rem;border:1px solid #6b7785;border-radius:4px;width:14rem;max-width:100%}
input[aria-invalid=true]{border-color:#a3141f}a.button{display:inline-block;padding:.5rem 1rem;border-radius:6px;background:#0f3b66;color:#fff;text-decoration:none}
a.button:focus-visible{outline:3px solid #f2a900;outline-offset:2px}.qr{width:200px;height:200px;display:block;margin:.5rem 0}`;

/**
 * On paper (issue 37): A4, the page's words only (it has no header, footer, chat or notice to leave out): its forms and
 * buttons are for the screen, as are its own links (the receipt's download, the UPI app's), which mean nothing on
 * paper; other links show where they lead. The office's letters, in full, a little smaller.
 */
const PRINT_STYLE = `@media print{@page{size:A4;margin:14mm 12mm}body{background:#fff;color:#000;font-size:11pt}
main{max-width:none;margin:0;padding:0;border:0;border-radius:0}form,button,a.button,a[download]{display:none!important}
a[href^="http"]::after,a[href^="mailto:"]::after,a[href^="tel:"]::after{content:" (" attr(href) ")";font-weight:400;overflow-wrap:anywhere}
.next,.notice,ol.steps li.current{background:none!important}.next{border:1px solid #666}article{font-size:9.5pt}h1,h2,h3{break-after:avoid}li,tr,section>p{break-inside:avoid}}`;

function page(title: string, schoolName: string, body: string, words: FamilyWords = FAMILY_WORDS.en): string {
  return `<!DOCTYPE html>
<html lang="${words.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)} | ${escapeHtml(schoolName)}</title>
<style>${STYLE}${JOURNEY_STYLE}${PRINT_STYLE}</style></head>
<body><main><p class="muted">${escapeHtml(schoolName)}</p>${body}</main></body></html>`;
}

export interface ApplicationPageInput {
  submission: Submission;
  childName: string;
  /** The status words in the family's language (lib/content/status-messages.ts statusMessagesIn). */
  messages: FamilyStatusMessages;
  officeMessages: OfficeMessage[];
  schoolName: string;
  schoolPhone: string;
  /** When this link stops working. */
  expiresAt: Date;
  /** The page's own token (its forms post to its address). */
  token: string;
  /** The documents the child's class needs (content/admission-documents.yml). */
  documents: AdmissionDocument[];
  studentClass: string;
  /** The family's documents checklist and visit (journey-sections.ts): sections with their forms, steps, and what to do. */
  journey?: { sections: string; notice: string; steps: Partial<Record<ApplicationStage, StepOverride>>; /** Escaped HTML. */ todo: string[] };
  /** The offer, the family's reply, the admission payment and the receipt (offer-page.ts). */
  offer?: OfferView;
}

/** What the offer and fee part of the journey adds to the page. */
export interface OfferView {
  /** Facts for the timeline's stages, e.g. the waiting-list place. */
  outcomes: Partial<Record<ApplicationStage, string>>;
  /** A step with a date or money to it (reply to the offer, pay, enter the UTR again): before anything else to do. */
  urgent?: string;
  /** The next step when there is nothing else to do (e.g. while the office checks the UTR), instead of the status's words. */
  fallback?: string;
  /** Values for the status's words ({replyBy}, {position}, {amount}). */
  values: Record<string, string>;
  /** A notice after a step the family just took. */
  notice?: string;
  /** Sections (already escaped HTML) shown after the next step: the offer to answer, the payment, the receipt. */
  sections: string;
}

/** The family's own page, in its language: where the application stands, what to do next, and what the office has written. */
export function renderApplicationPage(input: ApplicationPageInput): string {
  const { submission, messages } = input;
  const words = familyWords(submission.language);
  const said = words.page;
  const date = (value: string) => escapeHtml(formatDate(value, 'long', words.locale));
  const status = statusName(messages, submission.type, submission.status);
  const offer = input.offer;
  const steps = timeline(submission.status, messages, input.journey?.steps, offer?.outcomes)
    .map(
      (step) =>
        `<li class="${step.state}">${escapeHtml(step.label)}${step.outcome ? `: ${escapeHtml(step.outcome)}` : ''} <span class="state">(${said.states[step.state]})</span></li>`,
    )
    .join('');
  const letters = input.officeMessages.length
    ? input.officeMessages
        .map(
          (message) =>
            `<article><h3>${escapeHtml(message.subject)}</h3><p class="muted">${date(message.at)}</p><pre>${escapeHtml(message.body)}</pre></article>`,
        )
        .join('')
    : `<p>${escapeHtml(said.noLetters)}</p>`;
  return page(
    said.title,
    input.schoolName,
    `<h1>${escapeHtml(said.heading({ child: input.childName }))}</h1>
${input.journey?.notice ?? ''}
<p>${said.sentOn({ reference: escapeHtml(submission.reference), date: date(submission.createdAt) })}</p>
<p role="status">${said.status({ status: escapeHtml(status), date: date(submission.statusChangedAt) })} ${escapeHtml(statusMeaning(messages, submission.type, submission.status))}</p>
${offer?.notice ? `<p class="notice ok" role="status">${escapeHtml(offer.notice)}</p>` : ''}
<h2>${escapeHtml(said.next)}</h2>
<p class="next">${offer?.urgent !== undefined ? escapeHtml(offer.urgent) : (input.journey?.todo[0] ?? escapeHtml(offer?.fallback ?? fillTemplate(nextStep(submission.status, messages), offer?.values ?? {})))}</p>
${offer?.sections ?? ''}
<h2>${escapeHtml(said.stands)}</h2>
<ol class="steps">${steps}</ol>
<h2>${escapeHtml(said.letters)}</h2>
${letters}
${
  input.journey
    ? input.journey.sections
    : `<h2>${escapeHtml(said.documentsFor({ studentClass: input.studentClass }))}</h2>
<p>${escapeHtml(said.documentsIntro)}</p>
<ul>${input.documents.map((document) => `<li${inEnglishContent(document, words)}><strong>${escapeHtml(document.title)}</strong>: ${escapeHtml(document.help)}</li>`).join('')}</ul>`
}
<h2>${escapeHtml(said.about)}</h2>
<p>${escapeHtml(said.aboutText({ date: formatDate(input.expiresAt.toISOString(), 'long', words.locale), phone: input.schoolPhone }))}</p>
<form method="post" action="/application/${encodeURIComponent(input.token)}/links/renew">
<p>${escapeHtml(said.renewQuestion)}</p>
<button type="submit">${escapeHtml(said.renewButton)}</button>
</form>`,
    words,
  );
}

/** After the family stopped its earlier links: the page it was on no longer opens, the new link is on its way by e-mail. */
export function renderLinksRenewed(schoolName: string, words: FamilyWords = FAMILY_WORDS.en): string {
  const said = words.page;
  return page(said.renewedTitle, schoolName, `<h1>${escapeHtml(said.renewedHeading)}</h1>\n<p role="status">${escapeHtml(said.renewedText)}</p>`, words);
}

/**
 * The one answer for a link that is malformed, tampered with, expired or not a family's own: no data, no reason. The
 * link names no family, so no language is known: English, then the same in Marathi (the answer is the same for every
 * bad link, so it cannot say which family's language a reference has). `link` gives a site path's address.
 */
export function renderLinkRefusal(schoolName: string, link: (path: string) => string): string {
  const refusal = (words: FamilyWords, heading: 'h1' | 'h2') => {
    const said = words.page;
    return `<${heading}>${escapeHtml(said.refusedHeading)}</${heading}>
<p${heading === 'h1' ? ' role="alert"' : ''}>${escapeHtml(said.refusedText)}</p>
<p>${escapeHtml(said.refusedAsk.before)}<a href="${escapeHtml(link(addressIn('/admission-status', words === FAMILY_WORDS.mr ? 'mr' : 'en')))}">${escapeHtml(said.refusedAsk.link)}</a>${escapeHtml(said.refusedAsk.after)}</p>`;
  };
  return page(
    FAMILY_WORDS.en.page.refusedTitle,
    schoolName,
    `${refusal(FAMILY_WORDS.en, 'h1')}
<section lang="${FAMILY_WORDS.mr.htmlLang}">${refusal(FAMILY_WORDS.mr, 'h2')}</section>`,
  );
}
