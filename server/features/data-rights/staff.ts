import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERASING_KINDS } from '../../../lib/forms/data-request-kinds';
import { REFERENCE } from '../../../lib/forms/reference';
import { ANSWERED_STATUSES } from '../../../lib/forms/statuses';
import { checkpointAfterErasure } from '../../core/database';
import { clearAuditDetails } from '../../sign-in/audit-retention';
import type { EmailProof, InPersonProof, Proof } from './proofs';
import { getSite } from '../../../lib/content/site';
import { getStatusMessages } from '../../../lib/content/status-messages';
import { mailStatus, removeStoredFiles, submissionName, type Submission } from '../intake';
import { sendProblem, type StaffApp } from '../../sign-in/page';
import { formatBytes, formatDate, formatDateTime } from '../../core/format';
import { text } from '../../staff-shell/forms';
import { erasureForm, identityForm } from './forms';
import { html, type SafeHtml } from '../../core/html';
import { csrfField, message } from '../../staff-shell/layout';
import { permits } from '../../sign-in/route-roles';
import type { StaffSession } from '../../sign-in/sessions';
import { params } from '../../core/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;
const time = (iso: string) => html`<time datetime="${iso}">${formatDateTime(iso)}</time>`;

/** The day by which a request must be answered: its arrival plus the reply days of content/site.yml (DPDP Rules, 2025, rule 14(3)). */
export function replyDeadline(createdAt: string, replyDays: number): Date {
  return new Date(new Date(createdAt).getTime() + replyDays * DAY_MS);
}

export interface DeadlineState {
  deadline: Date;
  /** Whole days left (negative: overdue by that many). */
  daysLeft: number;
  answered: boolean;
  overdue: boolean;
}

export function deadlineState(item: Submission, replyDays: number, now: Date): DeadlineState {
  const deadline = replyDeadline(item.createdAt, replyDays);
  const daysLeft = Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS);
  const answered = ANSWERED_STATUSES.includes(item.status);
  return { deadline, daysLeft, answered, overdue: !answered && daysLeft < 0 };
}

/** "Reply by 21 February 2027 (12 days left)", or an overdue warning; nothing once answered. */
export function deadlineText(item: Submission, replyDays: number, now: Date): SafeHtml | '' {
  if (item.type !== 'data-request') return '';
  const state = deadlineState(item, replyDays, now);
  const day = html`<time datetime="${state.deadline.toISOString()}">${formatDate(state.deadline.toISOString())}</time>`;
  if (state.answered) return html`<br><span class="muted" data-deadline="answered">Answered (deadline was ${day})</span>`;
  if (state.overdue)
    return html`<br><strong class="overdue" data-deadline="overdue">Overdue: the reply was due by ${day}, ${-state.daysLeft} day${state.daysLeft === -1 ? '' : 's'} ago</strong>`;
  return html`<br><span data-deadline="open">Reply by ${day} (${state.daysLeft} day${state.daysLeft === 1 ? '' : 's'} left)</span>`;
}

/** What the law requires the school to keep even when a family asks for erasure, by form (and status). */
export function keptByLaw(item: Submission): string | undefined {
  if (item.type === 'payment')
    return 'Fee payment record: the school keeps its accounts and their vouchers for eight years (Income-tax Act, 1961, s. 44AA and rule 6F).';
  if (item.type === 'admission' && item.status === 'admitted') {
    return "Admission of an enrolled student: it is part of the school's General Register of pupils, kept under the Maharashtra Secondary Schools Code and CBSE's Affiliation Bye-Laws.";
  }
  if (item.type === 'data-request')
    return 'A request about personal data and its answer: kept (three years, see the privacy notice) to show how the request was answered.';
  return undefined;
}

/** What an erasure would do: the forms the request is proven to be about (data-request-proofs.ts), split into what goes and what stays. */
export function familyData(covered: Submission[]): { erase: Submission[]; keep: { item: Submission; reason: string }[] } {
  const erase: Submission[] = [];
  const keep: { item: Submission; reason: string }[] = [];
  for (const item of covered) {
    const reason = keptByLaw(item);
    if (reason) keep.push({ item, reason });
    else erase.push(item);
  }
  return { erase, keep };
}

