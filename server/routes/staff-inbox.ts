import type { FastifyReply, FastifyRequest } from 'fastify';
import { certificatesOf } from '../../lib/content/certificates';
import { getMandatoryDisclosure } from '../../lib/content/mandatory-disclosure';
import { allStatuses, statusLabel } from '../../lib/forms/statuses';
import { REFERENCE } from '../intake/store';
import { certificatesSection } from '../staff/certificates';
import type { StaffApp, StaffContext } from '../staff/context';
import { submissionsCsv } from '../staff/csv';
import { contentDisposition, FILE_ID, sendStoredFile } from '../staff/stored-file';
import { sendProblem } from '../staff/problem-reply';
import { dataRequestSection, deadlineText, mailRequestStatus } from '../staff/data-requests';
import { DataRequestProofs } from '../intake/data-request-proofs';
import { NOTE_MAX, noteForm, statusForm, text } from '../staff/form-schemas';
import type { InboxFilter } from '../staff/inbox';
import { inboxPage, submissionPage } from '../staff/pages';
import { composeStatusMail } from '../staff/status-mail';
import { journeyOf } from '../applications/journey';
import { journeySection, linksSection } from '../staff/admission-journey';
import { LinkVersions } from '../applications/links';
import { html } from '../staff/html';
import { hasApplicationPage } from './application';
import { offerSection } from '../staff/offer-section';
import { waitingForSchool, waitingSection } from '../staff/waiting';
import { AdmissionOffers } from '../applications/offers';
import { getAdmissionDocuments } from '../../lib/content/admission-documents';
import { OFFER_FLOW_STATUSES } from '../../lib/forms/statuses';

