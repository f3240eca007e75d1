import { execFileSync } from 'node:child_process';
import { nodeArguments } from '../../scripts/build-server';
import { readServerState } from '../setup/server-state';
import { baseUrl } from './browser';

/**
 * One of the service's command-line tools (`npm run staff`, `npm run submissions`) against the e2e server's data
 * folder, with links to the e2e server: run as its npm script runs it (node on the compiled file, which global setup
 * has just built), without starting npm for each call.
 */
export function serviceCli(tool: 'staff' | 'submissions', args: string[]): string {
  return execFileSync(process.execPath, [...nodeArguments(`server/cli/${tool}.ts`), ...args], {
    env: { ...process.env, DATA_DIR: readServerState().dataDir, SITE_URL: baseUrl() },
    encoding: 'utf8',
  });
}

export interface ExportedSubmission {
  reference: string;
  type: string;
  consentAt: string | null;
  language: string;
  data: Record<string, string>;
  file: { name: string; type: string; size: number; sha256: string; absolutePath: string } | null;
}

/** What `npm run submissions -- export --format json` prints for the e2e server's data folder. */
export function exported(): ExportedSubmission[] {
  return JSON.parse(serviceCli('submissions', ['export', '--format', 'json'])) as ExportedSubmission[];
}

export function findExported(reference: string): ExportedSubmission {
  const found = exported().find((item) => item.reference === reference);
  if (!found) throw new Error(`${reference} is not in the export`);
  return found;
}