function familyTable(label: string, rows: { item: Submission; reason?: string }[]): SafeHtml {
  if (rows.length === 0) return html`<p>None.</p>`;
  return html`<div class="table-wrap" role="region" aria-label="${label}" tabindex="0"><table>
  <thead><tr><th scope="col">Reference</th><th scope="col">Form</th><th scope="col">Name</th><th scope="col">File</th>${rows.some((row) => row.reason) ? html`<th scope="col">Why it is kept</th>` : ''}</tr></thead>
  <tbody>${rows.map(
    ({
      item,
      reason,
    }) => html`<tr><td><a href="/staff/submissions/${item.reference}">${item.reference}</a></td><td>${item.type}</td><td>${submissionName(item)}</td>
    <td>${item.file ? `${item.file.name} (${formatBytes(item.file.size)})` : 'none'}</td>${reason ? html`<td>${reason}</td>` : ''}</tr>`,
  )}</tbody></table></div>`;
}

/** What the request's page shows of its proof: the confirmation links to the addresses on file, and the office's checks in person. */
export interface ProofView {
  proofs: Proof[];
  /** The forms the request could be about (to offer the office for a check in person; none is chosen by this). */
  candidates: Submission[];
  /** The forms it is proven to be about. */
  covered: Submission[];
}

function proofSection(item: Submission, view: ProofView, now: Date, session: StaffSession): SafeHtml {
  const links = view.proofs.filter((proof): proof is EmailProof => proof.kind === 'email');
  const checks = view.proofs.filter((proof): proof is InPersonProof => proof.kind === 'in-person');
  const state = (proof: EmailProof) =>
    proof.confirmedAt
      ? html`<strong>Confirmed</strong> ${time(proof.confirmedAt)}`
      : Date.parse(proof.expiresAt) <= now.getTime()
        ? html`Not confirmed; the link expired ${time(proof.expiresAt)}`
        : html`Waiting for the confirmation (the link works until ${time(proof.expiresAt)})`;
  return html`<section class="card" aria-labelledby="proof-heading">
  <h2 id="proof-heading">Who asks: proof</h2>
  <p>What the requester typed (${item.data.email ?? ''}, ${item.data.phone ?? ''}${item.data.references ? `, ${item.data.references}` : ''}) selects nothing. A form is
  covered only when its address on file confirmed the link mailed to it, or when the office checked the requester's identity in person for it.
  Every mail about the request goes to the addresses on file.</p>
  ${
    links.length > 0
      ? html`<div class="table-wrap" role="region" aria-label="Confirmation links" tabindex="0"><table>
  <thead><tr><th scope="col">Link mailed to (on file)</th><th scope="col">Sent</th><th scope="col">State</th></tr></thead>
  <tbody>${links.map((proof) => html`<tr><td>${proof.email}</td><td>${time(proof.sentAt)}</td><td>${state(proof)}</td></tr>`)}</tbody></table></div>`
      : html`<p>No form on file has this request's e-mail address, phone number or references, so no confirmation link was mailed.</p>`
  }
  ${checks.map(
    (check) => html`<p>Identity checked in person by ${check.checkedBy}, ${time(check.checkedAt)}, for ${check.references.join(', ')}: ${check.how}</p>`,
  )}
  <p><strong>Covered now:</strong> ${view.covered.length > 0 ? view.covered.map((covered) => covered.reference).join(', ') : 'nothing yet'}.</p>
  ${
    permits(session, 'POST', '/staff/submissions/:reference/identity')
      ? html`<form method="post" action="/staff/submissions/${item.reference}/identity" class="card">
    ${csrfField(session)}
    <fieldset><legend>Identity checked in person</legend>
    <p class="hint">Only after you have seen proof of identity that matches the form (for example the parent's Aadhaar or passport against the admission form). Tick the forms it covers.</p>
    ${
      view.candidates.length > 0
        ? view.candidates.map(
            (candidate) =>
              html`<label class="check"><input type="checkbox" name="references" value="${candidate.reference}"> <span>${candidate.reference}: ${submissionName(candidate)}</span></label>`,
          )
        : html`<p>No form matches what the requester typed.</p>`
    }
    <div class="field"><label for="identity-how">How you checked</label><input id="identity-how" name="how" required maxlength="300" aria-describedby="identity-how-hint">
    <p id="identity-how-hint" class="hint">Which document, and whose: it is kept with the request.</p></div>
    </fieldset>
    <button type="submit" class="secondary">Record the check</button>
  </form>`
      : ''
  }
