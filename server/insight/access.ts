import { hasRole } from '../staff/policy';
import type { StaffSession } from '../staff/sessions';

/** Who may see the website's insight (/staff/insight): the office and administrators. The one place this rule lives. */
export function canSeeInsight(session: StaffSession | undefined): boolean {
  return hasRole(session, 'office') || hasRole(session, 'admin');
}
