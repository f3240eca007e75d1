import compress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { certificatesOf } from '../lib/content/certificates';
import { getMandatoryDisclosure } from '../lib/content/mandatory-disclosure';
import { getRetention } from '../lib/content/retention';
import { getSite } from '../lib/content/site';
import { pick, type ServerConfig } from './core/config';
import { databasePlugin } from './core/database';
import { mailPlugin } from './core/mail';
import { apiError } from './core/replies';
import { errorStatus } from './core/requests';
import { assertDeclared } from './core/schemas';
import securityHeaders from './core/security-headers';
import staticSite from './core/static-site';
import { admissionsMenu, admissionsPlugin, admissionsSection, linkResendApi } from './features/admissions';
import { certificatesPlugin } from './features/certificates';
import { dataRequestConfirmApi, dataRightsPlugin, dataRightsSection } from './features/data-rights';
import { editorMenu, editorPlugin, type OnCommit } from './features/editor';
import { insightMenu, insightPlugin, insightSection } from './features/insight';
import { inboxSection, intakeMenu, intakePlugin, publicApi } from './features/intake';
import { liveOutDir, publishingMenu, publishingPlugin, updatesSection } from './features/publishing';
import { siteSearchPlugin } from './features/search';
import { checkSchedules, Maintenance } from './maintenance';
import { accountsMenu } from './sign-in/account-routes';
import { signInPlugin } from './sign-in/plugin';
import { assertListed } from './sign-in/route-roles';
import staffArea, { isStaffUrl, sendStaffProblem } from './sign-in/staff-area';

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
      return plain.code(400).send(apiError('The address could not be read.', { requestId: request.id }));
    },
  });
  // Every route declares what it reads, checked by zod before its handler (core/schemas.ts); a route that does not say stops the start.
  app.setValidatorCompiler(validatorCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Deny by default: every staff route (the staff area's and the editor's) must be in the one route table, or the service does not start.
  app.addHook('onRoute', (route) => assertListed(route.method, route.url));
  app.addHook('onRoute', assertDeclared);

  // Never show a stack trace or internal message to a visitor.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = errorStatus(error, request, 'request failed');
    reply.code(status).send(apiError(status >= 500 ? 'An error occurred. Please try again.' : error.message, { requestId: request.id }));
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

  // The core, after the site check (a missing build fails before any data folder is created) and a bad schedule
  // setting (it stops the start before the database is opened). Each plugin's onClose runs in reverse order of
  // registration: the database closes last, after the mail worker, which stops after everything that queues mail.
  checkSchedules(config);
  await app.register(databasePlugin, { dataDir: config.dataDir });
  await app.register(mailPlugin, pick(config, 'dataDir', 'smtpUrl', 'mailFrom', 'mailTo', 'mailRetryBaseMs', 'mailPollMs'));
  // Sign-in and accounts, with the staff menu: each feature's entries, in the order the menu shows them.
  await app.register(signInPlugin, {
    siteUrl: config.siteUrl,
    menu: [...intakeMenu, ...admissionsMenu, ...insightMenu, ...publishingMenu, ...editorMenu, ...accountsMenu],
  });

  // The features. Each decorates the service with what others may use and fills the intake's extension points, in
  // this order (the sections of a submission's page: a data request's, then an admission's).
  await app.register(intakePlugin, { siteUrl: config.siteUrl, dataDir: config.dataDir, mailFrom: config.mailFrom, mailTo: config.mailTo });
  await app.register(dataRightsPlugin, { siteUrl: config.siteUrl });
  await app.register(admissionsPlugin, pick(config, 'siteUrl', 'dataDir', 'applicationLinkSecret', 'intakeRateLimit'));
  await app.register(certificatesPlugin);
  await app.register(publishingPlugin, { publish: config.publish, siteUrl: config.siteUrl });
  // Page-view, form-start and search counts (/api/insight, app.recordSearch); it flushes before the database closes.
  await app.register(insightPlugin, { siteUrl: config.siteUrl, insightRateLimit: config.insightRateLimit });

  // The scheduled jobs: the nightly purge of every feature's data, reminders, backups.
  const maintenance = new Maintenance(
    {
      dataDir: config.dataDir,
      retention: getRetention(),
      purgeSchedule: config.purgeSchedule,
      backupDir: config.backupDir,
      backupSchedule: config.backupSchedule,
      backupKeep: config.backupKeep,
      reminders: { outbox: app.mail.outbox, siteUrl: config.siteUrl, schoolName: getSite().name, certificates: certificatesOf(getMandatoryDisclosure()) },
      visitReminders: (now) => app.admissions.sendVisitReminders(now),
    },
    app.db,
    app.intake.submissions,
    app.log,
  );
  app.addHook('onReady', async () => {
    maintenance.start();
    app.log.info(maintenance.nextRuns(), 'scheduled jobs: next runs');
  });
  app.addHook('onClose', async () => maintenance.stop());

  // The public API under /api: the forms and the status look-up, and other features' routes beside them.
  await app.register(publicApi, {
    prefix: '/api',
    siteUrl: config.siteUrl,
    dataDir: config.dataDir,
    mailTo: config.mailTo,
    intakeRateLimit: config.intakeRateLimit,
    statusRateLimit: config.statusRateLimit,
    routes: [dataRequestConfirmApi({ siteUrl: config.siteUrl }), linkResendApi({ statusRateLimit: config.statusRateLimit })],
  });
  // The staff area under /staff: signing in and accounts, then each feature's pages and forms.
  await app.register(staffArea, {
    prefix: '/staff',
    siteUrl: config.siteUrl,
    sections: [
      inboxSection({ siteUrl: config.siteUrl, dataDir: config.dataDir }),
      dataRightsSection({ siteUrl: config.siteUrl, dataDir: config.dataDir }),
      updatesSection,
      admissionsSection,
      insightSection,
    ],
  });
  // The editor commits into the repository the publisher publishes: each save goes live by itself.
  const publishEditorCommit: OnCommit = (commit) => {
    app.publisher.request({ source: 'editor', commit: commit.sha, author: commit.author, summary: commit.message });
  };
  await app.register(editorPlugin, {
    siteUrl: config.siteUrl,
    outDir: config.outDir,
    repoDir: config.publish.repoDir,
    onCommit: options.onCommit ?? publishEditorCommit,
  });
  // Last: a plugin registered before it may decorate recordSearch (insight does).
  await app.register(siteSearchPlugin, { siteUrl: config.siteUrl, gaId: config.gaId, apiBase: config.apiBase });
  return app;
}
