import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StaffContext, StaffGuard } from '../staff/context';
import { dataRequestRoutes } from '../staff/data-requests';
import { sendProblem } from '../staff/problem-reply';
import { hasRole } from '../staff/policy';
import { accountRoutes } from './staff-accounts';
import { inboxRoutes } from './staff-inbox';
import { signInRoutes } from './staff-sign-in';

/** The staff area's routes, by area: signing in, the inbox, accounts and the audit log, data requests. */
export function staffRoutes(untyped: FastifyInstance, ctx: StaffContext) {
  // Bodies are typed by their schemas (server/staff/form-schemas.ts), which Fastify checks before each handler.
  const app = untyped.withTypeProvider<ZodTypeProvider>();

  const requireAdmin: StaffGuard = async (request, reply) => {
    if (!hasRole(request.staffSession, 'admin')) {
      return sendProblem(ctx, request, reply, 403, 'Administrators only', 'Only an administrator can manage accounts or read the audit log.');
    }
  };

  signInRoutes(app, ctx);
  inboxRoutes(app, ctx);
  accountRoutes(app, ctx, requireAdmin);
  dataRequestRoutes(app, ctx, requireAdmin);
}
