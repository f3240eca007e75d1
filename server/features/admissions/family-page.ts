import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getFees } from '../../../lib/content/fees';
import { getSite } from '../../../lib/content/site';
import { paymentSettings } from '../publishing';
import { statusMessagesIn } from '../../../lib/content/status-messages';
import { normaliseReference } from '../../../lib/forms/status-lookup-fields';
import { renderApplicationPage, renderLinkRefusal } from './application-page';
import { currentToken, LinkVersions, linkLines, linkUrl, referenceOf, verifyLink } from './links';
import { officeMessages } from './office-messages';
import { journeyView } from './journey-sections';
import { documentsOf } from './journey';
import type { JourneyContext } from './family-mail';
import { hasApplicationPage, type IntakeForm, type Submission } from '../intake';
import { escapeHtml } from '../../../lib/escape-html';
import { answerPage } from '../../core/result-page';
import { offerView, type OfferPageInput } from './offer-page';
import { AdmissionOffers } from './offers';
import { apiError, isNativePost, sendPrivatePage, sendResultHtml, siteLink } from '../../core/replies';
import { FAMILY_WORDS, familyWords, type FamilyWords } from '../../core/family-words';
import { isFormLanguage, LANGUAGE_FIELD } from '../../../lib/forms/texts/types';
import { params, query } from '../../core/schemas';

/** The same words whether or not the reference exists: nobody learns which references are real. */
export const LINK_RESENT = FAMILY_WORDS.en.lookup.linkResent;
/** A family gets at most this many fresh links per reference a day, whoever asks (the link goes only to its own e-mail). */
const LINKS_PER_DAY = 3;

export interface FoundApplication {
  item: Submission;
  form: IntakeForm;
  token: string;
  expiresAt: Date;
}

/**
 * The application a page token stands for, or undefined for a malformed, tampered, expired or unknown one, or one
 * whose link was retired (its version is not the application's current one: revoked by the office, or replaced by the family).
 */
export function findApplication(context: JourneyContext, secret: Buffer, token: string): FoundApplication | undefined {
  const reference = referenceOf(token);
  const item = reference ? context.submissions.byReference(reference) : undefined;
  // Verified against the application's current link version: a retired link's signature no longer matches.
  const link = verifyLink(secret, token, new Date(), item ? new LinkVersions(context.db).current(item.id) : 0);
  const form = item ? context.forms.find((candidate) => candidate.type === item.type) : undefined;
  if (!link || !item || !form || !hasApplicationPage(item)) return undefined;
  return { item, form, token, expiresAt: link.expiresAt };
}

/**
 * The words for the family whose page a request is about (its stored language), English when the link opens none or the
 * failure that is being answered keeps it from being read.
 */
export function wordsOfRequest(request: FastifyRequest, context: JourneyContext): FamilyWords {
  try {
    const token = (request.params as { token?: unknown } | undefined)?.token;
    return familyWords(typeof token === 'string' ? findApplication(context, context.linkSecret, token)?.item.language : undefined);
  } catch {
    return FAMILY_WORDS.en;
  }
}

/** The one refusal for every link that is not a family's own valid one: no data, no reason. */
export function sendLinkRefusal(request: FastifyRequest, reply: FastifyReply, context: JourneyContext) {
  request.log.info({ requestId: request.id }, 'application page: link refused');
  return sendPrivatePage(
    reply,
    404,
    renderLinkRefusal(getSite().name, (path) => siteLink(request, context.config.siteUrl, path)),
  );
}

/** The family's page as it stands now, with a notice after a step or a problem with the last post. */
export function sendApplicationPage(
  reply: FastifyReply,
  status: number,
  context: JourneyContext,
  found: FoundApplication,
  extra: { done?: string; error?: OfferPageInput['error'] } = {},
) {
  const { item, form } = found;
  const site = getSite();
  const messages = statusMessagesIn(item.language);
  const offers = new AdmissionOffers(context.db);
  const childName = form.applicantName(item.data);
  const now = new Date();
  const payment = paymentSettings(context.db, site, () => getFees());
  const notices: Record<string, string> = familyWords(item.language).offerPage.notices;
  const offer = offerView({
    item,
    childName,
    token: found.token,
    secret: context.linkSecret,
    // The UPI request to the payee an administrator approved (features/publishing/money.ts), and the fees' names.
    site: { ...site, upi: payment.upi },
    fees: payment.fees,
    messages,
    offer: offers.offerFor(item.id),
    payments: offers.payments(item.id),
    receipt: context.receiptOf(item.id),
    now,
    notice: extra.done && Object.hasOwn(notices, extra.done) ? notices[extra.done] : undefined,
    error: extra.error,
  });
  return sendPrivatePage(
    reply,
    status,
    renderApplicationPage({
      submission: item,
      childName,
      messages,
      officeMessages: officeMessages(context.db, item.id),
      schoolName: site.name,
      schoolPhone: site.contact.phone,
      expiresAt: found.expiresAt,
      token: found.token,
      documents: documentsOf(item),
      studentClass: item.data.studentClass ?? '',
      journey: journeyView(context, item, found.token, extra.done, now),
      offer,
    }),
  );
}

