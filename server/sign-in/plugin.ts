import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { getSite } from '../../lib/content/site';
import type { SafeHtml } from '../core/html';
import { layout, type StaffMenuEntry } from '../staff-shell/layout';
import { AccountsRepository } from './accounts';
import { AuditLog } from './audit';
import { viewerOf } from './page';
import { SessionStore, type StaffSession } from './sessions';
import { SignInGuard } from './sign-in-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff accounts, their roles and set-password links. */
    accounts: AccountsRepository;
    /** Staff sessions (the cookie's token, stored as its hash). */
    sessions: SessionStore;
    /** Who did what in the staff area. */
    audit: AuditLog;
    /** Checks sign-ins, pausing an e-mail and address after repeated failures. */
    signInGuard: SignInGuard;
  }
  interface FastifyRequest {
    /** The signed-in member of staff (set for every staff route that is not public). */
    staffSession?: StaffSession;
    staffToken?: string;
  }
}

export interface SignInOptions {
  siteUrl: string;
  /** The staff menu, in order: each feature's entries (its index.ts), the service lists them (app.ts). */
  menu: readonly StaffMenuEntry[];
}

/**
 * Sign-in and accounts for every staff page (the staff area's and the editor's): the accounts, sessions and audit log
 * as decorators, the sign-in guard, and `reply.staffPage`, the one way a staff page is rendered (the shell's layout,
 * with the menu the session's roles open). Who may open which route: route-roles.ts.
 */
async function signIn(app: FastifyInstance, options: SignInOptions) {
  const site = getSite();
  const accounts = new AccountsRepository(app.db);
  const sessions = new SessionStore(app.db);
  app.decorate('accounts', accounts);
  app.decorate('sessions', sessions);
  app.decorate('audit', new AuditLog(app.db));
  app.decorate(
    'signInGuard',
    new SignInGuard(app.db, accounts, { outbox: app.mail.outbox, siteUrl: options.siteUrl, schoolName: site.name, queued: () => app.mail.kick() }),
  );
  app.decorateRequest('staffSession', undefined);
  app.decorateRequest('staffToken', undefined);
  app.decorateReply('staffPage', function (this: FastifyReply, status: number, title: string, body: SafeHtml, session?: StaffSession, current?: string) {
    return this.code(status)
      .type('text/html; charset=utf-8')
      .send(layout({ title, schoolName: site.name, viewer: session && viewerOf(session), menu: options.menu, current, body }));
  });
  sessions.sweep(Date.now());
}

export const signInPlugin = fp(signIn, { name: 'sign-in', dependencies: ['database', 'mail'] });
