/**
 * The content editor (/admin, served at /staff/admin/ to staff with the editor role) in a real browser, on a
 * throwaway copy of the project so a test never writes into the repository's content/: against decap-server
 * (`npm run cms`), or against the form service's own backend. The copy lives inside the project (e2e/.artifacts/)
 * so that building it resolves the project's node_modules.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import YAML from 'yaml';
import { backendFromEnv, buildCmsConfig } from '../../lib/cms/config';
import { EDITOR_PATH } from '../../lib/cms/paths';
import { startDecapServer, type DecapServer } from '../../scripts/cms/decap-server';
import { BUILD_INPUTS } from '../../scripts/lib/build-inputs';
import { freePort } from '../../scripts/lib/local-tools';
import { signIn } from './staff';

export const ROOT = path.resolve(__dirname, '..', '..');

/** What a build of the copy needs, and .cache, whose image cache (with public/media) means only new photos are encoded. */
const COPIED = [...BUILD_INPUTS, '.cache'];

export interface EditorSite {
  dir: string;
  contentDir: string;
  proxy: DecapServer;
  /** The editor's configuration for this copy: the generated one, with decap-server's address. */
  configYaml: string;
  close(): Promise<void>;
}

export async function startEditorSite(name: string): Promise<EditorSite> {
  const dir = path.join(ROOT, 'e2e', '.artifacts', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of COPIED) {
    const source = path.join(ROOT, entry);
    if (!fs.existsSync(source)) continue;
    fs.cpSync(source, path.join(dir, entry), { recursive: true });
  }
  // Files that the build names by a path into node_modules (next/font/local's font) find it through a link.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const proxy = await startDecapServer({ repoDir: dir, port: await freePort() });
  const config = buildCmsConfig({ root: path.join(dir, 'content'), backend: backendFromEnv({}), siteUrl: 'http://localhost:3000', localBackend: proxy.apiUrl });
  return {
    dir,
    contentDir: path.join(dir, 'content'),
    proxy,
    configYaml: YAML.stringify(config),
    close: async () => {
      await proxy.stop();
      // A second package.json and app/ must not linger where jest and tsc look.
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Serves this copy's editor configuration in place of the built one (the only difference: decap-server's port). */
export async function useEditorConfig(context: BrowserContext, baseUrl: string, site: EditorSite): Promise<void> {
  await context.route(`${baseUrl}${EDITOR_PATH}config.yml`, (route) => route.fulfill({ status: 200, contentType: 'text/yaml', body: site.configYaml }));
  // decap-server is on this machine too, on its own port: let the editor reach it (other hosts stay blocked).
  await context.route(`${new URL(site.proxy.apiUrl).origin}/**`, (route) => route.continue());
}

export const EDITOR_PASSWORD = 'chalk duster monsoon 26';

/**
 * A staff account with the editor role on the server at `baseUrl` (data in `dataDir`), made with
 * `npm run staff -- add` (its own process, as an administrator would) and its set-password link; once per
 * server and e-mail.
 */
export async function ensureEditorAccount(baseUrl: string, dataDir: string, email: string, roles = 'editor'): Promise<void> {
  const cli = (args: string[]) =>
    execFileSync(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'server', 'cli', 'staff.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, SITE_URL: baseUrl },
      encoding: 'utf8',
    });
  if (cli(['list']).includes(email)) return;
  const token = cli(['add', email, '--role', roles]).match(/set-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No set-password link for ${email}`);
  const response = await fetch(`${baseUrl}/staff/set-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, password: EDITOR_PASSWORD, confirm: EDITOR_PASSWORD }),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`Setting the editor's password failed: ${response.status}`);
}

/** Opens /admin as a person would: the staff sign-in comes first, then the editor. */
export async function signInToEditor(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await signIn(page, email, EDITOR_PASSWORD);
  // The sign-in's 303 leads back to the editor (or its refusal page); Decap's page may have loaded by the time this looks.
  await page.waitForURL((url) => url.pathname.startsWith(EDITOR_PATH), { waitUntil: 'commit' });
}

/** Opens the editor after the staff sign-in, and logs in to the local backend (one button: decap-server has no accounts). */
export async function openEditor(page: Page, baseUrl: string, hash = '', email = 'editor.e2e@sunrisevalleyschool.edu.in'): Promise<void> {
  await signInToEditor(page, baseUrl, email);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Collections' }).waitFor();
  if (hash) await page.goto(`${baseUrl}${EDITOR_PATH}#${hash}`);
}

/** Publish → Publish now, then waits until the editor says the entry is saved. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
  await page.getByText('Changes saved', { exact: true }).waitFor({ timeout: 30000 });
}

/** A plausible photo (a sky, a field and a sun) written as a JPEG for upload. */
export async function writePhoto(file: string, width = 1400, height = 933): Promise<void> {
  // The sun's place depends on the file name, so two photos are never the same image.
  const place = [...path.basename(file)].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 60;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="60%" fill="#7fb8e6"/><rect y="60%" width="100%" height="40%" fill="#3c8d3f"/><circle cx="${(width * (20 + place)) / 100}" cy="${height * 0.2}" r="${height * 0.1}" fill="#ffd34d"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
}

/** Uploads a photo through the image field's media library and picks it. */
export async function uploadImage(page: Page, fieldButton: string, file: string): Promise<void> {
  await page.getByRole('button', { name: fieldButton }).first().click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByText(path.basename(file), { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

/** Opens a collapsed list item by its summary line (Decap shows long lists collapsed). */
export async function expandListItem(page: Page, summary: string): Promise<void> {
  const label = page.locator('[class*="NestedObjectLabel"]', { hasText: summary }).first();
  // The item's top bar, just above its summary, starts with the expand button.
  await label.locator('xpath=preceding-sibling::*[1]').locator('button').first().click();
}
