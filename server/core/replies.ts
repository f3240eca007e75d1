import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderResultPage, RESULT_PAGE_CSP } from './result-page';

/**
 * Replies shared by the public routes (the forms, the status look-up) and the intake plugin's error handler:
 * one module they all import, so none of them imports another.
 */

/** A plain HTML form post from a browser without our script: it gets a page, not JSON. */
export function isNativePost(request: FastifyRequest): boolean {
  if (request.headers['x-requested-with']) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Relative links when the form page and the API share an origin; the site's address otherwise. */
export function siteLink(request: FastifyRequest, siteUrl: string, pathname: string): string {
  const referer = request.headers.referer;
  const own = `${request.protocol}://${request.host}`;
  try {
    if (!referer || new URL(referer).origin === own) return pathname;
  } catch {
    return pathname;
  }
  return `${siteUrl}${pathname}`;
}

/** An HTML answer to a native post, never cached, under the result pages' CSP. */
export function sendResultHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('Content-Security-Policy', RESULT_PAGE_CSP).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** A result page (the answer to a native post), never cached, under its own CSP. */
export function sendPage(reply: FastifyReply, status: number, page: Parameters<typeof renderResultPage>[0]) {
  return sendResultHtml(reply, status, renderResultPage(page));
}
