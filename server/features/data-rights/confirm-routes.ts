import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatDate } from '../../../lib/dates';
import { escapeHtml } from '../../../lib/escape-html';
import { getSite } from '../../../lib/content/site';
import { answerPage } from '../../core/result-page';
import { crossSite } from '../../core/requests';
import { sendPrivatePage, siteLink } from '../../core/replies';
import { params } from '../../core/schemas';

/**
 * GET and POST /api/data-requests/confirm/<token>: the link a request about personal data sends to each address on
 * file it could be about. Opening it shows what is asked and a button; only the button (a POST) confirms, so a mail
 * program that follows links confirms nothing. An unknown or expired link says so and shows nothing of the request.
 */
export function dataRequestConfirmRoutes(app: FastifyInstance, config: { siteUrl: string }) {
  const proofs = app.dataRequestProofs;
  const site = getSite();

  const send = (request: FastifyRequest, reply: FastifyReply, status: number, ok: boolean, title: string, body: string) =>
    sendPrivatePage(
      reply,
      status,
      answerPage({
        ok,
        title,
        schoolName: site.name,
        body: `<h1>${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(siteLink(request, config.siteUrl, '/privacy'))}">The privacy notice</a> · Questions? ${escapeHtml(site.dataProtection.name)}, ${escapeHtml(site.dataProtection.phone)}</p>`,
      }),
    );

  const unknown = (request: FastifyRequest, reply: FastifyReply) =>
    send(
      request,
      reply,
      404,
      false,
      'This link does not work',
      '<p role="alert">The link may have been copied incompletely. Nothing was confirmed. Please use the link in our e-mail as it is.</p>',
    );
  const expired = (request: FastifyRequest, reply: FastifyReply) =>
    send(
      request,
      reply,
      410,
      false,
      'This link has expired',
      '<p role="alert">Nothing was confirmed. Please send the request again from the privacy notice, or come to the school office with proof of your identity.</p>',
    );

  const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;

  app.get('/data-requests/confirm/:token', { schema: { params: params('token') } }, async (request, reply) => {
    const found = proofs.byToken(tokenOf(request), new Date());
    if (!found) return unknown(request, reply);
    if (found.expired) return expired(request, reply);
    const { request: asked, proof } = found;
    if (proof.confirmedAt)
      return send(
        request,
        reply,
        200,
        true,
        'Already confirmed',
        `<p role="status">This request (${escapeHtml(asked.reference)}) was confirmed on ${escapeHtml(formatDate(proof.confirmedAt))}.</p>`,
      );
    return send(
      request,
      reply,
      200,
      true,
      'Confirm your request',
      `<p>On ${escapeHtml(formatDate(asked.createdAt))} someone asked the school to deal with personal data: <strong>${escapeHtml(asked.data.requestType ?? '')}</strong> (reference ${escapeHtml(asked.reference)}).
It is about the forms sent with the e-mail address this link was mailed to.</p>
<p>If you asked, please confirm it. If you did not, close this page: nothing happens without a confirmation.</p>
<form method="post" action="/api/data-requests/confirm/${encodeURIComponent(tokenOf(request))}"><button type="submit">Confirm my request</button></form>`,
    );
  });

  app.post('/data-requests/confirm/:token', { bodyLimit: 1024, schema: { params: params('token') }, config: { ownBody: 'none' } }, async (request, reply) => {
    const found = proofs.byToken(tokenOf(request), new Date());
    if (!found || crossSite(request, config.siteUrl)) return unknown(request, reply);
    if (found.expired || !proofs.confirm(found.proof, new Date())) return expired(request, reply);
    request.log.info({ requestId: request.id, reference: found.request.reference }, 'data request confirmed by an address on file');
    return send(
      request,
      reply,
      200,
      true,
      'Thank you: your request is confirmed',
      `<p role="status">The school office now answers request ${escapeHtml(found.request.reference)}, by e-mail to this address, within ${escapeHtml(String(site.dataProtection.replyDays))} days of its arrival.</p>`,
    );
  });
}
