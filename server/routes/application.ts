import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentsForClass, getAdmissionDocuments } from '../../lib/content/admission-documents';
import { getSite } from '../../lib/content/site';
import { getStatusMessages } from '../../lib/content/status-messages';
import { normaliseReference } from '../../lib/forms/status-lookup-fields';
import { APPLICATION_PAGE_CSP, renderApplicationPage, renderLinkRefusal } from '../applications/application-page';
import { LINK_DAYS, linkLines, linkUrl, signLink, verifyLink } from '../applications/links';
import { officeMessages } from '../applications/office-messages';
import { journeyView } from '../applications/journey-sections';
import type { IntakeContext } from '../intake/context';
import { escapeHtml } from '../../lib/escape-html';
import { answerPage } from '../intake/result-page';
import type { Submission } from '../intake/submissions-repository';
import { isNativePost, siteLink, sendResultHtml } from './replies';

/** Only admissions have a family page (the stages are an admission's). */
export const hasApplicationPage = (item: Submission) => item.type === 'admission';

/** The same words whether or not the reference exists: nobody learns which references are real. */
export const LINK_RESENT =
  'If this reference number belongs to an application, we have sent a new link to its page to the e-mail address given in the form. Please check your inbox (and spam folder) in a few minutes.';
const LINK_BAD_REFERENCE = 'Please enter the reference number from our e-mail, e.g. ADM-20261121-7KQ2XD.';
/** A family gets at most this many fresh links per reference a day, whoever asks (the link goes only to its own e-mail). */
const LINKS_PER_DAY = 3;

/** An answer of the family's page (or its refusal): its own CSP, never cached or indexed. */
export function sendApplicationHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('Content-Security-Policy', APPLICATION_PAGE_CSP)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * GET /application/<token>: the family's own page, server-rendered without script; public but unlisted (noindex),
 * never cached, and its address (which is the key) is not passed on as a referrer (the page's meta referrer tag).
 */
export function applicationPageRoutes(app: FastifyInstance, context: IntakeContext, secret: Buffer) {
  const site = getSite();
  const messages = getStatusMessages();
  const send = sendApplicationHtml;

  app.get('/application/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    const link = verifyLink(secret, token, new Date());
    const item = link ? context.submissions.byReference(link.reference) : undefined;
    const form = item ? context.forms.find((candidate) => candidate.type === item.type) : undefined;
    if (!link || !item || !form || !hasApplicationPage(item)) {
      request.log.info({ requestId: request.id }, 'application page: link refused');
      return send(reply, 404, renderLinkRefusal(site.name, siteLink(request, context.config.siteUrl, '/admission-status')));
    }
    return send(
      reply,
      200,
      renderApplicationPage({
        submission: item,
        childName: form.applicantName(item.data),
        messages,
        officeMessages: officeMessages(context.db, item.id),
        schoolName: site.name,
        schoolPhone: site.contact.phone,
        expiresAt: link.expiresAt,
        documents: documentsForClass(getAdmissionDocuments(), item.data.studentClass ?? ''),
        studentClass: item.data.studentClass ?? '',
        journey: journeyView(context, item, token, (request.query as Record<string, unknown>).done, new Date()),
      }),
    );
  });
}

/** The address of an application's page, freshly signed. */
export function applicationLink(context: IntakeContext, secret: Buffer, reference: string, now: Date): string {
  return linkUrl(context.config.siteUrl, signLink(secret, reference, now, LINK_DAYS));
}

/**
 * POST /api/status/link ("send me my link again"): mails a fresh link to the e-mail address of the application.
 * The answer is the same whether or not the reference exists; rate-limited per address and per reference.
 */
export function linkResendRoutes(app: FastifyInstance, context: IntakeContext, secret: Buffer, rateLimit: object | false) {
  const site = getSite();
  const answer = (request: FastifyRequest, reply: FastifyReply, status: number, ok: boolean, text: string, fields: Record<string, string> = {}) => {
    if (!isNativePost(request))
      return reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .send(ok ? { success: true, message: text } : { success: false, error: text, fields });
    return sendResultHtml(
      reply,
      status,
      answerPage({
        ok,
        title: 'Your application link',
        schoolName: site.name,
        body: `<h1>Your application link</h1><p role="status">${escapeHtml(text)}</p>
<p><a href="${escapeHtml(siteLink(request, context.config.siteUrl, '/admission-status'))}">Back to Track your application</a></p>`,
      }),
    );
  };

  app.post('/status/link', { bodyLimit: 2 * 1024, config: { rateLimit } }, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const reference = typeof body.reference === 'string' ? normaliseReference(body.reference) : undefined;
    if (!reference) return answer(request, reply, 400, false, LINK_BAD_REFERENCE, { reference: LINK_BAD_REFERENCE });
    const item = context.submissions.byReference(reference);
    const form = item ? context.forms.find((candidate) => candidate.type === item.type) : undefined;
    const email = item && form ? form.applicantEmail(item.data) : undefined;
    if (item && email && hasApplicationPage(item)) {
      const now = new Date();
      const host = new URL(context.config.siteUrl).hostname;
      const recent = context.db
        .prepare(
          "SELECT COUNT(*) AS n FROM outbox WHERE submission_id = ? AND kind = 'status' AND message_id LIKE ? AND CAST(substr(message_id, instr(message_id, '.link-') + 6, 13) AS INTEGER) > ?",
        )
        .get(item.id, `<${item.reference.toLowerCase()}.link-%`, now.getTime() - 24 * 60 * 60 * 1000) as { n: number };
      if (recent.n < LINKS_PER_DAY) {
        context.outbox.enqueue({
          submissionId: item.id,
          kind: 'status',
          recipient: email,
          messageId: `<${item.reference.toLowerCase()}.link-${now.getTime()}-${Math.random().toString(36).slice(2, 8)}@${host}>`,
          now: now.getTime(),
          subject: `The page of your application ${item.reference}`,
          body: linkMailBody(
            form!.applicantName(item.data),
            item.reference,
            applicationLink(context, secret, item.reference, now),
            site.name,
            site.contact.phone,
          ),
        });
        context.mailWorker.kick();
      } else {
        request.log.info({ requestId: request.id, reference: item.reference }, 'application link: daily limit reached');
      }
    }
    return answer(request, reply, 200, true, LINK_RESENT);
  });
}

function linkMailBody(child: string, reference: string, url: string, school: string, phone: string): string {
  return [
    'Dear Parent,',
    '',
    `You asked for a new link to the page of the application for ${child} (reference ${reference}).`,
    '',
    ...linkLines(reference, url),
    '',
    `If you did not ask for it, you can ignore this e-mail; the link only ever goes to this address. Questions? Call us on ${phone}.`,
    '',
    'With regards,',
    'The Admissions Office',
    school,
  ].join('\n');
}
