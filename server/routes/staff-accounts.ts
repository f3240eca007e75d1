import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL, issuePasswordLink, normaliseEmail } from '../staff/accounts';
import type { StaffApp, StaffContext } from '../staff/context';
import { accountForm, csrfOnlyForm, rolesForm, text } from '../staff/form-schemas';
import { accountsPage, auditPage } from '../staff/pages';
import { isRole, sortRoles, type Role } from '../staff/policy';

/** The roles ticked in an accounts form (`roles`, one or several, or the older single `role`); undefined when none is valid. */
function rolesOf(body: Record<string, unknown>): Role[] | undefined {
  const given = [body.roles, body.role].flat().filter(isRole);
  const roles = sortRoles(given);
  return roles.length > 0 ? roles : undefined;
}

/** Administrators only: the staff accounts with their roles, and the audit log. */
export function accountRoutes(app: StaffApp, ctx: StaffContext) {
  const { intake, site, audit } = ctx;

  const showAccounts = (request: FastifyRequest, reply: FastifyReply, status: number, extra: { notice?: string; error?: string; email?: string } = {}) => {
    const accounts = ctx.accounts.list().map((account) => ({ ...account, lastSignIn: ctx.accounts.lastSignIn(account.email) }));
    return ctx.page(reply, status, 'Accounts', accountsPage({ accounts, session: request.staffSession!, ...extra }), request.staffSession, 'accounts');
  };

  app.get('/accounts', async (request, reply) => {
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
    if (ctx.accounts.byEmail(email)) return showAccounts(request, reply, 400, { error: 'There is an account with this e-mail address already.', email });
    const now = new Date();
    const account = ctx.accounts.create(email, roles, now);
    issuePasswordLink(intake.db, ctx.accounts, intake.outbox, account, { siteUrl: ctx.config.siteUrl, schoolName: site.name }, now);
    intake.mailWorker.kick();
    audit.record({ actor: request.staffSession!.email, action: 'account-add', target: email, ip: request.ip, detail: `roles ${roles.join(', ')}` });
    return reply.code(303).header('Location', '/staff/accounts?done=added').send();
  });

  app.post('/accounts/:id/roles', { schema: { body: rolesForm } }, async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const account = Number.isInteger(id) ? ctx.accounts.byId(id) : undefined;
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
      ctx.accounts.setRoles(account.id, roles);
      audit.record({ actor: session.email, action: 'account-roles', target: account.email, ip: request.ip, detail: `${before} -> ${after}` });
    }
    return reply.code(303).header('Location', '/staff/accounts?done=roles').send();
  });

  const accountAction = (action: 'reset' | 'disable' | 'enable') =>
    app.post(`/accounts/:id/${action}`, { schema: { body: csrfOnlyForm } }, async (request, reply) => {
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
      const location =
        action === 'reset' && account.id === session.accountId ? '/staff/sign-in' : `/staff/accounts?done=${action === 'reset' ? 'reset' : `${action}d`}`;
      return reply.code(303).header('Location', location).send();
    });
  accountAction('reset');
  accountAction('disable');
  accountAction('enable');

  app.get('/audit', async (request, reply) => {
    const page = Math.max(1, Number.parseInt(String((request.query as Record<string, unknown>).page ?? '1'), 10) || 1);
    const pageSize = 50;
    const { entries, total } = audit.page((page - 1) * pageSize, pageSize);
    return ctx.page(reply, 200, 'Audit log', auditPage({ entries, total, page, pageSize }), request.staffSession, 'audit');
  });
}
