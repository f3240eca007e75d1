/**
 * The content editor at /admin, in Chromium against decap-server, on a copy of the project: the flows of
 * CONTENT.md (news item with photo, blog article, gallery photo, teacher, notice, academic year), a refused
 * bad edit, then `npm run check:content` and a build of the copy that shows the new content.
 * EDITOR_SCREENSHOTS=1 also writes the guide's screenshots to docs/editor/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFrontMatter } from '@/lib/content/front-matter';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import YAML from 'yaml';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/core/config';
import { getAllRoutes } from '@/lib/all-routes';
import { freePort } from '@/scripts/lib/local-tools';
import { baseUrl, launchBrowser, openPage, type TestPage } from './lib/browser';
import {
  ensureEditorAccount,
  expandListItem,
  openEditor,
  publish,
  ROOT,
  startEditorSite,
  uploadImage,
  useEditorConfig,
  writePhoto,
  type EditorSite,
} from './lib/editor';
import { readServerState } from './setup/server-state';
import { translationWarnings } from '@/lib/translations/content';
import { getAllNotices } from '@/lib/content/notices';
import { TRANSLATION_SOURCE_WORDS } from '@/scripts/cms/translation-source';

const SCREENSHOTS = process.env.EDITOR_SCREENSHOTS === '1' ? path.join(ROOT, 'docs', 'editor') : undefined;

let browser: Browser;
let site: EditorSite;
let photos: string;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startEditorSite('editor-site');
  await ensureEditorAccount(baseUrl(), readServerState().dataDir, 'editor.e2e@sunrisevalleyschool.edu.in');
  photos = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-photos-'));
  if (SCREENSHOTS) fs.mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (photos) fs.rmSync(photos, { recursive: true, force: true });
});

async function editor(hash: string): Promise<TestPage> {
  // Indian time, as the school's office computers: notices are written with +05:30.
  const opened = await openPage(browser, { width: 1280, height: 860 }, { timezoneId: 'Asia/Kolkata' });
  await useEditorConfig(opened.context, baseUrl(), site);
  await openEditor(opened.page, baseUrl(), hash);
  return opened;
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  // A palette PNG keeps each screenshot small in the repository.
  const png = await sharp(await page.screenshot())
    .png({ palette: true, quality: 80, compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.join(SCREENSHOTS, `${name}.png`), png);
}

function read(file: string): string {
  return fs.readFileSync(path.join(site.contentDir, file), 'utf8');
}

/** Decap's own errors (e.g. a backup of a draft it cannot reach) are not ours; the page's CSP and scripts are. */
function ourErrors(errors: string[]): string[] {
  return errors.filter((error) => !/persistLocalDraftBackup/.test(error));
}

const NEWS_TITLE = 'Class 8 water filters go to the district science fair';