</section>`;
}

/** The section on a data request's page: its deadline, its proof, and (for erasure) the link to what would be erased. */
export function dataRequestSection(item: Submission, replyDays: number, now: Date, session: StaffSession, proof: ProofView): SafeHtml | undefined {
  if (item.type !== 'data-request') return undefined;
  const state = deadlineState(item, replyDays, now);
  const erasing = ERASING_KINDS.includes(item.data.requestType ?? '');
  return html`<section class="card" aria-labelledby="deadline-heading">
  <h2 id="deadline-heading">Reply deadline</h2>
  ${state.overdue ? message('error', html`This request is overdue: the law (DPDP Rules, 2025, rule 14(3)) allows ${replyDays} days.`) : ''}
  <p>Answer by e-mail within ${replyDays} days of its arrival.${deadlineText(item, replyDays, now)}</p>
  ${
    erasing
      ? permits(session, 'GET', '/staff/submissions/:reference/erasure')
        ? html`<p><a class="button" href="/staff/submissions/${item.reference}/erasure">Review what would be erased</a></p>`
        : html`<p class="muted">An administrator erases the family's data.</p>`
      : ''
  }
</section>
${proofSection(item, proof, now, session)}`;
}

function erasurePage(request: Submission, plan: ReturnType<typeof familyData>, session: StaffSession): SafeHtml {
  const covered = plan.erase.length + plan.keep.length;
  return html`<p><a href="/staff/submissions/${request.reference}">Back to the request</a></p>
