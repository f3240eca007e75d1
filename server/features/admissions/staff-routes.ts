import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentsForClass, getAdmissionDocuments } from '../../../lib/content/admission-documents';
import { checklistOf, checklistProgress, DocumentsRepository, REASON_MAX } from './documents';
import { mailDocumentVerdict, mailVisit } from './journey-mail';
import { describeSlot, schoolDay, slotStart, VisitsRepository, type SlotInput, type VisitSlot } from './visits';
import { REFERENCE } from '../../../lib/forms/reference';
import { slotPage, visitsPage, type SlotFormValues } from './staff-pages';
import type { JourneyContext } from './family-mail';
import { csrfOnlyForm } from '../../staff-shell/forms';
import { documentVerdictForm, linksRevokeForm, visitSlotForm } from './forms';
import { LinkVersions } from './links';
import { mailLink } from './family-page';
import { sendProblem } from '../../sign-in/page';
import { FILE_ID, hasApplicationPage, sendStoredFile } from '../intake';
import { params, query } from '../../core/schemas';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A visit time as staff enter it: a real day, a start before the end, a place and at least one seat. */
export const slotSchema = z
  .object({
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give the date.')
      .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Please give a real date.'),
    starts: z.string().regex(TIME, 'Please give the start time, e.g. 10:00.'),
    ends: z.string().regex(TIME, 'Please give the end time, e.g. 11:00.'),
    place: z.string().trim().min(2, 'Please say where the families should come.').max(120),
    capacity: z.coerce.number().int('Please give a whole number of seats.').min(1, 'Please give at least one seat.').max(500),
    note: z
      .string()
      .trim()
      .max(200)
      .transform((note) => note || null),
  })
  .refine((slot) => slot.starts < slot.ends, { message: 'The visit must end after it starts.', path: ['ends'] });

const verdictSchema = z.object({
  verdict: z.enum(['accept', 'reject']),
  fileId: z.string().regex(FILE_ID),
  reason: z
    .string()
    .trim()
    .max(REASON_MAX)
    .optional()
    .transform((reason) => reason || null),
});

const DONE: Record<string, string> = {
  added: 'The visit time is added. Families can choose it on their pages now.',
  saved: 'The changes are saved.',
  'saved-mailed': 'The changes are saved, and each family booked here is being e-mailed the new time.',
  cancelled: 'The visit time is cancelled; each family that had booked it is being e-mailed.',
};

/**
 * The office's side of the admissions journey under /staff: the families' documents (open, accept, reject with a
 * reason) and the visit times (list, add, change, cancel). Every route is behind the staff session (sign-in/staff-area.ts),
 * every change needs the CSRF token and is audited, and every change a family should know of is mailed to it.
 */
