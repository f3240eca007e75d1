/**
 * How long an edit takes to become a site: a fresh clone of the committed project to a built site (`git
 * clone`, `npm ci`, `npm run build` with every image encoded), then one changed news item rebuilt in that
 * clone. Timed in a temporary folder outside the project. `npm ci` uses this machine's npm cache, as a
 * developer's machine or CI runner with a warm cache would.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runTimed } from './build';

export interface BuildTimes {
  cloneS: number;
  npmCiS: number;
  buildS: number;
  /** Clone + npm ci + build: "fresh clone to built site". */
  freshS: number;
  /** npm run build after one news item changed: "one changed news item rebuilt". */
  rebuildS: number;
  changedFile: string;
  commit: string;
  /** The machine's 1-minute load average at the end, and its cores: how shared the machine was. */
  loadAverage: number;
  cores: number;
}

/** The news file to change: the newest item (pure; unit-tested). */
export function newestNewsFile(names: readonly string[]): string | undefined {
  return [...names].filter((name) => name.endsWith('.md')).sort().at(-1);
}

/** The same item with one more sentence at the end of its description (pure; unit-tested). */
export function withExtraSentence(markdown: string): string {
  return `${markdown.replace(/\s+$/, '')} The photographs from the day are now on the gallery page.\n`;
}

export function measureBuildTimes(root: string, log: (line: string) => void): BuildTimes {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fresh-clone-'));
  try {
    log(`build times: git clone into ${dir}...`);
    const cloneMs = runTimed('git', ['clone', '--quiet', '--no-hardlinks', root, dir], { cwd: root, quiet: true });
    const commit = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    log('build times: npm ci...');
    const npmCiMs = runTimed('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, quiet: true, env: { NODE_ENV: '' } });
    log('build times: npm run build (every image encoded)...');
    const buildMs = runTimed('npm', ['run', 'build'], { cwd: dir, quiet: true });
    const newsDir = path.join(dir, 'content', 'news');
    const changed = newestNewsFile(fs.readdirSync(newsDir));
    if (!changed) throw new Error('build times: no news item in content/news to change');
    const file = path.join(newsDir, changed);
    fs.writeFileSync(file, withExtraSentence(fs.readFileSync(file, 'utf8')));
    log(`build times: content/news/${changed} changed, npm run build...`);
    const rebuildMs = runTimed('npm', ['run', 'build'], { cwd: dir, quiet: true });
    return {
      cloneS: cloneMs / 1000,
      npmCiS: npmCiMs / 1000,
      buildS: buildMs / 1000,
      freshS: (cloneMs + npmCiMs + buildMs) / 1000,
      rebuildS: rebuildMs / 1000,
      changedFile: `content/news/${changed}`,
      commit,
      loadAverage: os.loadavg()[0],
      cores: os.availableParallelism(),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
