import { EDITOR_PATH, UPDATES_PATH } from '../../lib/cms/paths';
import type { Role } from './policy';

/**
 * Who may open each staff route: the one table of the staff area (issue 31). Deny by default: a route under /staff
 * that is not listed here stops the service at start (staff-area.ts and features/editor/plugin.ts check every route as it
 * is registered), and is refused if it were ever reached. `public`: anyone (signing in); `signed-in`: every member
 * of staff; otherwise the roles named, any one of them.
 *
 * - the office (office, admin): the inbox and everything about families (submissions, files, documents, notes,
 *   statuses, decisions, payments, visit times, exports, links, identity checks) and the website's insight;
 * - administrators besides: accounts, the audit log, erasure, rollback, approving money changes;
 * - editors: the content editor and its backend, Website updates (publish now, undo a content change), their own
 *   sign-out. An editor alone never reaches a family's data.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

const OFFICE: readonly Role[] = ['office', 'admin'];
const ADMIN: readonly Role[] = ['admin'];
const PUBLISHING: readonly Role[] = ['editor', 'admin'];
const EDITING: readonly Role[] = ['editor'];

/** `METHOD /staff/...` as Fastify names the route (HEAD follows GET; `ALL` is every method). */
const ROUTES: Record<string, Access> = {
  // Signing in, and what every page needs.
  'GET /staff/staff.css': 'public',
  'GET /staff/sign-in': 'public',
  'POST /staff/sign-in': 'public',
  'GET /staff/set-password': 'public',
  'POST /staff/set-password': 'public',
  'POST /staff/sign-out': 'signed-in',
  // An address under /staff that no route has: "not found", to anyone signed in.
  'ALL /staff/*': 'signed-in',

  // The office's inbox.
  'GET /staff': OFFICE,
  'GET /staff/export.csv': OFFICE,
  'GET /staff/submissions/:reference': OFFICE,
  'POST /staff/submissions/:reference/status': OFFICE,
  'POST /staff/submissions/:reference/notes': OFFICE,
  'GET /staff/files/:fileId': OFFICE,
  'GET /staff/documents/:fileId': OFFICE,
  'POST /staff/submissions/:reference/documents/:document': OFFICE,
  'POST /staff/submissions/:reference/decision': OFFICE,
  'POST /staff/submissions/:reference/payments/:id/confirm': OFFICE,
  'POST /staff/submissions/:reference/payments/:id/reject': OFFICE,
  'GET /staff/submissions/:reference/receipt.pdf': OFFICE,
  'POST /staff/submissions/:reference/links/revoke': OFFICE,
  'POST /staff/submissions/:reference/identity': OFFICE,
  'GET /staff/visits': OFFICE,
  'POST /staff/visits': OFFICE,
  'GET /staff/visits/:id': OFFICE,
  'POST /staff/visits/:id': OFFICE,
  'POST /staff/visits/:id/cancel': OFFICE,
  'GET /staff/insight': OFFICE,
  'GET /staff/insight.csv': OFFICE,

  // Administrators.
  'GET /staff/accounts': ADMIN,
  'POST /staff/accounts': ADMIN,
  'POST /staff/accounts/:id/roles': ADMIN,
  'POST /staff/accounts/:id/reset': ADMIN,
  'POST /staff/accounts/:id/disable': ADMIN,
  'POST /staff/accounts/:id/enable': ADMIN,
  'GET /staff/audit': ADMIN,
  'GET /staff/submissions/:reference/erasure': ADMIN,
  'POST /staff/submissions/:reference/erasure': ADMIN,
  'POST /staff/updates/rollback': ADMIN,
  'POST /staff/updates/money/:id/approve': ADMIN,

  // The website's content.
  'GET /staff/updates': PUBLISHING,
  'POST /staff/updates/publish': PUBLISHING,
  'POST /staff/updates/revert': PUBLISHING,
  'GET /staff/admin': EDITING,
  'GET /staff/admin/*': EDITING,
  'POST /staff/cms/api/v1': EDITING,
};

/** Every route the table lists, `METHOD /staff/...` (the tests compare it with Fastify's own routes). */
export function listedRoutes(): string[] {
  return Object.keys(ROUTES);
}

/** Whether a route (as Fastify names it) is part of the staff area, and so must be in the table. */
export function isStaffRoute(url: string): boolean {
  return url === '/staff' || url.startsWith('/staff/');
}

/** The access of a route, or undefined for a route the table does not list (which nobody may open). */
export function accessTo(method: string, url: string): Access | undefined {
  const route = url === '/staff/' ? '/staff' : url;
  const verb = method === 'HEAD' ? 'GET' : method;
  return ROUTES[`${verb} ${route}`] ?? ROUTES[`ALL ${route}`];
}

export type Decision = 'public' | 'allowed' | 'sign-in' | 'refused';

/** The one decision for a request to a staff route: open to all, allowed, to sign in first, or refused. */
export function decide(method: string, url: string, holder: { roles: readonly Role[] } | undefined): Decision {
  const access = accessTo(method, url);
  if (access === 'public') return 'public';
  if (!holder) return 'sign-in';
  if (access === 'signed-in') return 'allowed';
  return access && holder.roles.some((role) => access.includes(role)) ? 'allowed' : 'refused';
}

/** Whether a member of staff may open a route (menus and links show only those). */
export function permits(holder: { roles: readonly Role[] } | undefined, method: string, url: string): boolean {
  const decision = decide(method, url, holder);
  return decision === 'allowed' || decision === 'public';
}

const WHO: Record<Role, string> = { office: 'the office', admin: 'administrators', editor: 'editors' };

/** "the office and administrators": who a refused member of staff should ask. */
export function whoMay(method: string, url: string): string {
  const access = accessTo(method, url);
  if (!access || typeof access === 'string') return 'nobody';
  const names = access.map((role) => WHO[role]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
}

/** The pages a member of staff may start on, in order: the inbox, Website updates, the content editor (address, route). */
const HOMES: [string, string][] = [
  ['/staff', '/staff'],
  [UPDATES_PATH, UPDATES_PATH],
  [EDITOR_PATH, '/staff/admin/*'],
];

/** Where a member of staff starts: the first of HOMES their roles open. */
export function homeFor(holder: { roles: readonly Role[] }): string {
  return HOMES.find(([, route]) => permits(holder, 'GET', route))?.[0] ?? '/staff';
}

/** Throws for a staff route that the table does not list: the service does not start with a route nobody decided on. */
export function assertListed(methods: string | string[], url: string): void {
  if (!isStaffRoute(url)) return;
  for (const method of [methods].flat()) {
    if (!accessTo(method, url)) throw new Error(`${method} ${url} is not in the staff route table: add it with its roles to server/sign-in/route-roles.ts`);
  }
}
