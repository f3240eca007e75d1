/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { startApp } from '../../helpers/intake';
import { cloneSite, commitFile, newsItem, publishConfig } from '../../helpers/publish';

jest.setTimeout(180_000);

const BIG_BYTES = 2_500_000;

describe('switching releases under load', () => {
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    const repo = cloneSite();
    app = await startApp(publishConfig(repo));
    // A first release, so later switches move from one release to another (and a rollback has a target).
    app.publisher.request({ source: 'manual' });
    await app.publisher.idle();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    (app as FastifyInstance & { repo?: string }).repo = repo;
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers every page and streamed file request while releases switch (publish, publish, rollback): 0 failures', async () => {
    const repo = (app as FastifyInstance & { repo?: string }).repo!;
    let running = true;
    const failures: string[] = [];
    let requests = 0;
    const seen = new Set<string>();

    // Six clients in a loop: pages from memory and a 2.5 MB file streamed from the release's folder.
    const client = async (n: number) => {
      const urls = ['/news', '/', '/downloads/big.pdf', '/no-such-page'];
      for (let i = n; running; i += 1) {
        const url = urls[i % urls.length];
        try {
          const response = await fetch(origin + url, { headers: { 'accept-encoding': 'identity' } });
          const body = Buffer.from(await response.arrayBuffer());
          requests += 1;
          const expected = url === '/no-such-page' ? 404 : 200;
          if (response.status !== expected) failures.push(`${url}: ${response.status}`);
          else if (url === '/downloads/big.pdf' && body.length !== BIG_BYTES) failures.push(`${url}: ${body.length} bytes`);
          else if (url === '/news' && !body.toString().includes('<h1>News</h1>')) failures.push(`${url}: unexpected body`);
          if (url === '/news') seen.add(body.toString());
        } catch (error) {
          failures.push(`${url}: ${error instanceof Error ? error.message : error}`);
        }
      }
    };
    const clients = Array.from({ length: 6 }, (_, n) => client(n));

    commitFile(repo, 'content/news/2026-11-24-load-1.md', newsItem('Under load one'), 'News: Under load one (added)');
    app.publisher.request({ source: 'editor' });
    await app.publisher.idle();
    commitFile(repo, 'content/news/2026-11-24-load-2.md', newsItem('Under load two'), 'News: Under load two (added)');
    app.publisher.request({ source: 'editor' });
    await app.publisher.idle();
    // Roll back only once a client has been served the second release, however slowly the clients run.
    const seenTwo = () => [...seen].some((page) => page.includes('Under load two'));
    for (let waited = 0; !seenTwo() && waited < 30_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const rolledBack = await app.publisher.rollback('admin@example.com');
    expect(rolledBack.ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(50);
    // The clients saw the site before, after each publish and after the rollback.
    expect(seenTwo()).toBe(true);
    const [latest] = app.publisher.history.recent(1);
    expect(latest.state).toBe('rolled-back');
    const final = await (await fetch(`${origin}/news`)).text();
    expect(final).toContain('Under load one');
    expect(final).not.toContain('Under load two');
  });
});
