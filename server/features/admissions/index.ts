/**
 * The admissions journey: an admission's family page (documents, visit, offer, payment, receipt) without an account,
 * and the office's side of it in the staff area (documents, visit times, decisions, payments, links). Builds on the
 * intake's submissions and fills the inbox's sections (plugin.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { StaffApp } from '../../sign-in/page';
import type { StaffMenuEntry } from '../../staff-shell/layout';
import { linkResendRoutes } from './family-page';
import { staffOfferRoutes } from './staff-offer-routes';
import { admissionsRoutes } from './staff-routes';

export { admissionsPlugin, type AdmissionsOptions, type AdmissionsService } from './plugin';
export { sendVisitReminders } from './journey-mail';
export type { JourneyContext } from './family-mail';

/** Visit times in the staff menu. */
export const admissionsMenu: StaffMenuEntry[] = [{ key: 'visits', href: '/staff/visits', label: 'Visit times', route: '/staff/visits' }];

/** The office's pages and forms of the journey in the staff area: documents, links, visit times, decisions, payments, receipts. */
export function admissionsSection(app: StaffApp): void {
  staffOfferRoutes(app, app.admissions.journey);
  admissionsRoutes(app, app.admissions.context);
}

/** POST /api/status/link ("send me my link again"), among the intake's routes under /api. */
export const linkResendApi =
  (options: { statusRateLimit: number }) =>
  (app: FastifyInstance): void =>
    linkResendRoutes(
      app,
      app.admissions.context,
      options.statusRateLimit > 0 ? { max: options.statusRateLimit, timeWindow: 60_000, groupId: 'status-link' } : false,
    );
