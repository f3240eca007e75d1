import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { OutboxRepository } from '../core/outbox-repository';
import { PASSWORD_LINK_MS, sortRoles, type Role } from './policy';

export interface StaffAccount {
  id: number;
  email: string;
  /** One or more of office, admin, editor (from staff_account_roles). */
  roles: Role[];
  passwordHash: string | null;
  createdAt: string;
  passwordChangedAt: string | null;
  disabledAt: string | null;
}

interface AccountRow {
  id: number;
  email: string;
  /** Comma-separated, from ROLES_COLUMN. */
  roles: string | null;
  password_hash: string | null;
  created_at: string;
  password_changed_at: string | null;
  disabled_at: string | null;
}

const fromRow = (row: AccountRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  roles: sortRoles((row.roles ?? '').split(',').filter(Boolean) as Role[]),
  passwordHash: row.password_hash,
  createdAt: row.created_at,
  passwordChangedAt: row.password_changed_at,
  disabledAt: row.disabled_at,
});

/** Secrets handed to people (cookies, links) are random; the database keeps only their SHA-256. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function secretId(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export { EMAIL } from '../../lib/forms/rules';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An account's roles as one column of a query over staff_accounts `a`. */
export const ROLES_COLUMN = '(SELECT group_concat(r.role) FROM staff_account_roles r WHERE r.account_id = a.id) AS roles';

/**
 * The legacy single-role column (migration 2 requires office or admin there; nothing reads it since migration 3):
 * kept plausible for old tools and backups.
 */
const legacyRole = (roles: readonly Role[]): 'office' | 'admin' => (roles.includes('admin') ? 'admin' : 'office');

/** Staff accounts and their set-password links. */
export class AccountsRepository {
  constructor(private readonly db: Database.Database) {}

  create(email: string, roles: readonly Role[], now: Date): StaffAccount {
    const sorted = sortRoles(roles);
    if (sorted.length === 0) throw new Error('An account needs at least one role');
    const id = this.db.transaction(() => {
      const result = this.db
        .prepare('INSERT INTO staff_accounts (email, role, created_at) VALUES (?, ?, ?)')
        .run(normaliseEmail(email), legacyRole(sorted), now.toISOString());
      const accountId = Number(result.lastInsertRowid);
      this.writeRoles(accountId, sorted);
      return accountId;
    })();
    return this.byId(id)!;
  }

