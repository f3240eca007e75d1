import { spawn } from 'node:child_process';

export interface RunResult {
  code: number | null;
  /** stdout and stderr interleaved as they came, the last OUTPUT_MAX characters of it. */
  output: string;
  /** stdout alone (for commands whose answer is parsed, like git's). */
  stdout: string;
  timedOut: boolean;
}

const OUTPUT_MAX = 256 * 1024;

/**
 * Runs a command in its own process group (so a timeout stops the whole tree: npm, next and its workers),
 * keeping the tail of its output. Never throws for a failing command: the caller reads `code`.
 */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number; onSpawn?: (stop: () => void) => void },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let stdout = '';
    let timedOut = false;
    const append = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.length > OUTPUT_MAX * 2) output = output.slice(-OUTPUT_MAX);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < OUTPUT_MAX) stdout += chunk.toString('utf8');
      append(chunk);
    });
    child.stderr.on('data', append);
    const stop = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    options.onSpawn?.(stop);
    const timer = options.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          stop();
        }, options.timeoutMs)
      : undefined;
    child.on('error', (error) => {
      if (timer) clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code, output: output.slice(-OUTPUT_MAX), stdout, timedOut });
    });
  });
}

/** A git command in `repo` that must succeed; its trimmed stdout+stderr. */
export async function git(repo: string, args: string[], env?: Record<string, string>): Promise<string> {
  const result = await run('git', args, { cwd: repo, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', ...env }, timeoutMs: 120_000 });
  if (result.code !== 0) throw new GitError(`git ${args[0]} failed: ${result.output.trim().split('\n').slice(-5).join(' ')}`);
  return result.stdout.trim();
}

export class GitError extends Error {}
