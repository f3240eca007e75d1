import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  siteUrl: string;
}

/** Headers every response carries. The page CSP is set per HTML file by the static-site plugin. */
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const https = options.siteUrl.startsWith('https://');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('Content-Security-Policy')) {
      // Non-HTML answers (JSON, files) never need to run or embed anything.
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    }
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
