import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sameSecret } from '../../core/requests';
import type { Person } from './history';
import type { Publisher } from './publisher';
import { apiError } from '../../core/replies';
import { params } from '../../core/schemas';

export const WEBHOOK_HOSTS = ['github', 'gitlab', 'gitea', 'forgejo'] as const;
export type WebhookHost = (typeof WEBHOOK_HOSTS)[number];

/** A push payload is a few KB; even a large push stays far below this. */
const BODY_LIMIT = 1024 * 1024;

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function sameHex(given: string | undefined, expected: string): boolean {
  if (!given || !/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'));
}

export type Verdict = { ok: true; delivery: string; event: string } | { ok: false; status: number; reason: string };

/**
 * Checks one delivery by its host's own scheme: GitHub's `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the
 * body>`, Gitea's and Forgejo's bare hex HMAC-SHA256 in `X-Gitea-Signature` / `X-Forgejo-Signature`, GitLab's
 * `X-Gitlab-Token` (the secret itself, compared in constant time). None signs a time, so each delivery id and each
 * payload's digest is remembered and a repeat of either is refused (see the route).
 */
export function verifyDelivery(host: WebhookHost, headers: Headers, body: Buffer, secret: string): Verdict {
  const hmac = createHmac('sha256', secret).update(body).digest('hex');
  let signed: boolean;
  let delivery: string | undefined;
  let event: string | undefined;
  switch (host) {
    case 'github': {
      const given = header(headers, 'x-hub-signature-256');
      signed = Boolean(given?.startsWith('sha256=')) && sameHex(given!.slice(7), hmac);
      delivery = header(headers, 'x-github-delivery');
      event = header(headers, 'x-github-event');
      break;
    }
    case 'gitlab':
      signed = sameSecret(header(headers, 'x-gitlab-token'), secret);
      // Idempotency-Key (GitLab 17.4+) is the same on a retry; older versions send a webhook/event UUID.
      delivery = header(headers, 'idempotency-key') ?? header(headers, 'x-gitlab-webhook-uuid') ?? header(headers, 'x-gitlab-event-uuid');
      event = header(headers, 'x-gitlab-event');
      break;
    case 'gitea':
      signed = sameHex(header(headers, 'x-gitea-signature'), hmac);
      delivery = header(headers, 'x-gitea-delivery');
      event = header(headers, 'x-gitea-event');
      break;
    case 'forgejo':
      signed = sameHex(header(headers, 'x-forgejo-signature'), hmac);
      delivery = header(headers, 'x-forgejo-delivery');
      event = header(headers, 'x-forgejo-event');
      break;
  }
  if (!signed) return { ok: false, status: 401, reason: 'The signature does not match the webhook secret.' };
  if (!delivery || delivery.length > 200) return { ok: false, status: 400, reason: 'The delivery has no id.' };
  return { ok: true, delivery, event: event ?? '' };
}

const isPush = (host: WebhookHost, event: string) => (host === 'gitlab' ? event === 'Push Hook' : event === 'push');

/** Who pushed, when the payload says (GitHub and Gitea/Forgejo: pusher; GitLab: user_name/user_email). */
function pusher(payload: Record<string, unknown>): Person | undefined {
  const person = payload.pusher as { name?: unknown; login?: unknown; email?: unknown } | undefined;
  const name = person?.name ?? person?.login ?? payload.user_name;
  const email = person?.email ?? payload.user_email;
  return typeof email === 'string' && email.includes('@') ? { name: typeof name === 'string' ? name : email, email } : undefined;
}

/** POST /api/publish/hook/<host>: a signed push to the published branch asks for a publish. */
export default async function publishHooks(app: FastifyInstance, options: { publisher: Publisher }) {
  const { publisher } = options;
  // The signature covers the exact bytes sent, so the body is kept raw here (in this plugin only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/hook/:host', { bodyLimit: BODY_LIMIT, schema: { params: params('host') }, config: { ownBody: 'signed' } }, async (request, reply) => {
    const { host } = request.params as { host: string };
    const secret = publisher.config.webhookSecret;
    if (!secret || !(WEBHOOK_HOSTS as readonly string[]).includes(host)) return reply.code(404).send(apiError('Not found'));
    if (!Buffer.isBuffer(request.body)) return reply.code(415).send(apiError('Send the webhook as application/json.'));
    const verdict = verifyDelivery(host as WebhookHost, request.headers, request.body, secret);
    if (!verdict.ok) {
      request.log.warn({ host, reason: verdict.reason }, 'publish webhook refused');
      return reply.code(verdict.status).send(apiError(verdict.reason));
    }
    // Once per delivery id and once per payload: a signed body replayed under a new id (none of the hosts signs a time) is refused too.
    const digest = createHash('sha256').update(request.body).digest('hex');
    if (!publisher.history.rememberDelivery(host, verdict.delivery, digest, new Date())) {
      request.log.warn({ host, delivery: verdict.delivery }, 'publish webhook replayed');
      return reply.code(409).send(apiError('This delivery was received before.'));
    }
    if (!isPush(host as WebhookHost, verdict.event)) return reply.code(202).send({ success: true, ignored: `event ${verdict.event || '(none)'}` });
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return reply.code(400).send(apiError('The body is not JSON.'));
    }
    const branch = publisher.config.branch;
    if (payload.ref !== `refs/heads/${branch}`) return reply.code(202).send({ success: true, ignored: `not a push to ${branch}` });
    const after = typeof payload.after === 'string' ? payload.after : undefined;
    const id = publisher.request({ source: 'webhook', commit: after, author: pusher(payload), summary: `push to ${branch} on ${host}` });
    return reply.code(202).send({ success: true, publish: id });
  });
}