export function admissionsRoutes(untyped: FastifyInstance, intake: JourneyContext) {
  // Bodies are checked by their schemas (forms.ts) before each handler.
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { audit } = untyped;
  const documents = new DocumentsRepository(intake.db);
  const visits = new VisitsRepository(intake.db);

  const notFound = (request: FastifyRequest, reply: FastifyReply, what = 'There is no such submission or file.') =>
    sendProblem(request, reply, 404, 'Not found', what);

  app.get('/documents/:fileId', { schema: { params: params('fileId'), querystring: query('download') } }, async (request, reply) => {
    const { fileId } = request.params as { fileId: string };
    const document = FILE_ID.test(fileId) ? documents.byFileId(fileId) : undefined;
    const item = document ? intake.submissions.byId(document.submissionId) : undefined;
    if (!document || !item) return notFound(request, reply);
    // The same rules as a form's file (features/intake/inbox-routes.ts), the checklist's document named in the audit.
    return (
      sendStoredFile({ dataDir: intake.config.dataDir, audit }, request, reply, { file: document.file, reference: item.reference, label: document.document }) ??
      notFound(request, reply)
    );
  });

  app.post(
    '/submissions/:reference/documents/:document',
    { schema: { params: params('reference', 'document'), body: documentVerdictForm } },
    async (request, reply) => {
      const { reference, document: documentId } = request.params as { reference: string; document: string };
      const item = REFERENCE.test(reference) ? intake.submissions.byReference(reference) : undefined;
      const checklist = item ? documentsForClass(getAdmissionDocuments(), item.data.studentClass ?? '') : [];
      const document = checklist.find((candidate) => candidate.id === documentId);
      if (!item || !document) return notFound(request, reply);
      const back = `/staff/submissions/${item.reference}`;
      const parsed = verdictSchema.safeParse(request.body ?? {});
      const refuse = (text: string) => sendProblem(request, reply, 400, 'Not saved', text, { href: back, label: 'Back to the application' });
      if (!parsed.success) return refuse('The form could not be read. Nothing was changed.');
      const { verdict, fileId, reason } = parsed.data;
      if (verdict === 'reject' && !reason)
        return refuse('Please give the reason for the family (what is wrong and what to send instead). Nothing was changed.');
      const session = request.staffSession!;
      const now = new Date();
      const state = verdict === 'accept' ? 'accepted' : 'rejected';
      const done = intake.db.transaction(() => {
        if (!documents.decide(item.id, document.id, fileId, state, state === 'rejected' ? reason : null, session.email, now)) return false;
        const progress = checklistProgress(checklistOf(checklist, documents.forSubmission(item.id)));
        const mailed = mailDocumentVerdict(intake, item, document, state, reason, progress, now);
        audit.record({
          actor: session.email,
          action: verdict === 'accept' ? 'document-accept' : 'document-reject',
          target: item.reference,
          ip: request.ip,
          detail: `${document.title}${state === 'rejected' ? `; reason: ${reason}` : ''}${mailed ? '; family e-mailed' : ''}`,
          at: now,
        });
        return true;
      })();
      // The family sent a new file meanwhile (or there is none): the decision would be about a file nobody saw.
      if (!done)
        return refuse('This document has changed since the page was loaded (the family may have sent a new file). Nothing was changed; please look again.');
      intake.mailWorker.kick();
      return reply.code(303).header('Location', `${back}#documents-heading`).send();
    },
  );

  // ------------------------------------------------------------ the family's links

  app.post('/submissions/:reference/links/revoke', { schema: { params: params('reference'), body: linksRevokeForm } }, async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const item = REFERENCE.test(reference) ? intake.submissions.byReference(reference) : undefined;
    const form = item ? intake.forms.find((candidate) => candidate.type === item.type) : undefined;
    if (!item || !form || !hasApplicationPage(item)) return notFound(request, reply, 'There is no such admission application.');
    const session = request.staffSession!;
    const now = new Date();
    const mailed = intake.db.transaction(() => {
      const version = new LinkVersions(intake.db).retire(item.id, session.email, now);
      const sent = request.body.mail === 'yes' && mailLink(intake, item, form, 'revoked', now);
      audit.record({
        actor: session.email,
        action: 'links-revoke',
        target: item.reference,
        ip: request.ip,
        detail: `links before version ${version} stopped${sent ? '; a new link mailed to the family' : ''}`,
        at: now,
      });
      return sent;
    })();
    if (mailed) intake.mailWorker.kick();
    return reply
      .code(303)
      .header('Location', `/staff/submissions/${item.reference}?done=${mailed ? 'links-revoked-mailed' : 'links-revoked'}#links-heading`)
      .send();
  });

  // ------------------------------------------------------------ visit times

  const showSlots = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    extra: { notice?: string; error?: string; values?: Partial<SlotFormValues> } = {},
  ) =>
    reply.staffPage(
      status,
      'Visit times',
      visitsPage({ slots: visits.slots({ from: schoolDay(new Date()) }), session: request.staffSession!, ...extra }),
      request.staffSession,
      'visits',
    );

  const showSlot = (
    request: FastifyRequest,
    reply: FastifyReply,
    slot: VisitSlot,
    status: number,
    extra: { notice?: string; error?: string; values?: Partial<SlotFormValues> } = {},
  ) => {
    const families = visits
      .bookings(slot.id)
      .map((booking) => ({ item: intake.submissions.byId(booking.submissionId)!, bookedAt: booking.bookedAt }))
      .filter((family) => family.item);
    return reply.staffPage(status, 'Visit time', slotPage({ slot, families, session: request.staffSession!, ...extra }), request.staffSession, 'visits');
  };

  const readSlot = (body: unknown): { ok: true; slot: SlotInput } | { ok: false; error: string; values: Partial<SlotFormValues> } => {
    const fields = (body ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(
      ['day', 'starts', 'ends', 'place', 'capacity', 'note'].map((key) => [key, typeof fields[key] === 'string' ? String(fields[key]).slice(0, 200) : '']),
    ) as Partial<SlotFormValues>;
    const parsed = slotSchema.safeParse(values);
    if (!parsed.success) return { ok: false, error: parsed.error.issues.map((issue) => issue.message).join(' '), values };
    if (slotStart(parsed.data).getTime() <= Date.now()) return { ok: false, error: 'The visit must be in the future.', values };
    return { ok: true, slot: parsed.data };
  };

  const slotOf = (request: FastifyRequest) => {
    const id = Number((request.params as { id: string }).id);
    return Number.isInteger(id) && id > 0 ? visits.slot(id) : undefined;
  };

  app.get('/visits', { schema: { querystring: query('done') } }, async (request, reply) => {
    const done = (request.query as Record<string, unknown>).done;
    return showSlots(request, reply, 200, { notice: typeof done === 'string' ? DONE[done] : undefined });
  });

  app.post('/visits', { schema: { body: visitSlotForm } }, async (request, reply) => {
    const read = readSlot(request.body);
    if (!read.ok) return showSlots(request, reply, 400, { error: read.error, values: read.values });
    const session = request.staffSession!;
    const id = visits.create(read.slot, session.email, new Date());
    audit.record({
      actor: session.email,
      action: 'visit-slot-add',
      target: `visit #${id}`,
      ip: request.ip,
      detail: `${describeSlot(read.slot)}; ${read.slot.capacity} seats`,
    });
    return reply.code(303).header('Location', '/staff/visits?done=added').send();
  });

  app.get('/visits/:id', { schema: { params: params('id'), querystring: query('done') } }, async (request, reply) => {
    const slot = slotOf(request);
    if (!slot) return notFound(request, reply, 'There is no such visit time.');
    const done = (request.query as Record<string, unknown>).done;
    return showSlot(request, reply, slot, 200, { notice: typeof done === 'string' ? DONE[done] : undefined });
  });

  app.post('/visits/:id', { schema: { params: params('id'), body: visitSlotForm } }, async (request, reply) => {
    const slot = slotOf(request);
    if (!slot) return notFound(request, reply, 'There is no such visit time.');
    if (slot.cancelledAt) return showSlot(request, reply, slot, 409, { error: 'This visit time is cancelled; it cannot be changed.' });
    const read = readSlot(request.body);
    if (!read.ok) return showSlot(request, reply, slot, 400, { error: read.error, values: read.values });
    const session = request.staffSession!;
    const now = new Date();
    const moved = read.slot.day !== slot.day || read.slot.starts !== slot.starts || read.slot.ends !== slot.ends || read.slot.place !== slot.place;
    const saved = intake.db.transaction(() => {
      if (!visits.update(slot.id, read.slot)) return false;
      if (moved) {
        visits.renewBookings(slot.id);
        for (const booking of visits.bookings(slot.id)) {
          const item = intake.submissions.byId(booking.submissionId);
          const renewed = visits.booking(booking.submissionId);
          if (item && renewed) mailVisit(intake, item, 'moved', renewed, now, slot);
        }
      }
      audit.record({
        actor: session.email,
        action: 'visit-slot-edit',
        target: `visit #${slot.id}`,
        ip: request.ip,
        detail: `${describeSlot(slot)}, ${slot.capacity} seats -> ${describeSlot(read.slot)}, ${read.slot.capacity} seats${moved && slot.booked > 0 ? '; families e-mailed' : ''}`,
        at: now,
      });
      return true;
    })();
    if (!saved)
      return showSlot(request, reply, slot, 409, {
        error: `${slot.booked} families have booked this time: it cannot have fewer seats than that. Nothing was changed.`,
        values: read.slot as unknown as Partial<SlotFormValues>,
      });
    if (moved && slot.booked > 0) intake.mailWorker.kick();
    return reply
      .code(303)
      .header('Location', `/staff/visits/${slot.id}?done=${moved && slot.booked > 0 ? 'saved-mailed' : 'saved'}`)
      .send();
  });

  app.post('/visits/:id/cancel', { schema: { params: params('id'), body: csrfOnlyForm } }, async (request, reply) => {
    const slot = slotOf(request);
    if (!slot) return notFound(request, reply, 'There is no such visit time.');
    if (slot.cancelledAt) return reply.code(303).header('Location', `/staff/visits/${slot.id}`).send();
    const session = request.staffSession!;
    const now = new Date();
    intake.db.transaction(() => {
      const bookings = visits.bookings(slot.id).map((booking) => visits.booking(booking.submissionId)!);
      visits.cancel(slot.id, now);
      for (const booking of bookings) {
        const item = intake.submissions.byId(booking.submissionId);
        if (item) mailVisit(intake, item, 'cancelled-by-school', booking, now);
      }
      audit.record({
        actor: session.email,
        action: 'visit-slot-cancel',
        target: `visit #${slot.id}`,
        ip: request.ip,
        detail: `${describeSlot(slot)}; ${bookings.length} families e-mailed`,
        at: now,
      });
    })();
    intake.mailWorker.kick();
    return reply.code(303).header('Location', `/staff/visits/${slot.id}?done=cancelled`).send();
  });
}
