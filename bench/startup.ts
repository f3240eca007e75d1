/**
 * Start-up benchmark of the form service: time from spawn to the first 200 on `/`, and the process's resident
 * memory (VmRSS) a second after that, for the compiled service (`npm start`) and, for comparison, the same
 * source run through the tsx loader (how the service ran before it was compiled). Serves the built out/.
 * Usage: npm run bench:startup [-- <runs>]   (default 5 runs each, alternated; medians printed)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, nodeArguments } from '../scripts/build-server';
import { freePort } from '../scripts/lib/local-tools';
import { stopService } from '../scripts/lib/service-process';
import { median } from './lib/stats';

const VARIANTS: Record<string, string[]> = {
  compiled: nodeArguments('server/server.ts'),
  tsx: ['--import', 'tsx', 'server/server.ts'],
};

async function once(args: string[]): Promise<{ ms: number; rssMb: number }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
      if (performance.now() - started > 60000) throw new Error('the service did not answer within a minute');
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the service died after starting (${child.signalCode ?? child.exitCode})`);
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
    return { ms, rssMb: rssKb / 1024 };
  } finally {
    await stopService(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const runs = Number(process.argv[2] ?? 5);
  if (!fs.existsSync(path.join('out', 'index.html'))) throw new Error('No out/: run `npm run build` first.');
  buildServer();
  const results: Record<string, { ms: number; rssMb: number }[]> = { compiled: [], tsx: [] };
  for (let run = 0; run < runs; run++) {
    for (const [name, args] of Object.entries(VARIANTS)) results[name].push(await once(args));
  }
  for (const [name, list] of Object.entries(results)) {
    const ms = list.map((result) => Math.round(result.ms));
    const rss = list.map((result) => Math.round(result.rssMb * 10) / 10);
    console.log(`${name.padEnd(9)} start ${median(ms)} ms (${ms.join(', ')})  RSS ${median(rss)} MB (${rss.join(', ')})`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
