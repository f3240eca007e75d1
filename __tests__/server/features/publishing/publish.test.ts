/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { loadConfig, type ServerConfig } from '@/server/core/config';
import { releaseOut } from '@/server/features/publishing/releases';
import { startApp, waitFor } from '../../helpers/intake';
import { commitFile, cloneSite, git, newsItem, publishConfig, snapshot } from '../../helpers/publish';
import { createAccount, signIn, type StaffClient, ADMIN_EMAIL, OFFICE_EMAIL, STAFF_PASSWORD } from '../../helpers/staff';

jest.setTimeout(120_000);

const EDITOR = 'editor@sunrisevalleyschool.edu.in';
const WEB_EDITOR = 'web.editor@sunrisevalleyschool.edu.in';

interface Mail {
  recipient: string;
  subject: string;
  body: string;
}

describe('the publisher', () => {
  let repo: string;
  let config: ServerConfig;
  let app: FastifyInstance;
  let admin: StaffClient;
  let office: StaffClient;
  let buildLog: string;

  /**
   * The failure mails: queued in the outbox (recipient and subject; an account mail's text is dropped from the
   * database once sent) and as sent, from the .eml files the mail worker writes without SMTP_URL.
   */
  const mails = async (id: number): Promise<Mail[]> => {
    const db = new Database(path.join(config.dataDir, 'submissions.sqlite'), { readonly: true });
    let queued: { id: number; recipient: string; subject: string }[];
    try {
      queued = db
        .prepare("SELECT id, recipient, subject FROM outbox WHERE kind = 'account' AND subject LIKE ? ORDER BY id")
        .all(`Website update #${id} failed%`) as { id: number; recipient: string; subject: string }[];
    } finally {
      db.close();
    }
    const eml = (mailId: number) => path.join(config.dataDir, 'outbox', `account-${mailId}.eml`);
    await waitFor(() => queued.every((mail) => fs.existsSync(eml(mail.id))), 15_000, 'the failure mails');
    // Quoted-printable: soft line breaks and =XX escapes.
    const decode = (raw: string) =>
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return queued.map((mail) => ({ recipient: mail.recipient, subject: mail.subject, body: decode(fs.readFileSync(eml(mail.id), 'utf8')) }));
  };

  beforeAll(async () => {
    repo = cloneSite();
    buildLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'publish-log-')), 'builds.log');
    process.env.STUB_BUILD_LOG = buildLog;
    config = publishConfig(repo);
    app = await startApp(config);
    await createAccount(app, config, ADMIN_EMAIL, 'admin', STAFF_PASSWORD);
    await createAccount(app, config, EDITOR, 'office', STAFF_PASSWORD);
    await createAccount(app, config, OFFICE_EMAIL, 'office', STAFF_PASSWORD);
    admin = await signIn(app, ADMIN_EMAIL, STAFF_PASSWORD);
    office = await signIn(app, OFFICE_EMAIL, STAFF_PASSWORD, '10.0.0.2');
  });

  afterAll(async () => {
    delete process.env.STUB_BUILD_LOG;
    delete process.env.STUB_BUILD_SECONDS;
    await app.close();
  });

  it("serves the checkout's own out/ until the first publish, then the published commit, also after a restart", async () => {
    expect((await app.inject({ url: '/' })).body).toContain('<title>Home</title>');
    commitFile(repo, 'content/news/2026-11-20-first-publish.md', newsItem('First published item'), 'News: First published item (added)');
    app.publisher.request({ source: 'editor', author: { name: 'Test Editor', email: EDITOR } });
    await app.publisher.idle();
    const [publish] = app.publisher.history.recent(1);
    expect(publish.failure).toBeNull();
    expect(publish.state).toBe('live');
    expect(publish.commits.map((commit) => commit.subject)).toEqual(['News: First published item (added)']);
    expect(publish.commits[0].authorEmail).toBe(EDITOR);
    expect((await app.inject({ url: '/news' })).body).toContain('First published item');
    expect(fs.readlinkSync(path.join(config.publish.dir, 'current'))).toBe(path.join('releases', publish.release!));

    const again = await buildApp(config, { logger: false });
    try {
      expect((await again.inject({ url: '/news' })).body).toContain('First published item');
    } finally {
      await again.close();
    }
  });

  it('builds one at a time and coalesces the requests that arrive during a build into one next build', async () => {
    fs.writeFileSync(buildLog, '');
    process.env.STUB_BUILD_SECONDS = '2';
    const before = app.publisher.history.recent(100).length;
    commitFile(repo, 'content/news/2026-11-21-a.md', newsItem('Coalesced A'), 'News: Coalesced A (added)');
    const first = app.publisher.request({ source: 'editor', author: { name: 'Test Editor', email: EDITOR } });
    // Wait until the first build has taken its commit, then three more saves arrive.
    for (let i = 0; i < 400 && !app.publisher.history.byId(first)?.commitSha; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    const ids = ['B', 'C', 'D'].map((letter) => {
      commitFile(repo, `content/news/2026-11-21-${letter.toLowerCase()}.md`, newsItem(`Coalesced ${letter}`), `News: Coalesced ${letter} (added)`);
      return app.publisher.request({ source: 'editor', author: { name: 'Test Editor', email: EDITOR } });
    });
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).not.toBe(first);
    await app.publisher.idle();
    delete process.env.STUB_BUILD_SECONDS;

    const publishes = app.publisher.history.recent(100);
    expect(publishes.length - before).toBe(2);
    expect(app.publisher.history.byId(ids[0])!.commits.map((commit) => commit.subject)).toEqual([
      'News: Coalesced D (added)',
      'News: Coalesced C (added)',
      'News: Coalesced B (added)',
    ]);
    // Two builds, the second starting only after the first ended.
    const events = fs
      .readFileSync(buildLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' '));
    expect(events.map(([kind]) => kind)).toEqual(['start', 'end', 'start', 'end']);
    expect(BigInt(events[2][1])).toBeGreaterThan(BigInt(events[1][1]));
    const news = (await app.inject({ url: '/news' })).body;
    for (const letter of ['A', 'B', 'C', 'D']) expect(news).toContain(`Coalesced ${letter}`);
  });

  it("a failed build leaves the live site byte-identical, explains the build's error and mails the admins and the editor", async () => {
    const live = app.publisher.liveRelease()!;
    const files = snapshot(releaseOut(config.publish, live));
    const page = (await app.inject({ url: '/news' })).body;
    commitFile(repo, 'content/break-the-build', 'yes\n', 'Break the build');
    const id = app.publisher.request({ source: 'editor', author: { name: 'Test Editor', email: EDITOR } });
    await app.publisher.idle();
    // Mended in the repository at once, so the tests after this one start from a good tree whatever happens here.
    git(repo, ['rm', '--quiet', 'content/break-the-build']);
    git(repo, ['commit', '--quiet', '-m', 'Mend the build']);
    const failed = app.publisher.history.byId(id)!;
    expect(failed.state).toBe('failed');
    expect(failed.failureKind).toBe('build');
    expect(failed.failure).toContain('Nothing was changed on the website');
    expect(failed.failure).toContain("Cannot find module './missing-component'");
    expect(app.publisher.liveRelease()).toBe(live);
    expect(snapshot(releaseOut(config.publish, live))).toEqual(files);
    expect((await app.inject({ url: '/news' })).body).toBe(page);
    // The failed release's folder is gone.
    expect(fs.existsSync(path.join(config.publish.dir, 'releases', failed.release!))).toBe(false);

    const sent = await mails(id);
    expect(sent.map((mail) => mail.recipient).sort()).toEqual([EDITOR, ADMIN_EMAIL].sort());
    expect(sent[0].body).toContain("Cannot find module './missing-component'");
    expect(sent[0].body).toContain(`/staff/updates#publish-${id}`);

    const updates = await admin.get('/staff/updates');
    expect(updates.statusCode).toBe(200);
    expect(updates.body).toContain(`id="publish-${id}"`);
    expect(updates.body).toContain('Failed');
    expect(updates.body).toContain('Cannot find module &#39;./missing-component&#39;');
  });

  it('an edit only check:content catches (a duplicate teacher id) fails the publish with file, field and reason; the live HTML is unchanged', async () => {
    // The real content check of the project, as a publish runs it by default.
    config.publish.checkCommand = 'npm run --silent check:content';
    const live = app.publisher.liveRelease()!;
    const page = (await app.inject({ url: '/news' })).body;
    const teachers = fs.readFileSync(path.join(repo, 'content/teachers.yml'), 'utf8').replace(/(\n\s+- id: )2\n/, '$11\n');
    commitFile(repo, 'content/teachers.yml', teachers, 'Teachers: Mrs. Lakshmi Pawar (changed)');
    const id = app.publisher.request({ source: 'editor', author: { name: 'Test Editor', email: EDITOR } });
    await app.publisher.idle();
    git(repo, ['revert', '--no-edit', 'HEAD']);
    config.publish.checkCommand = 'true';
    const failed = app.publisher.history.byId(id)!;
    expect(failed.state).toBe('failed');
    expect(failed.failureKind).toBe('content');
    const line = 'content/teachers.yml: groups[0].teachers[1].id: 1 is already used by Ms. Sunita Reddy';
    expect(failed.failure).toContain(line);
    expect(app.publisher.liveRelease()).toBe(live);
    expect((await app.inject({ url: '/news' })).body).toBe(page);

    const updates = await admin.get('/staff/updates');
    expect(updates.body).toContain('content/teachers.yml: groups[0].teachers[1].id: 1 is already used by Ms. Sunita Reddy');
    expect(updates.body).toContain('Correct each line below (file: field: reason)');
    const sent = await mails(id);
    expect(sent.map((mail) => mail.recipient).sort()).toEqual([EDITOR, ADMIN_EMAIL].sort());
    expect(sent[0].body).toContain(line);
  });

  it('rolls back to the previous release in one action (admins only), audited', async () => {
    const id = app.publisher.request({ source: 'manual' });
    await app.publisher.idle();
    expect(app.publisher.history.byId(id)!.state).toBe('live');
    commitFile(repo, 'content/news/2026-11-22-bad.md', newsItem('A regrettable item'), 'News: A regrettable item (added)');
    const bad = app.publisher.request({ source: 'editor' });
    await app.publisher.idle();
    expect((await app.inject({ url: '/news' })).body).toContain('A regrettable item');
    const previousOut = releaseOut(config.publish, app.publisher.history.byId(id)!.release!);
    const previousPage = fs.readFileSync(path.join(previousOut, 'news.html'), 'utf8');

    const refused = await office.post('/staff/updates/rollback', {});
    expect(refused.statusCode).toBe(403);
    expect(app.publisher.history.byId(bad)!.state).toBe('live');

    const response = await admin.post('/staff/updates/rollback', {});
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`The website is back to update #${id}`);
    expect((await app.inject({ url: '/news' })).body).toBe(previousPage);
    expect(app.publisher.liveRelease()).toBe(app.publisher.history.byId(id)!.release);
    expect(app.publisher.history.byId(bad)!.state).toBe('rolled-back');
    expect(response.body).toContain('Rolled back');
    const audit = await admin.get('/staff/audit');
    expect(audit.body).toContain('Rolled the website back');
  });

  it('undoes a bad commit from /staff as the member of staff, then publishes', async () => {
    const bad = app.publisher.history.recent(10).find((publish) => publish.state === 'rolled-back')!;
    const sha = bad.commits[0].sha;
    const response = await admin.post('/staff/updates/revert', { sha });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('is undone');
    expect(git(repo, ['log', '-1', '--format=%ae %s'])).toBe(`${ADMIN_EMAIL} Revert "News: A regrettable item (added)"`);
    await app.publisher.idle();
    const [latest] = app.publisher.history.recent(1);
    expect(latest.state).toBe('live');
    expect(latest.sources).toEqual(['revert']);
    expect((await app.inject({ url: '/news' })).body).not.toContain('A regrettable item');
    expect((await admin.get('/staff/audit')).body).toContain('Undid a website change');

    const unknown = await admin.post('/staff/updates/revert', { sha: 'not-a-commit' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.body).toContain('There is no such change.');
  });

  it("undoes only content: an editor's (or anyone's) undo of a commit that changed code is refused, commits nothing and publishes nothing", async () => {
    await createAccount(app, config, WEB_EDITOR, 'editor', STAFF_PASSWORD);
    const editor = await signIn(app, WEB_EDITOR, STAFF_PASSWORD, '10.0.0.4');
    const jestConfig = fs.readFileSync(path.join(repo, 'jest.config.js'), 'utf8');
    const code = commitFile(repo, 'jest.config.js', `${jestConfig}\n// testTimeout raised\n`, 'Test configuration: longer timeout', {
      name: 'A Programmer',
      email: 'programmer@example.com',
    });
    // A news item and a change of the test configuration in one commit: not content alone either.
    fs.writeFileSync(path.join(repo, 'content/news/2026-11-23-with-code.md'), newsItem('An item'));
    fs.writeFileSync(path.join(repo, 'jest.config.js'), jestConfig);
    git(repo, ['add', 'content/news/2026-11-23-with-code.md', 'jest.config.js']);
    git(repo, ['commit', '--quiet', '-m', 'News: An item (added)']);
    const mixed = git(repo, ['rev-parse', 'HEAD']);
    app.publisher.request({ source: 'manual' });
    await app.publisher.idle();
    const [published] = app.publisher.history.recent(1);
    expect(published.state).toBe('live');
    expect(published.commits.map((commit) => [commit.subject, commit.contentOnly])).toEqual([
      ['News: An item (added)', false],
      ['Test configuration: longer timeout', false],
    ]);

    const head = git(repo, ['rev-parse', 'HEAD']);
    const publishes = app.publisher.history.recent(100).length;
    for (const [client, sha] of [
      [editor, code],
      [editor, mixed],
      [admin, code],
    ] as const) {
      const refused = await client.post('/staff/updates/revert', { sha });
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain('changed files outside the website&#39;s content (jest.config.js), so it cannot be undone here.');
      expect(refused.body).toContain('An administrator changes the code with the deployment&#39;s update command');
    }
    await app.publisher.idle();
    expect(git(repo, ['rev-parse', 'HEAD'])).toBe(head);
    expect(git(repo, ['status', '--porcelain'])).toBe('');
    expect(app.publisher.history.recent(100).length).toBe(publishes);
    // The page offers no Undo for a change of the code.
    const page = (await editor.get('/staff/updates')).body;
    expect(page).not.toContain(`name="sha" value="${code}"`);
    expect(page).toContain('A change of the code: only an administrator undoes it');
    // Content stays the editor's to undo.
    commitFile(repo, 'content/news/2026-11-24-typo.md', newsItem('A typo'), 'News: A typo (added)', { name: WEB_EDITOR, email: WEB_EDITOR });
    app.publisher.request({ source: 'editor' });
    await app.publisher.idle();
    const content = app.publisher.history.recent(1)[0].commits[0];
    expect(content.contentOnly).toBe(true);
    expect((await editor.get('/staff/updates')).body).toContain(`name="sha" value="${content.sha}"`);
    const undone = await editor.post('/staff/updates/revert', { sha: content.sha });
    expect(undone.statusCode).toBe(200);
    expect(undone.body).toContain('is undone');
    await app.publisher.idle();
    expect(git(repo, ['log', '-1', '--format=%ae %s'])).toBe(`${WEB_EDITOR} Revert "News: A typo (added)"`);
  });

  it('Publish now is audited; office accounts see no Website updates', async () => {
    const response = await admin.post('/staff/updates/publish', {});
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/staff/updates?done=queued');
    await app.publisher.idle();
    expect((await admin.get('/staff/audit')).body).toContain('Asked for a website update');
    expect((await admin.get('/staff')).body).toContain('href="/staff/updates"');
    expect((await office.get('/staff')).body).not.toContain('href="/staff/updates"');
    expect((await office.get('/staff/updates')).statusCode).toBe(403);
    expect((await office.post('/staff/updates/publish', {})).statusCode).toBe(403);
    expect((await office.post('/staff/updates/revert', { sha: 'abc1234' })).statusCode).toBe(403);
  });

  it('keeps the last PUBLISH_KEEP releases on disk', async () => {
    const releases = fs.readdirSync(path.join(config.publish.dir, 'releases'));
    expect(releases.length).toBeLessThanOrEqual(config.publish.keep);
    expect(releases).toContain(app.publisher.liveRelease());
  });

  it('refuses every /staff/updates route without a session', async () => {
    const page = await app.inject({ url: '/staff/updates' });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/staff/sign-in?next=%2Fstaff%2Fupdates');
    for (const url of ['/staff/updates/publish', '/staff/updates/rollback', '/staff/updates/revert']) {
      const response = await app.inject({ method: 'POST', url, payload: 'sha=abc1234', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses a state change without the CSRF token', async () => {
    const before = app.publisher.history.recent(1)[0].id;
    const response = await admin.post('/staff/updates/publish', { _csrf: 'wrong' });
    expect(response.statusCode).toBe(403);
    expect(app.publisher.history.recent(1)[0].id).toBe(before);
  });
});

describe('the repository setting', () => {
  it('is one setting for the editor and the publisher (PUBLISH_REPO); the old CMS_REPO_DIR still works, with a deprecation line', () => {
    expect(loadConfig({ PUBLISH_REPO: '/srv/site' }).publish).toEqual(
      expect.objectContaining({ repoDir: '/srv/site', dir: '/srv/site/.releases', deprecations: [] }),
    );
    const old = loadConfig({ CMS_REPO_DIR: '/srv/old' }).publish;
    expect(old.repoDir).toBe('/srv/old');
    expect(old.deprecations).toEqual(['CMS_REPO_DIR is deprecated: name the repository with PUBLISH_REPO.']);
    const both = loadConfig({ CMS_REPO_DIR: '/srv/old', PUBLISH_REPO: '/srv/site' }).publish;
    expect(both.repoDir).toBe('/srv/site');
    expect(both.deprecations).toEqual(['CMS_REPO_DIR is deprecated: name the repository with PUBLISH_REPO (set too, and used).']);
  });
});
