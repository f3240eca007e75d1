/**
 * Compiles the form service and its command-line tools to plain JavaScript in dist/, so production runs node on
 * a .js file and no TypeScript loader: `npm start` is `node dist/server/server.js`. One CommonJS bundle per
 * entry (our code and lib/ inlined, the `@/` alias resolved from tsconfig.json), packages left to node_modules.
 * Run by `npm run build` (and `npm run build:server` alone, under a second); the tests that start the service
 * as a process call buildServer() first, so they never run a stale dist/.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const ROOT = path.resolve(__dirname, '..');

/** The compiled entry points, by source file: dist/ mirrors the source tree. */
export const SERVER_ENTRIES = ['server/server.ts', 'server/cli/staff.ts', 'server/cli/submissions.ts', 'server/cli/publish.ts'];

export const DIST_DIR = path.join(ROOT, 'dist');

/** Where the compiled file of a source entry lives: `server/server.ts` is `dist/server/server.js`. */
export function compiled(entry: string): string {
  return path.join(DIST_DIR, entry.replace(/\.ts$/, '.js'));
}

/** How `npm start` (and the systemd unit) runs a compiled entry: node's arguments. */
export function nodeArguments(entry: string): string[] {
  return ['--enable-source-maps', compiled(entry)];
}

/**
 * The commit being compiled, which the service reports (GET /api/health, server/core/build-info.ts): BUILD_COMMIT when
 * set (a deployment's code release is a `git archive` of its commit, with no .git), else the HEAD of the checkout this
 * project is, else null.
 */
export function sourceCommit(env: NodeJS.ProcessEnv = process.env): string | null {
  const given = env.BUILD_COMMIT?.trim();
  if (given) {
    if (!/^[0-9a-f]{40}$/.test(given)) throw new Error(`BUILD_COMMIT must be a full commit id (40 hexadecimal digits), got "${given}"`);
    return given;
  }
  const git = (args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    // Only this project's own checkout: not a repository it happens to sit inside.
    if (fs.realpathSync(git(['rev-parse', '--show-toplevel'])) !== fs.realpathSync(ROOT)) return null;
    return git(['rev-parse', 'HEAD']);
  } catch {
    return null;
  }
}

/**
 * Compiles every entry. Each file is written beside its place and renamed into it, so test workers compiling at
 * the same moment never start a half-written file (they write the same bytes).
 */
export function buildServer(): void {
  const result = buildSync({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outbase: '.',
    outdir: DIST_DIR,
    bundle: true,
    packages: 'external',
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    // Stack traces in the service's log name the source file and line (node --enable-source-maps).
    sourcemap: 'linked',
    logLevel: 'warning',
    define: { __BUILD_COMMIT__: JSON.stringify(sourceCommit()) },
    write: false,
  });
  for (const file of result.outputFiles) {
    fs.mkdirSync(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
}

// A publisher's build of a release (PUBLISH_BUILD=1) serves only out/: the running service is compiled already.
if (require.main === module && process.env.PUBLISH_BUILD !== '1') {
  try {
    buildServer();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
