import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, nodeArguments } from '../../scripts/build-server';
import { freePort } from '../../scripts/lib/local-tools';
import { STATE_FILE, type ServerState } from './server-state';

async function waitForServer(url: string, child: ReturnType<typeof spawn>, timeoutMs: number): Promise<void> {
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
 * Builds the site (unless E2E_SKIP_BUILD=1, for quick local reruns) and starts `npm start` on a free port
 * with a fresh data folder, as a visitor's server would run.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-data-'));
  const logFile = path.join(path.dirname(STATE_FILE), 'server.log');
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  // As `npm start` runs it; compiled again here so E2E_SKIP_BUILD=1 still tests today's server code.
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
  const state: ServerState = { baseUrl, pid: child.pid!, dataDir };
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
  process.env.E2E_BASE_URL = baseUrl;
}
