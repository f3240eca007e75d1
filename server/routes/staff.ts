import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StaffContext } from '../staff/context';
import { dataRequestRoutes } from '../staff/data-requests';
import { accountRoutes } from './staff-accounts';
import { inboxRoutes } from './staff-inbox';
import { signInRoutes } from './staff-sign-in';

/** The staff area's routes, by area: signing in, the inbox, accounts and the audit log, data requests. Who may open each: server/staff/route-roles.ts. */
export function staffRoutes(untyped: FastifyInstance, ctx: StaffContext) {
  // Bodies are typed by their schemas (server/staff/form-schemas.ts), which Fastify checks before each handler.
  const app = untyped.withTypeProvider<ZodTypeProvider>();

  signInRoutes(app, ctx);
  inboxRoutes(app, ctx);
  accountRoutes(app, ctx);
  dataRequestRoutes(app, ctx);
}
