/** Decides whether out/ is stale, and runs builds. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_INPUTS } from '../../scripts/lib/build-inputs';

export function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    // public/media is written by the build itself (image variants), so it cannot make out/ stale.
    if (entry.name === 'node_modules' || (entry.name === 'media' && target.endsWith('public'))) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** out/ is missing, or older than any source (pure given the two times, so it is unit-tested). */
export function isStale(outBuiltAt: number | undefined, newestSource: number): boolean {
  return outBuiltAt === undefined || outBuiltAt < newestSource;
}

export function outBuiltAt(root: string): number | undefined {
  const index = path.join(root, 'out', 'index.html');
  return fs.existsSync(index) ? fs.statSync(index).mtimeMs : undefined;
}

export function needsBuild(root: string): boolean {
  const newest = Math.max(...BUILD_INPUTS.map((entry) => newestMtime(path.join(root, entry))));
  return isStale(outBuiltAt(root), newest);
}

/** Runs a command, streaming its output; returns the wall time. Throws with the command's name on failure. */
export function runTimed(command: string, args: string[], options: { cwd: string; env?: Record<string, string>; quiet?: boolean }): number {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...options.env },
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = options.quiet ? `\n${(result.stdout ?? '').slice(-3000)}\n${(result.stderr ?? '').slice(-3000)}` : '';
    throw new Error(`${command} ${args.join(' ')} failed in ${options.cwd} (exit ${result.status})${output}`);
  }
  return Date.now() - started;
}

/** The project's own next binary, run with this Node. */
export function nextBin(root: string): string[] {
  return [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')];
}
