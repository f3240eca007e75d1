/** @jest-environment node */
import { createHmac, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '@/server/core/config';
import { startApp } from '../../helpers/intake';
import { cloneSite, commitFile, git, newsItem, publishConfig } from '../../helpers/publish';

jest.setTimeout(120_000);

const SECRET = 'a-long-random-webhook-secret-for-tests';
/** A push payload; each push is a new commit (`after`), so each body is new, as the hosts' are. */
const push = (branch = 'main', after = randomUUID().replace(/-/g, '').padEnd(40, '0')) =>
  JSON.stringify({ ref: `refs/heads/${branch}`, after, pusher: { name: 'dev', email: 'dev@example.com' } });
const hmac = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

/** The headers each host sends with a push, signed its own way. */
function signed(host: string, body: string, delivery: string, secret = SECRET): Record<string, string> {
  const base = { 'content-type': 'application/json' };
  switch (host) {
    case 'github':
      return { ...base, 'x-github-event': 'push', 'x-github-delivery': delivery, 'x-hub-signature-256': `sha256=${hmac(body, secret)}` };
    case 'gitlab':
      return { ...base, 'x-gitlab-event': 'Push Hook', 'idempotency-key': delivery, 'x-gitlab-token': secret };
    case 'gitea':
      return { ...base, 'x-gitea-event': 'push', 'x-gitea-delivery': delivery, 'x-gitea-signature': hmac(body, secret) };
    default:
      return { ...base, 'x-forgejo-event': 'push', 'x-forgejo-delivery': delivery, 'x-forgejo-signature': hmac(body, secret) };
  }
}

describe('publish webhooks', () => {
  let app: FastifyInstance;
  let config: ServerConfig;

  beforeAll(async () => {
    config = publishConfig(cloneSite(), { PUBLISH_WEBHOOK_SECRET: SECRET, PUBLISH_BRANCH: 'main' });
    app = await startApp(config);
  });

  afterAll(async () => {
    await app.publisher.idle();
    await app.close();
  });

  const send = (host: string, body: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/api/publish/hook/${host}`, payload: body, headers });

  it.each(['github', 'gitlab', 'gitea', 'forgejo'])(
    '%s: a signed push is accepted once; a replay, a wrong signature or a missing delivery id is refused',
    async (host) => {
      const body = push();
      const delivery = randomUUID();
      const before = app.publisher.history.recent(100).length;
      const accepted = await send(host, body, signed(host, body, delivery));
      expect(accepted.statusCode).toBe(202);
      const id = accepted.json().publish as number;
      expect(app.publisher.history.byId(id)!.sources).toContain('webhook');

      const replayed = await send(host, body, signed(host, body, delivery));
      expect(replayed.statusCode).toBe(409);
      expect(replayed.json().error).toBe('This delivery was received before.');

      const forged = await send(host, body, signed(host, body, randomUUID(), 'not-the-secret'));
      expect(forged.statusCode).toBe(401);
      // A signature of another body does not carry over (the GitLab token is not a signature, so not for it).
      if (host !== 'gitlab') {
        const tampered = await send(host, push('main').replace('dev@', 'eve@'), signed(host, body, randomUUID()));
        expect(tampered.statusCode).toBe(401);
      }
      const headers = signed(host, body, 'x');
      for (const name of ['x-github-delivery', 'idempotency-key', 'x-gitea-delivery', 'x-forgejo-delivery']) delete headers[name];
      expect((await send(host, body, headers)).statusCode).toBe(400);
      // Only the accepted one asked for a publish (coalesced with any already queued).
      expect(app.publisher.history.recent(100).length - before).toBeLessThanOrEqual(1);
    },
  );

  it('accepts a payload once, whatever its delivery id: a captured GitHub delivery replayed under a new id, or to another host, publishes nothing', async () => {
    await app.publisher.idle();
    const body = push();
    const before = app.publisher.history.recent(100).length;
    const first = await send('github', body, signed('github', body, randomUUID()));
    expect(first.statusCode).toBe(202);
    await app.publisher.idle();
    const publishes = app.publisher.history.recent(100).length;
    expect(publishes - before).toBe(1);
    for (const host of ['github', 'gitea', 'forgejo']) {
      const replayed = await send(host, body, signed(host, body, randomUUID()));
      expect({ host, status: replayed.statusCode, error: replayed.json().error }).toEqual({ host, status: 409, error: 'This delivery was received before.' });
    }
    await app.publisher.idle();
    expect(app.publisher.history.recent(100).length).toBe(publishes);
    // The same delivery id with another (signed) body is a replay too, and does not use up that body.
    const delivery = randomUUID();
    const next = push();
    expect((await send('github', next, signed('github', next, delivery))).statusCode).toBe(202);
    const other = push();
    expect((await send('github', other, signed('github', other, delivery))).statusCode).toBe(409);
    expect((await send('github', other, signed('github', other, randomUUID()))).statusCode).toBe(202);
  });

  it('ignores pushes to other branches and other events, and answers 404 for unknown hosts', async () => {
    const other = push('feature');
    const ignored = await send('github', other, signed('github', other, randomUUID()));
    expect(ignored.statusCode).toBe(202);
    expect(ignored.json().ignored).toBe('not a push to main');
    const ping = '{"zen":"Keep it simple."}';
    const pinged = await send('github', ping, { ...signed('github', ping, randomUUID()), 'x-github-event': 'ping' });
    expect(pinged.json().ignored).toBe('event ping');
    expect((await send('bitbucket', ping, { 'content-type': 'application/json' })).statusCode).toBe(404);
  });

  it('refuses a form-encoded body (the signature is over JSON as sent)', async () => {
    const response = await send('github', 'payload=%7B%7D', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
  });

  it('answers 404 when no webhook secret is set', async () => {
    const bare = await startApp(publishConfig(cloneSite()));
    try {
      const body = push();
      expect(
        (await bare.inject({ method: 'POST', url: '/api/publish/hook/github', payload: body, headers: signed('github', body, randomUUID()) })).statusCode,
      ).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('the upstream poll and push', () => {
  it('publishes a commit pushed upstream (poll), and pushes an editor commit upstream (PUBLISH_PUSH=1)', async () => {
    const upstream = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-upstream-'));
    execFileSync('git', ['clone', '--quiet', '--bare', process.cwd(), upstream]);
    const branch = git(upstream, ['symbolic-ref', '--short', 'HEAD']);
    const server = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-server-'));
    execFileSync('git', ['clone', '--quiet', upstream, server]);
    git(server, ['config', 'user.name', 'Test Editor']);
    git(server, ['config', 'user.email', 'editor@sunrisevalleyschool.edu.in']);
    const developer = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-dev-'));
    execFileSync('git', ['clone', '--quiet', upstream, developer]);

    const config = publishConfig(server, { PUBLISH_REMOTE: 'origin', PUBLISH_BRANCH: branch, PUBLISH_PUSH: '1', PUBLISH_POLL: 'off' });
    const app = await startApp(config);
    try {
      const pushed = commitFile(developer, 'content/news/2026-11-23-upstream.md', newsItem('Pushed by a developer'), 'News: from upstream', {
        name: 'Dev',
        email: 'dev@example.com',
      });
      git(developer, ['push', '--quiet', 'origin', `HEAD:${branch}`]);
      await app.publisher.pollRemote();
      await app.publisher.idle();
      const [polled] = app.publisher.history.recent(1);
      expect(polled.sources).toEqual(['poll']);
      expect(polled.state).toBe('live');
      expect(polled.commitSha).toBe(pushed);
      expect((await app.inject({ url: '/news' })).body).toContain('Pushed by a developer');
      // Nothing new upstream: the next poll asks for nothing.
      await app.publisher.pollRemote();
      expect(app.publisher.history.recent(1)[0].id).toBe(polled.id);

      const saved = commitFile(server, 'content/news/2026-11-23-editor.md', newsItem('Saved in the editor'), 'News: Saved in the editor (added)');
      app.publisher.request({ source: 'editor', commit: saved });
      await app.publisher.idle();
      expect(git(upstream, ['rev-parse', branch])).toBe(saved);
      expect((await app.inject({ url: '/news' })).body).toContain('Saved in the editor');
    } finally {
      await app.close();
    }
  });
});
