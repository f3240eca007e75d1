/** Serves a built folder exactly as production does: our Fastify app (server/app.ts) on a free local port. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/local-tools';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';

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

/**
 * The same in a process of its own, as `npm start` runs it: for a timed browser measurement, whose harness
 * must not share one event loop (and heap) with the server it measures.
 */
export async function serveDirInChild(outDir: string): Promise<Served> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const port = await freePort();
  const root = path.resolve(__dirname, '..', '..');
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(root, 'server', 'server.ts')], {
    cwd: root,
    env: { ...process.env, OUT_DIR: outDir, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', INTAKE_RATE_LIMIT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the server did not answer at ${baseUrl} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
