import fs from 'node:fs';
import path from 'node:path';

/** What global setup hands to the test files: where the site runs and where it stores data. */
export interface ServerState {
  baseUrl: string;
  pid: number;
  dataDir: string;
}

export const STATE_FILE = path.join(process.cwd(), 'e2e', '.artifacts', 'server.json');

export function readServerState(): ServerState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as ServerState;
}
