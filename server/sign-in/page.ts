import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SafeHtml } from '../core/html';
import type { StaffViewer } from '../staff-shell/layout';
import { problemPage, TO_INBOX } from '../staff-shell/problem';
import { homeFor, permits } from './route-roles';
import type { StaffSession } from './sessions';

/** The staff routes' Fastify instance: request bodies typed by their zod schemas (each feature's forms.ts). */
export type StaffApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** A part of the staff area (/staff): a feature's pages and forms, registered inside the area's scope (staff-area.ts). */
export type StaffSection = (app: StaffApp) => void | Promise<void>;

declare module 'fastify' {
  interface FastifyReply {
    /**
     * A staff page: the layout with the menu the session's roles open (sign-in/plugin.ts), `current` marking its entry.
     * Without a session (signing in, a refusal before one), the bar has no menu.
     */
    staffPage(status: number, title: string, body: SafeHtml, session?: StaffSession, current?: string): FastifyReply;
  }
}

/** The signed-in member of staff as the layout shows them: the route table decides their menu and start page. */
export function viewerOf(session: StaffSession): StaffViewer {
  return {
    email: session.email,
    roles: session.roles,
    csrfToken: session.csrfToken,
    home: homeFor(session),
    mayOpen: (route) => permits(session, 'GET', route),
  };
}

/** A staff page saying why nothing happened (not found, not allowed, not saved), titled as it is headed, with a way back. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  heading: string,
  text: string,
  back: { href: string; label: string } = TO_INBOX,
): FastifyReply {
  return reply.staffPage(status, heading, problemPage(heading, text, back), request.staffSession);
}
