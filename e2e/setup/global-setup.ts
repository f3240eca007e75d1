import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { STATE_FILE, type ServerState } from './server-state';
import { startSite } from './start-site';

/**
 * Builds the site (unless E2E_SKIP_BUILD=1, for quick local reruns) and starts `npm start` on a free port
 * with a fresh data folder, as a visitor's server would run.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const { baseUrl, child, dataDir } = await startSite(path.join(path.dirname(STATE_FILE), 'server.log'));
  const state: ServerState = { baseUrl, pid: child.pid!, dataDir };
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
  process.env.E2E_BASE_URL = baseUrl;
}
