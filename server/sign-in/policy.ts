/** The staff area's security numbers, in one place. */
export const SESSION_COOKIE = 'staff_session';
/** A session ends after this long without a request... */
export const SESSION_IDLE_MS = 60 * 60 * 1000;
/** ...and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/**
 * Failed sign-ins for one e-mail from one address (a pair) before that pair is paused. Then each further
 * failure pauses it for PAIR_FIRST_PAUSE_MS, doubling, at most PAIR_MAX_PAUSE_MS. Attempts refused by a pause
 * do not count, so nobody can keep an account shut by trying; the owner elsewhere is never paused by it.
 */
export const PAIR_FREE_FAILURES = 5;
export const PAIR_FIRST_PAUSE_MS = 60 * 1000;
export const PAIR_MAX_PAUSE_MS = 60 * 60 * 1000;
/** Failed sign-ins from one address within the window after which that address is refused. */
export const ADDRESS_FAILURE_LIMIT = 30;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** The owner of an account is mailed at most this often about paused sign-ins. */
export const THROTTLE_NOTICE_MS = 60 * 60 * 1000;
/** A set-password link works once, for this long. */
export const PASSWORD_LINK_MS = 72 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const ROLES = ['office', 'admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];
/** What each role lets its holder do, as the accounts page describes it (the route table, server/sign-in/route-roles.ts, decides). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  office: "Office: the inbox, families' documents, visits, decisions, payments and insight",
  admin: 'Administrator: all of the office, plus accounts, the audit log, erasure, rollback and approving payment details',
  editor: "Editor: the website's content editor (/admin) and Website updates, nothing of the families' data",
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Roles in their canonical order, without repeats. */
export function sortRoles(roles: Iterable<Role>): Role[] {
  const set = new Set(roles);
  return ROLES.filter((role) => set.has(role));
}

/** Whether a signed-in member of staff (or an account) holds a role. */
export function hasRole(holder: { roles: readonly Role[] } | undefined, role: Role): boolean {
  return Boolean(holder?.roles.includes(role));
}
/** What every refused sign-in says, whatever the reason, so nobody learns which accounts exist. */
export const SIGN_IN_REFUSED =
  'The e-mail address or password is not right, or sign-in is paused after too many attempts. Please check them and try again in a few minutes.';
