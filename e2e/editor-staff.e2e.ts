/**
 * The editor as a school runs it (no decap-server, no git host, no OAuth): a member of staff with the editor role
 * signs in at /staff, opens /admin, adds a news item with a photo and edits a teacher's qualification, presses
 * Publish; the form service commits each save into the site's repository, authored by that member of staff.
 * The repository is a copy of content/ in a temp folder (`git init`), so the project's own history is untouched.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import type { Browser } from 'playwright-core';
import YAML from 'yaml';
import { EDITOR_PATH } from '@/lib/cms/paths';
import { freePort } from '@/scripts/lib/local-tools';
import { launchBrowser, openPage, type TestPage } from './lib/browser';
import { ensureEditorAccount, expandListItem, publish, ROOT, signInToEditor, uploadImage, writePhoto } from './lib/editor';

const EDITOR = 'anita.kulkarni@sunrisevalleyschool.edu.in';
const OFFICE = 'front.desk@sunrisevalleyschool.edu.in';
const NEWS_TITLE = 'Class 6 wins the inter-school quiz';

let browser: Browser;
let server: ChildProcess;
let base: string;
let repo: string;
let dataDir: string;
let photos: string;

const git = (args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });

beforeAll(async () => {
  browser = await launchBrowser();
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-repo-'));
  fs.cpSync(path.join(ROOT, 'content'), path.join(repo, 'content'), { recursive: true });
  git(['init', '--quiet', '--initial-branch=main']);
  git(['add', '--all']);
  git(['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', 'commit', '--quiet', '-m', 'Seed']);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-data-'));
  photos = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-photos-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The service as `npm start` runs it, on the built site of this checkout (its out/admin), saving into the temp repository.
  server = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_URL: base, CMS_REPO_DIR: repo, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30000;
  while (!(await fetch(`${base}/`).then((response) => response.ok, () => false))) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('npm start did not answer');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await ensureEditorAccount(base, dataDir, EDITOR, 'office,editor');
  await ensureEditorAccount(base, dataDir, OFFICE, 'office');
});

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  for (const dir of [repo, dataDir, photos]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
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
    await page.getByLabel('Description', { exact: true }).fill('Four pupils of Class 6 won the inter-school quiz at the district library against eleven schools.');
    await publish(page);
    const notice = page.getByRole('status').filter({ hasText: 'Your change will be live in about a minute' });
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Website updates' }).getAttribute('href')).toBe('/staff/updates');
    expect(ourErrors(problems.consoleErrors)).toEqual([]);
    await context.close();

    const { data } = matter(fs.readFileSync(path.join(repo, 'content/news/2026-11-25-class-6-wins-the-inter-school-quiz.md'), 'utf8'));
    expect(data).toEqual(expect.objectContaining({ title: NEWS_TITLE, image: 'news/quiz-winners.jpg' }));
  }, 300_000);

  it('edits a teacher\'s qualification; `git log` shows both commits, authored by that member of staff', async () => {
    const { page, context, problems } = await staffPage();
    await signInToEditor(page, base, EDITOR);
    await page.goto(`${base}${EDITOR_PATH}#/collections/people/entries/teachers`);
    // Decap reads teachers.yml and the photos of its media folder first: slow on a busy machine.
    await page.locator('[class*="NestedObjectLabel"]', { hasText: 'Supervisors' }).first().waitFor({ timeout: 90000 });
    await expandListItem(page, 'Supervisors');
    await expandListItem(page, 'Ms. Sunita Reddy (Supervisor, Pre-Primary (Nursery to UKG))');
    await page.getByLabel('Qualification', { exact: true }).first().fill('M.A. (Education), B.Ed., Diploma in Early Childhood Care and Education');
    await publish(page);
    expect(ourErrors(problems.consoleErrors)).toEqual([]);
    await context.close();

    // Each commit: its author and subject, then the files it touched.
    const log = git(['log', '--format=%x00%an <%ae>|%s', '--name-only', '-3']).split('\0').filter(Boolean);
    const [teacherCommit, newsCommit, seed] = log.map((block) => block.split('\n').filter(Boolean));
    expect(seed[0]).toBe('Seed <seed@example.com>|Seed');
    expect(teacherCommit).toEqual([`Anita Kulkarni <${EDITOR}>|Teachers: Teachers (updated)`, 'content/teachers.yml']);
    expect(newsCommit[0]).toBe(`Anita Kulkarni <${EDITOR}>|News: ${NEWS_TITLE} (added)`);
    expect(newsCommit.slice(1).sort()).toEqual(['content/images/news/quiz-winners.jpg', 'content/news/2026-11-25-class-6-wins-the-inter-school-quiz.md']);
    expect(git(['status', '--porcelain'])).toBe('');
    const teachers = YAML.parse(fs.readFileSync(path.join(repo, 'content/teachers.yml'), 'utf8'));
    expect(teachers.groups[0].teachers[0].qualification).toBe('M.A. (Education), B.Ed., Diploma in Early Childhood Care and Education');
    expect(teachers.groups[0].teachers[1].qualification).toBe('M.A. (English), B.Ed.');
  }, 300_000);

  it('refuses an account without the editor role with a clear page', async () => {
    const { page, context } = await staffPage();
    await signInToEditor(page, base, OFFICE);
    await page.getByRole('heading', { name: 'The content editor is for editors' }).waitFor();
    expect(await page.getByText('does not have the editor role').count()).toBe(1);
    await context.close();
  });
});
