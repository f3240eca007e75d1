import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { buildServer, nodeArguments } from '@/scripts/build-server';

/** The real service as a separate process, compiled and run as `npm start` runs it (no wrapper process in between). */
export function startServer(port: number, outDir: string, dataDir: string, log: string, env: Record<string, string> = {}): ChildProcess {
  buildServer();
  return spawn(process.execPath, nodeArguments('server/server.ts'), {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OUT_DIR: outDir,
      DATA_DIR: dataDir,
      INTAKE_RATE_LIMIT: '0',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', fs.openSync(log, 'a'), fs.openSync(log, 'a')],
  });
}

export async function waitUntilUp(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** Stops a server process started here, gracefully, and waits for it. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
