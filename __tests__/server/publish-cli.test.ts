/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { main, type PublishCliOptions } from '@/server/cli/publish';
import type { ServerConfig } from '@/server/core/config';
import { startApp } from './helpers/intake';
import { cloneSite, commitFile, git, newsItem, publishConfig } from './helpers/publish';
import { ADMIN_EMAIL, createAccount, signIn, STAFF_PASSWORD } from './helpers/staff';

jest.setTimeout(120_000);

/** Runs `npm run publish -- …` in-process with the server's settings (DATA_DIR, PUBLISH_REPO) in the environment, as a server command has them. */
async function publishCli(config: ServerConfig, argv: string[], options: PublishCliOptions = {}) {
  const saved = { DATA_DIR: process.env.DATA_DIR, PUBLISH_REPO: process.env.PUBLISH_REPO };
  process.env.DATA_DIR = config.dataDir;
  process.env.PUBLISH_REPO = config.publish.repoDir;
  let out = '';
  let err = '';
  try {
    const code = await main(argv, { out: (text) => (out += text), err: (text) => (err += text) }, { pollMs: 100, ...options });
    return { code, out, err };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

describe('npm run publish: a server command asks the running service to publish', () => {
  let repo: string;
  let config: ServerConfig;
  let app: FastifyInstance;

  beforeAll(async () => {
    repo = cloneSite();
    config = publishConfig(repo);
    app = await startApp(config);
    await createAccount(app, config, ADMIN_EMAIL, 'admin', STAFF_PASSWORD);
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(repo, { recursive: true, force: true });
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it("is built by the service's publisher, waited for, and shown on Website updates with who asked", async () => {
    commitFile(repo, 'content/news/2026-11-22-command.md', newsItem('Published by a server command'), 'News: Published by a server command (added)');
    const result = await publishCli(config, ['now', '--by', 'school-site update', '--summary', 'the code updated to 0123abc', '--wait']);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const [publish] = app.publisher.history.recent(1);
    expect(result.out).toBe(
      `Asked for website update #${publish.id} (a server command by school-site update).\nUpdate #${publish.id} is live: commit ${publish.commitSha!.slice(0, 12)}, built in ${Math.round((Date.parse(publish.finishedAt!) - Date.parse(publish.startedAt!)) / 1000)} s.\n`,
    );
    expect(publish).toMatchObject({
      state: 'live',
      sources: ['command'],
      requestedBy: [{ name: 'school-site update', email: '' }],
      summary: 'the code updated to 0123abc',
    });
    expect((await app.inject({ url: '/news' })).body).toContain('Published by a server command');

    const admin = await signIn(app, ADMIN_EMAIL, STAFF_PASSWORD);
    const page = (await admin.get('/staff/updates')).body;
    const card = page.slice(page.indexOf(`id="publish-${publish.id}"`));
    expect(card).toMatch(/<dt>Asked for by<\/dt>\s*<dd>a server command by school-site update<\/dd>/);
    expect(card).toContain('the code updated to 0123abc');
    const audit = (await admin.get('/staff/audit')).body;
    expect(audit).toContain('server command (school-site update)');
  });

  it('joins a publish already waiting, each requester named once', async () => {
    process.env.STUB_BUILD_SECONDS = '2';
    try {
      const building = app.publisher.request({ source: 'editor', author: { name: 'Test Editor', email: 'editor@sunrisevalleyschool.edu.in' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const waiting = app.publisher.request({ source: 'editor', author: { name: 'Test Editor', email: 'editor@sunrisevalleyschool.edu.in' } });
      expect(waiting).not.toBe(building);
      const first = await publishCli(config, ['now', '--by', 'the caretaker']);
      const second = await publishCli(config, ['now', '--by', 'the bursar']);
      const again = await publishCli(config, ['now', '--by', 'the caretaker']);
      for (const result of [first, second, again]) expect(result.out).toContain(`Asked for website update #${waiting} `);
      await app.publisher.idle();
    } finally {
      delete process.env.STUB_BUILD_SECONDS;
    }
    const publish = app.publisher.history.recent(1)[0];
    expect(publish.requestedBy).toEqual([
      { name: 'Test Editor', email: 'editor@sunrisevalleyschool.edu.in' },
      { name: 'the caretaker', email: '' },
      { name: 'the bursar', email: '' },
    ]);
    const admin = await signIn(app, ADMIN_EMAIL, STAFF_PASSWORD);
    expect((await admin.get('/staff/updates')).body).toContain(
      'a save in the editor, a server command by the caretaker, the bursar (editor@sunrisevalleyschool.edu.in)',
    );
  });

  it('says why a publish failed, and exits 1', async () => {
    commitFile(repo, 'content/break-the-build', 'x', 'Break the build');
    const result = await publishCli(config, ['now', '--by', 'school-site update', '--wait']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^Update #\d+ failed; the website is unchanged\. .*missing-component/s);
    git(repo, ['rm', '--quiet', 'content/break-the-build']);
    git(repo, ['commit', '--quiet', '-m', 'Mend the build']);
  });

  it('keeps a request made while the service is stopped, says so, and the service builds it when it starts', async () => {
    await app.close();
    const result = await publishCli(config, ['now', '--by', 'school-site install', '--wait', '--timeout', '60'], { idleLimitMs: 500 });
    expect(result.code).toBe(1);
    const id = Number(/#(\d+)/.exec(result.out)![1]);
    expect(result.err).toBe(
      `The service has not started update #${id} within 1 s: is it running? (sudo systemctl status school-site) The request stays queued and is built when the service starts.\n`,
    );
    app = await startApp(config);
    await app.publisher.idle();
    expect(app.publisher.history.byId(id)).toMatchObject({ state: 'live', sources: ['command'] });
  });

  it('refuses a wrong command line, and a repository that is not one', async () => {
    const usage = async (argv: string[], message: string) => {
      const result = await publishCli(config, argv);
      expect(result.code).toBe(2);
      expect(result.err).toContain(message);
      expect(result.err).toContain('Usage: npm run publish -- now');
    };
    await usage(['later'], 'Unknown command: later');
    await usage(['now', '--by', ''], '--by must be 1 to 100 characters');
    await usage(['now', '--by', 'two\nlines'], '--by must be 1 to 100 characters');
    await usage(['now', '--wait', '--timeout', 'soon'], '--timeout must be a whole number of seconds');
    await usage(['now', '--colour'], "Unknown option '--colour'");
    expect((await publishCli(config, ['--help'])).out).toContain('Usage: npm run publish -- now');

    const before = app.publisher.history.recent(100).length;
    const notRepository = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-not-a-repo-'));
    const result = await publishCli({ ...config, publish: { ...config.publish, repoDir: notRepository } }, ['now']);
    expect(result.code).toBe(1);
    expect(result.err).toBe(`${notRepository} (PUBLISH_REPO) is not a git repository, so there is nothing to publish.\n`);
    expect(app.publisher.history.recent(100).length).toBe(before);
    fs.rmSync(notRepository, { recursive: true });
  });
});
