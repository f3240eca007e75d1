import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import { getSite } from '../../../lib/content/site';
import { utrSchema } from '../../../lib/forms/fee-payment';
import { checkMatches, formState, AdmissionJourney } from './offer-journey';
import { OfferProblem } from './offers';
import type { JourneyContext } from './family-mail';
import { contentDisposition, sendPrivatePage } from '../../core/replies';
import { renderLinksRenewed } from './application-page';
import { LinkVersions } from './links';
import { findApplication, mailLink, sendApplicationPage, sendLinkRefusal, wordsOfRequest } from './family-page';
import { crossSite, errorStatus } from '../../core/requests';
import { familyWords, type FamilyWords } from '../../core/family-words';
import { params } from '../../core/schemas';

/** Why the family's step was not taken, in its words (the office's own problems, which a family never meets, in English). */
function problemIn(problem: OfferProblem, said: FamilyWords['offerPage']): string {
  return problem.family ? said.problems[problem.family.problem](problem.family.values ?? {}) : problem.message;
}

/**
 * The family's steps on its page, plain form posts that work without script: accept or decline the offer, enter
 * the UTR, download the receipt, stop the links sent so far. CSRF-safe without a session: the address carries the signed token, each form a
 * check bound to the application and the state it was shown in (a forged or stale form fails), and cross-site
 * posts are refused.
 */
export async function applicationJourneyRoutes(app: FastifyInstance, context: JourneyContext, journey: AdmissionJourney) {
  const secret = context.linkSecret;
  await app.register(formbody, { bodyLimit: 2 * 1024 });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = errorStatus(error, request, 'application page step failed');
    // Words only, never the error's own message or stack; in the family's language when its link opens its page.
    const said = wordsOfRequest(request, context).stepFailed;
    return reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(status >= 500 ? said.ourSideQuoting({ id: String(request.id) }) : said.unreadable);
  });
  // A receipt issued just before a crash gets its PDF and mail now.
  app.addHook('onReady', async () => {
    await journey.finishReceipts();
  });

  // Each form is checked on the page it came from (a stale form, a wrong UTR are answered there): the body is read by the route.
  const limits = { bodyLimit: 2 * 1024, schema: { params: params('token') }, config: { ownBody: 'page' as const } };

  app.post('/application/:token/offer', limits, async (request, reply) => {
    const found = findApplication(context, secret, (request.params as { token: string }).token);
    if (!found || crossSite(request, context.config.siteUrl)) return sendLinkRefusal(request, reply, context);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { item } = found;
    const said = familyWords(item.language).offerPage;
    const offer = journey.offers.offerFor(item.id);
    if (!checkMatches(secret, item.reference, 'offer', formState('offer', offer, journey.offers.payments(item.id)), body.check)) {
      return sendApplicationPage(reply, 409, context, found, { error: { form: 'offer', text: said.stale } });
    }
    const answer = body.answer === 'accept' ? 'accepted' : body.answer === 'decline' ? 'declined' : undefined;
    if (!answer) return sendApplicationPage(reply, 400, context, found, { error: { form: 'offer', text: said.chooseAnswer } });
    try {
      journey.reply(item, answer);
    } catch (error) {
      if (!(error instanceof OfferProblem)) throw error;
      return sendApplicationPage(reply, 409, context, found, { error: { form: 'offer', text: problemIn(error, said) } });
    }
    return reply.code(303).header('Location', `/application/${found.token}?done=offer-${answer}`).send();
  });

  app.post('/application/:token/payment', limits, async (request, reply) => {
    const found = findApplication(context, secret, (request.params as { token: string }).token);
    if (!found || crossSite(request, context.config.siteUrl)) return sendLinkRefusal(request, reply, context);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { item } = found;
    const said = familyWords(item.language).offerPage;
    const typed = typeof body.utr === 'string' ? body.utr.slice(0, 40) : '';
    const state = formState('payment', journey.offers.offerFor(item.id), journey.offers.payments(item.id));
    if (!checkMatches(secret, item.reference, 'payment', state, body.check)) {
      return sendApplicationPage(reply, 409, context, found, { error: { form: 'payment', text: said.stale, utr: typed } });
    }
    // The schema has one message, the UTR's (UTR_MESSAGE): said in the family's words.
    const utr = utrSchema.safeParse(typed);
    if (!utr.success) return sendApplicationPage(reply, 400, context, found, { error: { form: 'payment', text: said.utrWrong, utr: typed } });
    try {
      journey.enterUtr(item, utr.data);
    } catch (error) {
      if (!(error instanceof OfferProblem)) throw error;
      return sendApplicationPage(reply, 409, context, found, { error: { form: 'payment', text: problemIn(error, said), utr: typed } });
    }
    return reply.code(303).header('Location', `/application/${found.token}?done=utr-entered`).send();
  });

  // The family stops every link sent so far (one may have been forwarded): a new one goes to the e-mail address in the application.
  app.post('/application/:token/links/renew', limits, async (request, reply) => {
    const found = findApplication(context, secret, (request.params as { token: string }).token);
    if (!found || crossSite(request, context.config.siteUrl)) return sendLinkRefusal(request, reply, context);
    const now = new Date();
    context.db.transaction(() => {
      new LinkVersions(context.db).retire(found.item.id, 'family', now);
      mailLink(context, found.item, found.form, 'renewed', now);
    })();
    context.mailWorker.kick();
    request.log.info({ requestId: request.id, reference: found.item.reference }, 'application links renewed by the family');
    return sendPrivatePage(reply, 200, renderLinksRenewed(getSite().name, familyWords(found.item.language)));
  });

  app.get('/application/:token/receipt.pdf', { schema: { params: params('token') } }, async (request, reply) => {
    const found = findApplication(context, secret, (request.params as { token: string }).token);
    const receipt = found ? journey.receipts.forApplication(found.item.id) : undefined;
    if (!found || !receipt) return sendLinkRefusal(request, reply, context);
    const pdf = await journey.receiptPdf(receipt);
    return reply
      .type('application/pdf')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Content-Disposition', contentDisposition('attachment', `receipt-${receipt.number.replace(/\//g, '-')}.pdf`))
      .send(pdf);
  });
}
