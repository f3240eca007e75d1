import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerConfig } from '@/server/core/config';
import { loadPublishConfig } from '@/server/core/publish-config';
import { testConfig } from './intake';

export const STUB_BUILD = `bash ${path.join(process.cwd(), '__tests__', 'fixtures', 'publish', 'stub-build.sh')}`;

export function git(repo: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync('git', args, { cwd: repo, encoding: 'utf8', env: { ...process.env, ...env } }).trim();
}

/** A clone of this project in a temp folder: a real site repository to publish from. */
export function cloneSite(): string {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-repo-'));
  execFileSync('git', ['clone', '--quiet', process.cwd(), repo]);
  git(repo, ['config', 'user.name', 'Test Editor']);
  git(repo, ['config', 'user.email', 'editor@sunrisevalleyschool.edu.in']);
  return repo;
}

/** Writes one file in the repository and commits it as `author`. */
export function commitFile(
  repo: string,
  file: string,
  text: string,
  message: string,
  author = { name: 'Test Editor', email: 'editor@sunrisevalleyschool.edu.in' },
): string {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), text);
  git(repo, ['add', file]);
  git(repo, ['commit', '--quiet', '-m', message], {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
  });
  return git(repo, ['rev-parse', 'HEAD']);
}

export function newsItem(title: string): string {
  return `---\ntitle: ${title}\ndate: 2026-11-20\nimage: news/2026-01-10-science-exhibition.jpg\n---\nA short news item for the publisher's tests.\n`;
}

/** The server's settings for a repository, with the publisher's commands and secret as given (PUBLISH_* names). */
export function publishConfig(repo: string, env: Record<string, string> = {}, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return testConfig({
    publish: loadPublishConfig({ PUBLISH_CHECK_COMMAND: 'true', PUBLISH_BUILD_COMMAND: STUB_BUILD, ...env }, repo),
    ...overrides,
  });
}

/** Every file of a folder with its bytes, to compare a release before and after. */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, absolute), fs.readFileSync(absolute).toString('base64'));
  }
  return files;
}
