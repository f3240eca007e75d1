import { timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyRequest } from 'fastify';

/**
 * The status an error is answered with: its own when it is the client's (4xx), otherwise 500, which is logged with
 * the request id (what the client is told is the caller's to word: never the error's message or stack).
 */
export function errorStatus(error: FastifyError, request: FastifyRequest, failed: string, logged: unknown = error): number {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: logged, requestId: request.id }, failed);
  return status;
}

/**
 * A cross-site form post says so in Sec-Fetch-Site, or carries another Origin; ours never does. With our
 * `Referrer-Policy: no-referrer` browsers send `Origin: null` on our own posts, so that value proves nothing
 * either way (the CSRF token or the signed link still decides).
 */
export function crossSite(request: FastifyRequest, siteUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  return origin !== `${request.protocol}://${request.host}` && origin !== new URL(siteUrl).origin;
}

/** Compares two secrets in constant time. */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Do-Not-Track or Global Privacy Control: the visitor asked not to be counted. */
export function optedOut(headers: FastifyRequest['headers']): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}
