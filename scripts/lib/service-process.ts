/**
 * The compiled form service as a child process, as `npm start` runs it: the server tests and the benchmarks start
 * it, wait for its first answer and stop it the same way.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { buildServer, nodeArguments } from '../build-server';

export interface ServiceOptions {
  port: number;
  dataDir: string;
  /** The built site it serves; without one, the service's default (out/). */
  outDir?: string;
  /** Settings over the defaults below (no mail, no rate limit on forms, warnings only in the log). */
  env?: Record<string, string>;
  stdio?: StdioOptions;
}

export function startService({ port, dataDir, outDir, env = {}, stdio = 'ignore' }: ServiceOptions): ChildProcess {
  buildServer();
  return spawn(process.execPath, nodeArguments('server/server.ts'), {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(outDir ? { OUT_DIR: outDir } : {}),
      DATA_DIR: dataDir,
      INTAKE_RATE_LIMIT: '0',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio,
  });
}

/** Resolves at the service's first 200 on `/`; fails if it exits first or does not answer within a minute. */
export async function waitUntilUp(base: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the service did not start');
}

/** Stops a service started here, gracefully, and waits for it (at once if it has already ended). */
export async function stopService(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
