import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileKind, nameForKind } from '../intake/file-kinds';
import { REFERENCE } from '../intake/store';
import { allStatuses, statusLabel } from '../../lib/forms/statuses';
import { EMAIL, issuePasswordLink, newSecret, normaliseEmail } from '../staff/accounts';
import { submissionsCsv } from '../staff/csv';
import type { InboxFilter } from '../staff/inbox';
import { accountsPage, auditPage, inboxPage, problemPage, setPasswordPage, signInPage, submissionPage } from '../staff/pages';
import { hashPassword, passwordProblem } from '../staff/passwords';
import { hasRole, isRole, sortRoles, SESSION_COOKIE, SIGN_IN_REFUSED, type Role } from '../staff/policy';
import { composeStatusMail } from '../staff/status-mail';
import type { StaffContext } from '../staff/context';
import { dataRequestRoutes, dataRequestSection, deadlineText } from '../staff/data-requests';
import { certificatesOf } from '../../lib/content/certificates';
import { getMandatoryDisclosure } from '../../lib/content/mandatory-disclosure';
import { certificatesSection } from '../staff/certificates';
import { html } from '../staff/html';
import { offerSection } from '../staff/offer-section';
import { waitingForSchool, waitingSection } from '../staff/waiting';
import { AdmissionOffers } from '../applications/offers';
import { getAdmissionDocuments } from '../../lib/content/admission-documents';
import { OFFER_FLOW_STATUSES } from '../../lib/forms/statuses';
import { journeyOf } from '../applications/journey';
import { journeySection } from '../staff/admission-journey';
import { hasApplicationPage } from './application';


/** The sign-in form's own CSRF token (there is no session yet): a random cookie that the form repeats. */
const SIGN_IN_COOKIE = 'staff_sign_in';
const FILE_ID = /^[0-9a-f]{32}$/;
const NOTE_MAX = 2000;

/** `attachment; filename="..."; filename*=UTF-8''...` (RFC 6266), safe for any original name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * Only our own staff pages are valid places to return to after sign-in, written as a plain path: no control
 * characters, spaces or backslashes (a CR/LF in a Location header would fail the answer after sign-in).
 */
function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next.length > 500 || !/^\/staff(?:[/?][\x21-\x5b\x5d-\x7e]*)?$/.test(next) || next.startsWith('/staff/sign-')) return '/staff';
  return next;
}

/** The roles ticked in an accounts form (`roles`, one or several, or the older single `role`); undefined when none is valid. */
function rolesOf(body: Record<string, unknown>): Role[] | undefined {
  const given = [body.roles, body.role].flat().filter(isRole);
  const roles = sortRoles(given);
  return roles.length > 0 ? roles : undefined;
}

const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

