import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CMS_API_PATH } from '@/lib/cms/paths';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** A git repository in a temp folder holding a copy of the project's content/, committed once. */
export function makeSiteRepo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-repo-'));
  fs.cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  git(dir, ['init', '--quiet', '--initial-branch=main']);
  git(dir, ['add', '--all']);
  git(dir, ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', 'commit', '--quiet', '-m', 'Seed']);
  return dir;
}

export function git(dir: string, args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
}

export interface LoggedCommit {
  sha: string;
  authorName: string;
  authorEmail: string;
  subject: string;
  files: string[];
}

/** Commits newest first, with the files each one touched. */
export function gitLog(dir: string): LoggedCommit[] {
  const out = git(dir, ['log', '--name-only', '--format=%x00%H%x01%an%x01%ae%x01%s']);
  return out
    .split('\0')
    .filter(Boolean)
    .map((block) => {
      const [header, ...rest] = block.split('\n');
      const [sha, authorName, authorEmail, subject] = header.split('\x01');
      return { sha, authorName, authorEmail, subject, files: rest.filter(Boolean) };
    });
}

/** POSTs one action of Decap's proxy protocol as the editor page's fetch would. */
export function cmsCall(
  app: FastifyInstance,
  cookie: string | undefined,
  action: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: CMS_API_PATH,
    remoteAddress: '10.0.0.7',
    cookies: cookie ? { staff_session: cookie } : {},
    headers: { 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin', ...headers },
    payload: JSON.stringify({ action, params: { branch: 'main', ...params }, branch: 'main' }),
  });
}
