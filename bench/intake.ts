/**
 * Intake benchmark: admissions per second with a 300 KB screenshot, and latency percentiles.
 * Starts the real service (compiled, as `npm start` runs it) on a free 127.0.0.1 port with a temporary data
 * folder and a minimal site, then sends BENCH_TOTAL admissions (default 300) from BENCH_CONCURRENCY parallel
 * senders (default 8), stopping early after BENCH_SECONDS (default 60). Mail goes to .eml files, as without SMTP.
 * Prints a summary and writes bench/results/intake.json.
 */
import { freePort } from '../scripts/lib/local-tools';
import { startService, stopService, waitUntilUp } from '../scripts/lib/service-process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { percentile } from './lib/stats';

const TOTAL = Number(process.env.BENCH_TOTAL ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SCREENSHOT_BYTES = 300 * 1024;

/** A JPEG of about 300 KB: noise at a fixed quality, grown until it is big enough. */
async function screenshot(): Promise<Buffer> {
  for (let side = 300; ; side += 20) {
    const raw = Buffer.alloc(side * side * 3);
    let seed = 7;
    for (let i = 0; i < raw.length; i += 1) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      raw[i] = seed >>> 24;
    }
    const jpeg = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    if (jpeg.length >= SCREENSHOT_BYTES) return jpeg;
  }
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-intake-'));
  const outDir = path.join(work, 'out');
  const dataDir = path.join(work, 'data');
  fs.mkdirSync(outDir);
  fs.writeFileSync(path.join(outDir, 'index.html'), '<!DOCTYPE html><html><head><title>Bench</title></head><body>Bench</body></html>');
  const server = startService({ port, outDir, dataDir, env: { LOG_LEVEL: 'error' }, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  try {
    await waitUntilUp(base, server);
    const jpeg = await screenshot();
    const fields: Record<string, string> = {
      academicYear: '2027-2028',
      studentClass: 'Class 2',
      firstName: 'Bench',
      lastName: 'Mark',
      fatherName: 'Anil Mark',
      gender: 'Male',
      motherName: 'Sunita Mark',
      whatsappNumber: '9822019940',
      email: 'bench@example.com',
      phoneNumber: '9822019941',
      address: 'Flat 1',
      street: 'Handewadi Road',
      area: 'Undri',
      city: 'Pune',
      state: 'Maharashtra',
      pinCode: '411060',
      transactionNumber: 'UTR202711040001',
      consent: 'yes',
    };
    const send = async (): Promise<{ ms: number; ok: boolean }> => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('screenshot', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'payment.jpg');
      const started = performance.now();
      try {
        const response = await fetch(`${base}/api/admissions`, {
          method: 'POST',
          body: form,
          headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        });
        await response.arrayBuffer();
        return { ms: performance.now() - started, ok: response.status === 201 };
      } catch {
        return { ms: performance.now() - started, ok: false };
      }
    };
    // Warm-up: JIT, SQLite pages, the first file-type import.
    for (let i = 0; i < 10; i += 1) await send();

    const latencies: number[] = [];
    let errors = 0;
    let issued = 0;
    const stopAt = Date.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (issued < TOTAL && Date.now() < stopAt) {
          issued += 1;
          const result = await send();
          if (result.ok) latencies.push(result.ms);
          else errors += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const result = {
      date: new Date().toISOString(),
      screenshotBytes: jpeg.length,
      concurrency: CONCURRENCY,
      requests: latencies.length + errors,
      errors,
      seconds: Number(seconds.toFixed(2)),
      admissionsPerSecond: Number((latencies.length / seconds).toFixed(1)),
      latencyMs: {
        p50: Number(percentile(latencies, 50).toFixed(1)),
        p95: Number(percentile(latencies, 95).toFixed(1)),
        p99: Number(percentile(latencies, 99).toFixed(1)),
        max: Number((latencies.at(-1) ?? NaN).toFixed(1)),
      },
      cpus: os.cpus().length,
    };
    console.log(
      `Admissions with a ${Math.round(jpeg.length / 1024)} KB screenshot, ${CONCURRENCY} parallel senders: ` +
        `${result.admissionsPerSecond}/s over ${result.requests} requests (${errors} errors); ` +
        `latency p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms, p99 ${result.latencyMs.p99} ms`,
    );
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/intake.json', `${JSON.stringify(result, null, 2)}\n`);
    if (errors > 0) process.exitCode = 1;
  } finally {
    await stopService(server);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
