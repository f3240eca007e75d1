import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffContext } from '../sign-in/context';
import { problemPage } from '../sign-in/pages';

/** The way back from most refusals in the staff area. */
export const TO_INBOX = { href: '/staff', label: 'Back to the inbox' };

/** A staff page saying why nothing happened (not found, not allowed, not saved), titled as it is headed, with a way back. */
export function sendProblem(
  ctx: Pick<StaffContext, 'page'>,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  heading: string,
  text: string,
  back: { href: string; label: string } = TO_INBOX,
): FastifyReply {
  return ctx.page(reply, status, heading, problemPage(heading, text, back), request.staffSession);
}
