/**
 * Static serving throughput: `npm start`'s Fastify server against nginx on the same out/, with wrk, in the same
 * run. nginx is Debian's (no brotli module), so it serves the build's .gz files via gzip_static while ours
 * serves .br; both are asked for "br, gzip".
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, nodeArguments } from '../../scripts/build-server';
import { freePort } from './serve';

export interface WrkResult {
  requestsPerSecond: number;
  transferPerSecond?: string;
  non2xx: number;
  errors?: string;
}

/** Reads wrk's summary (pure). */
export function parseWrk(output: string): WrkResult | undefined {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!rps) return undefined;
  const transfer = /Transfer\/sec:\s+(\S+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const errors = /Socket errors:([^\n]+)/.exec(output);
  return {
    requestsPerSecond: Number(rps[1]),
    transferPerSecond: transfer?.[1],
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    errors: errors?.[1].trim(),
  };
}

export interface NginxOptions {
  prefix: string;
  root: string;
  port: number;
  runAsRoot: boolean;
  mimeTypes?: string;
}

/** A self-contained nginx config: one worker (like our one Node process), clean URLs, precompressed gzip. */
export function nginxConfig(options: NginxOptions): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(options.prefix, 'tmp', name)};`;
  return [
    options.runAsRoot ? 'user root root;' : '',
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(options.prefix, 'nginx.pid')};`,
    `error_log ${path.join(options.prefix, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    options.mimeTypes ? `  include ${options.mimeTypes};` : '',
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  keepalive_requests 1000000;',
    '  gzip_static on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    '  server {',
    `    listen 127.0.0.1:${options.port};`,
    `    root ${options.root};`,
    '    location /_next/static/ { add_header Cache-Control "public, max-age=31536000, immutable"; }',
    '    location / { try_files $uri $uri.html $uri/index.html =404; }',
    '  }',
    '}',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).status === 0;
}

/** nginx and wrk, installed with apt when missing and we are root; otherwise the reason to skip. */
export function ensureTools(log: (line: string) => void): string | undefined {
  const missing = ['nginx', 'wrk'].filter((name) => !hasCommand(name) && !fs.existsSync(`/usr/sbin/${name}`));
  if (missing.length === 0) return undefined;
  if (process.getuid?.() !== 0) return `${missing.join(' and ')} not installed (run: sudo apt-get install -y nginx wrk)`;
  log(`throughput: installing ${missing.join(' ')} with apt-get...`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx', 'wrk'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return install.status === 0 ? undefined : 'apt-get install -y nginx wrk failed';
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

function wrk(url: string, durationS: number, connections: number): WrkResult {
  const result = spawnSync('wrk', ['-t1', `-c${connections}`, `-d${durationS}s`, '-H', 'Accept-Encoding: br, gzip', url], {
    encoding: 'utf8',
    timeout: (durationS + 30) * 1000,
  });
  const parsed = parseWrk(result.stdout ?? '');
  if (!parsed) throw new Error(`wrk ${url} gave no summary: ${result.stderr || result.stdout}`);
  return parsed;
}

export interface ThroughputRow {
  path: string;
  ours: WrkResult;
  nginx: WrkResult;
  /** ours / nginx requests per second. */
  ratio: number;
}

export interface ThroughputReport {
  skipped?: string;
  durationS: number;
  connections: number;
  rows: ThroughputRow[];
  note: string;
}

export async function measureThroughput(
  root: string,
  outDir: string,
  paths: string[],
  options: { durationS: number; connections: number; log: (line: string) => void },
): Promise<ThroughputReport> {
  const note =
    'wrk -t1, keep-alive, Accept-Encoding "br, gzip"; ours: npm start (LOG_LEVEL=warn) serving .br; nginx: 1 worker, access_log off, gzip_static on (Debian nginx has no brotli), serving .gz';
  const base: ThroughputReport = { durationS: options.durationS, connections: options.connections, rows: [], note };
  const skipped = ensureTools(options.log);
  if (skipped) return { ...base, skipped };
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(prefix, 'tmp', name), { recursive: true });
  const nginxPort = await freePort();
  const oursPort = await freePort();
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    nginxConfig({
      prefix,
      root: outDir,
      port: nginxPort,
      runAsRoot: process.getuid?.() === 0,
      mimeTypes: fs.existsSync('/etc/nginx/mime.types') ? '/etc/nginx/mime.types' : undefined,
    }),
  );
  const nginxBin = hasCommand('nginx') ? 'nginx' : '/usr/sbin/nginx';
  const nginx = spawn(nginxBin, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-throughput-data-'));
  buildServer();
  const ours = spawn(process.execPath, nodeArguments('server/server.ts'), {
    cwd: root,
    env: { ...process.env, PORT: String(oursPort), HOST: '127.0.0.1', OUT_DIR: outDir, DATA_DIR: dataDir, LOG_LEVEL: 'warn', INTAKE_RATE_LIMIT: '0' },
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://127.0.0.1:${nginxPort}/`, nginx, 15000);
    await waitFor(`http://127.0.0.1:${oursPort}/`, ours, 30000);
    for (const urlPath of paths) {
      for (const port of [nginxPort, oursPort]) {
        const response = await fetch(`http://127.0.0.1:${port}${urlPath}`);
        if (response.status !== 200) throw new Error(`throughput: ${urlPath} answered ${response.status} on port ${port}`);
      }
      options.log(`throughput: wrk ${urlPath} on npm start (${options.durationS} s)...`);
      const oursResult = wrk(`http://127.0.0.1:${oursPort}${urlPath}`, options.durationS, options.connections);
      options.log(`throughput: wrk ${urlPath} on nginx (${options.durationS} s)...`);
      const nginxResult = wrk(`http://127.0.0.1:${nginxPort}${urlPath}`, options.durationS, options.connections);
      base.rows.push({ path: urlPath, ours: oursResult, nginx: nginxResult, ratio: oursResult.requestsPerSecond / nginxResult.requestsPerSecond });
    }
    return base;
  } finally {
    await stop(ours);
    await stop(nginx);
    fs.rmSync(prefix, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
