import type { StaffAccount } from '../staff/accounts';
import type { StaffSession } from '../staff/sessions';

/** Who may see "Website updates", publish now and revert a change. The one place this rule lives. */
export function canPublish(session: StaffSession | undefined): boolean {
  return session?.role === 'admin';
}

/** Who may roll the live site back to the previous release. */
export function canRollback(session: StaffSession | undefined): boolean {
  return session?.role === 'admin';
}

/** The accounts told about every failed publish. */
export function isPublishAdmin(account: StaffAccount): boolean {
  return account.role === 'admin' && !account.disabledAt;
}