  /** Replaces an account's roles (at least one). */
  setRoles(id: number, roles: readonly Role[]): void {
    const sorted = sortRoles(roles);
    if (sorted.length === 0) throw new Error('An account needs at least one role');
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM staff_account_roles WHERE account_id = ?').run(id);
      this.writeRoles(id, sorted);
      this.db.prepare('UPDATE staff_accounts SET role = ? WHERE id = ?').run(legacyRole(sorted), id);
    })();
  }

  private writeRoles(id: number, roles: readonly Role[]): void {
    const insert = this.db.prepare('INSERT INTO staff_account_roles (account_id, role) VALUES (?, ?)');
    for (const role of roles) insert.run(id, role);
  }

  byId(id: number): StaffAccount | undefined {
    const row = this.db.prepare(`SELECT a.*, ${ROLES_COLUMN} FROM staff_accounts a WHERE a.id = ?`).get(id) as AccountRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  byEmail(email: string): StaffAccount | undefined {
    const row = this.db.prepare(`SELECT a.*, ${ROLES_COLUMN} FROM staff_accounts a WHERE a.email = ?`).get(normaliseEmail(email)) as AccountRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  list(): StaffAccount[] {
    return (this.db.prepare(`SELECT a.*, ${ROLES_COLUMN} FROM staff_accounts a ORDER BY a.email`).all() as AccountRow[]).map(fromRow);
  }

  /** Sets a new password, spends every open link and ends every session of the account. */
  setPassword(id: number, passwordHash: string, now: Date): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE staff_accounts SET password_hash = ?, password_changed_at = ? WHERE id = ?').run(passwordHash, now.toISOString(), id);
      this.db.prepare('UPDATE staff_password_tokens SET used_at = ? WHERE account_id = ? AND used_at IS NULL').run(now.getTime(), id);
      this.db.prepare('DELETE FROM staff_sessions WHERE account_id = ?').run(id);
      this.clearThrottle(id);
    })();
  }

  /** Forgets the account's failed sign-ins, which lifts every pause on it (`npm run staff -- unlock`, a new password). */
  clearThrottle(id: number): number {
    const account = this.byId(id);
    if (!account) return 0;
    this.db.prepare('DELETE FROM staff_throttle_notices WHERE email = ?').run(account.email);
    return this.db.prepare('DELETE FROM staff_sign_in_attempts WHERE email = ? AND success = 0').run(account.email).changes;
  }

  /** A reset: the old password stops working and every session ends until a new one is set from the link. */
  clearPassword(id: number): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE staff_accounts SET password_hash = NULL WHERE id = ?').run(id);
      this.db.prepare('DELETE FROM staff_sessions WHERE account_id = ?').run(id);
    })();
  }

  setDisabled(id: number, disabled: boolean, now: Date): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE staff_accounts SET disabled_at = ? WHERE id = ?').run(disabled ? now.toISOString() : null, id);
      if (disabled) {
        this.db.prepare('DELETE FROM staff_sessions WHERE account_id = ?').run(id);
        this.db.prepare('UPDATE staff_password_tokens SET used_at = ? WHERE account_id = ? AND used_at IS NULL').run(now.getTime(), id);
      }
    })();
  }

  /**
   * Creates a one-time set-password token; returns the secret for the link (stored only as its hash). Every
   * earlier open link of the account stops working: only the newest one can set the password.
   */
  createPasswordToken(accountId: number, now: Date): string {
    const token = newSecret();
    this.db.transaction(() => {
      this.db.prepare('UPDATE staff_password_tokens SET used_at = ? WHERE account_id = ? AND used_at IS NULL').run(now.getTime(), accountId);
      this.db
        .prepare('INSERT INTO staff_password_tokens (id, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
        .run(secretId(token), accountId, now.getTime(), now.getTime() + PASSWORD_LINK_MS);
    })();
    return token;
  }

  /** The enabled account a valid, unused, unexpired token belongs to. */
  accountForToken(token: string, now: Date): StaffAccount | undefined {
    const row = this.db
      .prepare(
        `SELECT a.*, ${ROLES_COLUMN} FROM staff_password_tokens t JOIN staff_accounts a ON a.id = t.account_id
         WHERE t.id = ? AND t.used_at IS NULL AND t.expires_at > ? AND a.disabled_at IS NULL`,
      )
      .get(secretId(token), now.getTime()) as AccountRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  /** When the account last signed in, from the audit log. */
  lastSignIn(email: string): string | undefined {
    const row = this.db.prepare("SELECT MAX(at) AS at FROM audit_log WHERE action = 'sign-in' AND actor = ?").get(normaliseEmail(email)) as {
      at: string | null;
    };
    return row.at ?? undefined;
  }
}

export interface PasswordLinkSettings {
  siteUrl: string;
  schoolName: string;
}

/**
 * Makes a set-password link for an account and queues it by mail in the same transaction; returns the link
 * (the command line prints it too, for when mail is not set up yet).
 */
export function issuePasswordLink(
  db: Database.Database,
  accounts: AccountsRepository,
  outbox: OutboxRepository,
  account: StaffAccount,
  settings: PasswordLinkSettings,
  now: Date,
): string {
  return db.transaction(() => {
    const token = accounts.createPasswordToken(account.id, now);
    const link = `${settings.siteUrl}/staff/set-password?token=${token}`;
    const hours = PASSWORD_LINK_MS / 3_600_000;
    outbox.enqueue({
      submissionId: null,
      kind: 'account',
      recipient: account.email,
      messageId: `<staff-${randomBytes(12).toString('hex')}@${new URL(settings.siteUrl).hostname}>`,
      now: now.getTime(),
      subject: `Set your password for the ${settings.schoolName} staff inbox`,
      body: [
        'Hello,',
        '',
        `You have an account (${account.roles.join(', ')}) for the staff inbox of the ${settings.schoolName} website, or your password was reset.`,
        `Please choose your password here. The link works once, within ${hours} hours:`,
        '',
        link,
        '',
        `Then sign in at ${settings.siteUrl}/staff with ${account.email}.`,
        'If you did not expect this e-mail, please tell the school office.',
      ].join('\n'),
    });
    return link;
  })();
}
