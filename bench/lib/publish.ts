/**
 * The publisher's times, as a school sees them: a scratch clone of this repository published by the real
 * publisher (content check, then `npm run build`, in a fresh release), served by our own server. "Edit to live"
 * commits a changed news item and waits until the served /news shows it; then an unchanged tree is published.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';

export interface PublishTimes {
  commit: string;
  /** The first publish of the clone (warms the shared caches from the checkout's). */
  firstS: number;
  /** Commit of one changed news item until the served /news shows it. */
  editToLiveS: number;
  /** That publish's own duration (start of the build to the switch). */
  editPublishS: number;
  /** A publish of the same tree again. */
  unchangedS: number;
  /** The timed lines of the edit's publish log (each step's time, the build's own timings). */
  editSteps: string[];
  loadAverage: number;
  cores: number;
}

/** Lines of a build log that say how long something took. */
const TIMED_LINE = /\[publisher\]|\(\d+ ms\)|\d(\.\d+)?m?s\b/;

const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

export async function measurePublish(root: string, log: (line: string) => void): Promise<PublishTimes> {
  const work = path.join(root, 'bench', '.work', 'publish');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const repo = path.join(work, 'repo');
  git(root, ['clone', '--quiet', root, repo]);
  git(repo, ['config', 'user.name', 'Bench Editor']);
  git(repo, ['config', 'user.email', 'bench@example.com']);
  // The clone starts with this checkout's caches, as a server's checkout that was built once by hand would.
  for (const cache of ['.cache', 'public/media', 'public/downloads']) {
    if (fs.existsSync(path.join(root, cache))) fs.cpSync(path.join(root, cache), path.join(repo, cache), { recursive: true });
  }
  // Something to serve before the first publish.
  const initialOut = path.join(work, 'initial-out');
  fs.mkdirSync(initialOut);
  fs.writeFileSync(path.join(initialOut, 'index.html'), '<!DOCTYPE html><html><head><title>Before</title></head><body>Before the first publish</body></html>');

  const config = loadConfig({ PUBLISH_REPO: repo, DATA_DIR: path.join(work, 'data'), OUT_DIR: initialOut, LOG_LEVEL: 'warn' });
  const app = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const timed = async (what: string, source: 'manual' | 'editor') => {
    const started = Date.now();
    const id = app.publisher.request({ source, author: { name: 'Bench Editor', email: 'bench@example.com' } });
    await app.publisher.idle();
    const publish = app.publisher.history.byId(id)!;
    if (publish.state !== 'live') throw new Error(`${what} failed: ${publish.failure}`);
    return { seconds: (Date.now() - started) / 1000, publish };
  };
  try {
    log('publisher: first publish of a scratch clone (npm run check:content, npm run build in a fresh release)...');
    const first = await timed('the first publish', 'manual');
    log(`publisher: first publish ${first.seconds.toFixed(1)} s`);

    const newsDir = path.join(repo, 'content', 'news');
    const file = fs
      .readdirSync(newsDir)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .at(-1)!;
    const title = `Bench edit ${Date.now()}`;
    const text = fs.readFileSync(path.join(newsDir, file), 'utf8').replace(/^title: .*$/m, `title: ${title}`);
    const started = Date.now();
    fs.writeFileSync(path.join(newsDir, file), text);
    git(repo, ['commit', '--quiet', '-am', `News: ${title} (changed)`]);
    const id = app.publisher.request({ source: 'editor', author: { name: 'Bench Editor', email: 'bench@example.com' } });
    let editToLiveS = 0;
    for (;;) {
      const page = await fetch(`${origin}/news`).then((response) => response.text());
      if (page.includes(title)) {
        editToLiveS = (Date.now() - started) / 1000;
        break;
      }
      const state = app.publisher.history.byId(id)!.state;
      if (state === 'failed') throw new Error(`the edit's publish failed: ${app.publisher.history.byId(id)!.failure}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const edit = app.publisher.history.byId(id)!;
    const editPublishS = (Date.parse(edit.finishedAt!) - Date.parse(edit.startedAt!)) / 1000;
    log(`publisher: edit to live ${editToLiveS.toFixed(1)} s`);

    const unchanged = await timed('the publish of an unchanged tree', 'manual');
    log(`publisher: unchanged tree ${unchanged.seconds.toFixed(1)} s`);
    return {
      commit: git(repo, ['rev-parse', '--short', 'HEAD']),
      firstS: first.seconds,
      editToLiveS,
      editPublishS,
      unchangedS: unchanged.seconds,
      editSteps: (edit.logTail ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => TIMED_LINE.test(line))
        .slice(-40),
      loadAverage: os.loadavg()[0],
      cores: os.cpus().length,
    };
  } finally {
    await app.close();
    // The scratch clone is a second copy of the project: jest's module map would find it beside the real one.
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export function publishSection(times: PublishTimes): string {
  return [
    `## Publisher (a scratch clone at ${times.commit}, the real check and build in a fresh release, served by our server)`,
    '',
    `edit to live: ${times.editToLiveS.toFixed(1)} s (one news item, commit to the served /news showing it; the publish itself ${times.editPublishS.toFixed(1)} s; goal at most 90 s on 2 cores)`,
    `publish of an unchanged tree: ${times.unchangedS.toFixed(1)} s`,
    `first publish of the clone: ${times.firstS.toFixed(1)} s`,
    '',
    "Where the edit's publish spent its time:",
    ...times.editSteps.map((line) => `    ${line}`),
    '',
    `Load average at the end: ${times.loadAverage.toFixed(1)} on ${times.cores} cores; above ${times.cores} the machine was shared and these times are pessimistic.`,
  ].join('\n');
}
