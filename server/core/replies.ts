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

/** `attachment; filename="..."; filename*=UTF-8''...` (RFC 6266), safe for any original name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * The CSP of a private page whose forms post to itself (the family's application page, a data request's confirmation):
 * its own inline styles, no script, no frames.
 */
export const OWN_FORMS_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** A private page (its address is its key): its own CSP, never cached or indexed. */
export function sendPrivatePage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('Content-Security-Policy', OWN_FORMS_PAGE_CSP)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The one shape of every error the service answers as JSON (the forms' API, the status look-up, the beacons, the
 * webhooks, an address no route has): `success: false`, the words to show, the fields to correct (a form's), and the
 * request's id where the log has the failure (to quote). The content editor's backend answers Decap's own `{ error }`
 * instead (its protocol, features/editor).
 */
export interface ApiError {
  success: false;
  error: string;
  fields?: Record<string, string>;
  requestId?: string;
}

export function apiError(error: string, details: { fields?: Record<string, string>; requestId?: string } = {}): ApiError {
  return { success: false, error, ...details };
}
