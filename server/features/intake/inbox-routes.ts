import type { FastifyReply, FastifyRequest } from 'fastify';
import { getSite } from '../../../lib/content/site';
import { getStatusMessages } from '../../../lib/content/status-messages';
import { allStatuses, OFFER_FLOW_STATUSES, statusLabel } from '../../../lib/forms/statuses';
import { html } from '../../core/html';
import { contentDisposition } from '../../core/replies';
import { NOTE_MAX, text } from '../../staff-shell/forms';
import { sendProblem, type StaffApp } from '../../sign-in/page';
import { submissionsCsv } from './csv';
import { noteForm, statusForm } from './forms-staff';
import type { InboxFilter } from './inbox';
import { inboxPage, submissionPage } from './inbox-pages';
import { mailStatus } from './status-mail';
import { REFERENCE } from './store';
import { FILE_ID, sendStoredFile } from './stored-file';
import { params, query } from '../../core/schemas';

/** The query of the inbox's list and its CSV: the filters and the page. */
const FILTER_QUERY = query('type', 'status', 'studentClass', 'academicYear', 'from', 'to', 'q', 'page');

/** The inbox: the list with its filters and CSV export, one submission with its status, notes and files. */
export function inboxRoutes(app: StaffApp, options: { siteUrl: string; dataDir: string }) {
  const { audit, db } = app;
  const { forms, submissions, inbox, extensions } = app.intake;
  const site = getSite();
  const messages = getStatusMessages();

  const notFound = (request: FastifyRequest, reply: FastifyReply) => sendProblem(request, reply, 404, 'Not found', 'There is no such submission or file.');

  /** The filter from the query string; anything not on the lists is ignored. */
  const readFilter = (query: Record<string, unknown>): InboxFilter => {
    const pick = (value: unknown, allowed: readonly string[]) => (typeof value === 'string' && allowed.includes(value) ? value : undefined);
    const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
    return {
      type: pick(
        query.type,
        forms.map((form) => form.type),
      ),
      status: pick(
        query.status,
        allStatuses().map((status) => status.key),
      ),
      studentClass: pick(query.studentClass, site.classOptions),
      academicYear: pick(query.academicYear, site.academicYears),
      from: day(query.from),
      to: day(query.to),
      q: text(query.q, 100) || undefined,
    };
  };

  app.get('/', { schema: { querystring: FILTER_QUERY } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const filter = readFilter(query);
    const page = Math.max(1, Math.min(100_000, Number.parseInt(String(query.page ?? '1'), 10) || 1));
    const { items, total } = inbox.page(filter, page);
    const unfiltered = Object.values(filter).every((value) => value === undefined);
    const now = new Date();
    const body = inboxPage({
      filter,
      page,
      items,
      total,
      counts: inbox.statusCounts(filter),
      forms,
      academicYears: site.academicYears,
      classOptions: site.classOptions,
      statusNote: (item) => html`${extensions.statusNotes.map((note) => note(item, now))}`,
      // Other features' sections head the front page: e.g. the applications waiting for the school (not above a filtered list, which they would muddle).
      before: html`${extensions.frontSections.map((section) => section({ unfiltered, page, now }))}`,
    });
    return reply.staffPage(200, 'Inbox', body, request.staffSession, 'inbox');
  });

  app.get('/export.csv', { schema: { querystring: FILTER_QUERY } }, async (request, reply) => {
    const filter = readFilter(request.query as Record<string, unknown>);
    const items = inbox.all(filter);
    const described = Object.entries(filter)
      .filter(([, value]) => value)
      .map(([key, value]) => `${key}=${value}`)
      .join(', ');
    audit.record({ actor: request.staffSession!.email, action: 'export', ip: request.ip, detail: `${items.length} rows${described ? `; ${described}` : ''}` });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition('attachment', `submissions-${day}.csv`))
      .send(submissionsCsv(items));
  });

  const DONE: Record<string, string> = {
    status: 'The status is saved.',
    'status-mailed': 'The status is saved and the mail to the parent is on its way.',
    note: 'The note is added.',
    erased: "The family's data is erased; the answer is on its way to the family's addresses on file.",
    decision: 'The decision is saved and the mail to the family is on its way.',
    'payment-confirmed': 'The payment is confirmed; the receipt is on its way to the family.',
    'payment-rejected': 'The UTR is rejected; the family is told why by e-mail.',
    identity: 'The identity check is recorded; the forms it covers can now be answered.',
    'links-revoked': "Every link to the family's page is stopped.",
    'links-revoked-mailed': "Every link to the family's page is stopped; a new one is on its way to the family's e-mail address.",
  };

  app.get('/submissions/:reference', { schema: { params: params('reference'), querystring: query('done') } }, async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const item = REFERENCE.test(reference) ? submissions.byReference(reference) : undefined;
    if (!item) return notFound(request, reply);
    const form = forms.find((candidate) => candidate.type === item.type);
    const done = (request.query as Record<string, unknown>).done;
    const session = request.staffSession!;
    const now = new Date();
    const body = submissionPage({
      item,
      form,
      history: inbox.history(item.id),
      notes: inbox.notes(item.id),
      mails: app.mail.outbox.forSubmission(item.id),
      session,
      notice: typeof done === 'string' ? DONE[done] : undefined,
      parentEmail: app.intake.recipientsOf(item).join(', ') || undefined,
      // Other features' sections, in order: a data request's deadline and proof, an admission's documents, visit, links and offer.
      extra: html`${extensions.submissionSections.map((section) => section(item, session, now))}`,
    });
    return reply.staffPage(200, `${item.reference}`, body, request.staffSession, 'inbox');
  });

  app.post('/submissions/:reference/status', { schema: { params: params('reference'), body: statusForm } }, async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const item = REFERENCE.test(reference) ? submissions.byReference(reference) : undefined;
    const form = item ? forms.find((candidate) => candidate.type === item.type) : undefined;
    if (!item || !form) return notFound(request, reply);
    const body = request.body;
    const status = text(body.status, 40);
    const note = text(body.note, NOTE_MAX) || null;
    const label = statusLabel(item.type, status);
    // An offer, a reply or a paid fee is set with its facts by its own form (features/admissions), not here.
    if (!label || (item.type === 'admission' && OFFER_FLOW_STATUSES.includes(status)))
      return reply.code(303).header('Location', `/staff/submissions/${item.reference}`).send();
    // The parent in the form; a request about personal data only at the addresses on file it is proven to be about, never the one typed in it.
    const recipients = app.intake.recipientsOf(item);
    const mail = body.mail === 'yes' && recipients.length > 0;
    const session = request.staffSession!;
    const now = new Date();
    db.transaction(() => {
      const changeId = inbox.changeStatus(item, status, session.email, note, mail, now);
      if (mail) mailStatus(app.mail.outbox, { item, form, recipients, status, note, changeId, now }, { siteUrl: options.siteUrl, site, messages });
      const from = statusLabel(item.type, item.status) ?? item.status;
      audit.record({
        actor: session.email,
        action: 'status-change',
        target: item.reference,
        ip: request.ip,
        detail: `${from} -> ${label}${mail ? '; parent e-mailed' : ''}${note ? `; note: ${note}` : ''}`,
        at: now,
      });
    })();
    if (mail) app.mail.kick();
    return reply
      .code(303)
      .header('Location', `/staff/submissions/${item.reference}?done=${mail ? 'status-mailed' : 'status'}`)
      .send();
  });

  app.post('/submissions/:reference/notes', { schema: { params: params('reference'), body: noteForm } }, async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const item = REFERENCE.test(reference) ? submissions.byReference(reference) : undefined;
    if (!item) return notFound(request, reply);
    const note = text(request.body.body, NOTE_MAX);
    if (!note) return reply.code(303).header('Location', `/staff/submissions/${item.reference}`).send();
    const session = request.staffSession!;
    inbox.addNote(item.id, session.email, note, new Date());
    audit.record({ actor: session.email, action: 'note-add', target: item.reference, ip: request.ip });
    return reply.code(303).header('Location', `/staff/submissions/${item.reference}?done=note`).send();
  });

  app.get('/files/:fileId', { schema: { params: params('fileId'), querystring: query('download') } }, async (request, reply) => {
    const { fileId } = request.params as { fileId: string };
    const item = FILE_ID.test(fileId) ? inbox.byFileId(fileId) : undefined;
    if (!item?.file) return notFound(request, reply);
    return sendStoredFile({ dataDir: options.dataDir, audit }, request, reply, { file: item.file, reference: item.reference }) ?? notFound(request, reply);
  });
}
