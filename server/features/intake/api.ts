import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { getSite } from '../../../lib/content/site';
import { NETWORK_ERROR_MESSAGE, STORAGE_ERROR_MESSAGE } from '../../../lib/forms/messages';
import { formTexts } from '../../../lib/forms/texts';
import { addressIn } from '../../../lib/languages';
import { FAMILY_WORDS } from '../../core/family-words';
import { MAX_UPLOAD_BYTES } from '../../../lib/forms/uploads';
import { IntakeError, StorageError } from '../../core/errors';
import { apiError, isNativePost, sendPage, siteLink } from '../../core/replies';
import { intakeRoutes, postLanguage, type IntakeRouteOptions } from './api-routes';
import { statusLookupRoutes } from './status-lookup';

/** More public routes under /api, answered with the same plugins, limits and error pages (a family's link, a data request's confirmation). */
export type ApiRoutes = (app: FastifyInstance) => void;

export interface ApiOptions extends IntakeRouteOptions {
  /** Parents' status look-ups per IP per minute; 0 turns the limit off. */
  statusRateLimit: number;
  /** Other features' routes under /api (app.ts lists them). */
  routes: readonly ApiRoutes[];
}

const TOO_MANY = 'Too many submissions from your network. Please wait a minute and try again.';

/** Friendly words for the framework's own 4xx refusals. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The form is too large. Please shorten your message and try again.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This form must be sent as application/x-www-form-urlencoded, multipart/form-data or JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The form data could not be read. Please try again.';
    default:
      if (error.statusCode === 429) return TOO_MANY;
      if (error.statusCode === 400 && /JSON/i.test(error.message)) return 'The form data could not be read. Please try again.';
      return error.message;
  }
}

/**
 * The form intake service under /api: validation with the forms' own schemas, storage in SQLite with the
 * upload on disk and mails queued in the outbox, the parents' status lookup, and the abuse limits.
 */
async function publicApi(app: FastifyInstance, options: ApiOptions) {
  const { forms } = app.intake;
  const site = getSite();

  // Only the site's own origin may call the API from a browser.
  await app.register(cors, { origin: [options.siteUrl], methods: ['POST'], maxAge: 600 });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 40, fieldSize: 16 * 1024, parts: 42, headerPairs: 200 },
  });
  await app.register(rateLimit, { global: false });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let message: string;
    let fields: Record<string, string> = {};
    let values: Record<string, string> | undefined;
    if (error instanceof IntakeError) {
      status = error.statusCode;
      message = error.message;
      fields = error.fields;
      values = error.values;
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      message = clientMessage(error);
    } else if (error instanceof StorageError) {
      // Disk full or failing: nothing was kept (no file, no row, no mail), and the same form can simply be sent again.
      status = 503;
      message = STORAGE_ERROR_MESSAGE;
      reply.header('Retry-After', '120');
      request.log.error({ err: error.cause, requestId: request.id }, 'submission could not be stored');
    } else {
      status = 500;
      message = NETWORK_ERROR_MESSAGE;
      request.log.error({ err: error, requestId: request.id }, 'intake request failed');
    }
    if (status < 500) request.log.info({ requestId: request.id, status, error: message, fields: Object.keys(fields) }, 'submission refused');
    if (isNativePost(request)) {
      const form = forms.find((candidate) => request.url.startsWith(`/api${candidate.endpoint}`));
      // In the language of the page that sent the form (its lang field, read before anything could be refused).
      const language = postLanguage(request);
      const { messages } = formTexts[language];
      const said = FAMILY_WORDS[language].result;
      const refused = Object.keys(fields).length > 0;
      return sendPage(reply, status, {
        ok: false,
        // A refused answer is named with its own message; the spec's retry wording is kept for other failures.
        heading: status === 503 ? messages.storageError : status >= 500 ? messages.networkError : refused ? messages.correctFields : messages.failure,
        message: status === 503 ? said.notStored : status >= 500 ? said.ourSide : message === messages.correctFields ? said.someToCorrect : message,
        ourFault: status >= 500,
        fields,
        // The form again on the page, to correct where it says and send without going back (what was typed kept).
        correction: form && values ? { action: request.url.split('?')[0], values, upload: form.upload } : undefined,
        backUrl: siteLink(request, options.siteUrl, addressIn(form?.page ?? '/', language)),
        homeUrl: siteLink(request, options.siteUrl, addressIn('/', language)),
        schoolName: site.name,
        language,
      });
    }
    return reply.code(status).send(apiError(message, { fields, requestId: request.id }));
  });

  intakeRoutes(app, options);
  statusLookupRoutes(app, { siteUrl: options.siteUrl, statusRateLimit: options.statusRateLimit });
  for (const routes of options.routes) routes(app);
}

export default publicApi;
