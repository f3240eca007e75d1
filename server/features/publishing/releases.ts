import fs from 'node:fs';
import path from 'node:path';
import type { PublishConfig } from '../../core/publish-config';
import { run } from './run';

/**
 * Releases on disk: PUBLISH_DIR/releases/<time>-<sha>/out is one commit's built site; PUBLISH_DIR/current is a
 * symlink to the live one (what a restart serves, and what nginx's root points at). Every build runs in one
 * workspace, PUBLISH_DIR/build (a git worktree of the repository moved to the commit), so unchanged files keep
 * their paths and times and next build's own cache (.next/cache) applies to the next build; its out/ then moves
 * into the release. PUBLISH_DIR/shared/ holds the build caches, so only new or changed images are encoded.
 */
export const releasesDir = (config: PublishConfig) => path.join(config.dir, 'releases');
export const workspaceDir = (config: PublishConfig) => path.join(config.dir, 'build');
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

/**
 * A name no release has yet: two builds of one commit within a second (an approval of payment details right after a
 * publish, two Publish now) would otherwise share one, and the second could not take its folder.
 */
export async function freshReleaseName(config: PublishConfig, sha: string): Promise<string> {
  for (;;) {
    const name = releaseName(new Date(), sha);
    if (!fs.existsSync(path.join(releasesDir(config), name))) return name;
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 10));
  }
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

/** What a clean of the workspace keeps: the links below and next build's folder (its cache; next build clears the rest). */
const KEPT_IN_WORKSPACE = ['node_modules', '.env', '.next', ...SHARED.map((shared) => shared.inRelease)];

/**
 * The workspace at exactly the commit's tree (checked out with --force and cleaned, so nothing uncommitted or
 * left by an earlier build), with the app's node_modules and .env linked in and the shared caches linked where
 * the build scripts look for them. Returns its folder.
 */
export async function prepareWorkspace(config: PublishConfig, sha: string): Promise<string> {
  const dir = workspaceDir(config);
  const step = async (args: string[], cwd: string) => {
    const result = await run('git', args, { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, timeoutMs: 120_000 });
    if (result.code !== 0) throw new Error(`Could not check out ${sha.slice(0, 12)}: ${result.output.trim().slice(-500)}`);
  };
  if (!fs.existsSync(path.join(dir, '.git'))) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    await step(['worktree', 'prune'], config.repoDir);
    await step(['worktree', 'add', '--quiet', '--detach', '--force', dir, sha], config.repoDir);
  } else {
    await step(['checkout', '--quiet', '--detach', '--force', sha], dir);
    await step(['clean', '-ffdxq', ...KEPT_IN_WORKSPACE.flatMap((kept) => ['-e', `/${kept}`])], dir);
  }
  const link = (target: string, at: string) => {
    if (fs.existsSync(at) && fs.lstatSync(at).isSymbolicLink() && fs.readlinkSync(at) === target) return;
    fs.rmSync(at, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.symlinkSync(target, at);
  };
  link(config.nodeModules, path.join(dir, 'node_modules'));
  const env = path.join(config.repoDir, '.env');
  if (fs.existsSync(env)) link(env, path.join(dir, '.env'));
  else fs.rmSync(path.join(dir, '.env'), { force: true });
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
    link(target, path.join(dir, shared.inRelease));
  }
  return dir;
}

/** Moves the workspace's built out/ into a new release folder (a rename: no copying). */
export async function takeRelease(config: PublishConfig, name: string): Promise<string> {
  const out = releaseOut(config, name);
  await fs.promises.mkdir(path.dirname(out), { recursive: true });
  await fs.promises.rename(path.join(workspaceDir(config), 'out'), out);
  return out;
}

/** Points `current` at a release atomically: a new link beside it, renamed over it (rename(2) replaces in one step). */
export function pointCurrentAt(config: PublishConfig, name: string): void {
  const temp = path.join(config.dir, `.current-${process.pid}-${Date.now()}`);
  fs.symlinkSync(path.join('releases', name), temp);
  fs.renameSync(temp, currentLink(config));
}

// Removals are asynchronous: deleting a release's thousands of files must not hold up the requests being served.
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
