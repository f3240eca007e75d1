import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getSite } from '../../../lib/content/site';
import type { PublishConfig } from '../../core/publish-config';
import { Publisher } from './publisher';
import publishHooks from './webhooks';

export interface PublishingOptions {
  publish: PublishConfig;
  siteUrl: string;
}

/**
 * The website publisher as `app.publisher`: it builds the editor's commits (and pushes, polls, webhooks) into releases
 * and switches the static site to each (`app.staticSite`), mailing the administrators through `app.mail`. Started when
 * the service is ready, stopped before the database closes. Its webhooks answer under /api/publish.
 */
async function publishing(app: FastifyInstance, options: PublishingOptions) {
  const publisher = new Publisher({
    config: options.publish,
    db: app.db,
    outbox: app.mail.outbox,
    accounts: app.accounts,
    site: app.staticSite,
    log: app.log,
    siteUrl: options.siteUrl,
    schoolName: getSite().name,
    kickMail: () => app.mail.kick(),
  });
  app.decorate('publisher', publisher);
  app.addHook('onReady', async () => {
    for (const deprecation of options.publish.deprecations) app.log.warn(deprecation);
    publisher.start();
  });
  app.addHook('onClose', async () => publisher.stop());
  await app.register(publishHooks, { prefix: '/api/publish', publisher });
}

export const publishingPlugin = fp(publishing, { name: 'publishing', dependencies: ['database', 'mail', 'sign-in', 'static-site'] });
