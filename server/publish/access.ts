import type { StaffAccount } from '../staff/accounts';
import { hasRole } from '../staff/policy';
import type { StaffSession } from '../staff/sessions';

/** Who may see "Website updates", publish now and undo a change: editors and administrators. The one place this rule lives. */
export function canPublish(session: StaffSession | undefined): boolean {
  return hasRole(session, 'editor') || hasRole(session, 'admin');
}

/** Who may roll the live site back to the previous release. */
export function canRollback(session: StaffSession | undefined): boolean {
  return hasRole(session, 'admin');
}

/** The accounts told about every failed publish. */
export function isPublishAdmin(account: StaffAccount): boolean {
  return hasRole(account, 'admin') && !account.disabledAt;
}
