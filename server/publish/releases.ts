import fs from 'node:fs';
import path from 'node:path';
import type { PublishConfig } from './config';
import { run } from './run';

/**
 * Releases on disk: PUBLISH_DIR/releases/<time>-<sha>/ each hold a checkout of one commit and its built `out/`;
 * PUBLISH_DIR/current is a symlink to the live one (what a restart serves, and what nginx's root points at);
 * PUBLISH_DIR/shared/ holds the build caches every release links to, so only new or changed images are encoded.
 */
export const releasesDir = (config: PublishConfig) => path.join(config.dir, 'releases');
const currentLink = (config: PublishConfig) => path.join(config.dir, 'current');

/** Build caches shared by every release: the folder in a release, and the folder in the checkout that seeds it. */
const SHARED: { name: string; inRelease: string }[] = [
  { name: 'cache', inRelease: '.cache' },
  { name: 'media', inRelease: 'public/media' },
  { name: 'downloads', inRelease: 'public/downloads' },
  // next build's own cache (Turbopack's file system cache among it).
  { name: 'next-cache', inRelease: '.next/cache' },
];

/** The publisher's release folder names; other folders in releases/ (built by hand) are never removed. */
const RELEASE_NAME = /^\d{8}T\d{6}Z-[0-9a-f]{12}$/;

export function releaseName(now: Date, sha: string): string {
  return `${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${sha.slice(0, 12)}`;
}

/** The live release's name, from the `current` link; undefined before the first publish. */
export function currentRelease(config: PublishConfig): string | undefined {
  try {
    return path.basename(fs.readlinkSync(currentLink(config)));
  } catch {
    return undefined;
  }
}

export function releaseOut(config: PublishConfig, name: string): string {
  return path.join(releasesDir(config), name, 'out');
}

/** The live release's out/ (what a restart serves), or undefined when nothing was published yet. */
export function liveOutDir(config: PublishConfig): string | undefined {
  const name = currentRelease(config);
  if (!name) return undefined;
  const out = releaseOut(config, name);
  return fs.existsSync(path.join(out, 'index.html')) ? out : undefined;
}

export function releaseExists(config: PublishConfig, name: string): boolean {
  return fs.existsSync(path.join(releaseOut(config, name), 'index.html'));
}

/**
 * A fresh release folder holding exactly the commit's tree (git archive, so nothing uncommitted), with the
 * app's node_modules and .env linked in and the shared caches linked where the build scripts look for them.
 */
export async function prepareRelease(config: PublishConfig, sha: string, name: string): Promise<string> {
  const dir = path.join(releasesDir(config), name);
  fs.mkdirSync(dir, { recursive: true });
  const extract = await run('bash', ['-c', 'set -o pipefail; git -C "$REPO" archive --format=tar "$SHA" | tar -x -C "$DEST"'], {
    cwd: config.repoDir,
    env: { ...process.env, REPO: config.repoDir, SHA: sha, DEST: dir },
    timeoutMs: 120_000,
  });
  if (extract.code !== 0) throw new Error(`Could not check out ${sha.slice(0, 12)}: ${extract.output.trim().slice(-500)}`);
  fs.symlinkSync(config.nodeModules, path.join(dir, 'node_modules'));
  const env = path.join(config.repoDir, '.env');
  if (fs.existsSync(env)) fs.symlinkSync(env, path.join(dir, '.env'));
  for (const shared of SHARED) {
    const target = path.join(config.dir, 'shared', shared.name);
    if (!fs.existsSync(target)) {
      // The first publish starts from the checkout's own caches (a plain `npm run build` made them), if any.
      const seed = path.join(config.repoDir, shared.inRelease);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await fs.promises.rm(`${target}.seeding`, { recursive: true, force: true });
      if (fs.existsSync(seed)) await fs.promises.cp(seed, `${target}.seeding`, { recursive: true });
      else fs.mkdirSync(`${target}.seeding`, { recursive: true });
      fs.renameSync(`${target}.seeding`, target);
    }
    const link = path.join(dir, shared.inRelease);
    fs.rmSync(link, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(target, link);
  }
  return dir;
}

/** Points `current` at a release atomically: a new link beside it, renamed over it (rename(2) replaces in one step). */
export function pointCurrentAt(config: PublishConfig, name: string): void {
  const temp = path.join(config.dir, `.current-${process.pid}-${Date.now()}`);
  fs.symlinkSync(path.join('releases', name), temp);
  fs.renameSync(temp, currentLink(config));
}

/** What a finished release keeps: its out/ and its checkout; the build's own .next folder goes (it is large and unused). */
// Removals are asynchronous: deleting a release's thousands of files must not hold up the requests being served.
export async function trimRelease(config: PublishConfig, name: string): Promise<void> {
  await fs.promises.rm(path.join(releasesDir(config), name, '.next'), { recursive: true, force: true });
}

export async function removeRelease(config: PublishConfig, name: string): Promise<void> {
  await fs.promises.rm(path.join(releasesDir(config), name), { recursive: true, force: true });
}

/** Removes every release folder not in `keep`. */
export async function pruneReleases(config: PublishConfig, keep: Set<string>): Promise<string[]> {
  const dir = releasesDir(config);
  if (!fs.existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of await fs.promises.readdir(dir)) {
    if (keep.has(name) || !RELEASE_NAME.test(name)) continue;
    await removeRelease(config, name);
    removed.push(name);
  }
  return removed;
}
