import type { StaffAccount } from '../staff/accounts';
import { hasRole } from '../staff/policy';
import { permits } from '../staff/route-roles';
import type { StaffSession } from '../staff/sessions';

/** Who may roll the live site back to the previous release (the route table, server/staff/route-roles.ts, decides). */
export function canRollback(session: StaffSession | undefined): boolean {
  return permits(session, 'POST', '/staff/updates/rollback');
}

/** The accounts told about every failed publish. */
export function isPublishAdmin(account: StaffAccount): boolean {
  return hasRole(account, 'admin') && !account.disabledAt;
}
