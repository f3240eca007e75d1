/**
 * The editor as a school runs it (no decap-server, no git host, no OAuth): a member of staff with the editor role
 * signs in at /staff, opens /admin, adds a news item with a photo and edits a teacher's qualification, presses
 * Publish; the form service commits each save into the site's repository, authored by that member of staff, and
 * its publisher builds them (the real content check and `npm run build`, in a fresh release) and puts them live.
 * The repository is a scratch clone of this project (the project's own history is untouched), started with this
 * checkout's build caches as a server's checkout built once by hand would be.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFrontMatter } from '@/lib/content/front-matter';
import type { Browser } from 'playwright-core';
import YAML from 'yaml';
import { EDITOR_PATH } from '@/lib/cms/paths';
import { freePort } from '@/scripts/lib/local-tools';
import { launchBrowser, openPage, seriousAxeViolations, type TestPage } from './lib/browser';
import { ensureEditorAccount, expandListItem, publish, ROOT, signInToEditor, uploadImage, writePhoto } from './lib/editor';

const EDITOR = 'anita.kulkarni@sunrisevalleyschool.edu.in';
const OFFICE = 'front.desk@sunrisevalleyschool.edu.in';
const NEWS_TITLE = 'Class 6 wins the inter-school quiz';
const QUALIFICATION = 'M.A. (Education), B.Ed., Diploma in Early Childhood Care and Education';

let browser: Browser;
let server: ChildProcess;
let base: string;
let work: string;
let repo: string;
let seed: string;
let dataDir: string;
let photos: string;

const git = (args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });

beforeAll(async () => {
  browser = await launchBrowser();
  // Inside the project (e2e/.artifacts, ignored by git), so the release build's node_modules link and the
  // project's own node_modules share a root for Turbopack; removed after the test.
  fs.mkdirSync(path.join(ROOT, 'e2e', '.artifacts'), { recursive: true });
  work = fs.mkdtempSync(path.join(ROOT, 'e2e', '.artifacts', 'editor-'));
  repo = path.join(work, 'repo');
  execFileSync('git', ['clone', '--quiet', ROOT, repo]);
  seed = git(['rev-parse', 'HEAD']).trim();
  for (const cache of ['.cache', 'public/media', 'public/downloads', '.next/cache']) {
    if (fs.existsSync(path.join(ROOT, cache))) fs.cpSync(path.join(ROOT, cache), path.join(repo, cache), { recursive: true });
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-data-'));
  photos = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-photos-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The service as `npm start` runs it, on the built site of this checkout (its out/admin) until the first publish,
  // saving into and publishing from the scratch clone (one setting names it).
  server = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_URL: base, PUBLISH_REPO: repo, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  // tsx compiles the service at start: slow on a busy machine.
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${base}/`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('npm start did not answer');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await ensureEditorAccount(base, dataDir, EDITOR, 'office,editor');
  await ensureEditorAccount(base, dataDir, OFFICE, 'office');
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  for (const dir of [work, dataDir, photos]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A page whose requests may reach this test's own server too (openPage lets only the shared e2e server through). */
async function staffPage(): Promise<TestPage> {
  const opened = await openPage(browser, { width: 1280, height: 860 }, { timezoneId: 'Asia/Kolkata' });
  await opened.context.route(`${base}/**`, (route) => route.continue());
  return opened;
}

/** Decap's own errors (e.g. a backup of a draft it cannot reach, the local decap-server it looks for first) are not ours. */
function ourErrors(errors: string[]): string[] {
  return errors.filter((error) => !/persistLocalDraftBackup|localhost:8081|Failed to load resource: net::ERR_FAILED/.test(error));
}