/**
 * GET /application/<token>: the family's own page, server-rendered without script; public but unlisted (noindex),
 * never cached, and its address (which is the key) is not passed on as a referrer (the page's meta referrer tag).
 */
export function applicationPageRoutes(app: FastifyInstance, context: JourneyContext, secret: Buffer) {
  app.get('/application/:token', { schema: { params: params('token'), querystring: query('done') } }, async (request, reply) => {
    const { token } = request.params as { token: string };
    const found = findApplication(context, secret, token);
    if (!found) return sendLinkRefusal(request, reply, context);
    const done = (request.query as Record<string, unknown>).done;
    return sendApplicationPage(reply, 200, context, found, { done: typeof done === 'string' ? done : undefined });
  });
}

/** The address of an application's page, freshly signed at its current link version. */
export function applicationLink(context: JourneyContext, item: Submission, now: Date): string {
  return linkUrl(context.config.siteUrl, currentToken(context, item, now));
}

/**
 * POST /api/status/link ("send me my link again"): mails a fresh link to the e-mail address of the application.
 * The answer is the same whether or not the reference exists; rate-limited per address and per reference.
 */
export function linkResendRoutes(app: FastifyInstance, context: JourneyContext, rateLimit: object | false) {
  const site = getSite();
  const answer = (request: FastifyRequest, reply: FastifyReply, status: number, ok: boolean, text: string, fields: Record<string, string> = {}) => {
    const words = familyWords(languageOf(request));
    if (!isNativePost(request))
      return reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .send(ok ? { success: true, message: text } : apiError(text, { fields }));
    return sendResultHtml(
      reply,
      status,
      answerPage({
        ok,
        title: words.lookup.linkTitle,
        schoolName: site.name,
        lang: words.htmlLang,
        body: `<h1>${escapeHtml(words.lookup.linkTitle)}</h1><p role="status">${escapeHtml(text)}</p>
<p><a href="${escapeHtml(siteLink(request, context.config.siteUrl, words === FAMILY_WORDS.mr ? '/mr/admission-status' : '/admission-status'))}">${escapeHtml(words.lookup.back)}</a></p>`,
      }),
    );
  };

  app.post('/status/link', { bodyLimit: 2 * 1024, config: { rateLimit, ownBody: 'form' } }, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const reference = typeof body.reference === 'string' ? normaliseReference(body.reference) : undefined;
    const words = familyWords(languageOf(request)).lookup;
    if (!reference) return answer(request, reply, 400, false, words.linkBadReference, { reference: words.linkBadReference });
    const item = context.submissions.byReference(reference);
    const form = item ? context.forms.find((candidate) => candidate.type === item.type) : undefined;
    const email = item && form ? form.applicantEmail(item.data) : undefined;
    if (item && email && hasApplicationPage(item)) {
      const now = new Date();
      const recent = context.db
        .prepare(
          "SELECT COUNT(*) AS n FROM outbox WHERE submission_id = ? AND kind = 'status' AND message_id LIKE ? AND CAST(substr(message_id, instr(message_id, '.link-') + 6, 13) AS INTEGER) > ?",
        )
        .get(item.id, `<${item.reference.toLowerCase()}.link-%`, now.getTime() - 24 * 60 * 60 * 1000) as { n: number };
      if (recent.n < LINKS_PER_DAY) {
        mailLink(context, item, form!, 'asked', now);
        context.mailWorker.kick();
      } else {
        request.log.info({ requestId: request.id, reference: item.reference }, 'application link: daily limit reached');
      }
    }
    return answer(request, reply, 200, true, words.linkResent);
  });
}

/** The language of the page that asked: its form's hidden lang field, English without one. */
function languageOf(request: FastifyRequest): string {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  return isFormLanguage(body[LANGUAGE_FIELD]) ? body[LANGUAGE_FIELD] : 'en';
}

/** Why a family is sent its link: it asked ("send me my link again"), it stopped its earlier links, or the office did. */
export type LinkMailReason = 'asked' | 'renewed' | 'revoked';

/**
 * Queues a mail with a fresh link to the application's page, to the e-mail address in the application (never one typed
 * by whoever asked). Call it inside the transaction that made the change, if any, then kick the mail worker.
 */
export function mailLink(context: JourneyContext, item: Submission, form: IntakeForm, reason: LinkMailReason, now: Date): boolean {
  const email = form.applicantEmail(item.data);
  if (!email) return false;
  const site = getSite();
  const host = new URL(context.config.siteUrl).hostname;
  const words = familyWords(item.language);
  const values = { child: form.applicantName(item.data), reference: item.reference, phone: site.contact.phone };
  context.outbox.enqueue({
    submissionId: item.id,
    kind: 'status',
    recipient: email,
    messageId: `<${item.reference.toLowerCase()}.link-${now.getTime()}-${Math.random().toString(36).slice(2, 8)}@${host}>`,
    now: now.getTime(),
    subject: words.linkMail.subject(values),
    body: [
      words.greeting.parent,
      '',
      words.linkMail[reason](values),
      '',
      ...linkLines(item.reference, applicationLink(context, item, now), words),
      '',
      words.linkMail.ignore(values),
      '',
      words.signOff.regards,
      words.signOff.office,
      site.name,
    ].join('\n'),
  });
  return true;
}
