import compress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import securityHeaders from './plugins/security-headers';
import intake from './plugins/intake';
import staticSite from './plugins/static-site';

/** Builds the whole service: the static site and the form intake under /api, on one origin. */
export async function buildApp(config: ServerConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; otherwise anyone could dodge the rate limit.
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  });

  // Never show a stack trace or internal message to a visitor.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error, requestId: request.id }, 'request failed');
    reply.code(status).send({
      success: false,
      error: status >= 500 ? 'An error occurred. Please try again.' : error.message,
      requestId: request.id,
    });
  });

  await app.register(securityHeaders, { siteUrl: config.siteUrl });
  // Precompressed files are served as they are; this covers API answers and anything without a .br/.gz.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(staticSite, { outDir: config.outDir, siteUrl: config.siteUrl, gaId: config.gaId, apiBase: config.apiBase, privateDirs: [config.dataDir] });
  // After the site check, so a missing build fails before any data folder is created.
  await app.register(intake, { prefix: '/api', config });
  return app;
}
