/**
 * Builds the site's service worker (lib/offline/service-worker.ts) into out/sw.js: one classic script at the site's
 * root, so its scope is the whole site. Not content-hashed (its address is how the browser finds it again): the host
 * config has browsers check it on every visit (server/core/site-policy.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { SERVICE_WORKER_PATH } from '../lib/offline/worker-address';

const ROOT = path.resolve(__dirname, '..');

/** The worker's file in out/: at the root, so it controls every page. */
export const SERVICE_WORKER_FILE = SERVICE_WORKER_PATH.slice(1);

export function writeServiceWorker(outDir: string): { bytes: number } {
  const result = buildSync({
    absWorkingDir: ROOT,
    entryPoints: [path.join(ROOT, 'lib/offline/service-worker.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    // Browsers with service workers and Background Sync understand ES2020.
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const text = result.outputFiles[0].text;
  fs.writeFileSync(path.join(outDir, SERVICE_WORKER_FILE), text);
  return { bytes: Buffer.byteLength(text) };
}
