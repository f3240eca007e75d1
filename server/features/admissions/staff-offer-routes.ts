import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { replyBySchema, utrRejectionSchema, waitlistPositionSchema } from '../../../lib/forms/fee-payment';
import { AdmissionJourney } from './offer-journey';
import { OfferProblem, type Decision } from './offers';
import { REFERENCE, type Submission } from '../intake';
import { csrfOnlyForm, NOTE_MAX } from '../../staff-shell/forms';
import { decisionForm, utrRejectForm } from './forms';
import { contentDisposition } from '../../core/replies';
import { problemPage, TO_INBOX } from '../../staff-shell/problem';
import { params } from '../../core/schemas';

const DECISIONS: readonly Decision[] = ['offered', 'waitlisted', 'not_offered'];

/**
 * The office's offer and fee steps under /staff (behind the staff plugin's session and CSRF checks): decide on a
 * seat, confirm or reject a UTR, download a receipt. Each is audited.
 */
export function staffOfferRoutes(untyped: FastifyInstance, journey: AdmissionJourney) {
  // Bodies are typed by their schemas (forms.ts), which Fastify checks before each handler.
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { audit } = untyped;
  const { submissions } = journey;

  const admission = (request: FastifyRequest): Submission | undefined => {
    const { reference } = request.params as { reference: string };
    const item = REFERENCE.test(reference) ? submissions.byReference(reference) : undefined;
    return item?.type === 'admission' ? item : undefined;
  };
  const back = (item: Submission) => ({ href: `/staff/submissions/${item.reference}`, label: 'Back to the application' });
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, text: string, item?: Submission) =>
    reply.staffPage(status, 'Not saved', problemPage('Nothing was saved', text, item ? back(item) : TO_INBOX), request.staffSession);
  const done = (reply: FastifyReply, item: Submission, what: string) =>
    reply.code(303).header('Location', `/staff/submissions/${item.reference}?done=${what}`).send();

  app.post('/submissions/:reference/decision', { schema: { params: params('reference'), body: decisionForm } }, async (request, reply) => {
    const item = admission(request);
    if (!item) return refuse(request, reply, 404, 'There is no such admission application.');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const decision = DECISIONS.find((candidate) => candidate === body.decision);
    if (!decision) return refuse(request, reply, 400, 'Please choose a decision: offer a seat, the waiting list, or no seat.', item);
    const details: { replyBy?: string; position?: number } = {};
    if (decision === 'offered') {
      const replyBy = replyBySchema.safeParse(body.replyBy);
      if (!replyBy.success) return refuse(request, reply, 400, 'Please give the reply-by date for the offer.', item);
      details.replyBy = replyBy.data;
    }
    if (decision === 'waitlisted') {
      const position = waitlistPositionSchema.safeParse(body.position);
      if (!position.success) return refuse(request, reply, 400, position.error.issues[0].message, item);
      details.position = position.data;
    }
    const note = typeof body.note === 'string' ? body.note.trim().slice(0, NOTE_MAX) || null : null;
    const session = request.staffSession!;
    try {
      journey.decide(item, decision, details, note, session.email);
    } catch (error) {
      if (error instanceof OfferProblem) return refuse(request, reply, 409, error.message, item);
      throw error;
    }
    const facts = decision === 'offered' ? `, reply by ${details.replyBy}` : decision === 'waitlisted' ? `, number ${details.position}` : '';
    audit.record({
      actor: session.email,
      action: 'offer-decision',
      target: item.reference,
      ip: request.ip,
      detail: `${decision}${facts}; family e-mailed${note ? `; note: ${note}` : ''}`,
    });
    return done(reply, item, 'decision');
  });

  const paymentAction = (action: 'confirm' | 'reject') =>
    app.post(
      `/submissions/:reference/payments/:id/${action}`,
      { schema: { params: params('reference', 'id'), body: action === 'confirm' ? csrfOnlyForm : utrRejectForm } },
      async (request, reply) => {
        const item = admission(request);
        const id = Number((request.params as { id: string }).id);
        if (!item || !Number.isSafeInteger(id)) return refuse(request, reply, 404, 'There is no such admission application.');
        const session = request.staffSession!;
        try {
          if (action === 'confirm') {
            const receipt = await journey.confirm(item, id, session.email);
            audit.record({
              actor: session.email,
              action: 'payment-confirm',
              target: item.reference,
              ip: request.ip,
              detail: `payment ${id}; receipt ${receipt.number}`,
            });
            return done(reply, item, 'payment-confirmed');
          }
          const reason = utrRejectionSchema.safeParse((request.body as Record<string, unknown> | undefined)?.reason ?? '');
          if (!reason.success) return refuse(request, reply, 400, reason.error.issues[0].message, item);
          const payment = journey.rejectUtr(item, id, reason.data, session.email);
          audit.record({
            actor: session.email,
            action: 'payment-reject',
            target: item.reference,
            ip: request.ip,
            detail: `UTR ${payment.utr}: ${reason.data}`,
          });
          return done(reply, item, 'payment-rejected');
        } catch (error) {
          if (error instanceof OfferProblem) return refuse(request, reply, 409, error.message, item);
          throw error;
        }
      },
    );
  paymentAction('confirm');
  paymentAction('reject');

  app.get('/submissions/:reference/receipt.pdf', { schema: { params: params('reference') } }, async (request, reply) => {
    const item = admission(request);
    const receipt = item ? journey.offers.receiptFor(item.id) : undefined;
    if (!item || !receipt) return refuse(request, reply, 404, 'There is no receipt for this application.');
    const pdf = await journey.receiptPdf(receipt);
    audit.record({
      actor: request.staffSession!.email,
      action: 'file-view',
      target: item.reference,
      ip: request.ip,
      detail: `receipt ${receipt.number} (download)`,
    });
    return reply
      .type('application/pdf')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Content-Disposition', contentDisposition('attachment', `receipt-${receipt.number.replace(/\//g, '-')}.pdf`))
      .send(pdf);
  });
}
