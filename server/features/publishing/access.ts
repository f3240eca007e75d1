import type { StaffAccount } from '../../sign-in/accounts';
import { hasRole } from '../../sign-in/policy';
import { permits } from '../../sign-in/route-roles';
import type { StaffSession } from '../../sign-in/sessions';

/** Who may roll the live site back to the previous release (the route table, server/sign-in/route-roles.ts, decides). */
export function canRollback(session: StaffSession | undefined): boolean {
  return permits(session, 'POST', '/staff/updates/rollback');
}

/** The accounts told about every failed publish. */
export function isPublishAdmin(account: StaffAccount): boolean {
  return hasRole(account, 'admin') && !account.disabledAt;
}
