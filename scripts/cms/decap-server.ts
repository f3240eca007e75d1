/**
 * Starts decap-server, Decap CMS's local proxy: the editor's saves become files in `repoDir` (its file system
 * mode, no git needed). Bound to 127.0.0.1 only: anyone who can reach it can write the content.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface DecapServer {
  /** The API address the editor's `local_backend` points at. */
  apiUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const ENTRY = path.join(path.dirname(require.resolve('decap-server/package.json')), 'dist', 'index.js');

async function waitForProxy(apiUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`decap-server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(apiUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'info' }) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`decap-server did not answer at ${apiUrl} within ${timeoutMs} ms`);
}

export async function startDecapServer(options: { repoDir: string; port: number; logLevel?: string; stdio?: 'inherit' | 'ignore' }): Promise<DecapServer> {
  const host = '127.0.0.1';
  const child = spawn(process.execPath, [ENTRY], {
    // decap-server reads a .env in its working folder; the variables below win over it.
    cwd: options.repoDir,
    env: {
      ...process.env,
      PORT: String(options.port),
      BIND_HOST: host,
      GIT_REPO_DIRECTORY: options.repoDir,
      MODE: 'fs',
      LOG_LEVEL: options.logLevel ?? 'warn',
    },
    stdio: ['ignore', options.stdio ?? 'ignore', options.stdio ?? 'ignore'],
  });
  // Never outlive the process that started it (a test run or `npm run cms`).
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  child.once('exit', () => process.off('exit', killChild));
  const apiUrl = `http://${host}:${options.port}/api/v1`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForProxy(apiUrl, child, 20000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, process: child, stop };
}