<h1>Erase the family's data for ${request.reference}</h1>
<p>${submissionName(request)} asked: ${request.data.requestType}. These are the forms the request is proven to be about: their address on
file confirmed the link mailed to it, or the office checked the requester's identity in person for them. What the requester typed selects nothing.</p>
${
  covered === 0
    ? html`${message('error', 'Nothing can be erased yet: no address on file has confirmed this request, and no identity check in person is recorded. See "Who asks: proof" on the request\'s page.')}`
    : html`<h2>Erased, with their files and mails (${plan.erase.length})</h2>
${familyTable(
  'Submissions to erase',
  plan.erase.map((item) => ({ item })),
)}
<h2>Kept, because the law requires it (${plan.keep.length})</h2>
${familyTable('Submissions kept', plan.keep)}
<form method="post" action="/staff/submissions/${request.reference}/erasure" class="card">
  ${csrfField(session)}
  <input type="hidden" name="expected" value="${plan.erase.map((item) => item.reference).join(',')}">
  <p>The family is told by e-mail, at its addresses on file, what was erased and what is kept, and why. This cannot be undone.</p>
  <button type="submit">Erase ${plan.erase.length} submission${plan.erase.length === 1 ? '' : 's'} and tell the family</button>
</form>`
}`;
}

/** The note the family reads in the status mail: what was erased and what stays, with the law. */
export function erasureNote(erased: Submission[], kept: { item: Submission; reason: string }[]): string {
  const lines = [
    erased.length === 0
      ? 'We found no other forms of yours to erase.'
      : `We erased ${erased.length} form${erased.length === 1 ? '' : 's'} and their files: ${erased.map((item) => item.reference).join(', ')}.`,
    ...kept.map(({ item, reason }) => `We keep ${item.reference}. ${reason}`),
  ];
  return lines.join('\n');
}

/**
 * The office's check of a requester's identity in person (office and administrators), and the erasure (administrators):
 * GET and POST /staff/submissions/:reference/erasure. Who may: route-roles.ts; every POST is CSRF-checked by the staff
 * plugin and audited.
 */
export function dataRequestRoutes(app: StaffApp, options: { siteUrl: string; dataDir: string }) {
  const { audit, db } = app;
  const { submissions, inbox } = app.intake;
  const proofs = app.dataRequestProofs;
  const site = getSite();
  const messages = getStatusMessages();
  const form = app.intake.formFor('data-request')!;
  const requestOf = (request: FastifyRequest) => {
    const { reference } = request.params as { reference: string };
    const item = REFERENCE.test(reference) ? submissions.byReference(reference) : undefined;
    return item?.type === 'data-request' ? item : undefined;
  };
  const load = (request: FastifyRequest) => {
    const item = requestOf(request);
    return item && ERASING_KINDS.includes(item.data.requestType ?? '') ? item : undefined;
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply, text = 'There is no such request for erasure.') =>
    sendProblem(request, reply, 404, 'Not found', text);

  app.post('/submissions/:reference/identity', { schema: { params: params('reference'), body: identityForm } }, async (request, reply) => {
    const item = requestOf(request);
    if (!item) return notFound(request, reply, 'There is no such request about personal data.');
    const back = { href: `/staff/submissions/${item.reference}`, label: 'Back to the request' };
    const candidates = proofs.candidates(item);
    const references = [request.body.references ?? []].flat().filter((reference) => candidates.some((candidate) => candidate.reference === reference));
    const how = text(request.body.how, 300);
    if (references.length === 0 || !how)
      return sendProblem(request, reply, 400, 'Not saved', 'Please tick the forms the identity check covers and say how you checked. Nothing was saved.', back);
    const session = request.staffSession!;
    const now = new Date();
    db.transaction(() => {
      proofs.recordInPerson(item, references, session.email, how, now);
      audit.record({
        actor: session.email,
        action: 'identity-check',
        target: item.reference,
        ip: request.ip,
        detail: `${references.join(', ')}: ${how}`,
        at: now,
      });
    })();
    return reply.code(303).header('Location', `/staff/submissions/${item.reference}?done=identity#proof-heading`).send();
  });

  app.get('/submissions/:reference/erasure', { schema: { params: params('reference') } }, async (request, reply) => {
    const item = load(request);
    if (!item) return notFound(request, reply);
    const plan = familyData(proofs.covered(item));
    return reply.staffPage(200, `Erasure for ${item.reference}`, erasurePage(item, plan, request.staffSession!), request.staffSession, 'inbox');
  });

  app.post('/submissions/:reference/erasure', { schema: { params: params('reference'), body: erasureForm } }, async (request, reply) => {
    const item = load(request);
    if (!item) return notFound(request, reply);
    const covered = proofs.covered(item);
    const plan = familyData(covered);
    // Nothing proven, nothing erased. And what the administrator confirmed must still be what would be erased (a new form may have arrived since).
    const expected = request.body.expected ?? '';
    if (covered.length === 0 || expected !== plan.erase.map((entry) => entry.reference).join(','))
      return reply.code(303).header('Location', `/staff/submissions/${item.reference}/erasure`).send();
    const session = request.staffSession!;
    const now = new Date();
    const note = erasureNote(plan.erase, plan.keep);
    // The family's addresses on file, taken before its forms (and their addresses) are gone.
    const addresses = proofs.answerAddresses(item, covered);
    const erased = db.transaction(() => {
      const deleted = submissions.deleteByIds(plan.erase.map((entry) => entry.id));
      // What the audit log says about them (notes, file names) goes with them.
      clearAuditDetails(
        db,
        deleted.map((entry) => entry.reference),
      );
      const changeId = inbox.changeStatus(item, 'completed', session.email, note, addresses.length > 0, now);
      mailStatus(
        app.mail.outbox,
        { item, form, recipients: addresses, status: 'completed', note, changeId, now },
        { siteUrl: options.siteUrl, site, messages },
      );
      audit.record({
        actor: session.email,
        action: 'erasure',
        target: item.reference,
        ip: request.ip,
        detail: `erased ${deleted.map((entry) => entry.reference).join(', ') || 'nothing'}; kept ${plan.keep.map((entry) => entry.item.reference).join(', ') || 'nothing'}`,
        at: now,
      });
      return deleted;
    })();
    // Rows first, then files: a stop in between leaves only unreferenced files, which start-up sweeps away.
    removeStoredFiles(options.dataDir, erased);
    // The deleted rows are zeros in the file (secure_delete); their old copies in the WAL go now, not at some later checkpoint.
    if (!checkpointAfterErasure(db)) request.log.warn({ requestId: request.id }, 'erasure: the WAL checkpoint was partial; the next one completes it');
    app.mail.kick();
    return reply.code(303).header('Location', `/staff/submissions/${item.reference}?done=erased`).send();
  });
}
