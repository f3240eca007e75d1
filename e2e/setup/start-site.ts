import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, nodeArguments } from '../../scripts/build-server';
import { freePort } from '../../scripts/lib/local-tools';

export interface StartedSite {
  baseUrl: string;
  child: ChildProcess;
  dataDir: string;
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the built site as `npm start` runs it (the service compiled again, so today's server code is what runs) on a
 * free port of 127.0.0.1 with a fresh data folder, its output in `logFile`, and waits until `/` answers. Shared by
 * the e2e set-up and `npm run contact-sheet`.
 */
export async function startSite(logFile: string): Promise<StartedSite> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-data-'));
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  buildServer();
  const child = spawn(process.execPath, nodeArguments('server/server.ts'), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      INTAKE_RATE_LIMIT: '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/`, child, 30000);
  return { baseUrl, child, dataDir };
}
