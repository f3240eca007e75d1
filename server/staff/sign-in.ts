import type Database from 'better-sqlite3';
import { normaliseEmail, type AccountsRepository, type StaffAccount } from './accounts';
import { verifyDummy, verifyPassword } from './passwords';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, FAILURE_WINDOW_MS } from './policy';

export type SignInOutcome =
  | { ok: true; account: StaffAccount }
  | { ok: false; reason: 'unknown' | 'disabled' | 'no-password' | 'wrong-password' | 'account-locked' | 'address-locked' };

/**
 * Checks a sign-in. Attempts are counted by the e-mail typed, whether an account has it or not, so the
 * lockout itself reveals nothing; the password is always hashed once, so the time taken reveals nothing
 * either. After ACCOUNT_FAILURE_LIMIT failures within FAILURE_WINDOW_MS (since the last success) even the
 * right password is refused until the window has passed.
 */
export class SignInGuard {
  constructor(
    private readonly db: Database.Database,
    private readonly accounts: AccountsRepository,
  ) {}

  private failuresForEmail(email: string, now: number): number {
    const row = this.db
      .prepare(
        `SELECT COUNT(*) AS n FROM staff_sign_in_attempts
         WHERE email = @email AND success = 0 AND at > @since
           AND at > COALESCE((SELECT MAX(at) FROM staff_sign_in_attempts WHERE email = @email AND success = 1), 0)`,
      )
      .get({ email, since: now - FAILURE_WINDOW_MS }) as { n: number };
    return row.n;
  }

  private failuresForAddress(ip: string, now: number): number {
    const row = this.db.prepare('SELECT COUNT(*) AS n FROM staff_sign_in_attempts WHERE ip = ? AND success = 0 AND at > ?').get(ip, now - FAILURE_WINDOW_MS) as { n: number };
    return row.n;
  }

  async attempt(rawEmail: string, password: string, ip: string, now: number): Promise<SignInOutcome> {
    const email = normaliseEmail(rawEmail).slice(0, 200);
    const accountLocked = this.failuresForEmail(email, now) >= ACCOUNT_FAILURE_LIMIT;
    const addressLocked = this.failuresForAddress(ip, now) >= ADDRESS_FAILURE_LIMIT;
    const account = this.accounts.byEmail(email);
    const matches = account?.passwordHash ? await verifyPassword(account.passwordHash, password) : await verifyDummy(password);
    let outcome: SignInOutcome;
    if (addressLocked) outcome = { ok: false, reason: 'address-locked' };
    else if (accountLocked) outcome = { ok: false, reason: 'account-locked' };
    else if (!account) outcome = { ok: false, reason: 'unknown' };
    else if (account.disabledAt) outcome = { ok: false, reason: 'disabled' };
    else if (!account.passwordHash) outcome = { ok: false, reason: 'no-password' };
    else if (!matches) outcome = { ok: false, reason: 'wrong-password' };
    else outcome = { ok: true, account };
    this.db.prepare('INSERT INTO staff_sign_in_attempts (email, ip, at, success) VALUES (?, ?, ?, ?)').run(email, ip, now, outcome.ok ? 1 : 0);
    // Attempts older than a day count for nothing; the audit log keeps the record.
    this.db.prepare('DELETE FROM staff_sign_in_attempts WHERE at < ?').run(now - 24 * 60 * 60 * 1000);
    return outcome;
  }
}
