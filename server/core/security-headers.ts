import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NON_PAGE_CSP, securityHeaders as headersForEveryAnswer } from './site-policy';

export interface SecurityHeadersOptions {
  siteUrl: string;
}

/** Headers every response carries (server/core/site-policy.ts). Pages get their own CSP from the static-site plugin. */
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const headers = headersForEveryAnswer(options);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
    // JSON, files and redirects never need to run or embed anything.
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', NON_PAGE_CSP);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
