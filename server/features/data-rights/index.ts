/**
 * Data rights: a request about personal data proves who asks (confirmation links to the addresses on file, or the
 * office's check in person), is answered within its deadline, and an erasure removes only the forms it covers.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffApp } from '../../sign-in/page';
import { dataRequestConfirmRoutes } from './confirm-routes';
import { dataRequestRoutes } from './staff';

export { dataRightsPlugin } from './plugin';

/** The office's identity check in person and the erasure, in the staff area. */
export const dataRightsSection =
  (options: { siteUrl: string; dataDir: string }) =>
  (app: StaffApp): void =>
    dataRequestRoutes(app, options);

/** GET and POST /api/data-requests/confirm/<token>, among the intake's routes under /api. */
export const dataRequestConfirmApi =
  (options: { siteUrl: string }) =>
  (app: FastifyInstance): void =>
    dataRequestConfirmRoutes(app, options);
