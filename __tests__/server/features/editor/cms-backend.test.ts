/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import type { CmsCommit } from '@/server/features/editor/backend';
import { paramsByAction } from '@/server/features/editor/protocol';
import { loadConfig, type ServerConfig } from '@/server/core/config';
import { openDatabase } from '@/server/core/database';
import { cmsCall, git, gitLog, makeSiteRepo } from '../../helpers/cms';
import { testConfig } from '../../helpers/intake';
import { samplePng, sampleJpeg } from '../../helpers/samples';
import { createAccount, signIn, type StaffClient, CLERK_EMAIL, STAFF_PASSWORD } from '../../helpers/staff';

const EDITOR = 'priya.sharma@sunrisevalleyschool.edu.in';
const EDITOR_TWO = 'rahul.deshpande@sunrisevalleyschool.edu.in';
const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

const newsItem = (title: string, date: string, image?: string) =>
  `---\ntitle: ${title}\ndate: ${date}\n${image ? `image: ${image}\n` : ''}---\nPupils of every class ran, jumped and cheered on the school ground.\n`;

describe('the content editor backend (/staff/cms/api/v1) over a git repository', () => {
  let config: ServerConfig;
  let app: FastifyInstance;
  let db: Database.Database;
  let repo: string;
  let outside: string;
  let editor: StaffClient;
  let editorTwo: StaffClient;
  let office: StaffClient;
  const commits: CmsCommit[] = [];

  const head = () => git(repo, ['rev-parse', 'HEAD']).trim();
  const status = () => git(repo, ['status', '--porcelain']);
  const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');
  const audit = (action: string) =>
    db.prepare('SELECT actor, action, target, detail FROM audit_log WHERE action = ? ORDER BY id').all(action) as {
      actor: string | null;
      target: string;
      detail: string;
    }[];

  beforeAll(async () => {
    repo = makeSiteRepo();
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-outside-'));
    fs.writeFileSync(path.join(outside, 'secret.md'), 'not for the editor\n');
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-out-'));
    fs.writeFileSync(path.join(outDir, 'index.html'), '<!DOCTYPE html><html><head><title>Home</title></head><body>Home</body></html>');
    fs.mkdirSync(path.join(outDir, 'admin', 'decap-9.9.9'), { recursive: true });
    fs.writeFileSync(
      path.join(outDir, 'admin', 'index.html'),
      '<!doctype html><html><head><meta name="robots" content="noindex, nofollow"><meta name="cms-connect-src" content="http://localhost:* *"><title>Content editor</title></head><body><script>window.CMS_MANUAL_INIT = true;</script><script src="decap-9.9.9/decap-cms.js"></script></body></html>',
    );
    fs.writeFileSync(path.join(outDir, 'admin', 'config.yml'), 'backend:\n  name: staff\n');
    fs.writeFileSync(path.join(outDir, 'admin', 'decap-9.9.9', 'decap-cms.js'), 'window.CMS = {};');
    config = testConfig({ outDir, publish: loadConfig({ PUBLISH_REPO: repo }).publish });
    app = await buildApp(config, { logger: false, onCommit: (commit) => void commits.push(commit) });
    await app.ready();
    db = openDatabase(config.dataDir);
    await createAccount(app, config, EDITOR, ['office', 'editor'], STAFF_PASSWORD);
    await createAccount(app, config, EDITOR_TWO, 'editor', STAFF_PASSWORD);
    await createAccount(app, config, CLERK_EMAIL, 'office', STAFF_PASSWORD);
    editor = await signIn(app, EDITOR, STAFF_PASSWORD);
    editorTwo = await signIn(app, EDITOR_TWO, STAFF_PASSWORD, '10.0.0.2');
    office = await signIn(app, CLERK_EMAIL, STAFF_PASSWORD, '10.0.0.3');
  });

  afterAll(async () => {
    await app.close();
    db.close();
    for (const dir of [repo, outside, config.dataDir, config.outDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('who may use it', () => {
    const everyAction = Object.keys(paramsByAction).concat('unpublishedEntries');
    const writeParams = { dataFiles: [{ path: 'content/news/2026-05-01-x.md', raw: newsItem('X', '2026-05-01') }], assets: [] };

    it('answers 401 to every action without a session, and 403 to an office-only account; nothing is written', async () => {
      const before = head();
      for (const action of everyAction) {
        const anonymous = await cmsCall(app, undefined, action, writeParams);
        expect({ action, status: anonymous.statusCode, body: anonymous.json() }).toEqual({
          action,
          status: 401,
          body: { error: expect.stringContaining('sign in') },
        });
        const expired = await cmsCall(app, 'not-a-session', action, writeParams);
        expect({ action, status: expired.statusCode }).toEqual({ action, status: 401 });
        const clerk = await cmsCall(app, office.cookie, action, writeParams);
        expect({ action, status: clerk.statusCode, body: clerk.json() }).toEqual({
          action,
          status: 403,
          body: { error: 'Your account does not have the editor role.' },
        });
      }
      expect(head()).toBe(before);
      expect(status()).toBe('');
      expect(audit('cms-refused').filter((entry) => entry.actor === CLERK_EMAIL).length).toBe(everyAction.length);
    });

    it('refuses another site (Sec-Fetch-Site or Origin), a body that is not JSON, an unknown action and unreadable params', async () => {
      const crossSite = await cmsCall(app, editor.cookie, 'info', {}, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
      const otherOrigin = await cmsCall(app, editor.cookie, 'info', {}, { 'sec-fetch-site': '', origin: 'https://evil.example' });
      expect(otherOrigin.statusCode).toBe(403);
      const form = await app.inject({
        method: 'POST',
        url: '/staff/cms/api/v1',
        cookies: { staff_session: editor.cookie },
        headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
        payload: JSON.stringify({ action: 'info' }),
      });
      expect(form.statusCode).toBe(415);
      const workflow = await cmsCall(app, editor.cookie, 'unpublishedEntries');
      expect(workflow.statusCode).toBe(422);
      expect(workflow.json().error).toBe('Unknown action unpublishedEntries');
      const bad = await cmsCall(app, editor.cookie, 'getEntry', { path: 42 });
      expect(bad.statusCode).toBe(400);
    });

    it('serves the editor at /staff/admin/ to editors only: /admin leads there, no session goes to the sign-in and back, others get a clear 403', async () => {
      expect((await app.inject({ url: '/admin/' })).headers.location).toBe('/staff/admin/');
      const anonymous = await app.inject({ url: '/staff/admin/' });
      expect(anonymous.statusCode).toBe(303);
      expect(anonymous.headers.location).toBe('/staff/sign-in?next=%2Fstaff%2Fadmin%2F');
      const clerk = await office.get('/staff/admin/');
      expect(clerk.statusCode).toBe(403);
      expect(clerk.body).toContain('does not have the editor role');
      expect(clerk.body).not.toContain('Content editor</a>');
      const page = await editor.get('/staff/admin/');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('decap-9.9.9/decap-cms.js');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.headers['cache-control']).toBe('no-store');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("'wasm-unsafe-eval'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
      // Only origins from the page's meta tag: a wildcard smuggled into it is dropped.
      expect(csp).not.toMatch(/connect-src[^;]* \*[ ;]/);
      const bundle = await editor.get('/staff/admin/decap-9.9.9/decap-cms.js');
      expect(bundle.statusCode).toBe(200);
      expect(bundle.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect((await editor.get('/staff/admin/config.yml')).body).toContain('name: staff');
      expect((await editor.get('/staff/admin/..%2f..%2fetc%2fpasswd')).statusCode).toBe(404);
      // The staff pages offer the editor to editors only.
      expect((await editor.get('/staff')).body).toContain('<a href="/staff/admin/">Content editor</a>');
      expect((await office.get('/staff')).body).not.toContain('/staff/admin/');
    });

    it('tells the editor who is signed in (and the token its Log Out posts)', async () => {
      const info = await cmsCall(app, editor.cookie, 'info');
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({
        repo: path.basename(repo),
        publish_modes: ['simple'],
        type: 'local_git',
        user: { name: 'Priya Sharma', email: EDITOR, csrf: editor.csrf },
      });
    });
  });

  describe('reading', () => {
    it('lists a folder collection, reads named files and single entries, with ids as decap-server gives them', async () => {
      const news = await cmsCall(app, editor.cookie, 'entriesByFolder', { folder: 'content/news', extension: 'md', depth: 1 });
      expect(news.statusCode).toBe(200);
      const entries = news.json() as { data: string; file: { path: string; id: string } }[];
      const onDisk = fs.readdirSync(path.join(repo, 'content', 'news')).filter((name) => name.endsWith('.md'));
      expect(entries.map((entry) => entry.file.path).sort()).toEqual(onDisk.map((name) => `content/news/${name}`).sort());
      expect(entries[0].file.id).toBe(sha256(read(entries[0].file.path)));
      const files = await cmsCall(app, editor.cookie, 'entriesByFiles', {
        files: [{ path: 'content/teachers.yml', label: 'Teachers' }, { path: 'content/faq.yml' }],
      });
      expect(files.json()).toEqual([
        { data: read('content/teachers.yml'), file: { path: 'content/teachers.yml', label: 'Teachers', id: sha256(read('content/teachers.yml')) } },
        { data: read('content/faq.yml'), file: { path: 'content/faq.yml', id: sha256(read('content/faq.yml')) } },
      ]);
      const one = await cmsCall(app, editor.cookie, 'getEntry', { path: entries[0].file.path });
      expect(one.json().data).toBe(entries[0].data);
      const missing = await cmsCall(app, editor.cookie, 'getEntry', { path: 'content/news/2030-01-01-not-yet.md' });
      expect(missing.json()).toEqual({ data: null, file: { path: 'content/news/2030-01-01-not-yet.md', id: null } });
      const media = await cmsCall(app, editor.cookie, 'getMedia', { mediaFolder: 'content/images/teachers' });
      const photos = media.json() as { path: string; content: string; id: string; encoding: string }[];
      expect(photos.length).toBe(fs.readdirSync(path.join(repo, 'content', 'images', 'teachers')).length);
      expect(Buffer.from(photos[0].content, 'base64').equals(fs.readFileSync(path.join(repo, photos[0].path)))).toBe(true);
      expect(
        audit('cms-read')
          .filter((entry) => entry.actor === EDITOR)
          .map((entry) => entry.target),
      ).toEqual(expect.arrayContaining(['content/news', 'content/teachers.yml, content/faq.yml', 'content/images/teachers']));
      // Decap lists a folder again on every view: a read is audited once per session, so reads do not flood the log.
      await cmsCall(app, editor.cookie, 'entriesByFolder', { folder: 'content/news', extension: 'md', depth: 1 });
      expect(audit('cms-read').filter((entry) => entry.actor === EDITOR && entry.target === 'content/news').length).toBe(1);
    });
  });

  describe('saving: one commit per save, by the member of staff', () => {
    it('adds a news item with its photo in one commit, "News: <title> (added)", and tells onCommit', async () => {
      const before = head();
      const photo = await sampleJpeg(1400, 933);
      const saved = await cmsCall(app, editor.cookie, 'persistEntry', {
        dataFiles: [
          {
            slug: 'sports-day-2026',
            path: 'content/news/2026-02-14-sports-day-2026.md',
            raw: newsItem('Sports day 2026', '2026-02-14', 'news/2026-02-14-sports-day.jpg'),
          },
        ],
        assets: [{ path: 'content/images/news/2026-02-14-sports-day.jpg', content: photo.toString('base64'), encoding: 'base64' }],
        options: { commitMessage: 'Create News “sports-day-2026”', useWorkflow: false, status: '' },
      });
      expect(saved.statusCode).toBe(200);
      const [latest, previous] = gitLog(repo);
      expect(previous.sha).toBe(before);
      expect(latest).toEqual({
        sha: saved.json().sha,
        authorName: 'Priya Sharma',
        authorEmail: EDITOR,
        subject: 'News: Sports day 2026 (added)',
        files: ['content/images/news/2026-02-14-sports-day.jpg', 'content/news/2026-02-14-sports-day-2026.md'],
      });
      expect(git(repo, ['log', '-1', '--format=%cn <%ce>']).trim()).toBe(`Priya Sharma <${EDITOR}>`);
      expect(fs.readFileSync(path.join(repo, 'content/images/news/2026-02-14-sports-day.jpg')).equals(photo)).toBe(true);
      expect(status()).toBe('');
      await new Promise((resolve) => setImmediate(resolve));
      expect(commits.at(-1)).toEqual({
        sha: latest.sha,
        author: { name: 'Priya Sharma', email: EDITOR },
        message: 'News: Sports day 2026 (added)',
        files: ['content/news/2026-02-14-sports-day-2026.md', 'content/images/news/2026-02-14-sports-day.jpg'],
      });
      expect(audit('cms-save').at(-1)).toEqual(
        expect.objectContaining({
          actor: EDITOR,
          detail: expect.stringContaining(`persistEntry: News: Sports day 2026 (added); commit ${latest.sha.slice(0, 12)}`),
        }),
      );
    });

    it('updates a teacher\'s qualification after reading it: "Teachers: Teachers (updated)"', async () => {
      const original = (await cmsCall(app, editor.cookie, 'entriesByFiles', { files: [{ path: 'content/teachers.yml' }] })).json()[0].data as string;
      const changed = original.replace('"M.A. (English), B.Ed."', '"M.A. (English), B.Ed., M.Phil."');
      expect(changed).not.toBe(original);
      const saved = await cmsCall(app, editor.cookie, 'persistEntry', {
        dataFiles: [{ slug: 'teachers', path: 'content/teachers.yml', raw: changed }],
        assets: [],
      });
      expect(saved.statusCode).toBe(200);
      expect(gitLog(repo)[0]).toEqual(
        expect.objectContaining({ authorEmail: EDITOR, subject: 'Teachers: Teachers (updated)', files: ['content/teachers.yml'] }),
      );
      expect(read('content/teachers.yml')).toBe(changed);
      // The session saw its own save: a second edit on top of it goes through.
      const again = await cmsCall(app, editor.cookie, 'persistEntry', {
        dataFiles: [{ slug: 'teachers', path: 'content/teachers.yml', raw: `${changed}\n` }],
        assets: [],
      });
      expect(again.statusCode).toBe(200);
    });

    it('refuses a stale write: a file changed by someone else since this session read it is not overwritten', async () => {
      const read1 = (await cmsCall(app, editor.cookie, 'entriesByFiles', { files: [{ path: 'content/faq.yml' }] })).json()[0].data as string;
      const read2 = (await cmsCall(app, editorTwo.cookie, 'entriesByFiles', { files: [{ path: 'content/faq.yml' }] })).json()[0].data as string;
      const first = await cmsCall(app, editorTwo.cookie, 'persistEntry', {
        dataFiles: [{ path: 'content/faq.yml', raw: `${read2}# Rahul's change\n` }],
        assets: [],
      });
      expect(first.statusCode).toBe(200);
      const before = head();
      const second = await cmsCall(app, editor.cookie, 'persistEntry', {
        dataFiles: [{ path: 'content/faq.yml', raw: `${read1}# Priya's change\n` }],
        assets: [],
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toMatch(
        /^Page lists in English and Marathi: Questions and answers was changed by someone else since you opened it, so your changes were not saved\. .*reload the page/,
      );
      expect(read('content/faq.yml')).toBe(`${read2}# Rahul's change\n`);
      expect(head()).toBe(before);
      expect(gitLog(repo)[0]).toEqual(
        expect.objectContaining({
          authorName: 'Rahul Deshpande',
          authorEmail: EDITOR_TWO,
          subject: 'Page lists in English and Marathi: Questions and answers (updated)',
        }),
      );
      // A file that exists, written without reading it first (a new entry under an address already taken), is refused too.
      const taken = await cmsCall(app, editorTwo.cookie, 'persistEntry', {
        dataFiles: [{ path: 'content/news/2026-02-14-sports-day-2026.md', raw: newsItem('Other', '2026-02-14') }],
        assets: [],
      });
      expect(taken.statusCode).toBe(409);
      expect(audit('cms-refused').at(-1)).toEqual(
        expect.objectContaining({ actor: EDITOR_TWO, detail: expect.stringContaining('persistEntry: News: Other was changed by someone else') }),
      );
    });

    it('lists a translated folder in both languages, and adds a Marathi translation to a page but no new page', async () => {
      const pages = await cmsCall(app, editor.cookie, 'entriesByFolder', { folder: 'content/pages', extension: 'md', depth: 2 });
      const listed = (pages.json() as { file: { path: string } }[]).map((entry) => entry.file.path);
      expect(listed).toEqual(expect.arrayContaining(['content/pages/en/academics.md', 'content/pages/en/home.md', 'content/pages/mr/home.md']));
      expect(listed.every((file) => /^content\/pages\/(en|mr)\/[a-z-]+\.md$/.test(file))).toBe(true);
      const english = read('content/pages/en/academics.md');
      const saved = await cmsCall(app, editor.cookie, 'persistEntry', {
        dataFiles: [
          { path: 'content/pages/en/academics.md', raw: english },
          { path: 'content/pages/mr/academics.md', raw: '---\nheading: शैक्षणिक\n---\n\nअभ्यासक्रम.\n' },
        ],
        assets: [],
      });
      expect(saved.statusCode).toBe(200);
      expect(read('content/pages/mr/academics.md')).toContain('शैक्षणिक');
      const orphan = await cmsCall(app, editor.cookie, 'persistEntry', {
        dataFiles: [{ path: 'content/pages/mr/no-such-page.md', raw: '---\nheading: नवीन\n---\n' }],
        assets: [],
      });
      expect(orphan.statusCode).toBe(403);
      const outsideLanguages = await cmsCall(app, editor.cookie, 'getEntry', { path: 'content/pages/hi/home.md' });
      expect(outsideLanguages.statusCode).toBe(403);
      expect(status()).toBe('');
    });

    it('keeps both of two saves sent at the same moment, one commit each', async () => {
      const before = gitLog(repo).length;
      const [a, b] = await Promise.all([
        cmsCall(app, editor.cookie, 'persistEntry', {
          dataFiles: [{ path: 'content/news/2026-03-01-annual-day.md', raw: newsItem('Annual day', '2026-03-01') }],
          assets: [],
        }),
        cmsCall(app, editorTwo.cookie, 'persistEntry', {
          dataFiles: [
            {
              path: 'content/notices/en/exam-timetable.yml',
              raw: 'title: Exam timetable\nfrom: 2026-03-02T09:00:00+05:30\nuntil: 2026-03-20T18:00:00+05:30\nseverity: info\n',
            },
          ],
          assets: [],
        }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const log = gitLog(repo);
      expect(log.length).toBe(before + 2);
      expect(
        log
          .slice(0, 2)
          .map((commit) => commit.subject)
          .sort(),
      ).toEqual(['News: Annual day (added)', 'Notices: Exam timetable (added)']);
      expect(fs.existsSync(path.join(repo, 'content/news/2026-03-01-annual-day.md'))).toBe(true);
      expect(fs.existsSync(path.join(repo, 'content/notices/en/exam-timetable.yml'))).toBe(true);
      expect(status()).toBe('');
    });

    it('uploads, lists and deletes a photo, and deletes a news item, each one commit', async () => {
      const photo = await sampleJpeg();
      const upload = await cmsCall(app, editor.cookie, 'persistMedia', {
        asset: { path: 'content/images/gallery/prize-giving.jpg', content: photo.toString('base64'), encoding: 'base64' },
        options: { commitMessage: 'Upload' },
      });
      expect(upload.statusCode).toBe(200);
      expect(upload.json()).toEqual({
        id: sha256(photo),
        content: photo.toString('base64'),
        encoding: 'base64',
        path: 'content/images/gallery/prize-giving.jpg',
        name: 'prize-giving.jpg',
      });
      expect(gitLog(repo)[0]).toEqual(
        expect.objectContaining({
          authorEmail: EDITOR,
          subject: 'Media: gallery/prize-giving.jpg (uploaded)',
          files: ['content/images/gallery/prize-giving.jpg'],
        }),
      );
      const file = await cmsCall(app, editor.cookie, 'getMediaFile', { path: 'content/images/gallery/prize-giving.jpg' });
      expect(file.json().id).toBe(sha256(photo));
      const gone = await cmsCall(app, editor.cookie, 'deleteFile', { path: 'content/images/gallery/prize-giving.jpg', options: { commitMessage: 'Delete' } });
      expect(gone.statusCode).toBe(200);
      expect(gitLog(repo)[0]).toEqual(
        expect.objectContaining({ subject: 'Media: gallery/prize-giving.jpg (deleted)', files: ['content/images/gallery/prize-giving.jpg'] }),
      );
      expect(fs.existsSync(path.join(repo, 'content/images/gallery/prize-giving.jpg'))).toBe(false);

      await cmsCall(app, editor.cookie, 'getEntry', { path: 'content/news/2026-03-01-annual-day.md' });
      const deleted = await cmsCall(app, editor.cookie, 'deleteFiles', {
        paths: ['content/news/2026-03-01-annual-day.md'],
        options: { commitMessage: 'Delete' },
      });
      expect(deleted.statusCode).toBe(200);
      expect(gitLog(repo)[0]).toEqual(expect.objectContaining({ authorEmail: EDITOR, subject: 'News: Annual day (deleted)' }));
      expect(audit('cms-delete').length).toBe(2);
      expect(audit('cms-upload')).toEqual([expect.objectContaining({ actor: EDITOR, target: 'content/images/gallery/prize-giving.jpg' })]);
      expect(status()).toBe('');
    });

    it('refuses uploads that are not the photo their name says, or too large, and deleting or adding where the config allows neither', async () => {
      const before = head();
      const png = await samplePng();
      const asPng = await cmsCall(app, editor.cookie, 'persistMedia', {
        asset: { path: 'content/images/news/disguised.jpg', content: png.toString('base64'), encoding: 'base64' },
      });
      expect(asPng.statusCode).toBe(415);
      expect(asPng.json().error).toBe('disguised.jpg is not a JPG image. Please upload a JPEG, PNG or WebP photo.');
      const script = await cmsCall(app, editor.cookie, 'persistMedia', {
        asset: { path: 'content/images/news/run.jpg', content: Buffer.from('<script>alert(1)</script>').toString('base64'), encoding: 'base64' },
      });
      expect(script.statusCode).toBe(415);
      const svg = await cmsCall(app, editor.cookie, 'persistMedia', {
        asset: { path: 'content/images/news/logo.svg', content: Buffer.from('<svg/>').toString('base64'), encoding: 'base64' },
      });
      expect(svg.statusCode).toBe(403);
      // A real JPEG with bytes after its end: its type reads right, its size is over the limit.
      const big = Buffer.concat([await sampleJpeg(), Buffer.alloc(5 * 1024 * 1024)]);
      const tooLarge = await cmsCall(app, editor.cookie, 'persistMedia', {
        asset: { path: 'content/images/news/huge.jpg', content: big.toString('base64'), encoding: 'base64' },
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().error).toBe('The file is larger than 5 MB. Please choose a smaller file.');
      const body = await app.inject({
        method: 'POST',
        url: '/staff/cms/api/v1',
        cookies: { staff_session: editor.cookie },
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        payload: JSON.stringify({
          action: 'persistMedia',
          params: { asset: { path: 'content/images/news/huge.jpg', content: 'A'.repeat(40 * 1024 * 1024), encoding: 'base64' } },
        }),
      });
      expect(body.statusCode).toBe(413);
      expect(body.json().error).toBe('This is too large to save: photos may be at most 5 MB.');
      const fixedFile = await cmsCall(app, editor.cookie, 'deleteFiles', { paths: ['content/teachers.yml'] });
      expect(fixedFile.statusCode).toBe(403);
      expect(fixedFile.json().error).toBe('This entry cannot be deleted. Nothing was saved.');
      const newPage = await cmsCall(app, editor.cookie, 'persistEntry', {
        dataFiles: [{ path: 'content/pages/new-page.md', raw: '---\nheading: New\n---\n' }],
        assets: [],
      });
      expect(newPage.statusCode).toBe(403);
      expect(head()).toBe(before);
      expect(status()).toBe('');
      expect(fs.existsSync(path.join(repo, 'content/images/news/disguised.jpg'))).toBe(false);
      expect(fs.existsSync(path.join(repo, 'content/pages/new-page.md'))).toBe(false);
    });

    it('refuses an entry whose front matter is JavaScript (---js) with a message naming it, runs none of it, and commits nothing', async () => {
      const before = head();
      const marker = path.join(outside, 'front-matter-code-ran');
      // Evaluated (as gray-matter evaluates ---js), this writes the marker and still returns a valid news item.
      const code = (language: string) =>
        `---${language}\n{ title: (require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), 'Sports day'), date: '2026-05-01' }\n---\nPupils ran.\n`;
      for (const language of ['js', 'javascript', 'coffee']) {
        const saved = await cmsCall(app, editor.cookie, 'persistEntry', {
          dataFiles: [{ path: 'content/news/2026-05-01-sports-day.md', raw: code(language) }],
          assets: [],
        });
        expect(saved.statusCode).toBe(422);
        expect(saved.json().error).toBe(
          `2026-05-01-sports-day.md was not saved: the front matter must be YAML, but it opens with "---${language}"; other languages are never read, because they could run code. Start it with a line of just "---".`,
        );
      }
      expect(fs.existsSync(marker)).toBe(false);
      expect(head()).toBe(before);
      expect(status()).toBe('');
      expect(fs.existsSync(path.join(repo, 'content/news/2026-05-01-sports-day.md'))).toBe(false);
      expect(audit('cms-refused').at(-1)).toEqual(expect.objectContaining({ actor: EDITOR, detail: expect.stringContaining('front matter must be YAML') }));
      // Deleting a file that already has such front matter (from elsewhere) names it by its file, without running it.
      fs.writeFileSync(path.join(repo, 'content/news/2026-05-02-old.md'), code('js'));
      git(repo, ['add', 'content/news/2026-05-02-old.md']);
      git(repo, ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', 'commit', '--quiet', '-m', 'From elsewhere']);
      await cmsCall(app, editor.cookie, 'getEntry', { path: 'content/news/2026-05-02-old.md' });
      const deleted = await cmsCall(app, editor.cookie, 'deleteFiles', { paths: ['content/news/2026-05-02-old.md'] });
      expect(deleted.statusCode).toBe(200);
      expect(gitLog(repo)[0].subject).toBe('News: 2026-05-02-old (deleted)');
      expect(fs.existsSync(marker)).toBe(false);
    });
  });

  describe('path escapes: refused, and nothing is written', () => {
    beforeAll(() => {
      // A link inside a collection's folder to a file outside the repository, and a media folder replaced by a link.
      fs.symlinkSync(path.join(outside, 'secret.md'), path.join(repo, 'content', 'news', '2026-04-01-link.md'));
      fs.renameSync(path.join(repo, 'content', 'images', 'paintings'), path.join(outside, 'paintings'));
      fs.symlinkSync(path.join(outside, 'paintings'), path.join(repo, 'content', 'images', 'paintings'), 'dir');
    });

    const escapes: [string, string][] = [
      ['a parent folder', '../escaped.md'],
      ['a parent folder inside the path', 'content/news/../../escaped.md'],
      ['an encoded parent folder', 'content/news/%2e%2e/%2e%2e/escaped.md'],
      ['an encoded slash', 'content/news/..%2F..%2Fescaped.md'],
      ['a backslash', 'content\\news\\..\\..\\escaped.md'],
      ['an absolute path', '/tmp/escaped.md'],
      ['an absolute path into the repository', ''],
      ['a file outside any collection', 'content/escaped.md'],
      ['a file the editor leaves out', 'content/videos.yml'],
      ['a subfolder of a collection', 'content/news/sub/escaped.md'],
      ["another extension than the collection's", 'content/news/2026-04-02-escaped.yml'],
      ['a file outside content/', 'package.json'],
      ['a link to a file outside the repository', 'content/news/2026-04-01-link.md'],
    ];

    it.each(escapes)('%s is refused for reading and writing', async (_what, given) => {
      const target = given || path.join(repo, 'content', 'news', '2026-04-03-escaped.md');
      const before = { head: head(), status: status(), secret: fs.readFileSync(path.join(outside, 'secret.md'), 'utf8') };
      const readIt = await cmsCall(app, editor.cookie, 'getEntry', { path: target });
      expect({ target, status: readIt.statusCode }).toEqual({ target, status: 403 });
      expect(readIt.body).not.toContain('not for the editor');
      const write = await cmsCall(app, editor.cookie, 'persistEntry', { dataFiles: [{ path: target, raw: newsItem('Escaped', '2026-04-03') }], assets: [] });
      expect({ target, status: write.statusCode }).toEqual({ target, status: 403 });
      expect(write.json().error).toMatch(/Nothing was saved\.$/);
      const remove = await cmsCall(app, editor.cookie, 'deleteFiles', { paths: [target] });
      expect({ target, status: remove.statusCode }).toEqual({ target, status: 403 });
      expect({ head: head(), status: status(), secret: fs.readFileSync(path.join(outside, 'secret.md'), 'utf8') }).toEqual(before);
      expect(fs.existsSync(path.join(repo, '..', 'escaped.md'))).toBe(false);
      expect(fs.existsSync('/tmp/escaped.md')).toBe(false);
    });

    it('refuses a photo or a move into a folder that is a link out of the repository, a media folder it does not name, and a move out of the collection', async () => {
      const before = { head: head(), status: status() };
      const photo = (await sampleJpeg()).toString('base64');
      const linked = await cmsCall(app, editor.cookie, 'persistMedia', {
        asset: { path: 'content/images/paintings/escaped.jpg', content: photo, encoding: 'base64' },
      });
      expect(linked.statusCode).toBe(403);
      expect(linked.json().error).toBe('Links are not followed. Nothing was saved.');
      expect(fs.readdirSync(path.join(outside, 'paintings'))).not.toContain('escaped.jpg');
      const listing = await cmsCall(app, editor.cookie, 'getMedia', { mediaFolder: 'content/images/paintings' });
      expect(listing.statusCode).toBe(403);
      const other = await cmsCall(app, editor.cookie, 'persistMedia', { asset: { path: 'content/escaped.jpg', content: photo, encoding: 'base64' } });
      expect(other.statusCode).toBe(403);
      const withAsset = await cmsCall(app, editor.cookie, 'persistEntry', {
        dataFiles: [{ path: 'content/news/2026-04-04-fine.md', raw: newsItem('Fine', '2026-04-04') }],
        assets: [{ path: '../escaped.jpg', content: photo, encoding: 'base64' }],
      });
      expect(withAsset.statusCode).toBe(403);
      expect(fs.existsSync(path.join(repo, 'content/news/2026-04-04-fine.md'))).toBe(false);
      await cmsCall(app, editor.cookie, 'getEntry', { path: 'content/news/2026-02-14-sports-day-2026.md' });
      const move = await cmsCall(app, editor.cookie, 'persistEntry', {
        dataFiles: [
          { path: 'content/news/2026-02-14-sports-day-2026.md', newPath: 'content/blog/sports-day.md', raw: newsItem('Sports day 2026', '2026-02-14') },
        ],
        assets: [],
      });
      expect(move.statusCode).toBe(403);
      expect({ head: head(), status: status() }).toEqual(before);
    });
  });
});
