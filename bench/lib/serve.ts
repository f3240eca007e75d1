/** Serves a built folder exactly as production does: our Fastify app (server/app.ts) on a free local port. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/local-tools';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

export { freePort };

export interface Served {
  baseUrl: string;
  close(): Promise<void>;
}

export async function serveDir(outDir: string): Promise<Served> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    OUT_DIR: outDir,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    INTAKE_RATE_LIMIT: '0',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp(config, { logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
