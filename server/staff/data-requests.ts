import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERASING_KINDS } from '../../lib/forms/data-request-kinds';
import { referencesIn } from '../../lib/forms/data-request';
import { REFERENCE } from '../../lib/forms/reference';
import { ANSWERED_STATUSES } from '../../lib/forms/statuses';
import { removeStoredFiles } from '../intake/retention';
import type { Submission } from '../intake/submissions-repository';
import type { StaffApp, StaffContext } from './context';
import { formatBytes, formatDate } from './format';
import { erasureForm } from './form-schemas';
import { html, type SafeHtml } from './html';
import { csrfField, message } from './layout';
import { submissionName } from './pages';
import { sendProblem } from './problem-reply';
import { permits } from './route-roles';
import type { StaffSession } from './sessions';
import { composeStatusMail } from './status-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

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

const lastTenDigits = (value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(-10);

/** The family's submissions a request is about: same e-mail or phone, or a reference it names; split into what goes and what stays. */
export function familyData(all: Submission[], request: Submission): { erase: Submission[]; keep: { item: Submission; reason: string }[] } {
  const email = (request.data.email ?? '').toLowerCase();
  const phone = lastTenDigits(request.data.phone);
  const references = referencesIn(request.data.references);
  const matches = all.filter((item) => {
    if (item.id === request.id) return false;
    if (references.includes(item.reference)) return true;
    if (email && (item.data.email ?? '').toLowerCase() === email) return true;
    const phones = [item.data.phone, item.data.phoneNumber, item.data.whatsappNumber].map(lastTenDigits).filter((digits) => digits.length === 10);
    return phone.length === 10 && phones.includes(phone);
  });
  const erase: Submission[] = [];
  const keep: { item: Submission; reason: string }[] = [];
  for (const item of matches) {
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

/** The section on a data request's page: its deadline, and (for erasure) the link to what would be erased. */
export function dataRequestSection(item: Submission, replyDays: number, now: Date, session: StaffSession): SafeHtml | undefined {
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
</section>`;
}

function erasurePage(request: Submission, plan: ReturnType<typeof familyData>, session: StaffSession): SafeHtml {
  return html`<p><a href="/staff/submissions/${request.reference}">Back to the request</a></p>
<h1>Erase the family's data for ${request.reference}</h1>
<p>${submissionName(request)} (${request.data.email}, ${request.data.phone}) asked: ${request.data.requestType}.
These are the submissions with the same e-mail address or phone number${referencesIn(request.data.references).length ? ', or named in the request' : ''}.</p>
<h2>Erased, with their files and mails (${plan.erase.length})</h2>
${familyTable(
  'Submissions to erase',
  plan.erase.map((item) => ({ item })),
)}
<h2>Kept, because the law requires it (${plan.keep.length})</h2>
${familyTable('Submissions kept', plan.keep)}
<form method="post" action="/staff/submissions/${request.reference}/erasure" class="card">
  ${csrfField(session)}
  <input type="hidden" name="expected" value="${plan.erase.map((item) => item.reference).join(',')}">
  <p>The requester is told by e-mail what was erased and what is kept, and why. This cannot be undone.</p>
  <button type="submit">Erase ${plan.erase.length} submission${plan.erase.length === 1 ? '' : 's'} and tell the requester</button>
</form>`;
}

/** The note the requester reads in the status mail: what was erased and what stays, with the law. */
export function erasureNote(erased: Submission[], kept: { item: Submission; reason: string }[]): string {
  const lines = [
    erased.length === 0
      ? 'We found no other forms of yours to erase.'
      : `We erased ${erased.length} form${erased.length === 1 ? '' : 's'} and their files: ${erased.map((item) => item.reference).join(', ')}.`,
    ...kept.map(({ item, reason }) => `We keep ${item.reference}. ${reason}`),
  ];
  return lines.join('\n');
}

/** GET and POST /staff/submissions/:reference/erasure (administrators: route-roles.ts); the POST is CSRF-checked by the staff plugin and audited. */
export function dataRequestRoutes(app: StaffApp, ctx: StaffContext) {
  const { intake } = ctx;
  const load = (request: FastifyRequest) => {
    const { reference } = request.params as { reference: string };
    const item = REFERENCE.test(reference) ? intake.submissions.byReference(reference) : undefined;
    return item?.type === 'data-request' && ERASING_KINDS.includes(item.data.requestType ?? '') ? item : undefined;
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendProblem(ctx, request, reply, 404, 'Not found', 'There is no such request for erasure.');

  app.get('/submissions/:reference/erasure', async (request, reply) => {
    const item = load(request);
    if (!item) return notFound(request, reply);
    const plan = familyData(intake.submissions.list(), item);
    return ctx.page(reply, 200, `Erasure for ${item.reference}`, erasurePage(item, plan, request.staffSession!), request.staffSession, 'inbox');
  });

  app.post('/submissions/:reference/erasure', { schema: { body: erasureForm } }, async (request, reply) => {
    const item = load(request);
    if (!item) return notFound(request, reply);
    const plan = familyData(intake.submissions.list(), item);
    // What the administrator confirmed must still be what would be erased (a new form may have arrived since).
    const expected = request.body.expected ?? '';
    if (expected !== plan.erase.map((entry) => entry.reference).join(','))
      return reply.code(303).header('Location', `/staff/submissions/${item.reference}/erasure`).send();
    const session = request.staffSession!;
    const form = intake.forms.find((candidate) => candidate.type === 'data-request')!;
    const now = new Date();
    const note = erasureNote(plan.erase, plan.keep);
    const erased = intake.db.transaction(() => {
      const deleted = intake.submissions.deleteByIds(plan.erase.map((entry) => entry.id));
      const changeId = ctx.inbox.changeStatus(item, 'completed', session.email, note, Boolean(item.data.email), now);
      if (item.data.email) {
        const { subject, body } = composeStatusMail({ submission: item, form, status: 'completed', note, site: ctx.site, messages: ctx.messages });
        intake.outbox.enqueue({
          submissionId: item.id,
          kind: 'status',
          recipient: item.data.email,
          messageId: `<${item.reference.toLowerCase()}.status-${changeId}@${new URL(ctx.config.siteUrl).hostname}>`,
          now: now.getTime(),
          subject,
          body,
        });
      }
      ctx.audit.record({
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
    removeStoredFiles(ctx.config.dataDir, erased);
    intake.mailWorker.kick();
    return reply.code(303).header('Location', `/staff/submissions/${item.reference}?done=erased`).send();
  });
}
