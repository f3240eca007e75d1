/**
 * Insight: the website's own page views, searches and admission-form starts, counted by day without cookies
 * (beacons under /api/insight, `app.recordSearch` for the server's search), and their report in the staff area.
 */
import type { StaffMenuEntry } from '../../staff-shell/layout';
import { insightRoutes } from './staff-routes';

export { default as insightPlugin, INSIGHT_FLUSH_MS, NOT_FOUND_PATH, type InsightOptions } from './plugin';
export { purgeInsight } from './retention';

/** Insight in the staff menu. */
export const insightMenu: StaffMenuEntry[] = [{ key: 'insight', href: '/staff/insight', label: 'Insight', route: '/staff/insight' }];

/** The report and its CSV in the staff area. */
export const insightSection = insightRoutes;
