import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { OutboxRepository } from '../core/outbox-repository';
import { normaliseEmail, type AccountsRepository, type StaffAccount } from './accounts';
import { verifyDummy, verifyPassword } from './passwords';
import { ADDRESS_FAILURE_LIMIT, FAILURE_WINDOW_MS, PAIR_FIRST_PAUSE_MS, PAIR_FREE_FAILURES, PAIR_MAX_PAUSE_MS, THROTTLE_NOTICE_MS } from './policy';

export type RefusalReason = 'unknown' | 'disabled' | 'no-password' | 'wrong-password' | 'throttled' | 'address-locked';

export type SignInOutcome =
  | { ok: true; account: StaffAccount }
  /** `actor`: the account's e-mail when there is such an account, else null (a typed e-mail that is nobody's is not kept). */
  | { ok: false; reason: RefusalReason; actor: string | null };

export interface ThrottleNotices {
  outbox: OutboxRepository;
  siteUrl: string;
  schoolName: string;
  /** Called after a notice is queued (the server wakes its mail worker). */
  queued?: () => void;
}

/** How long a pair stays paused after its nth counted failure (none before PAIR_FREE_FAILURES). */
export function pauseAfter(failures: number): number {
  if (failures < PAIR_FREE_FAILURES) return 0;
  return Math.min(PAIR_MAX_PAUSE_MS, PAIR_FIRST_PAUSE_MS * 2 ** (failures - PAIR_FREE_FAILURES));
}

/**
 * Checks a sign-in. Failures are counted per pair of the e-mail typed (whether an account has it or not) and
 * the address: after PAIR_FREE_FAILURES the pair is paused for growing times, so a stranger cannot lock the
 * owner out from elsewhere, and attempts refused by a pause are not counted at all. One address is also
 * refused after ADDRESS_FAILURE_LIMIT failures within FAILURE_WINDOW_MS. The answer is the same whatever the
 * reason; a checked password is always hashed once, so time reveals nothing about which accounts exist either.
 */
export class SignInGuard {
  constructor(
    private readonly db: Database.Database,
    private readonly accounts: AccountsRepository,
    private readonly notices?: ThrottleNotices,
  ) {}

  /** Counted failures of a pair since its last success, and when the last one was. */
  private pairFailures(email: string, ip: string): { count: number; last: number } {
    return this.db
      .prepare(
        `SELECT COUNT(*) AS count, COALESCE(MAX(at), 0) AS last FROM staff_sign_in_attempts
         WHERE email = @email AND ip = @ip AND success = 0
           AND at > COALESCE((SELECT MAX(at) FROM staff_sign_in_attempts WHERE email = @email AND ip = @ip AND success = 1), 0)`,
      )
      .get({ email, ip }) as { count: number; last: number };
  }

  private failuresForAddress(ip: string, now: number): number {
    const row = this.db
      .prepare('SELECT COUNT(*) AS n FROM staff_sign_in_attempts WHERE ip = ? AND success = 0 AND at > ?')
      .get(ip, now - FAILURE_WINDOW_MS) as { n: number };
    return row.n;
  }

  async attempt(rawEmail: string, password: string, ip: string, now: number): Promise<SignInOutcome> {
    const email = normaliseEmail(rawEmail).slice(0, 200);
    const account = this.accounts.byEmail(email);
    const actor = account ? account.email : null;
    const pair = this.pairFailures(email, ip);
    // A paused pair or address is refused without hashing and without counting: the attempt could not have
    // succeeded, so it tells nothing and must not lengthen the pause (nor cost the server a hash).
    if (this.failuresForAddress(ip, now) >= ADDRESS_FAILURE_LIMIT) return { ok: false, reason: 'address-locked', actor };
    if (now < pair.last + pauseAfter(pair.count)) return { ok: false, reason: 'throttled', actor };
    const matches = account?.passwordHash ? await verifyPassword(account.passwordHash, password) : await verifyDummy(password);
    let outcome: SignInOutcome;
    if (!account) outcome = { ok: false, reason: 'unknown', actor };
    else if (account.disabledAt) outcome = { ok: false, reason: 'disabled', actor };
    else if (!account.passwordHash) outcome = { ok: false, reason: 'no-password', actor };
    else if (!matches) outcome = { ok: false, reason: 'wrong-password', actor };
    else outcome = { ok: true, account };
    this.db.prepare('INSERT INTO staff_sign_in_attempts (email, ip, at, success) VALUES (?, ?, ?, ?)').run(email, ip, now, outcome.ok ? 1 : 0);
    // Attempts older than a day count for nothing; the audit log keeps the record.
    this.db.prepare('DELETE FROM staff_sign_in_attempts WHERE at < ?').run(now - 24 * 60 * 60 * 1000);
    if (!outcome.ok && account && !account.disabledAt && pauseAfter(pair.count + 1) > 0) this.notifyOwner(account, ip, pair.count + 1, now);
    return outcome;
  }

  /** Tells the owner by mail that sign-in to their account from an address is paused: once per THROTTLE_NOTICE_MS. */
  private notifyOwner(account: StaffAccount, ip: string, failures: number, now: number): void {
    const notices = this.notices;
    if (!notices) return;
    const queued = this.db.transaction(() => {
      const last = this.db.prepare('SELECT notified_at AS at FROM staff_throttle_notices WHERE email = ?').get(account.email) as { at: number } | undefined;
      if (last && now - last.at < THROTTLE_NOTICE_MS) return false;
      this.db
        .prepare('INSERT INTO staff_throttle_notices (email, notified_at) VALUES (?, ?) ON CONFLICT (email) DO UPDATE SET notified_at = excluded.notified_at')
        .run(account.email, now);
      const minutes = Math.round(pauseAfter(failures) / 60_000);
      notices.outbox.enqueue({
        submissionId: null,
        kind: 'account',
        recipient: account.email,
        messageId: `<staff-throttle-${randomBytes(12).toString('hex')}@${new URL(notices.siteUrl).hostname}>`,
        now,
        subject: `Staff inbox: sign-in to your account paused for one address`,
        body: [
          'Hello,',
          '',
          `Someone at the internet address ${ip} typed a wrong password for your account (${account.email}) on the ${notices.schoolName} staff inbox ${failures} times.`,
          `Sign-in to your account from that address is paused for ${minutes} minute${minutes === 1 ? '' : 's'}, and longer after each further wrong password.`,
          'You can still sign in from your usual computer or phone as before.',
          '',
          'If this was you, just wait and try again. If it was not, please tell an administrator of the staff inbox;',
          `an administrator can also lift the pause with: npm run staff -- unlock ${account.email}`,
          '',
          `${notices.siteUrl}/staff`,
          '',
          `You get this mail at most once an hour.`,
        ].join('\n'),
      });
      return true;
    })();
    if (queued) notices.queued?.();
  }
}