/** The inbox: the list with its filters and CSV export, one submission with its status, notes and files. */
export function inboxRoutes(app: StaffApp, ctx: StaffContext) {
  const { intake, site, audit } = ctx;
  const forms = intake.forms;
  const certificates = certificatesOf(getMandatoryDisclosure());
  const offers = new AdmissionOffers(intake.db);
  const proofs = new DataRequestProofs(intake);

  const notFound = (request: FastifyRequest, reply: FastifyReply) => sendProblem(ctx, request, reply, 404, 'Not found', 'There is no such submission or file.');

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

  app.get('/', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const filter = readFilter(query);
    const page = Math.max(1, Math.min(100_000, Number.parseInt(String(query.page ?? '1'), 10) || 1));
    const { items, total } = ctx.inbox.page(filter, page);
    const unfiltered = Object.values(filter).every((value) => value === undefined);
    const body = inboxPage({
      filter,
      page,
      items,
      total,
      counts: ctx.inbox.statusCounts(filter),
      forms,
      academicYears: site.academicYears,
      classOptions: site.classOptions,
      statusNote: (item) => deadlineText(item, site.dataProtection.replyDays, new Date()),
      // The applications waiting for the school head the inbox's front page (not a filtered list, which they would muddle).
      before: html`${unfiltered && page === 1 ? waitingSection(waitingForSchool(intake.db), getAdmissionDocuments().officeReplyDays, new Date()) : ''}${certificatesSection(certificates, new Date())}`,
    });
    return ctx.page(reply, 200, 'Inbox', body, request.staffSession, 'inbox');
  });

  app.get('/export.csv', async (request, reply) => {
    const filter = readFilter(request.query as Record<string, unknown>);
    const items = ctx.inbox.all(filter);
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

  app.get('/submissions/:reference', async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const item = REFERENCE.test(reference) ? intake.submissions.byReference(reference) : undefined;
    if (!item) return notFound(request, reply);
    const form = forms.find((candidate) => candidate.type === item.type);
    const done = (request.query as Record<string, unknown>).done;
    const body = submissionPage({
      item,
      form,
      history: ctx.inbox.history(item.id),
      notes: ctx.inbox.notes(item.id),
      mails: intake.outbox.forSubmission(item.id),
      session: request.staffSession!,
      notice: typeof done === 'string' ? DONE[done] : undefined,
      parentEmail: item.type === 'data-request' ? proofs.answerAddresses(item).join(', ') || undefined : form?.applicantEmail(item.data),
      extra: html`${
        item.type === 'data-request'
          ? dataRequestSection(item, site.dataProtection.replyDays, new Date(), request.staffSession!, {
              proofs: proofs.proofs(item),
              candidates: proofs.candidates(item),
              covered: proofs.covered(item),
            })
          : ''
      }${
        hasApplicationPage(item)
          ? html`${journeySection(item, journeyOf(intake, item, new Date()), request.staffSession!)}${linksSection(
              item,
              { retired: new LinkVersions(intake.db).lastRetired(item.id), email: form?.applicantEmail(item.data) },
              request.staffSession!,
            )}`
          : ''
      }${offerSection({
        item,
        offer: offers.offerFor(item.id),
        payments: offers.payments(item.id),
        receipt: offers.receiptFor(item.id),
        session: request.staffSession!,
        now: new Date(),
      })}`,
    });
    return ctx.page(reply, 200, `${item.reference}`, body, request.staffSession, 'inbox');
  });

  app.post('/submissions/:reference/status', { schema: { body: statusForm } }, async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const item = REFERENCE.test(reference) ? intake.submissions.byReference(reference) : undefined;
    const form = item ? forms.find((candidate) => candidate.type === item.type) : undefined;
    if (!item || !form) return notFound(request, reply);
    const body = request.body;
    const status = text(body.status, 40);
    const note = text(body.note, NOTE_MAX) || null;
    const label = statusLabel(item.type, status);
    // An offer, a reply or a paid fee is set with its facts by its own form (staff-offers.ts), not here.
    if (!label || (item.type === 'admission' && OFFER_FLOW_STATUSES.includes(status)))
      return reply.code(303).header('Location', `/staff/submissions/${item.reference}`).send();
    // A request about personal data is answered only at the addresses on file it is proven to be about, never the one typed in it.
    const requestAddresses = item.type === 'data-request' ? proofs.answerAddresses(item) : [];
    const parentEmail = form.applicantEmail(item.data);
    const mail = body.mail === 'yes' && (item.type === 'data-request' ? requestAddresses.length > 0 : Boolean(parentEmail));
    const session = request.staffSession!;
    const now = new Date();
    intake.db.transaction(() => {
      const changeId = ctx.inbox.changeStatus(item, status, session.email, note, mail, now);
      if (mail && item.type === 'data-request') mailRequestStatus(ctx, item, requestAddresses, status, note, changeId, now);
      else if (mail && parentEmail) {
        const { subject, body: text } = composeStatusMail({ submission: item, form, status, note, site, messages: ctx.messages });
        intake.outbox.enqueue({
          submissionId: item.id,
          kind: 'status',
          recipient: parentEmail,
          messageId: `<${item.reference.toLowerCase()}.status-${changeId}@${new URL(ctx.config.siteUrl).hostname}>`,
          now: now.getTime(),
          subject,
          body: text,
        });
      }
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
    if (mail) intake.mailWorker.kick();
    return reply
      .code(303)
      .header('Location', `/staff/submissions/${item.reference}?done=${mail ? 'status-mailed' : 'status'}`)
      .send();
  });

  app.post('/submissions/:reference/notes', { schema: { body: noteForm } }, async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const item = REFERENCE.test(reference) ? intake.submissions.byReference(reference) : undefined;
    if (!item) return notFound(request, reply);
    const note = text(request.body.body, NOTE_MAX);
    if (!note) return reply.code(303).header('Location', `/staff/submissions/${item.reference}`).send();
    const session = request.staffSession!;
    ctx.inbox.addNote(item.id, session.email, note, new Date());
    audit.record({ actor: session.email, action: 'note-add', target: item.reference, ip: request.ip });
    return reply.code(303).header('Location', `/staff/submissions/${item.reference}?done=note`).send();
  });

  app.get('/files/:fileId', async (request, reply) => {
    const { fileId } = request.params as { fileId: string };
    const item = FILE_ID.test(fileId) ? ctx.inbox.byFileId(fileId) : undefined;
    if (!item?.file) return notFound(request, reply);
    return sendStoredFile(ctx, request, reply, { file: item.file, reference: item.reference }) ?? notFound(request, reply);
  });
}
