/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE_GUARD } from '@/scripts/lib/node-guard';

/**
 * The README's promise on a machine with another Node: scripts/ensure-node.sh puts .nvmrc's Node first on PATH,
 * and every npm script started without it stops with one line saying what to run (scripts/check-node.cjs). An
 * older or newer Node is played by this one with `process.versions.node` changed before anything runs, so the
 * test needs no second Node and no network.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const wanted = fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
const major = Number(wanted.split('.')[0]);
const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string }; scripts: Record<string, string> };

let temp: string;
beforeAll(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'node-version-'));
});
afterAll(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

/** A folder whose `node` is this Node claiming to be `version`: put first on PATH, npm and every script use it. */
function nodeClaiming(version: string): string {
  const dir = path.join(temp, `node-${version}`);
  fs.mkdirSync(dir, { recursive: true });
  const pretend = path.join(dir, 'pretend.cjs');
  fs.writeFileSync(pretend, `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: ${JSON.stringify(version)} } });\n`);
  fs.writeFileSync(path.join(dir, 'node'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} --require ${JSON.stringify(pretend)} "$@"\n`, { mode: 0o755 });
  return dir;
}

/** A run with `dir` first on PATH, outside any npm script (the outer `npm test` sets npm_lifecycle_event). */
function runWith(dir: string, command: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${dir}${path.delimiter}${process.env.PATH}` };
  delete env.npm_lifecycle_event;
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, lines: result.stderr.split('\n').filter((line) => line.trim() !== '') };
}

/** The guard's line for a Node `found` when the person is to run `again`. */
function guardLine(found: string, again: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\`]/g, '\\$&');
  return new RegExp(
    `^Node ${escape(found)} \\(${escape(process.execPath)}\\) cannot run this project, which needs Node ${major} \\(\\.nvmrc: ${escape(wanted)}\\): ` +
      `run \`source scripts/ensure-node\\.sh\` \\(it fetches Node ${escape(wanted)} once and puts it first on PATH in this shell\\), then ${escape(again)}\\.$`,
  );
}

describe('npm scripts on another Node (scripts/check-node.cjs)', () => {
  it('every npm script starts with the guard, and engines allows the same major as .nvmrc', () => {
    expect(Object.entries(packageJson.scripts).filter(([, script]) => !script.startsWith(NODE_GUARD))).toEqual([]);
    expect(packageJson.engines.node).toBe(`>=${major} <${major + 1}`);
  });

  it('`npm start` on Node 20 prints one line (found, needed, the fix) and exits 1 before the server loads', () => {
    const run = runWith(nodeClaiming('20.20.2'), 'npm', ['start']);
    expect(run.status).toBe(1);
    expect(run.lines).toHaveLength(1);
    expect(run.lines[0]).toMatch(guardLine('20.20.2', '`npm start` again'));
    expect(run.stdout).not.toMatch(/listening|Segmentation|\n\s+at /);
  });

  it('`npm run build` on Node 22 stops at its first step and names `npm run build`, not prebuild', () => {
    const run = runWith(nodeClaiming('22.12.0'), 'npm', ['run', 'build']);
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([expect.stringMatching(guardLine('22.12.0', '`npm run build` again'))]);
  });

  it('refuses a newer major too, and passes the right one silently', () => {
    const newer = runWith(nodeClaiming('26.1.0'), 'node', ['scripts/check-node.cjs']);
    expect(newer.status).toBe(1);
    expect(newer.lines).toEqual([expect.stringMatching(guardLine('26.1.0', 'try again'))]);
    const same = runWith(nodeClaiming(`${major}.0.0`), 'node', ['scripts/check-node.cjs']);
    expect(same).toMatchObject({ status: 0, stdout: '', stderr: '' });
  });
});

describe('scripts/ensure-node.sh', () => {
  /** A machine whose `node` is Node 20, and a cache that already holds .nvmrc's Node (so nothing is fetched). */
  function machine() {
    const old = path.join(temp, 'machine', 'bin');
    const cache = path.join(temp, 'machine', 'cache');
    const cached = path.join(cache, 'school-website', `node-v${wanted}`, 'bin');
    for (const [dir, version] of [
      [old, '20.20.2'],
      [cached, wanted],
    ]) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'node'), `#!/bin/sh\necho v${version}\n`, { mode: 0o755 });
    }
    return { old, cached, env: { ...process.env, XDG_CACHE_HOME: cache, PATH: `${old}${path.delimiter}${process.env.PATH}` } };
  }

  it.each([
    ['bash', 'source scripts/ensure-node.sh'],
    ['sh', '. scripts/ensure-node.sh'],
  ])('puts the cached Node of .nvmrc first on PATH over an older one (%s)', (shell, source) => {
    const { cached, env } = machine();
    const result = spawnSync(shell, ['-c', `${source} && command -v node && node --version`], { cwd: ROOT, env, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n').slice(0, 2)).toEqual([path.join(cached, 'node'), `v${wanted}`]);
    expect(result.stderr).toContain(`ensure-node: using Node v${wanted} from ${path.dirname(cached)}`);
  });

  it('leaves PATH alone when the Node on it is already the right major', () => {
    const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}` };
    const result = spawnSync('bash', ['-c', 'before="$PATH"; source scripts/ensure-node.sh && [ "$PATH" = "$before" ] && node --version'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(process.version);
  });
});
