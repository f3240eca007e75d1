/**
 * How long an edit takes to become a site: a fresh clone of the committed project to a built site (`git
 * clone`, `npm ci`, then the build's parts: prebuild with every image encoded, `next build` with the server,
 * postbuild), then one changed news item rebuilt in that clone. Timed in a temporary folder outside the
 * project, with a new, empty npm cache (for `npm ci` and the editor's tarball), as on a new machine.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runTimed } from './build';

export interface BuildTimes {
  cloneS: number;
  /** `npm ci --cache <empty folder>`. */
  npmCiS: number;
  /** Packages npm ci installed (folders with a package.json in node_modules). */
  packages: number;
  /** The whole `npm run build`: the three parts below. */
  buildS: number;
  /** Content check, images (all encoded), PDFs, the editor (its tarball fetched). */
  prebuildS: number;
  /** The server's bundle and `next build`. */
  nextBuildS: number;
  /** trim-preloads, the islands, compress (all compressed), host config. */
  postbuildS: number;
  /** Clone + npm ci + build: "fresh clone to built site". */
  freshS: number;
  /** npm run build after one news item changed: "one changed news item rebuilt" (not timed with rebuild: false). */
  rebuildS?: number;
  changedFile?: string;
  commit: string;
  /** CPU seconds (user + system) of each part and its child processes: steadier than wall time on a shared machine. */
  cpuS: { clone: number; npmCi: number; prebuild: number; nextBuild: number; postbuild: number; rebuild?: number };
  /** The machine's 1-minute load average at the start and at the end, and its cores: how shared the machine was. */
  loadAverageStart: number;
  loadAverage: number;
  cores: number;
}

/** The news file to change: the newest item (pure; unit-tested). */
export function newestNewsFile(names: readonly string[]): string | undefined {
  return [...names]
    .filter((name) => name.endsWith('.md'))
    .sort()
    .at(-1);
}

/** The same item with one more sentence at the end of its description (pure; unit-tested). */
export function withExtraSentence(markdown: string): string {
  return `${markdown.replace(/\s+$/, '')} The photographs from the day are now on the gallery page.\n`;
}

/**
 * CPU seconds (user + system) used so far by this process's finished children and their waited-for descendants:
 * fields 16 and 17 of /proc/self/stat, in clock ticks (100 a second on Linux). Undefined where there is no /proc.
 */
function childrenCpuS(): number | undefined {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** runTimed, with the CPU seconds the command and its children used (NaN where they cannot be read). */
function runMeasured(command: string, args: string[], options: Parameters<typeof runTimed>[2]): { ms: number; cpuS: number } {
  const before = childrenCpuS();
  const ms = runTimed(command, args, options);
  const after = childrenCpuS();
  return { ms, cpuS: before === undefined || after === undefined ? Number.NaN : after - before };
}

/** Packages installed under node_modules (scoped ones counted one by one), without nested copies. */
function countPackages(nodeModules: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@')) count += fs.readdirSync(path.join(nodeModules, entry)).length;
    else count += 1;
  }
  return count;
}

export function measureBuildTimes(root: string, log: (line: string) => void, options: { rebuild?: boolean } = {}): BuildTimes {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fresh-clone-'));
  const npmCache = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-npm-cache-'));
  // Every npm of the run (npm ci, and npm pack of the editor's tarball during the build) starts from nothing.
  const env = { npm_config_cache: npmCache };
  const loadAverageStart = os.loadavg()[0];
  try {
    log(`build times: git clone into ${dir}...`);
    const clone = runMeasured('git', ['clone', '--quiet', '--no-hardlinks', root, dir], { cwd: root, quiet: true });
    const commit = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    log(`build times: npm ci with an empty cache (${npmCache})...`);
    const npmCi = runMeasured('npm', ['ci', '--no-audit', '--no-fund', '--cache', npmCache], { cwd: dir, quiet: true, env: { ...env, NODE_ENV: '' } });
    const packages = countPackages(path.join(dir, 'node_modules'));
    log(`build times: ${packages} packages installed; npm run prebuild (every image encoded)...`);
    const prebuild = runMeasured('npm', ['run', 'prebuild'], { cwd: dir, quiet: true, env });
    log('build times: the server and next build...');
    const nextBuild = runMeasured('npm', ['run', 'build', '--ignore-scripts'], { cwd: dir, quiet: true, env });
    log('build times: npm run postbuild...');
    const postbuild = runMeasured('npm', ['run', 'postbuild'], { cwd: dir, quiet: true, env });
    const buildMs = prebuild.ms + nextBuild.ms + postbuild.ms;
    const times: BuildTimes = {
      cloneS: clone.ms / 1000,
      npmCiS: npmCi.ms / 1000,
      packages,
      buildS: buildMs / 1000,
      prebuildS: prebuild.ms / 1000,
      nextBuildS: nextBuild.ms / 1000,
      postbuildS: postbuild.ms / 1000,
      freshS: (clone.ms + npmCi.ms + buildMs) / 1000,
      cpuS: { clone: clone.cpuS, npmCi: npmCi.cpuS, prebuild: prebuild.cpuS, nextBuild: nextBuild.cpuS, postbuild: postbuild.cpuS },
      commit,
      loadAverageStart,
      loadAverage: os.loadavg()[0],
      cores: os.availableParallelism(),
    };
    if (options.rebuild === false) return times;
    const newsDir = path.join(dir, 'content', 'news');
    const changed = newestNewsFile(fs.readdirSync(newsDir));
    if (!changed) throw new Error('build times: no news item in content/news to change');
    const file = path.join(newsDir, changed);
    fs.writeFileSync(file, withExtraSentence(fs.readFileSync(file, 'utf8')));
    log(`build times: content/news/${changed} changed, npm run build...`);
    const rebuild = runMeasured('npm', ['run', 'build'], { cwd: dir, quiet: true, env });
    times.loadAverage = os.loadavg()[0];
    return { ...times, cpuS: { ...times.cpuS, rebuild: rebuild.cpuS }, rebuildS: rebuild.ms / 1000, changedFile: `content/news/${changed}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(npmCache, { recursive: true, force: true });
  }
}
