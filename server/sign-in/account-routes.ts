import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL, issuePasswordLink, normaliseEmail } from './accounts';
import { getSite } from '../../lib/content/site';
import type { StaffMenuEntry } from '../staff-shell/layout';
import type { StaffApp } from './page';
import { csrfOnlyForm, text } from '../staff-shell/forms';
import { accountForm, rolesForm } from './forms';
import { accountsPage, auditPage } from './pages';
import { isRole, sortRoles, type Role } from './policy';
import { params, query } from '../core/schemas';

/** The roles ticked in an accounts form (`roles`, one or several, or the older single `role`); undefined when none is valid. */
function rolesOf(body: Record<string, unknown>): Role[] | undefined {
  const given = [body.roles, body.role].flat().filter(isRole);
  const roles = sortRoles(given);
  return roles.length > 0 ? roles : undefined;
}

/** Administrators only: the staff accounts with their roles, and the audit log. */
export function accountRoutes(app: StaffApp, options: { siteUrl: string }) {
  const { audit, accounts, db, mail } = app;
  const site = getSite();

  const showAccounts = (request: FastifyRequest, reply: FastifyReply, status: number, extra: { notice?: string; error?: string; email?: string } = {}) => {
    const list = accounts.list().map((account) => ({ ...account, lastSignIn: accounts.lastSignIn(account.email) }));
    return reply.staffPage(status, 'Accounts', accountsPage({ accounts: list, session: request.staffSession!, ...extra }), request.staffSession, 'accounts');
  };

  app.get('/accounts', { schema: { querystring: query('done') } }, async (request, reply) => {
    const done = (request.query as Record<string, unknown>).done;
    const notices: Record<string, string> = {
      added: 'The account is added; a set-password link is on its way by e-mail.',
      reset: 'The password is reset; a new set-password link is on its way by e-mail.',
      disabled: 'The account is disabled and signed out.',
      enabled: 'The account is enabled again.',
      roles: "The roles are saved; they apply from the account's next click.",
    };
    return showAccounts(request, reply, 200, { notice: typeof done === 'string' ? notices[done] : undefined });
  });

  app.post('/accounts', { schema: { body: accountForm } }, async (request, reply) => {
    const body = request.body;
    const email = normaliseEmail(text(body.email));
    const roles = rolesOf(body);
    if (!EMAIL.test(email) || !roles) return showAccounts(request, reply, 400, { error: 'Please give a valid e-mail address and at least one role.', email });
    if (accounts.byEmail(email)) return showAccounts(request, reply, 400, { error: 'There is an account with this e-mail address already.', email });
    const now = new Date();
    const account = accounts.create(email, roles, now);
    issuePasswordLink(db, accounts, mail.outbox, account, { siteUrl: options.siteUrl, schoolName: site.name }, now);
    mail.kick();
    audit.record({ actor: request.staffSession!.email, action: 'account-add', target: email, ip: request.ip, detail: `roles ${roles.join(', ')}` });
    return reply.code(303).header('Location', '/staff/accounts?done=added').send();
  });

  app.post('/accounts/:id/roles', { schema: { params: params('id'), body: rolesForm } }, async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const account = Number.isInteger(id) ? accounts.byId(id) : undefined;
    if (!account) return showAccounts(request, reply, 404, { error: 'There is no such account.' });
    const roles = rolesOf(request.body);
    if (!roles) return showAccounts(request, reply, 400, { error: `Please keep at least one role for ${account.email}.` });
    const session = request.staffSession!;
    // Nobody can lock the administrators out by accident: one's own admin role stays.
    if (account.id === session.accountId && !roles.includes('admin'))
      return showAccounts(request, reply, 400, { error: 'You cannot remove your own administrator role.' });
    const before = account.roles.join(', ');
    const after = roles.join(', ');
    if (before !== after) {
      accounts.setRoles(account.id, roles);
      audit.record({ actor: session.email, action: 'account-roles', target: account.email, ip: request.ip, detail: `${before} -> ${after}` });
    }
    return reply.code(303).header('Location', '/staff/accounts?done=roles').send();
  });

  const accountAction = (action: 'reset' | 'disable' | 'enable') =>
    app.post(`/accounts/:id/${action}`, { schema: { params: params('id'), body: csrfOnlyForm } }, async (request, reply) => {
      const id = Number((request.params as { id: string }).id);
      const account = Number.isInteger(id) ? accounts.byId(id) : undefined;
      if (!account) return showAccounts(request, reply, 404, { error: 'There is no such account.' });
      const session = request.staffSession!;
      if (action !== 'reset' && account.id === session.accountId) return showAccounts(request, reply, 400, { error: 'You cannot disable your own account.' });
      const now = new Date();
      if (action === 'reset') {
        accounts.clearPassword(account.id);
        issuePasswordLink(db, accounts, mail.outbox, account, { siteUrl: options.siteUrl, schoolName: site.name }, now);
        mail.kick();
      } else {
        accounts.setDisabled(account.id, action === 'disable', now);
      }
      audit.record({ actor: session.email, action: `account-${action}`, target: account.email, ip: request.ip });
      // Resetting one's own password ends one's own session too.
      const location =
        action === 'reset' && account.id === session.accountId ? '/staff/sign-in' : `/staff/accounts?done=${action === 'reset' ? 'reset' : `${action}d`}`;
      return reply.code(303).header('Location', location).send();
    });
  accountAction('reset');
  accountAction('disable');
  accountAction('enable');

  app.get('/audit', { schema: { querystring: query('page') } }, async (request, reply) => {
    const page = Math.max(1, Number.parseInt(String((request.query as Record<string, unknown>).page ?? '1'), 10) || 1);
    const pageSize = 50;
    const { entries, total } = audit.page((page - 1) * pageSize, pageSize);
    return reply.staffPage(200, 'Audit log', auditPage({ entries, total, page, pageSize }), request.staffSession, 'audit');
  });
}

/** Accounts and the audit log in the staff menu (administrators). */
export const accountsMenu: StaffMenuEntry[] = [
  { key: 'accounts', href: '/staff/accounts', label: 'Accounts', route: '/staff/accounts' },
  { key: 'audit', href: '/staff/audit', label: 'Audit log', route: '/staff/audit' },
];
