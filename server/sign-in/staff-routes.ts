import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StaffContext } from './context';
import { dataRequestRoutes } from '../features/data-rights/staff';
import { accountRoutes } from './account-routes';
import { inboxRoutes } from '../features/intake/inbox-routes';
import { signInRoutes } from './sign-in-routes';

/** The staff area's routes, by area: signing in, the inbox, accounts and the audit log, data requests. Who may open each: server/staff/route-roles.ts. */
export function staffRoutes(untyped: FastifyInstance, ctx: StaffContext) {
  // Bodies are typed by their schemas (server/staff/form-schemas.ts), which Fastify checks before each handler.
  const app = untyped.withTypeProvider<ZodTypeProvider>();

  signInRoutes(app, ctx);
  inboxRoutes(app, ctx);
  accountRoutes(app, ctx);
  dataRequestRoutes(app, ctx);
}
