import fs from 'node:fs';
import path from 'node:path';
import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSite } from '../../lib/content/site';
import { crossSite, errorStatus, sameSecret } from '../core/requests';
import { layout, STAFF_PAGE_CSP } from '../staff-shell/layout';
import { problemPage, TO_INBOX } from '../staff-shell/problem';
import { accountRoutes } from './account-routes';
import type { StaffSection } from './page';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from './policy';
import { accessTo, decide, homeFor, whoMay } from './route-roles';
import type { StaffSession } from './sessions';
import { signInRoutes } from './sign-in-routes';

export interface StaffAreaOptions {
  siteUrl: string;
  /** Each feature's pages and forms (app.ts lists them): registered in this scope, behind its session and CSRF checks. */
  sections: readonly StaffSection[];
}

/** Whether a request is for the staff area (where every answer, also an error, is one of our pages). */
export function isStaffUrl(url: string): boolean {
  return /^\/staff(?:[/?#]|$)/.test(url);
}

/**
 * A problem page of the staff area, for errors raised before any staff route or hook runs (an address the
 * router cannot decode): the same page, headers and CSP as every other staff answer.
 */
export function sendStaffProblem(reply: FastifyReply, status: number, heading: string, text: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .header('Referrer-Policy', 'no-referrer')
    .header('Content-Security-Policy', STAFF_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(layout({ title: 'Problem', schoolName: getSite().name, menu: [], body: problemPage(heading, text, TO_INBOX) }));
}

/**
 * The staff area under /staff: server-rendered pages without script, behind a sign-in: signing in and the accounts
 * (here), and each feature's section (options.sections). Deny by default:
 * every route is opened only to the roles the route table gives it (sign-in/route-roles.ts; a route it does
 * not list stops the start), every POST needs the session's CSRF token, and nothing here is cached, indexed or framed.
 */
async function staffArea(app: FastifyInstance, options: StaffAreaOptions) {
  const secure = options.siteUrl.startsWith('https://');
  const cookieOptions: CookieSerializeOptions = { secure, path: '/staff', sameSite: 'strict', httpOnly: true, maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000) };
  // From the project root (the working directory, as for out/ and content/), so the compiled dist/ finds it too.
  const stylesheet = fs.readFileSync(path.join(process.cwd(), 'server', 'staff-shell', 'staff.css'));
  const { audit, sessions } = app;

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 32 * 1024 });
  await app.register(rateLimit, { global: false });

  // Route schemas are zod schemas (each feature's forms.ts, built with staff-shell/forms.ts). Deny by default: a form route without one does not start.
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.includes('POST') && !route.url.endsWith('/*') && !route.schema?.body) {
      throw new Error(`POST ${route.url} has no body schema: add one to its feature's forms.ts`);
    }
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    reply.header('Referrer-Policy', 'no-referrer');
    const type = String(reply.getHeader('Content-Type') ?? '');
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', STAFF_PAGE_CSP);
  });

  const signInRedirect = (request: FastifyRequest, reply: FastifyReply) => {
    const next = request.method === 'GET' ? `?next=${encodeURIComponent(request.url)}` : '';
    return reply.code(303).header('Location', `/staff/sign-in${next}`).send();
  };

  /** A signed-in member of staff whose roles do not open this route: their start page instead of the inbox, else a 403. */
  const refuseRole = (request: FastifyRequest, reply: FastifyReply, session: StaffSession, route: string) => {
    const home = homeFor(session);
    if (request.method === 'GET' && (route === '/staff' || route === '/staff/') && home !== '/staff') return reply.code(303).header('Location', home).send();
    audit.record({
      actor: session.email,
      action: 'access-refused',
      target: `${request.method} ${request.url}`.slice(0, 200),
      ip: request.ip,
      detail: `roles ${session.roles.join(', ')}`,
    });
    return reply.staffPage(
      403,
      'Not allowed',
      problemPage(
        'Not for your account',
        `Only ${whoMay(request.method, route)} can open this. Your account has the role${session.roles.length === 1 ? '' : 's'} ${session.roles.join(', ')}; an administrator can change roles on the Accounts page.`,
        { href: home, label: 'Back to your start page' },
      ),
      session,
    );
  };

  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    if (accessTo(request.method, route) === 'public') return;
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? sessions.resume(token, Date.now()) : undefined;
    if (!session) {
      if (token) reply.clearCookie(SESSION_COOKIE, { path: '/staff' });
      if (request.method === 'GET' || request.method === 'HEAD') return signInRedirect(request, reply);
      return reply.staffPage(
        401,
        'Please sign in',
        problemPage('Please sign in', 'Your session has ended. Please sign in again.', { href: '/staff/sign-in', label: 'Sign in' }),
      );
    }
    request.staffSession = session;
    request.staffToken = token;
    if (decide(request.method, route, session) !== 'allowed') return refuseRole(request, reply, session, route);
  });

  // Every state change needs the session's token from the form, and must come from our own pages.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (crossSite(request, options.siteUrl)) {
      return reply.staffPage(403, 'Refused', problemPage('Refused', 'This request did not come from the staff pages.'));
    }
    const session = request.staffSession;
    if (!session) return; // public routes check their own token
    const sent = (request.body as Record<string, unknown> | undefined)?._csrf;
    if (!sameSecret(typeof sent === 'string' ? sent : undefined, session.csrfToken)) {
      request.log.warn({ requestId: request.id, url: request.url }, 'staff request without a valid CSRF token');
      return reply.staffPage(
        403,
        'Form expired',
        problemPage('This form has expired', 'Nothing was changed. Please go back, reload the page and try again.', TO_INBOX),
        session,
      );
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = errorStatus(error, request, 'staff request failed');
    const text =
      status === 429
        ? 'Too many attempts from your network. Please wait a minute and try again.'
        : status >= 500
          ? `Something went wrong on our side. Please try again; if it keeps happening, quote ${request.id}.`
          : 'The request could not be read. Please go back and try again.';
    return reply.staffPage(status, 'Problem', problemPage(status === 429 ? 'Please wait' : 'Something went wrong', text), request.staffSession);
  });

  // Bodies are typed by their schemas, which Fastify checks before each handler.
  const typed = app.withTypeProvider<ZodTypeProvider>();
  signInRoutes(typed, { cookie: cookieOptions, stylesheet });
  accountRoutes(typed, { siteUrl: options.siteUrl });
  for (const section of options.sections) await section(typed);

  // Unknown addresses under /staff: after the session check like every other route, then "not found".
  app.all('/*', { config: { ownBody: 'none' } }, async (request, reply) =>
    reply.staffPage(404, 'Not found', problemPage('Page not found', 'There is no such page in the staff inbox.', TO_INBOX), request.staffSession),
  );
}

export default staffArea;
