import compress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { OnCommit } from './cms/backend';
import { createIntakeContext } from './intake/context';
import editor from './plugins/editor';
import securityHeaders from './plugins/security-headers';
import intake from './plugins/intake';
import insight from './plugins/insight';
import staff, { isStaffUrl, sendStaffProblem } from './plugins/staff';
import siteSearch from './plugins/site-search';
import { errorStatus } from './requests';
import staticSite from './plugins/static-site';
import { applicationPageRoutes } from './routes/application';
import { applicationJourneyRoutes } from './routes/application-journey';
import familyRoutes from './routes/application-family';
import { Publisher } from './publish/publisher';
import { liveOutDir } from './publish/releases';
import publishHooks from './publish/webhooks';
import { AccountsRepository } from './staff/accounts';
import { assertListed } from './staff/route-roles';

/** Set-password links, families' application links and data requests' confirmation links carry a secret in the address: it must not reach the request log. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/gi, '$1[redacted]')
    .replace(/^(\/application\/)[^?#]+/, '$1[redacted]')
    .replace(/^(\/api\/data-requests\/confirm\/)[^?#]+/, '$1[redacted]');
}

export interface BuildOptions {
  logger?: boolean;
  /** Called for every route as it is registered (tests list the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Called after every commit the content editor makes (the publisher listens here). */
  onCommit?: OnCommit;
}

/** Builds the whole service: the static site, the form intake under /api and the staff inbox under /staff, on one origin. */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: {
              req: (request) => ({ method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip }),
            },
          },
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; otherwise anyone could dodge the rate limit.
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Errors the router raises before any route (an address it cannot decode) get our answer, not Fastify's.
    frameworkErrors: (_error, request, reply) => {
      const plain = reply as unknown as FastifyReply;
      if (isStaffUrl(request.url)) return sendStaffProblem(plain, 400, 'Something went wrong', 'The address could not be read. Please go back and try again.');
      return plain.code(400).send({ success: false, error: 'The address could not be read.', requestId: request.id });
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Deny by default: every staff route (the staff area's and the editor's) must be in the one route table, or the service does not start.
  app.addHook('onRoute', (route) => assertListed(route.method, route.url));

  // Never show a stack trace or internal message to a visitor.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = errorStatus(error, request, 'request failed');
    reply.code(status).send({
      success: false,
      error: status >= 500 ? 'An error occurred. Please try again.' : error.message,
      requestId: request.id,
    });
  });

  await app.register(securityHeaders, { siteUrl: config.siteUrl });
  // Precompressed files are served as they are; this covers API answers and anything without a .br/.gz.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // After a publish, the live release (PUBLISH_DIR/current) is served; until then the checkout's own out/.
  await app.register(staticSite, {
    outDir: liveOutDir(config.publish) ?? config.outDir,
    siteUrl: config.siteUrl,
    gaId: config.gaId,
    apiBase: config.apiBase,
    privateDirs: [config.dataDir],
  });
  // After the site check, so a missing build fails before any data folder is created.
  const context = createIntakeContext(config, app.log);
  const publisher = new Publisher({
    config: config.publish,
    db: context.db,
    outbox: context.outbox,
    accounts: new AccountsRepository(context.db),
    site: app.staticSite,
    log: app.log,
    siteUrl: config.siteUrl,
    schoolName: context.schoolName,
    kickMail: () => context.mailWorker.kick(),
  });
  app.decorate('publisher', publisher);
  app.addHook('onReady', async () => {
    context.mailWorker.start();
    context.maintenance.start();
    for (const deprecation of config.publish.deprecations) app.log.warn(deprecation);
    publisher.start();
    app.log.info(context.maintenance.nextRuns(), 'scheduled jobs: next runs');
  });
  app.addHook('onClose', async () => {
    await publisher.stop();
    await context.maintenance.stop();
    await context.mailWorker.stop();
    context.db.close();
  });
  // Page-view, form-start and search counts (/api/insight, app.recordSearch); after the hook above, so it flushes before the database closes.
  await app.register(insight, { config, context });
  await app.register(intake, { prefix: '/api', config, context });
  await app.register(publishHooks, { prefix: '/api/publish', publisher });
  await app.register(staff, { prefix: '/staff', config, context });
  // The editor commits into the repository the publisher publishes: each save goes live by itself.
  const publishEditorCommit: OnCommit = (commit) => {
    publisher.request({ source: 'editor', commit: commit.sha, author: commit.author, summary: commit.message });
  };
  await app.register(editor, { config, context, onCommit: options.onCommit ?? publishEditorCommit });
  await app.register(async (scope) => applicationPageRoutes(scope, context, context.linkSecret));
  await app.register(async (scope) => applicationJourneyRoutes(scope, context));
  await app.register(familyRoutes, { context });
  // Last: a plugin registered before it may decorate recordSearch (the insight of issue 24).
  await app.register(siteSearch, { siteUrl: config.siteUrl, gaId: config.gaId, apiBase: config.apiBase });
  return app;
}
