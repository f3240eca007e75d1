import fs from 'node:fs';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { getSite } from '../../lib/content/site';
import { getStatusMessages } from '../../lib/content/status-messages';
import type { ServerConfig } from '../config';
import type { IntakeContext } from '../intake/context';
import { staffRoutes } from '../routes/staff';
import type { StaffContext } from '../staff/context';
import { updatesRoutes } from '../routes/staff-updates';
import { staffOfferRoutes } from '../routes/staff-offers';
import { AdmissionJourney } from '../applications/offer-journey';
import { admissionsRoutes } from '../routes/staff-admissions';
import { insightRoutes } from '../routes/staff-insight';
import { AccountsRepository } from '../staff/accounts';
import { AuditLog } from '../staff/audit';
import { Inbox } from '../staff/inbox';
import { layout, STAFF_PAGE_CSP } from '../staff/layout';
import { problemPage } from '../staff/pages';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../staff/policy';
import { SessionStore, type StaffSession } from '../staff/sessions';
import { SignInGuard } from '../staff/sign-in';
import { crossSite, errorStatus } from '../requests';
import { TO_INBOX } from '../staff/problem-reply';
import { accessTo, decide, homeFor, whoMay } from '../staff/route-roles';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of staff (set for every staff route that is not public). */
    staffSession?: StaffSession;
    staffToken?: string;
  }
}

export interface StaffOptions {
  config: ServerConfig;
  context: IntakeContext;
}

/** Compares two secrets in constant time. */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
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
    .send(layout({ title: 'Problem', schoolName: getSite().name, body: problemPage(heading, text, TO_INBOX) }));
}

/**
 * The office's inbox under /staff: server-rendered pages without script, behind a sign-in. Deny by default:
 * every route is opened only to the roles the route table gives it (server/staff/route-roles.ts; a route it does
 * not list stops the start), every POST needs the session's CSRF token, and nothing here is cached, indexed or framed.
 */
async function staff(app: FastifyInstance, options: StaffOptions) {
  const { config, context } = options;
  const site = getSite();
  const secure = config.siteUrl.startsWith('https://');
  const accounts = new AccountsRepository(context.db);
  const ctx: StaffContext = {
    config,
    intake: context,
    site,
    messages: getStatusMessages(),
    accounts,
    sessions: new SessionStore(context.db),
    audit: new AuditLog(context.db),
    inbox: new Inbox(context.db),
    guard: new SignInGuard(context.db, accounts, {
      outbox: context.outbox,
      siteUrl: config.siteUrl,
      schoolName: site.name,
      queued: () => context.mailWorker.kick(),
    }),
    // From the project root (the working directory, as for out/ and content/), so the compiled dist/ finds it too.
    stylesheet: fs.readFileSync(path.join(process.cwd(), 'server', 'staff', 'staff.css')),
    cookie: { secure, path: '/staff', sameSite: 'strict', httpOnly: true, maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000) },
    page: (reply, status, title, body, session, current) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(layout({ title, schoolName: site.name, session, current, body })),
  };
  ctx.sessions.sweep(Date.now());

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 32 * 1024 });
  await app.register(rateLimit, { global: false });

  // Route schemas are zod schemas (server/staff/form-schemas.ts). Deny by default: a form route without one does not start.
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.includes('POST') && !route.url.endsWith('/*') && !route.schema?.body) {
      throw new Error(`POST ${route.url} has no body schema: add one to server/staff/form-schemas.ts`);
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
    ctx.audit.record({
      actor: session.email,
      action: 'access-refused',
      target: `${request.method} ${request.url}`.slice(0, 200),
      ip: request.ip,
      detail: `roles ${session.roles.join(', ')}`,
    });
    return ctx.page(
      reply,
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
    const session = token ? ctx.sessions.resume(token, Date.now()) : undefined;
    if (!session) {
      if (token) reply.clearCookie(SESSION_COOKIE, { path: '/staff' });
      if (request.method === 'GET' || request.method === 'HEAD') return signInRedirect(request, reply);
      return ctx.page(
        reply,
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
    if (crossSite(request, config.siteUrl)) {
      return ctx.page(reply, 403, 'Refused', problemPage('Refused', 'This request did not come from the staff pages.'));
    }
    const session = request.staffSession;
    if (!session) return; // public routes check their own token
    const sent = (request.body as Record<string, unknown> | undefined)?._csrf;
    if (!sameSecret(typeof sent === 'string' ? sent : undefined, session.csrfToken)) {
      request.log.warn({ requestId: request.id, url: request.url }, 'staff request without a valid CSRF token');
      return ctx.page(
        reply,
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
    return ctx.page(reply, status, 'Problem', problemPage(status === 429 ? 'Please wait' : 'Something went wrong', text), request.staffSession);
  });

  staffRoutes(app, ctx);
  updatesRoutes(app, ctx);
  staffOfferRoutes(app, ctx, new AdmissionJourney(context, site));
  admissionsRoutes(app, ctx);
  insightRoutes(app, ctx);

  // Unknown addresses under /staff: after the session check like every other route, then "not found".
  app.all('/*', async (request, reply) =>
    ctx.page(reply, 404, 'Not found', problemPage('Page not found', 'There is no such page in the staff inbox.', TO_INBOX), request.staffSession),
  );
}

export default staff;
