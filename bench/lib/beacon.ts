/**
 * `npm run bench -- --only-beacon`: the page-view beacon (POST /api/insight/view) at a steady 200 requests per
 * second for a minute (BEACON_RPS, BEACON_SECONDS), sent open-loop by a paced client (a request leaves at its
 * time whether or not earlier ones have been answered, as independent visitors' browsers do), against the real
 * service compiled as `npm start` runs it, on a temporary data folder and a minimal site. Then the service is
 * stopped cleanly and the counts in SQLite are compared with the requests it accepted: nothing may be lost.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { freePort } from '../../scripts/lib/local-tools';
import { startService, stopService, waitUntilUp } from '../../scripts/lib/service-process';
import { DEVICE_CLASSES, INSIGHT_ENDPOINTS } from '../../lib/insight-beacon';
import { percentile } from './stats';

export interface BeaconResult {
  date: string;
  rps: number;
  seconds: number;
  sent: number;
  accepted: number;
  errors: number;
  counted: number;
  lost: number;
  achievedRps: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** The service's CPU time per beacon over the timed phase, in ms. */
  serverCpuMsPerRequest?: number;
  loadAverage: number;
  cpus: number;
}

export const BEACON_P99_BUDGET_MS = 50;

const PAGES = ['/', '/rules', '/onlineadmission', '/fees', '/news', '/contact'];
const REFERRERS = ['', '', 'www.google.com', 'l.facebook.com', '127.0.0.1'];

/** CPU seconds a process has used (Linux /proc; undefined elsewhere): the server's own cost per request, whatever the machine's load. */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = fs
      .readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
    // utime and stime (fields 14 and 15 of stat; 12 and 13 after the name), in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

function post(agent: http.Agent, port: number, body: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api${INSIGHT_ENDPOINTS.view}`,
        method: 'POST',
        agent,
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }));
      },
    );
    request.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
    request.end(body);
  });
}

export async function measureBeacon(log: (line: string) => void, options: { rps?: number; seconds?: number } = {}): Promise<BeaconResult> {
  const rps = options.rps ?? Number(process.env.BEACON_RPS ?? 200);
  const seconds = options.seconds ?? Number(process.env.BEACON_SECONDS ?? 60);
  const port = await freePort();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-beacon-'));
  const outDir = path.join(work, 'out');
  const dataDir = path.join(work, 'data');
  fs.mkdirSync(outDir);
  for (const page of PAGES) {
    const file = page === '/' ? 'index.html' : `${page.slice(1)}.html`;
    fs.writeFileSync(path.join(outDir, file), `<!DOCTYPE html><html><head><title>${page}</title></head><body>${page}</body></html>`);
  }
  const server = startService({
    port,
    outDir,
    dataDir,
    env: { INSIGHT_RATE_LIMIT: '0', LOG_LEVEL: 'error', PURGE_SCHEDULE: 'off' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilUp(`http://127.0.0.1:${port}`, server);
    // Browsers' beacons come over many connections; a pool of keep-alive sockets stands for them.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    let seed = 11;
    const pick = <T>(list: readonly T[]) => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return list[seed % list.length];
    };
    const body = () => JSON.stringify({ path: pick(PAGES), query: pick(['', '', 'month=2026-11']), referrer: pick(REFERRERS), device: pick(DEVICE_CLASSES) });
    // Warm-up (JIT, SQLite pages), counted like the rest.
    const warm = await Promise.all(Array.from({ length: 50 }, () => post(agent, port, body())));

    log(`beacon: ${rps} requests per second for ${seconds} s, open-loop...`);
    const total = rps * seconds;
    const pending: Promise<{ ms: number; status: number }>[] = [];
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rps) + 1);
        while (pending.length < due) pending.push(post(agent, port, body()));
        if (pending.length >= total) return resolve();
        setTimeout(tick, 2);
      };
      tick();
    });
    const results = await Promise.all(pending);
    const elapsed = (performance.now() - started) / 1000;
    const cpuAfter = cpuSeconds(server.pid);
    agent.destroy();

    const accepted = [...warm, ...results].filter((result) => result.status === 204).length;
    const errors = results.filter((result) => result.status !== 204).length + warm.filter((result) => result.status !== 204).length;
    // A clean stop writes what the service holds in memory.
    await stopService(server);
    const db = new Database(path.join(dataDir, 'submissions.sqlite'), { readonly: true });
    const counted = (db.prepare('SELECT coalesce(sum(count), 0) AS n FROM insight_page_views').get() as { n: number }).n;
    db.close();
    const latencies = results
      .filter((result) => result.status === 204)
      .map((result) => result.ms)
      .sort((a, b) => a - b);
    const round = (value: number) => Number(value.toFixed(1));
    return {
      date: new Date().toISOString(),
      rps,
      seconds,
      sent: total + warm.length,
      accepted,
      errors,
      counted,
      lost: accepted - counted,
      achievedRps: round(results.length / elapsed),
      latencyMs: {
        p50: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies.at(-1) ?? NaN),
      },
      serverCpuMsPerRequest: cpuBefore !== undefined && cpuAfter !== undefined ? Number((((cpuAfter - cpuBefore) * 1000) / total).toFixed(3)) : undefined,
      loadAverage: os.loadavg()[0],
      cpus: os.cpus().length,
    };
  } finally {
    await stopService(server);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export function beaconSection(result: BeaconResult): string {
  const pass = result.latencyMs.p99 < BEACON_P99_BUDGET_MS && result.lost === 0 && result.errors === 0;
  return [
    `## Page-view beacon (POST /api${INSIGHT_ENDPOINTS.view}), ${result.rps} requests per second for ${result.seconds} s`,
    '',
    '| measure | value |',
    '| --- | --- |',
    `| requests sent (with 50 warm-up) | ${result.sent} |`,
    `| answered 204 | ${result.accepted} (${result.errors} errors) |`,
    `| counted in SQLite after a clean stop | ${result.counted} (lost: ${result.lost}) |`,
    `| rate achieved | ${result.achievedRps} per second |`,
    `| latency p50 / p95 / p99 / max | ${result.latencyMs.p50} / ${result.latencyMs.p95} / ${result.latencyMs.p99} / ${result.latencyMs.max} ms |`,
    `| the service's CPU per beacon | ${result.serverCpuMsPerRequest ?? '(not measured)'} ms |`,
    `| budget | p99 under ${BEACON_P99_BUDGET_MS} ms, nothing lost: ${pass ? 'met' : 'NOT met'} |`,
    '',
    `Load average at the end: ${result.loadAverage.toFixed(1)} on ${result.cpus} cores.`,
  ].join('\n');
}

export function beaconPasses(result: BeaconResult): boolean {
  return result.latencyMs.p99 < BEACON_P99_BUDGET_MS && result.lost === 0 && result.errors === 0;
}