export function staffRoutes(app: FastifyInstance, ctx: StaffContext) {
  const { intake, site, audit } = ctx;
  const forms = intake.forms;
  const certificates = certificatesOf(getMandatoryDisclosure());
  const offers = new AdmissionOffers(intake.db);

  const signInToken = (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = request.cookies[SIGN_IN_COOKIE];
    if (existing && /^[\w-]{43}$/.test(existing)) return existing;
    const token = newSecret();
    reply.setCookie(SIGN_IN_COOKIE, token, { ...ctx.cookie, maxAge: 60 * 60 });
    return token;
  };

  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasRole(request.staffSession, 'admin')) {
      return ctx.page(reply, 403, 'Administrators only', problemPage('Administrators only', 'Only an administrator can manage accounts or read the audit log.', { href: '/staff', label: 'Back to the inbox' }), request.staffSession);
    }
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    ctx.page(reply, 404, 'Not found', problemPage('Not found', 'There is no such submission or file.', { href: '/staff', label: 'Back to the inbox' }), request.staffSession);

  // ------------------------------------------------------------ public: stylesheet, sign-in, set-password

  app.get('/staff.css', { config: { staffPublic: true } }, async (_request, reply) => reply.type('text/css; charset=utf-8').send(ctx.stylesheet));

  app.get('/sign-in', { config: { staffPublic: true } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const token = request.cookies[SESSION_COOKIE];
    if (token && ctx.sessions.resume(token, Date.now())) return reply.code(303).header('Location', safeNext(query.next)).send();
    const notice = query.signedOut !== undefined ? 'You have signed out.' : query.passwordSet !== undefined ? 'Your password is set. Please sign in.' : undefined;
    return ctx.page(reply, 200, 'Sign in', signInPage({ csrf: signInToken(request, reply), next: safeNext(query.next), notice }));
  });

  app.post('/sign-in', { config: { staffPublic: true, rateLimit: { max: 20, timeWindow: 60_000, groupId: 'staff-sign-in' } } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const email = text(body.email);
    const next = safeNext(body.next);
    const expected = request.cookies[SIGN_IN_COOKIE];
    if (!expected || typeof body._csrf !== 'string' || body._csrf !== expected) {
      reply.clearCookie(SIGN_IN_COOKIE, { path: '/staff' });
      const fresh = newSecret();
      reply.setCookie(SIGN_IN_COOKIE, fresh, { ...ctx.cookie, maxAge: 60 * 60 });
      return ctx.page(reply, 403, 'Sign in', signInPage({ csrf: fresh, next, email, error: 'The sign-in form had expired. Please enter your password again.' }));
    }
    const password = typeof body.password === 'string' ? body.password.slice(0, 200) : '';
    const outcome = await ctx.guard.attempt(email, password, request.ip, Date.now());
    if (!outcome.ok) {
      audit.recordRefusedSignIn({ actor: outcome.actor, ip: request.ip, reason: outcome.reason });
      return ctx.page(reply, 401, 'Sign in', signInPage({ csrf: expected, next, email, error: SIGN_IN_REFUSED }));
    }
    // A fresh session on every sign-in (no fixation); an older one in this browser ends.
    const old = request.cookies[SESSION_COOKIE];
    if (old) ctx.sessions.end(old);
    const { token } = ctx.sessions.create(outcome.account, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }, Date.now());
    audit.record({ actor: outcome.account.email, action: 'sign-in', ip: request.ip });
    reply.clearCookie(SIGN_IN_COOKIE, { path: '/staff' });
    reply.setCookie(SESSION_COOKIE, token, ctx.cookie);
    return reply.code(303).header('Location', next).send();
  });

  app.get('/set-password', { config: { staffPublic: true } }, async (request, reply) => {
    const token = text((request.query as Record<string, unknown>).token, 100);
    const account = token ? ctx.accounts.accountForToken(token, new Date()) : undefined;
    if (!account) return ctx.page(reply, 404, 'Set your password', setPasswordPage({ token: '', expired: true }));
    return ctx.page(reply, 200, 'Set your password', setPasswordPage({ token, email: account.email }));
  });

  app.post('/set-password', { config: { staffPublic: true, rateLimit: { max: 20, timeWindow: 60_000, groupId: 'staff-set-password' } } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const token = text(body.token, 100);
    const now = new Date();
    const account = token ? ctx.accounts.accountForToken(token, now) : undefined;
    if (!account) return ctx.page(reply, 404, 'Set your password', setPasswordPage({ token: '', expired: true }));
    const password = typeof body.password === 'string' ? body.password : '';
    const confirm = typeof body.confirm === 'string' ? body.confirm : '';
    const problem = passwordProblem(password, confirm, account.email);
    if (problem) return ctx.page(reply, 400, 'Set your password', setPasswordPage({ token, email: account.email, error: problem }));
    ctx.accounts.setPassword(account.id, await hashPassword(password), now);
    audit.record({ actor: account.email, action: 'password-set', target: account.email, ip: request.ip });
    return reply.code(303).header('Location', '/staff/sign-in?passwordSet').send();
  });

  // ------------------------------------------------------------ signed in

  app.post('/sign-out', async (request, reply) => {
    if (request.staffToken) ctx.sessions.end(request.staffToken);
    audit.record({ actor: request.staffSession!.email, action: 'sign-out', ip: request.ip });
    reply.clearCookie(SESSION_COOKIE, { path: '/staff' });
    return reply.code(303).header('Location', '/staff/sign-in?signedOut').send();
  });

  /** The filter from the query string; anything not on the lists is ignored. */
  const readFilter = (query: Record<string, unknown>): InboxFilter => {
    const pick = (value: unknown, allowed: readonly string[]) => (typeof value === 'string' && allowed.includes(value) ? value : undefined);
    const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
    return {
      type: pick(query.type, forms.map((form) => form.type)),
      status: pick(query.status, allStatuses().map((status) => status.key)),
      studentClass: pick(query.studentClass, site.classOptions),
      academicYear: pick(query.academicYear, site.academicYears),
      from: day(query.from),
      to: day(query.to),
      q: text(query.q, 100) || undefined,
    };
  };

  app.get('/', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const filter = readFilter(query);
    const page = Math.max(1, Math.min(100_000, Number.parseInt(String(query.page ?? '1'), 10) || 1));
    const { items, total } = ctx.inbox.page(filter, page);
    const unfiltered = Object.values(filter).every((value) => value === undefined);
    const body = inboxPage({
      filter,
      page,
      items,
      total,
      counts: ctx.inbox.statusCounts(filter),
      forms,
      academicYears: site.academicYears,
      classOptions: site.classOptions,
      statusNote: (item) => deadlineText(item, site.dataProtection.replyDays, new Date()),
      // The applications waiting for the school head the inbox's front page (not a filtered list, which they would muddle).
      before: html`${unfiltered && page === 1 ? waitingSection(waitingForSchool(intake.db), getAdmissionDocuments().officeReplyDays, new Date()) : ''}${certificatesSection(certificates, new Date())}`,
    });
    return ctx.page(reply, 200, 'Inbox', body, request.staffSession, 'inbox');
  });

  app.get('/export.csv', async (request, reply) => {
    const filter = readFilter(request.query as Record<string, unknown>);
    const items = ctx.inbox.all(filter);
    const described = Object.entries(filter).filter(([, value]) => value).map(([key, value]) => `${key}=${value}`).join(', ');
    audit.record({ actor: request.staffSession!.email, action: 'export', ip: request.ip, detail: `${items.length} rows${described ? `; ${described}` : ''}` });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition('attachment', `submissions-${day}.csv`))
      .send(submissionsCsv(items));
  });

  const DONE: Record<string, string> = { status: 'The status is saved.', 'status-mailed': 'The status is saved and the mail to the parent is on its way.', note: 'The note is added.',
    erased: "The family's data is erased and the requester's mail is on its way.",
    decision: 'The decision is saved and the mail to the family is on its way.',
    'payment-confirmed': 'The payment is confirmed; the receipt is on its way to the family.',
    'payment-rejected': 'The UTR is rejected; the family is told why by e-mail.',
  };

  app.get('/submissions/:reference', async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const item = REFERENCE.test(reference) ? intake.submissions.byReference(reference) : undefined;
    if (!item) return notFound(request, reply);
    const form = forms.find((candidate) => candidate.type === item.type);
    const done = (request.query as Record<string, unknown>).done;
    const body = submissionPage({
      item,
      form,
      history: ctx.inbox.history(item.id),
      notes: ctx.inbox.notes(item.id),
      mails: intake.outbox.forSubmission(item.id),
      session: request.staffSession!,
      notice: typeof done === 'string' ? DONE[done] : undefined,
      parentEmail: form?.applicantEmail(item.data),
      extra: html`${dataRequestSection(item, site.dataProtection.replyDays, new Date(), request.staffSession!)}${
        hasApplicationPage(item) ? journeySection(item, journeyOf(intake, item, new Date()), request.staffSession!) : ''
      }${offerSection({
        item,
        offer: offers.offerFor(item.id),
        payments: offers.payments(item.id),
        receipt: offers.receiptFor(item.id),
        session: request.staffSession!,
        now: new Date(),
      })}`,
    });
    return ctx.page(reply, 200, `${item.reference}`, body, request.staffSession, 'inbox');
  });

  app.post('/submissions/:reference/status', async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const item = REFERENCE.test(reference) ? intake.submissions.byReference(reference) : undefined;
    const form = item ? forms.find((candidate) => candidate.type === item.type) : undefined;
    if (!item || !form) return notFound(request, reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const status = text(body.status, 40);
    const note = text(body.note, NOTE_MAX) || null;
    const label = statusLabel(item.type, status);
    // An offer, a reply or a paid fee is set with its facts by its own form (staff-offers.ts), not here.
    if (!label || (item.type === 'admission' && OFFER_FLOW_STATUSES.includes(status))) return reply.code(303).header('Location', `/staff/submissions/${item.reference}`).send();
    const parentEmail = form.applicantEmail(item.data);
    const mail = body.mail === 'yes' && Boolean(parentEmail);
    const session = request.staffSession!;
    const now = new Date();
    intake.db.transaction(() => {
      const changeId = ctx.inbox.changeStatus(item, status, session.email, note, mail, now);
      if (mail && parentEmail) {
        const { subject, body: text } = composeStatusMail({ submission: item, form, status, note, site, messages: ctx.messages });
        intake.outbox.enqueue({
          submissionId: item.id,
          kind: 'status',
          recipient: parentEmail,
          messageId: `<${item.reference.toLowerCase()}.status-${changeId}@${new URL(ctx.config.siteUrl).hostname}>`,
          now: now.getTime(),
          subject,
          body: text,
        });
      }
      const from = statusLabel(item.type, item.status) ?? item.status;
      audit.record({ actor: session.email, action: 'status-change', target: item.reference, ip: request.ip, detail: `${from} -> ${label}${mail ? '; parent e-mailed' : ''}${note ? `; note: ${note}` : ''}`, at: now });
    })();
    if (mail) intake.mailWorker.kick();
    return reply.code(303).header('Location', `/staff/submissions/${item.reference}?done=${mail ? 'status-mailed' : 'status'}`).send();
  });

  app.post('/submissions/:reference/notes', async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const item = REFERENCE.test(reference) ? intake.submissions.byReference(reference) : undefined;
    if (!item) return notFound(request, reply);
    const note = text((request.body as Record<string, unknown> | undefined)?.body, NOTE_MAX);
    if (!note) return reply.code(303).header('Location', `/staff/submissions/${item.reference}`).send();
    const session = request.staffSession!;
    ctx.inbox.addNote(item.id, session.email, note, new Date());
    audit.record({ actor: session.email, action: 'note-add', target: item.reference, ip: request.ip });
    return reply.code(303).header('Location', `/staff/submissions/${item.reference}?done=note`).send();
  });

  app.get('/files/:fileId', async (request, reply) => {
    const { fileId } = request.params as { fileId: string };
    const item = FILE_ID.test(fileId) ? ctx.inbox.byFileId(fileId) : undefined;
    if (!item?.file) return notFound(request, reply);
    const absolute = path.join(ctx.config.dataDir, item.file.path);
    if (!fs.existsSync(absolute)) return notFound(request, reply);
    const type = fileKind(item.file.type);
    const name = nameForKind(item.file.name, item.file.type);
    const download = (request.query as Record<string, unknown>).download !== undefined;
    audit.record({ actor: request.staffSession!.email, action: 'file-view', target: item.reference, ip: request.ip, detail: `${name}${download ? ' (download)' : ''}` });
    return reply
      .type(type.mime)
      // Only images open in the browser (its image viewer styles its page inline); PDFs and documents are downloads.
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox")
      .header('Content-Disposition', contentDisposition(type.inline && !download ? 'inline' : 'attachment', name))
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .header('Content-Length', item.file.size)
      .send(fs.createReadStream(absolute));
  });

  // ------------------------------------------------------------ administrators

  const showAccounts = (request: FastifyRequest, reply: FastifyReply, status: number, extra: { notice?: string; error?: string; email?: string } = {}) => {
    const accounts = ctx.accounts.list().map((account) => ({ ...account, lastSignIn: ctx.accounts.lastSignIn(account.email) }));
    return ctx.page(reply, status, 'Accounts', accountsPage({ accounts, session: request.staffSession!, ...extra }), request.staffSession, 'accounts');
  };

  app.get('/accounts', { preHandler: requireAdmin }, async (request, reply) => {
    const done = (request.query as Record<string, unknown>).done;
    const notices: Record<string, string> = {
      added: 'The account is added; a set-password link is on its way by e-mail.',
      reset: 'The password is reset; a new set-password link is on its way by e-mail.',
      disabled: 'The account is disabled and signed out.',
      enabled: 'The account is enabled again.',
      roles: 'The roles are saved; they apply from the account\'s next click.',
    };
    return showAccounts(request, reply, 200, { notice: typeof done === 'string' ? notices[done] : undefined });
  });

  app.post('/accounts', { preHandler: requireAdmin }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const email = normaliseEmail(text(body.email));
    const roles = rolesOf(body);
    if (!EMAIL.test(email) || !roles) return showAccounts(request, reply, 400, { error: 'Please give a valid e-mail address and at least one role.', email });
    if (ctx.accounts.byEmail(email)) return showAccounts(request, reply, 400, { error: 'There is an account with this e-mail address already.', email });
    const now = new Date();
    const account = ctx.accounts.create(email, roles, now);
    issuePasswordLink(intake.db, ctx.accounts, intake.outbox, account, { siteUrl: ctx.config.siteUrl, schoolName: site.name }, now);
    intake.mailWorker.kick();
    audit.record({ actor: request.staffSession!.email, action: 'account-add', target: email, ip: request.ip, detail: `roles ${roles.join(', ')}` });
    return reply.code(303).header('Location', '/staff/accounts?done=added').send();
  });

  app.post('/accounts/:id/roles', { preHandler: requireAdmin }, async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const account = Number.isInteger(id) ? ctx.accounts.byId(id) : undefined;
    if (!account) return showAccounts(request, reply, 404, { error: 'There is no such account.' });
    const roles = rolesOf((request.body ?? {}) as Record<string, unknown>);
    if (!roles) return showAccounts(request, reply, 400, { error: `Please keep at least one role for ${account.email}.` });
    const session = request.staffSession!;
    // Nobody can lock the administrators out by accident: one's own admin role stays.
    if (account.id === session.accountId && !roles.includes('admin')) return showAccounts(request, reply, 400, { error: 'You cannot remove your own administrator role.' });
    const before = account.roles.join(', ');
    const after = roles.join(', ');
    if (before !== after) {
      ctx.accounts.setRoles(account.id, roles);
      audit.record({ actor: session.email, action: 'account-roles', target: account.email, ip: request.ip, detail: `${before} -> ${after}` });
    }
    return reply.code(303).header('Location', '/staff/accounts?done=roles').send();
  });

  const accountAction = (action: 'reset' | 'disable' | 'enable') =>
    app.post(`/accounts/:id/${action}`, { preHandler: requireAdmin }, async (request, reply) => {
      const id = Number((request.params as { id: string }).id);
      const account = Number.isInteger(id) ? ctx.accounts.byId(id) : undefined;
      if (!account) return showAccounts(request, reply, 404, { error: 'There is no such account.' });
      const session = request.staffSession!;
      if (action !== 'reset' && account.id === session.accountId) return showAccounts(request, reply, 400, { error: 'You cannot disable your own account.' });
      const now = new Date();
      if (action === 'reset') {
        ctx.accounts.clearPassword(account.id);
        issuePasswordLink(intake.db, ctx.accounts, intake.outbox, account, { siteUrl: ctx.config.siteUrl, schoolName: site.name }, now);
        intake.mailWorker.kick();
      } else {
        ctx.accounts.setDisabled(account.id, action === 'disable', now);
      }
      audit.record({ actor: session.email, action: `account-${action}`, target: account.email, ip: request.ip });
      // Resetting one's own password ends one's own session too.
      const location = action === 'reset' && account.id === session.accountId ? '/staff/sign-in' : `/staff/accounts?done=${action === 'reset' ? 'reset' : `${action}d`}`;
      return reply.code(303).header('Location', location).send();
    });
  accountAction('reset');
  accountAction('disable');
  accountAction('enable');

  app.get('/audit', { preHandler: requireAdmin }, async (request, reply) => {
    const page = Math.max(1, Number.parseInt(String((request.query as Record<string, unknown>).page ?? '1'), 10) || 1);
    const pageSize = 50;
    const { entries, total } = audit.page((page - 1) * pageSize, pageSize);
    return ctx.page(reply, 200, 'Audit log', auditPage({ entries, total, page, pageSize }), request.staffSession, 'audit');
  });

  dataRequestRoutes(app, ctx, requireAdmin);
}
