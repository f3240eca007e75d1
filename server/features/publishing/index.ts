/**
 * Publishing: every commit of the site's repository (the editor's saves, a push, a poll) built into a release and put
 * live, with rollback and undo in "Website updates" (/staff/updates), and the payment details held for an
 * administrator's approval (money.ts), which the admissions journey charges (`paymentSettings`).
 */
import type { StaffMenuEntry } from '../../staff-shell/layout';
import { UPDATES_PATH } from '../../../lib/cms/paths';
import { updatesRoutes } from './updates-routes';

export { publishingPlugin, type PublishingOptions } from './plugin';
export { liveOutDir } from './releases';
export { paymentSettings } from './money';
export type { Publisher } from './publisher';

/** Website updates in the staff menu. */
export const publishingMenu: StaffMenuEntry[] = [{ key: 'updates', href: UPDATES_PATH, label: 'Website updates', route: UPDATES_PATH }];

/** Website updates' pages and forms in the staff area. */
export const updatesSection = updatesRoutes;
