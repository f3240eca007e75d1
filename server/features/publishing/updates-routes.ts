import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staleTranslations, translatedEntries } from '../../../lib/translations/content';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canRollback } from './access';
import { describeChange } from './money';
import { permits } from '../../sign-in/route-roles';
import type { Outcome } from './publisher';
import { updatesPage } from './updates-page';
import { csrfOnlyForm } from '../../staff-shell/forms';
import { revertForm } from './forms';
import { params, query } from '../../core/schemas';

const HISTORY_SHOWN = 50;
const DONE: Record<string, string> = { queued: 'The website is being updated. It usually takes a minute or two; this page shows when it is live.' };

/** "Website updates" under /staff: the publish history, Publish now, rollback (admins) and undoing a change. Who may: sign-in/route-roles.ts. */
export function updatesRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { publisher, audit } = app;

  const show = (request: FastifyRequest, reply: FastifyReply, status: number, notice?: { kind: 'ok' | 'error'; text: string }) => {
    const session = request.staffSession!;
    const body = updatesPage({
      publishes: publisher.history.recent(HISTORY_SHOWN),
      live: publisher.liveRelease(),
      session,
      canRollback: canRollback(session),
      available: publisher.available,
      notice,
      money: { approved: publisher.money.approved(), held: publisher.money.held(), canApprove: permits(session, 'POST', '/staff/updates/money/:id/approve') },
      // From the repository the editor saves into: a save shows here at once, before its publish.
      translations: {
        stale: staleTranslations(translatedEntries(path.join(publisher.config.repoDir, 'content'))),
        canEdit: permits(session, 'GET', '/staff/admin/*'),
      },
    });
    return reply.staffPage(status, 'Website updates', body, session, 'updates');
  };

  const outcome = (request: FastifyRequest, reply: FastifyReply, result: Outcome) =>
    show(request, reply, result.ok ? 200 : 409, { kind: result.ok ? 'ok' : 'error', text: result.message });

  const person = (request: FastifyRequest) => ({ name: request.staffSession!.email, email: request.staffSession!.email });

  app.get('/updates', { schema: { querystring: query('done') } }, async (request, reply) => {
    const done = (request.query as Record<string, unknown>).done;
    return show(request, reply, 200, typeof done === 'string' && DONE[done] ? { kind: 'ok', text: DONE[done] } : undefined);
  });

  app.post('/updates/publish', { schema: { body: csrfOnlyForm } }, async (request, reply) => {
    if (!publisher.available)
      return outcome(request, reply, { ok: false, message: 'This server cannot publish: its copy of the website is not a git repository.' });
    const id = publisher.request({ source: 'manual', author: person(request), summary: 'Publish now' });
    audit.record({ actor: request.staffSession!.email, action: 'publish-request', target: `update #${id}`, ip: request.ip });
    return reply.code(303).header('Location', '/staff/updates?done=queued').send();
  });

  app.post('/updates/rollback', { schema: { body: csrfOnlyForm } }, async (request, reply) => {
    const session = request.staffSession!;
    const from = publisher.liveRelease();
    const result = await publisher.rollback(session.email);
    audit.record({ actor: session.email, action: 'publish-rollback', target: from ?? null, ip: request.ip, detail: result.message });
    return outcome(request, reply, result);
  });

  // An administrator approves the held change to the payment details; the next publish (asked for here) shows them.
  app.post('/updates/money/:id/approve', { schema: { params: params('id'), body: csrfOnlyForm } }, async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const session = request.staffSession!;
    const previous = publisher.money.approved();
    const approved = Number.isSafeInteger(id) ? publisher.money.approve(id, session.email, new Date()) : undefined;
    if (!approved)
      return outcome(request, reply, {
        ok: false,
        message: 'There is no such change waiting for approval: it may have been approved, undone or replaced meanwhile.',
      });
    audit.record({
      actor: session.email,
      action: 'money-approve',
      target: `payment details #${id}`,
      ip: request.ip,
      detail: `changed by ${approved.changedBy}: ${previous ? describeChange(previous.settings, approved.settings, 10).join('; ') : ''}`,
    });
    const publishId = publisher.request({ source: 'manual', author: person(request), summary: 'Payment details approved' });
    return outcome(request, reply, {
      ok: true,
      message: `The new payment details are approved; the website is being updated with them (update #${publishId}).`,
    });
  });

  app.post('/updates/revert', { schema: { body: revertForm } }, async (request, reply) => {
    const sha = (request.body.sha ?? '').trim().toLowerCase().slice(0, 40);
    const result = await publisher.revert(sha, person(request));
    audit.record({ actor: request.staffSession!.email, action: 'publish-revert', target: sha || null, ip: request.ip, detail: result.message });
    return outcome(request, reply, result);
  });
}