describe('the editor on the form service (staff sign-in, git commits)', () => {
  it('signs in at /staff, opens straight in (no Login button), and publishes a news item with a photo: one commit by that member of staff', async () => {
    const { page, context, problems } = await staffPage();
    await signInToEditor(page, base, EDITOR);
    expect(new URL(page.url()).pathname).toBe(EDITOR_PATH);
    // No stand-in "Login" button: the staff session is the login.
    await page.getByRole('heading', { name: 'Collections' }).waitFor({ timeout: 60000 });
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);

    await page.goto(`${base}${EDITOR_PATH}#/collections/news/new`);
    await page.getByLabel('Title', { exact: true }).fill(NEWS_TITLE);
    await page.getByLabel('Date', { exact: true }).fill('2026-11-25');
    const photo = path.join(photos, 'quiz-winners.jpg');
    await writePhoto(photo);
    await uploadImage(page, 'Choose an image', photo);
    await page.getByLabel('Image description (optional)').fill('The Class 6 quiz team holding the trophy on stage');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Four pupils of Class 6 won the inter-school quiz at the district library against eleven schools.');
    await publish(page);
    const notice = page.getByRole('status').filter({ hasText: 'Your change will be live in about a minute' });
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Website updates' }).getAttribute('href')).toBe('/staff/updates');
    expect(ourErrors(problems.consoleErrors)).toEqual([]);
    await context.close();

    const { data } = parseFrontMatter(fs.readFileSync(path.join(repo, 'content/news/2026-11-25-class-6-wins-the-inter-school-quiz.md'), 'utf8'));
    expect(data).toEqual(expect.objectContaining({ title: NEWS_TITLE, image: 'news/quiz-winners.jpg' }));
  }, 300_000);

  it("edits a teacher's qualification; `git log` shows both commits, authored by that member of staff", async () => {
    const { page, context, problems } = await staffPage();
    await signInToEditor(page, base, EDITOR);
    // The editor's page may still be loading (the first save's publish is building): no wait for its load event.
    await page.goto(`${base}${EDITOR_PATH}#/collections/people/entries/teachers`, { waitUntil: 'commit', timeout: 120_000 });
    // Decap reads teachers.yml and the photos of its media folder first: slow on a busy machine (the first save's publish is building).
    await page.locator('[class*="NestedObjectLabel"]', { hasText: 'Supervisors' }).first().waitFor({ timeout: 180_000 });
    await expandListItem(page, 'Supervisors');
    await expandListItem(page, 'Ms. Sunita Reddy (Supervisor, Pre-Primary (Nursery to UKG))');
    await page.getByLabel('Qualification', { exact: true }).first().fill(QUALIFICATION);
    await publish(page);
    expect(ourErrors(problems.consoleErrors)).toEqual([]);
    await context.close();

    // Each commit: its author and subject, then the files it touched.
    const log = git(['log', '--format=%x00%an <%ae>|%s', '--name-only', '-3']).split('\0').filter(Boolean);
    const [teacherCommit, newsCommit] = log.map((block) => block.split('\n').filter(Boolean));
    expect(git(['rev-parse', 'HEAD~2']).trim()).toBe(seed);
    expect(teacherCommit).toEqual([`Anita Kulkarni <${EDITOR}>|Teachers: Teachers (updated)`, 'content/teachers.yml']);
    expect(newsCommit[0]).toBe(`Anita Kulkarni <${EDITOR}>|News: ${NEWS_TITLE} (added)`);
    expect(newsCommit.slice(1).sort()).toEqual(['content/images/news/quiz-winners.jpg', 'content/news/2026-11-25-class-6-wins-the-inter-school-quiz.md']);
    expect(git(['status', '--porcelain'])).toBe('');
    const teachers = YAML.parse(fs.readFileSync(path.join(repo, 'content/teachers.yml'), 'utf8'));
    expect(teachers.groups[0].teachers[0].qualification).toBe(QUALIFICATION);
    expect(teachers.groups[0].teachers[1].qualification).toBe('M.A. (English), B.Ed.');
  }, 300_000);

  it(
    'puts both saves live by itself: the public /news and /teachers show them, and Website updates lists both commits',
    async () => {
      expect(git(['rev-parse', 'HEAD~2']).trim()).toBe(seed);
      // The publisher builds each save's commit as it comes (saves made during a build join the next one).
      const deadline = Date.now() + 15 * 60_000;
      const shows = async (route: string, text: string) => (await fetch(`${base}${route}`).then((response) => response.text())).includes(text);
      while (!((await shows('/news', NEWS_TITLE)) && (await shows('/teachers', QUALIFICATION)))) {
        if (Date.now() > deadline) throw new Error('the saves did not go live within 15 minutes');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      const news = await fetch(`${base}/news`, { headers: { 'accept-encoding': 'br' } });
      expect(news.headers.get('content-encoding')).toBe('br');
      // The uploaded photo, through the image step, on the news page and served.
      const photo = (await news.text()).match(/src="(\/media\/[^"]*quiz-winners[^"]*)"/)?.[1];
      expect(photo).toBeDefined();
      expect((await fetch(`${base}${photo}`)).status).toBe(200);
      // What a restart (and nginx) serves: the `current` link, at the release that went live, with its nginx include.
      const live = fs.realpathSync(path.join(repo, '.releases', 'current', 'out'));
      expect(fs.readFileSync(path.join(live, 'teachers.html'), 'utf8')).toContain(QUALIFICATION);
      expect(fs.existsSync(path.join(live, '_nginx.conf'))).toBe(true);

      const { page, context } = await staffPage();
      await signInToEditor(page, base, EDITOR);
      await page.goto(`${base}/staff/updates`);
      await page.getByRole('heading', { name: 'Website updates', level: 1 }).waitFor();
      const updates = await page.locator('main').innerText();
      expect(updates).toContain(`News: ${NEWS_TITLE} (added)`);
      expect(updates).toContain('Teachers: Teachers (updated)');
      expect(updates).toContain('Anita Kulkarni');
      expect(updates).not.toMatch(/\bFailed\b/);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    },
    16 * 60_000,
  );

  it('refuses an account without the editor role with a clear page', async () => {
    const { page, context } = await staffPage();
    await signInToEditor(page, base, OFFICE);
    await page.getByRole('heading', { name: 'The content editor is for editors' }).waitFor();
    expect(await page.getByText('does not have the editor role').count()).toBe(1);
    await context.close();
  });
});
