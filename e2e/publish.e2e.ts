/**
 * The publisher with the real content check and the real `npm run build` (the server tests stub the build):
 * a news item committed to a scratch clone goes live in a fresh release, served by our server, with its
 * generated nginx include, and the `current` link a restart (and nginx) serves.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { releaseOut } from '@/server/publish/releases';

const ROOT = path.resolve(__dirname, '..');
const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

describe('publishing with the real build', () => {
  let app: FastifyInstance;
  let repo: string;
  let work: string;

  beforeAll(async () => {
    // Inside the project (e2e/.artifacts, ignored by git), so the release build's node_modules link and the
    // project's own node_modules share a root for Turbopack; removed after the test.
    fs.mkdirSync(path.join(ROOT, 'e2e', '.artifacts'), { recursive: true });
    work = fs.mkdtempSync(path.join(ROOT, 'e2e', '.artifacts', 'publish-'));
    repo = path.join(work, 'repo');
    git(ROOT, ['clone', '--quiet', ROOT, repo]);
    git(repo, ['config', 'user.name', 'Office Editor']);
    git(repo, ['config', 'user.email', 'office.editor@sunrisevalleyschool.edu.in']);
    // Start from this checkout's caches, as a server's checkout built once by hand would (no re-encoding of every photo).
    for (const cache of ['.cache', 'public/media', 'public/downloads']) {
      if (fs.existsSync(path.join(ROOT, cache))) fs.cpSync(path.join(ROOT, cache), path.join(repo, cache), { recursive: true });
    }
    const initialOut = path.join(work, 'initial-out');
    fs.mkdirSync(initialOut);
    fs.writeFileSync(path.join(initialOut, 'index.html'), '<!DOCTYPE html><html><head><title>Before</title></head><body>Before</body></html>');
    app = await buildApp(loadConfig({ PUBLISH_REPO: repo, DATA_DIR: path.join(work, 'data'), OUT_DIR: initialOut }), { logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it(
    'a committed news item is live after one publish',
    async () => {
      const title = `Annual sports day results ${Date.now()}`;
      fs.writeFileSync(
        path.join(repo, 'content', 'news', '2026-11-25-sports-day-results.md'),
        `---\ntitle: ${title}\ndate: 2026-11-25\nimage: news/2026-01-10-science-exhibition.jpg\n---\nThe results of this year's sports day, house by house.\n`,
      );
      git(repo, ['add', 'content/news']);
      git(repo, ['commit', '--quiet', '-m', `News: ${title} (added)`]);
      expect((await app.inject({ url: '/news' })).statusCode).toBe(404);

      const id = app.publisher.request({ source: 'editor', author: { name: 'Office Editor', email: 'office.editor@sunrisevalleyschool.edu.in' } });
      await app.publisher.idle();
      const publish = app.publisher.history.byId(id)!;
      expect(publish.failure).toBeNull();
      expect(publish.state).toBe('live');
      expect(publish.commits[0].subject).toBe(`News: ${title} (added)`);

      const news = await app.inject({ url: '/news', headers: { 'accept-encoding': 'br' } });
      expect(news.statusCode).toBe(200);
      expect(news.headers['content-encoding']).toBe('br');
      const home = await app.inject({ url: '/' });
      expect(home.body).toContain('<html');
      expect((await app.inject({ url: '/news' })).body).toContain(title);
      const out = releaseOut(app.publisher.config, publish.release!);
      expect(fs.existsSync(path.join(out, '_nginx.conf'))).toBe(true);
      expect(fs.realpathSync(path.join(app.publisher.config.dir, 'current', 'out'))).toBe(fs.realpathSync(out));
    },
    15 * 60_000,
  );
});
