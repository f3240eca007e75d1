import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newSecret } from './accounts';
import type { StaffApp } from './page';
import { csrfOnlyForm, text } from '../staff-shell/forms';
import { setPasswordForm, signInForm } from './forms';
import { setPasswordPage, signInPage } from './pages';
import { hashPassword, passwordProblem } from './passwords';
import { SESSION_COOKIE, SIGN_IN_REFUSED } from './policy';
import { query } from '../core/schemas';

/** The sign-in form's own CSRF token (there is no session yet): a random cookie that the form repeats. */
const SIGN_IN_COOKIE = 'staff_sign_in';

/**
 * Only our own staff pages are valid places to return to after sign-in, written as a plain path: no control
 * characters, spaces or backslashes (a CR/LF in a Location header would fail the answer after sign-in).
 */
function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next.length > 500 || !/^\/staff(?:[/?][\x21-\x5b\x5d-\x7e]*)?$/.test(next) || next.startsWith('/staff/sign-'))
    return '/staff';
  return next;
}

/** Signing in and out, and setting a password from an e-mailed link: the only staff pages open without a session (sign-in/route-roles.ts). */
export function signInRoutes(app: StaffApp, options: { cookie: CookieSerializeOptions; stylesheet: Buffer }) {
  const { audit, accounts, sessions, signInGuard } = app;

  const signInToken = (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = request.cookies[SIGN_IN_COOKIE];
    if (existing && /^[\w-]{43}$/.test(existing)) return existing;
    const token = newSecret();
    reply.setCookie(SIGN_IN_COOKIE, token, { ...options.cookie, maxAge: 60 * 60 });
    return token;
  };

  app.get('/staff.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(options.stylesheet));

  app.get('/sign-in', { schema: { querystring: query('next', 'signedOut', 'passwordSet') } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const token = request.cookies[SESSION_COOKIE];
    if (token && sessions.resume(token, Date.now())) return reply.code(303).header('Location', safeNext(query.next)).send();
    const notice =
      query.signedOut !== undefined ? 'You have signed out.' : query.passwordSet !== undefined ? 'Your password is set. Please sign in.' : undefined;
    return reply.staffPage(200, 'Sign in', signInPage({ csrf: signInToken(request, reply), next: safeNext(query.next), notice }));
  });

  app.post(
    '/sign-in',
    { schema: { body: signInForm }, config: { rateLimit: { max: 20, timeWindow: 60_000, groupId: 'staff-sign-in' } } },
    async (request, reply) => {
      const body = request.body;
      const email = text(body.email);
      const next = safeNext(body.next);
      const expected = request.cookies[SIGN_IN_COOKIE];
      if (!expected || typeof body._csrf !== 'string' || body._csrf !== expected) {
        reply.clearCookie(SIGN_IN_COOKIE, { path: '/staff' });
        const fresh = newSecret();
        reply.setCookie(SIGN_IN_COOKIE, fresh, { ...options.cookie, maxAge: 60 * 60 });
        return reply.staffPage(
          403,
          'Sign in',
          signInPage({ csrf: fresh, next, email, error: 'The sign-in form had expired. Please enter your password again.' }),
        );
      }
      const password = body.password ?? '';
      const outcome = await signInGuard.attempt(email, password, request.ip, Date.now());
      if (!outcome.ok) {
        audit.recordRefusedSignIn({ actor: outcome.actor, ip: request.ip, reason: outcome.reason });
        return reply.staffPage(401, 'Sign in', signInPage({ csrf: expected, next, email, error: SIGN_IN_REFUSED }));
      }
      // A fresh session on every sign-in (no fixation); an older one in this browser ends.
      const old = request.cookies[SESSION_COOKIE];
      if (old) sessions.end(old);
      const { token } = sessions.create(outcome.account, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }, Date.now());
      audit.record({ actor: outcome.account.email, action: 'sign-in', ip: request.ip });
      reply.clearCookie(SIGN_IN_COOKIE, { path: '/staff' });
      reply.setCookie(SESSION_COOKIE, token, options.cookie);
      return reply.code(303).header('Location', next).send();
    },
  );

  app.get('/set-password', { schema: { querystring: query('token') } }, async (request, reply) => {
    const token = text((request.query as Record<string, unknown>).token, 100);
    const account = token ? accounts.accountForToken(token, new Date()) : undefined;
    if (!account) return reply.staffPage(404, 'Set your password', setPasswordPage({ token: '', expired: true }));
    return reply.staffPage(200, 'Set your password', setPasswordPage({ token, email: account.email }));
  });

  app.post(
    '/set-password',
    { schema: { body: setPasswordForm }, config: { rateLimit: { max: 20, timeWindow: 60_000, groupId: 'staff-set-password' } } },
    async (request, reply) => {
      const body = request.body;
      const token = text(body.token, 100);
      const now = new Date();
      const account = token ? accounts.accountForToken(token, now) : undefined;
      if (!account) return reply.staffPage(404, 'Set your password', setPasswordPage({ token: '', expired: true }));
      const password = body.password ?? '';
      const confirm = body.confirm ?? '';
      const problem = passwordProblem(password, confirm, account.email);
      if (problem) return reply.staffPage(400, 'Set your password', setPasswordPage({ token, email: account.email, error: problem }));
      accounts.setPassword(account.id, await hashPassword(password), now);
      audit.record({ actor: account.email, action: 'password-set', target: account.email, ip: request.ip });
      return reply.code(303).header('Location', '/staff/sign-in?passwordSet').send();
    },
  );

  app.post('/sign-out', { schema: { body: csrfOnlyForm } }, async (request, reply) => {
    if (request.staffToken) sessions.end(request.staffToken);
    audit.record({ actor: request.staffSession!.email, action: 'sign-out', ip: request.ip });
    reply.clearCookie(SESSION_COOKIE, { path: '/staff' });
    return reply.code(303).header('Location', '/staff/sign-in?signedOut').send();
  });
}
