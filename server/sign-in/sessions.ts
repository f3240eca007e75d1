import type Database from 'better-sqlite3';
import { newSecret, ROLES_COLUMN, secretId, type StaffAccount } from './accounts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sortRoles, type Role } from './policy';

export interface StaffSession {
  id: string;
  accountId: number;
  email: string;
  /** The account's roles, read afresh at every request (a change by an admin applies at once). */
  roles: Role[];
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
}

/**
 * Server-side sessions in SQLite. The cookie holds a random token; the row is found by the token's hash.
 * A session ends after SESSION_IDLE_MS without use, SESSION_ABSOLUTE_MS after sign-in, at sign-out, and when
 * its account is disabled or its password set or reset.
 */
export class SessionStore {
  constructor(private readonly db: Database.Database) {}

  /** Starts a session; returns the token for the cookie. */
  create(account: StaffAccount, meta: { ip: string | null; userAgent: string | null }, now: number): { token: string; session: StaffSession } {
    const token = newSecret();
    const csrfToken = newSecret();
    this.db
      .prepare('INSERT INTO staff_sessions (id, account_id, csrf_token, created_at, last_seen_at, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(secretId(token), account.id, csrfToken, now, now, meta.ip, meta.userAgent?.slice(0, 300) ?? null);
    return {
      token,
      session: { id: secretId(token), accountId: account.id, email: account.email, roles: account.roles, csrfToken, createdAt: now, lastSeenAt: now },
    };
  }

  /** The live session of a cookie token, its idle clock restarted; expired ones are deleted on the way. */
  resume(token: string, now: number): StaffSession | undefined {
    const id = secretId(token);
    const row = this.db
      .prepare(
        `SELECT s.id, s.account_id AS accountId, a.email, ${ROLES_COLUMN}, s.csrf_token AS csrfToken, s.created_at AS createdAt,
                s.last_seen_at AS lastSeenAt, a.disabled_at AS disabledAt
         FROM staff_sessions s JOIN staff_accounts a ON a.id = s.account_id WHERE s.id = ?`,
      )
      .get(id) as (Omit<StaffSession, 'roles'> & { roles: string | null; disabledAt: string | null }) | undefined;
    if (!row) return undefined;
    if (row.disabledAt || now - row.lastSeenAt > SESSION_IDLE_MS || now - row.createdAt > SESSION_ABSOLUTE_MS) {
      this.end(token);
      return undefined;
    }
    // One write a minute at most: enough for an idle limit of an hour.
    if (now - row.lastSeenAt > 60_000) this.db.prepare('UPDATE staff_sessions SET last_seen_at = ? WHERE id = ?').run(now, id);
    const { disabledAt: _disabled, roles, ...session } = row;
    return { ...session, roles: sortRoles((roles ?? '').split(',').filter(Boolean) as Role[]), lastSeenAt: now };
  }

  end(token: string): void {
    this.db.prepare('DELETE FROM staff_sessions WHERE id = ?').run(secretId(token));
  }

  /** Removes sessions that can no longer be resumed (run now and then; resume ignores them anyway). */
  sweep(now: number): void {
    this.db.prepare('DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?').run(now - SESSION_IDLE_MS, now - SESSION_ABSOLUTE_MS);
  }
}
