import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statusMessagesIn, statusName } from '../../../lib/content/status-messages';
import { escapeHtml } from '../../../lib/escape-html';
import { toE164 } from '../../../lib/forms/phone';
import { lookupWords, normaliseReference, type LookupWords } from '../../../lib/forms/status-lookup-fields';
import { mrLookupWords } from '../../../lib/forms/texts/lookup-mr';
import { statusLookupSchema } from '../../../lib/forms/status-lookup';
import { EMAIL } from '../../../lib/forms/rules';
import { validateForm } from '../../../lib/forms/validate';
import { formTexts, isFormLanguage, LANGUAGE_FIELD, type FormLanguage } from '../../../lib/forms/texts';
import { familyWords } from '../../core/family-words';
import { getSite } from '../../../lib/content/site';
import { answerPage } from '../../core/result-page';
import { hasWorkflow } from '../../../lib/forms/statuses';
import type { Submission, SubmissionsRepository } from './submissions-repository';
import { formatDate } from '../../../lib/dates';
import { statusMeaning } from './status-mail';
import { hasApplicationPage } from './forms';
import { apiError, isNativePost, sendResultHtml, siteLink } from '../../core/replies';

/**
 * The submission a parent may see: an admission or payment with this reference whose e-mail, phone or
 * WhatsApp number is the one given. Anything else is "not found", whichever part was wrong.
 */
export function findForParent(submissions: SubmissionsRepository, reference: string, contact: string): Submission | undefined {
  const normalised = normaliseReference(reference);
  const item = normalised ? submissions.byReference(normalised) : undefined;
  if (!item || !hasWorkflow(item.type)) return undefined;
  const given = contact.trim();
  if (EMAIL.test(given)) return given.toLowerCase() === (item.data.email ?? '').trim().toLowerCase() ? item : undefined;
  // Numbers are stored in E.164 (older rows as typed): both sides are normalised before comparing.
  const number = toE164(given);
  if (!number) return undefined;
  return [item.data.phoneNumber, item.data.whatsappNumber].some((phone) => phone !== undefined && toE164(phone) === number) ? item : undefined;
}

export interface LookupAnswer {
  success: true;
  reference: string;
  status: string;
  meaning: string;
  /** ISO time of the last change, and the day as the parent reads it. */
  changedAt: string;
  changedOn: string;
  /**
   * Whether the application has its own page (an admission). The look-up never hands out its link: anyone with a
   * reference and a phone number could read and act on the family's page; the link goes only by mail, to the address in
   * the application ("Send me my link again").
   */
  hasApplicationPage: boolean;
}

/** The look-up form's words by language: the server answers in the words of the page that asked. */
const LOOKUP_WORDS: Record<FormLanguage, LookupWords> = { en: lookupWords, mr: mrLookupWords };

/** The language a look-up was asked in: its form's hidden lang field, English without one (or with an unknown one). */
function languageOf(request: FastifyRequest): FormLanguage {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  return isFormLanguage(body[LANGUAGE_FIELD]) ? body[LANGUAGE_FIELD] : 'en';
}

/**
 * POST /api/status: a parent's look-up by reference and e-mail or phone. Answers only the current status and
 * the date of its last change, never another field, and never the link to the family's page. JSON for the page's script; a small HTML page for a
 * native post. Rate-limited per address.
 */
export function statusLookupRoutes(app: FastifyInstance, config: { siteUrl: string; statusRateLimit: number }) {
  const { submissions } = app.intake;
  const rateLimit = config.statusRateLimit > 0 ? { max: config.statusRateLimit, timeWindow: 60_000, groupId: 'status-lookup' } : false;

  const page = (request: FastifyRequest, reply: FastifyReply, status: number, ok: boolean, body: string) => {
    const language = languageOf(request);
    const words = familyWords(language).lookup;
    const home = language === 'mr' ? '/mr' : '/';
    return sendResultHtml(
      reply,
      status,
      answerPage({
        ok,
        title: LOOKUP_WORDS[language].heading,
        schoolName: getSite().name,
        lang: familyWords(language).htmlLang,
        body: `<h1>${escapeHtml(LOOKUP_WORDS[language].heading)}</h1>${body}
<p><a href="${escapeHtml(siteLink(request, config.siteUrl, `${language === 'mr' ? '/mr' : ''}/admission-status`))}">${escapeHtml(words.another)}</a> · <a href="${escapeHtml(siteLink(request, config.siteUrl, home))}">${escapeHtml(words.home)}</a></p>`,
      }),
    );
  };

  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, error: string, fields: Record<string, string> = {}) => {
    if (isNativePost(request)) {
      const list = Object.values(fields)
        .map((message) => `<li>${escapeHtml(message)}</li>`)
        .join('');
      return page(request, reply, status, false, `<p role="alert">${escapeHtml(error)}</p>${list ? `<ul>${list}</ul>` : ''}`);
    }
    return reply.code(status).header('Cache-Control', 'no-store').send(apiError(error, { fields }));
  };

  app.post(
    '/status',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit, ownBody: 'form' },
      errorHandler: (error: FastifyError, request, reply) => {
        const words = LOOKUP_WORDS[languageOf(request)];
        if (error.statusCode === 429) return refuse(request, reply, 429, words.messages.tooMany);
        if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return refuse(request, reply, error.statusCode, words.messages.notFound);
        request.log.error({ err: error, requestId: request.id }, 'status look-up failed');
        return refuse(request, reply, 500, words.messages.networkError);
      },
    },
    async (request, reply) => {
      const raw = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      const language = languageOf(request);
      const words = LOOKUP_WORDS[language];
      const family = familyWords(language);
      const result = validateForm(statusLookupSchema, raw, formTexts[language]);
      if (!result.ok) return refuse(request, reply, 400, family.lookup.checkBoth, result.fields);
      const item = findForParent(submissions, result.values.reference, result.values.contact);
      if (!item) {
        request.log.info({ requestId: request.id }, 'status look-up: no match');
        // A look-up that finds nothing is an answer, not an error (no red line in the browser's console).
        return refuse(request, reply, 200, words.messages.notFound);
      }
      // The answer is in the language of the page that asked (its form's lang field).
      const messages = statusMessagesIn(language);
      const answer: LookupAnswer = {
        success: true,
        reference: item.reference,
        status: statusName(messages, item.type, item.status),
        meaning: statusMeaning(messages, item.type, item.status),
        changedAt: item.statusChangedAt,
        changedOn: formatDate(item.statusChangedAt, 'long', family.locale),
        hasApplicationPage: hasApplicationPage(item),
      };
      if (isNativePost(request)) {
        return page(
          request,
          reply,
          200,
          true,
          `<p class="ref">${family.lookup.reference({ reference: escapeHtml(answer.reference) })}</p>
<p role="status">${family.lookup.status({ status: escapeHtml(answer.status), date: escapeHtml(answer.changedOn) })}</p>
<p>${escapeHtml(answer.meaning)}</p>${
            answer.hasApplicationPage
              ? // The reference just given, not asked again (WCAG 3.3.7): sent on to "send me my link again" by the page itself.
                `<form method="post" action="${escapeHtml(`${request.url.split('?')[0]}/link`)}"><p>${escapeHtml(words.pageByMail)}</p>
<input type="hidden" name="reference" value="${escapeHtml(answer.reference)}">${
                  language === 'en' ? '' : `<input type="hidden" name="${LANGUAGE_FIELD}" value="${language}">`
                }<button type="submit">${escapeHtml(words.resend)}</button></form>`
              : ''
          }`,
        );
      }
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );
}