describe('the content editor costs the public site nothing', () => {
  it('is not linked or loaded from any page, not in the sitemap, and answers noindex', async () => {
    for (const route of getAllRoutes()) {
      const html = await (await fetch(`${baseUrl()}${route.path}`)).text();
      expect({ route: route.path, admin: html.match(/(?:href|src)="\/admin[^"]*"/g) }).toEqual({ route: route.path, admin: null });
    }
    expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).not.toContain('/admin');
    // The editor is the staff area's: /admin leads there, and it asks for a sign-in, never indexed.
    const editor = await fetch(`${baseUrl()}/admin`, { redirect: 'manual' });
    expect(editor.headers.get('location')).toBe('/staff/admin/');
    const gate = await fetch(`${baseUrl()}/staff/admin/`, { redirect: 'manual' });
    expect(gate.status).toBe(303);
    expect(gate.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});

describe('the content editor (/admin) against decap-server', () => {
  it('creates a news item with a photo: a markdown file and the original under content/images/news/', async () => {
    const { page, context, problems } = await editor('/collections/news/new');
    await page.getByLabel('Title', { exact: true }).fill(NEWS_TITLE);
    await page.getByLabel('Date', { exact: true }).fill('2026-11-20');
    const photo = path.join(photos, 'district-science-fair.jpg');
    await writePhoto(photo);
    await uploadImage(page, 'Choose an image', photo);
    await page.getByLabel('Image description (optional)').fill('Students beside their water filter model at the district fair');
    await page
      .getByLabel('Description', { exact: true })
      .fill(
        'Three teams from Class 8 showed their sand-and-charcoal water filters at the district science fair in Hadapsar.\n\nOne team was placed second and goes on to the state round in January.',
      );
    await shot(page, 'news-item');
    await publish(page);

    const file = path.join(site.contentDir, 'news', '2026-11-20-class-8-water-filters-go-to-the-district-science-fair.md');
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.startsWith('2026-11-2'))).toEqual([path.basename(file)]);
    const { data, body: content } = parseFrontMatter(fs.readFileSync(file, 'utf8'));
    expect(data).toEqual(
      expect.objectContaining({
        title: NEWS_TITLE,
        image: 'news/district-science-fair.jpg',
        imageAlt: 'Students beside their water filter model at the district fair',
      }),
    );
    expect(new Date(data.date as string | Date).toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(content).toContain('state round in January');
    expect(fs.existsSync(path.join(site.contentDir, 'images', 'news', 'district-science-fair.jpg'))).toBe(true);
    expect(ourErrors(problems.consoleErrors)).toEqual([]);
    await context.close();
  });

  it("edits a teacher's qualification in teachers.yml", async () => {
    const { page, context, problems } = await editor('/collections/people/entries/teachers');
    await expandListItem(page, 'Supervisors');
    await expandListItem(page, 'Ms. Sunita Reddy (Supervisor, Pre-Primary (Nursery to UKG))');
    const qualification = page.getByLabel('Qualification', { exact: true }).first();
    await qualification.fill('M.A. (Education), B.Ed., Diploma in Early Childhood Care and Education');
    await shot(page, 'teacher');
    await publish(page);
    const teachers = YAML.parse(read('teachers.yml'));
    expect(teachers.groups[0].teachers[0]).toEqual(
      expect.objectContaining({ id: 1, name: 'Ms. Sunita Reddy', qualification: 'M.A. (Education), B.Ed., Diploma in Early Childhood Care and Education' }),
    );
    expect(teachers.groups[0].teachers[1].qualification).toBe('M.A. (English), B.Ed.');
    expect(ourErrors(problems.consoleErrors)).toEqual([]);
    await context.close();
  });

  it('adds a notice with its time window (Indian time)', async () => {
    const { page, context, problems } = await editor('/collections/notices/new');
    // Notices are in English and Marathi side by side: the English column comes first.
    await page.getByLabel('Title', { exact: true }).first().fill('School closed on Monday for the municipal elections');
    await page.getByLabel('Message', { exact: true }).first().fill('The school is a polling station: classes resume on Tuesday at the usual time.');
    await page.getByLabel('From', { exact: true }).first().fill('2026-11-01T08:00');
    await page.getByLabel('Until', { exact: true }).first().fill('2027-12-01T18:00');
    await page.getByLabel('Severity', { exact: true }).first().click();
    await page.getByText('important', { exact: true }).click();
    await shot(page, 'notice');
    await publish(page);
    const notice = YAML.parse(read('notices/en/school-closed-on-monday-for-the-municipal-elections.yml'));
    // Nobody wrote it in Marathi: no Marathi notice of it (Decap writes a file of empty fields, which is none).
    expect(getAllNotices(site.contentDir, 'mr').map((marathi) => marathi.slug)).not.toContain('school-closed-on-monday-for-the-municipal-elections');
    expect(translationWarnings(site.contentDir)).toEqual([]);
    expect(notice).toEqual(
      expect.objectContaining({
        title: 'School closed on Monday for the municipal elections',
        from: '2026-11-01T08:00:00+05:30',
        until: '2027-12-01T18:00:00+05:30',
        severity: 'important',
      }),
    );
    expect(ourErrors(problems.consoleErrors)).toEqual([]);
    await context.close();
  });

  it('writes a blog article with its photo and markdown text', async () => {
    const { page, context, problems } = await editor('/collections/blog/new');
    await page.getByLabel('Title', { exact: true }).fill('Getting ready for the first parent-teacher meeting');
    await page.getByLabel('Top heading', { exact: true }).fill('What to ask, and what to bring');
    await page
      .getByLabel('Description', { exact: true })
      .fill('How parents can make the most of ten minutes with the class teacher: questions to ask, notes to bring and what happens next.');
    await page.getByLabel('Address (url)', { exact: true }).fill('first-parent-teacher-meeting');
    const photo = path.join(photos, 'ptm-classroom.jpg');
    await writePhoto(photo, 1200, 800);
    await uploadImage(page, 'Choose an image', photo);
    await page.getByLabel('Image description (optional)').fill('A class teacher talking with two parents at a classroom desk');
    await page.getByLabel('Date', { exact: true }).fill('2026-11-21');
    await page.getByLabel('Author', { exact: true }).fill('Mrs. Lakshmi Pawar, Supervisor, Primary');
    const article = page.locator('[data-slate-editor="true"]').first();
    await article.click();
    await page.keyboard.type('Write down two or three questions before you come. Bring the last test paper and the diary.');
    await shot(page, 'blog-article');
    await publish(page);
    const { data, body: content } = parseFrontMatter(read('blog/first-parent-teacher-meeting.md'));
    expect(data).toEqual(
      expect.objectContaining({ url: 'first-parent-teacher-meeting', image: 'blog/ptm-classroom.jpg', author: 'Mrs. Lakshmi Pawar, Supervisor, Primary' }),
    );
    expect(content).toContain('Bring the last test paper and the diary.');
    expect(ourErrors(problems.consoleErrors)).toEqual([]);
    await context.close();
  });

  it('adds a gallery photo with its category', async () => {
    const before = YAML.parse(read('gallery.yml')).photos.length;
    const { page, context, problems } = await editor('/collections/gallery/entries/gallery');
    await page.getByRole('button', { name: 'Add photo' }).click();
    const photo = path.join(photos, 'diwali-rangoli-2026.jpg');
    await writePhoto(photo, 1400, 933);
    await uploadImage(page, 'Choose an image', photo);
    await page.getByLabel('Description', { exact: true }).last().fill('Class 5 students finishing a rangoli of coloured rice at the school gate for Diwali');
    await page.getByLabel('Category (optional)').last().click();
    await page.getByText('Celebrations', { exact: true }).last().click();
    await shot(page, 'gallery-photo');
    await publish(page);
    const photosAfter = YAML.parse(read('gallery.yml')).photos;
    expect(photosAfter).toHaveLength(before + 1);
    expect(photosAfter.at(-1)).toEqual({
      image: 'gallery/diwali-rangoli-2026.jpg',
      alt: 'Class 5 students finishing a rangoli of coloured rice at the school gate for Diwali',
      category: 'Celebrations',
    });
    expect(ourErrors(problems.consoleErrors)).toEqual([]);
    await context.close();
  });

  it("moves on to a new academic year: the admission forms' years and the holiday programme", async () => {
    const site1 = await editor('/collections/settings/entries/site');
    await site1.page.getByRole('button', { name: 'Add academic year' }).click();
    await site1.page.getByLabel('Academic year', { exact: true }).last().fill('2028-2029');
    await shot(site1.page, 'academic-year');
    await publish(site1.page);
    expect(YAML.parse(read('site.yml')).academicYears).toEqual(['2026-2027', '2027-2028', '2028-2029']);
    expect(ourErrors(site1.problems.consoleErrors)).toEqual([]);
    await site1.context.close();

    const holidays = await editor('/collections/schedules/entries/holidays');
    await holidays.page.getByLabel('Table title', { exact: true }).fill('Programme For 2027 - 2028');
    await publish(holidays.page);
    expect(YAML.parse(read('holidays.yml')).tableTitle).toBe('Programme For 2027 - 2028');
    await holidays.context.close();
  });

  it('shows a page in English and Marathi side by side; an English change puts the Marathi on the stale list until it is marked again', async () => {
    const english = parseFrontMatter(read('pages/en/home.md')).data as { heading: string; intro: string };
    const marathi = parseFrontMatter(read('pages/mr/home.md')).data as { heading: string };
    expect(translationWarnings(site.contentDir)).toEqual([]);
    const { page, context, problems } = await editor('/collections/pages/entries/home');
    const headings = page.getByLabel('Heading', { exact: true });
    await headings.nth(1).waitFor();
    await expect(headings.first().inputValue()).resolves.toBe(english.heading);
    await expect(headings.nth(1).inputValue()).resolves.toBe(marathi.heading);
    // Both columns side by side, the English on the left.
    const [left, right] = await Promise.all([headings.first().boundingBox(), headings.nth(1).boundingBox()]);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width);
    const source = page.locator('[data-translation-state]');
    // The browser's fingerprint of the English is the build's: the marked page is up to date.
    await expect(source.getAttribute('data-translation-state')).resolves.toBe('current');

    // An editor changes the English and publishes it.
    const intro = `${english.intro} Transport covers Undri, Kondhwa and NIBM Road.`;
    await page
      .getByLabel(/^Intro/)
      .first()
      .fill(intro);
    await publish(page);
    expect(parseFrontMatter(read('pages/en/home.md')).data.intro).toBe(intro);
    expect(translationWarnings(site.contentDir)).toEqual([expect.stringMatching(/^content\/pages\/mr\/home\.md: the English of ".*\(home\)" changed since/)]);

    // The translator opens the page from the list: the Marathi column says the English changed; they correct the
    // Marathi and say so.
    await page.reload();
    await page.getByText(TRANSLATION_SOURCE_WORDS.changed).waitFor();
    await page.getByRole('button', { name: TRANSLATION_SOURCE_WORDS.button }).click();
    await expect(source.getAttribute('data-translation-state')).resolves.toBe('current');
    await publish(page);
    expect(translationWarnings(site.contentDir)).toEqual([]);
    expect(parseFrontMatter(read('pages/mr/home.md')).data).toEqual(
      expect.objectContaining({ heading: marathi.heading, translated_from: expect.stringMatching(/^[0-9a-f]{12}$/) }),
    );
    expect(ourErrors(problems.consoleErrors)).toEqual([]);
    await context.close();
  });

  it('refuses a bad edit: an emptied required field is not saved', async () => {
    const before = read('news/2026-01-10-science-exhibition.md');
    const { page, context } = await editor('/collections/news/entries/2026-01-10-science-exhibition');
    const title = page.getByLabel('Title', { exact: true });
    await title.waitFor();
    await title.fill('');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
    await expect(page.getByText('Title is required.').first().isVisible()).resolves.toBe(true);
    await shot(page, 'refused-edit');
    expect(read('news/2026-01-10-science-exhibition.md')).toBe(before);
    await context.close();
  });

  it('leaves content that `npm run check:content` accepts, and a build of it shows the new items', async () => {
    const run = (args: string[], env: Record<string, string> = {}) =>
      spawnSync(process.execPath, args, {
        cwd: site.dir,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
      });
    // The build that follows, as the publisher runs it after this check (server/features/publishing/publisher.ts): no second
    // content check, no type check (an edit of content changes no type; this checkout's code is checked by CI).
    const asPublisher = { PUBLISH_BUILD: '1', NEXT_SKIP_TYPECHECK: '1' };
    const check = run([require.resolve('tsx/cli'), 'scripts/check-content.ts']);
    // Warnings (a disclosure document not yet uploaded) are allowed; a mistake is not.
    expect(check.status).toBe(0);
    expect(check.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('Warning: '))).toEqual([]);
    expect(check.stdout).toContain('Content OK');
    const prebuild = run([require.resolve('tsx/cli'), 'scripts/prebuild.ts'], asPublisher);
    if (prebuild.status !== 0) throw new Error(`prebuild failed:\n${prebuild.stdout}\n${prebuild.stderr}`);
    // Only the three uploaded photos are encoded: the copy brought the image cache along.
    expect(prebuild.stdout).toMatch(/Images: \d+ originals, 3 encoded/);
    const build = run([path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], asPublisher);
    if (build.status !== 0) throw new Error(`next build failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-site-data-'));
    const port = await freePort();
    const app = await buildApp(
      loadConfig({ ...process.env, OUT_DIR: path.join(site.dir, 'out'), DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
      { logger: false },
    );
    await app.listen({ port, host: '127.0.0.1' });
    try {
      const page = async (route: string) => (await fetch(`http://127.0.0.1:${port}${route}`)).text();
      const news = await page('/news');
      expect(news).toContain(NEWS_TITLE);
      expect(news).toMatch(/\/media\/[0-9a-f]{12}\/district-science-fair-\d+\.avif/);
      expect(await page('/teachers')).toContain('M.A. (Education), B.Ed., Diploma in Early Childhood Care and Education');
      expect(await page('/')).toContain('School closed on Monday for the municipal elections');
      expect(await page('/blog/first-parent-teacher-meeting')).toContain('Bring the last test paper and the diary.');
      expect(await page('/gallery')).toContain('Class 5 students finishing a rangoli of coloured rice');
      expect(await page('/holiday')).toContain('Programme For 2027 - 2028');
      expect(await page('/onlineadmission')).toContain('2028-2029');
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
