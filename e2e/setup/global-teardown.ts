import fs from 'node:fs';
import { readServerState, STATE_FILE } from './server-state';

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const { pid, dataDir } = readServerState();
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
}
