/**
 * Debian's nginx running the repository's site config (deploy/nginx/school-site.conf) with the build's
 * generated include, unprivileged-style: free ports on 127.0.0.1, a throwaway self-signed certificate, and its
 * pid, logs and temp files in a temp folder. The deployment-specific values of the site config are swapped
 * for local ones; each must be present, so the config and this harness cannot drift apart silently.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/local-tools';

export const SITE_CONFIG = path.join(process.cwd(), 'deploy', 'nginx', 'school-site.conf');

export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  throw new Error('nginx not found: run `bash scripts/ensure-system-packages.sh` (apt-get install -y nginx)');
}

/** The site config with local values, or an error naming the value it no longer contains. */
export function localSiteConfig(
  text: string,
  values: { outDir: string; certDir: string; logDir: string; acmeDir: string; httpPort: number; httpsPort: number; upstream: string },
): string {
  const swaps: [string | RegExp, string][] = [
    [/^\s*listen \[::\]:(80|443)[^;]*;\n/gm, ''],
    ['listen 80;', `listen 127.0.0.1:${values.httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${values.httpsPort} ssl http2;`],
    ['/etc/letsencrypt/live/www.sunrisevalleyschool.edu.in', values.certDir],
    ['/var/log/school-site', values.logDir],
    ['/var/www/letsencrypt', values.acmeDir],
    ['/srv/school-site/current/out', values.outDir],
    ['server 127.0.0.1:3000;', `server ${values.upstream};`],
  ];
  let result = text;
  for (const [from, to] of swaps) {
    const found = typeof from === 'string' ? result.includes(from) : from.test(result);
    if (!found) throw new Error(`${SITE_CONFIG} no longer contains ${from}`);
    result = typeof from === 'string' ? result.split(from).join(to) : result.replace(from, to);
  }
  return result;
}

export interface RunningNginx {
  httpsUrl: string;
  httpUrl: string;
  /** The self-signed certificate, to trust in requests. */
  ca: Buffer;
  prefix: string;
  /** `nginx -t` output on the config. */
  testOutput: string;
  stop: () => Promise<void>;
}

function sh(command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** Starts nginx with the site config on `outDir`, proxying the form service to `upstream` (host:port). */
export async function startNginx(outDir: string, upstream: string): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'school-nginx-'));
  const dirs = { certDir: path.join(prefix, 'cert'), logDir: path.join(prefix, 'logs'), acmeDir: path.join(prefix, 'acme'), temp: path.join(prefix, 'tmp') };
  for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { recursive: true });
  const certificate = sh('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    path.join(dirs.certDir, 'privkey.pem'),
    '-out',
    path.join(dirs.certDir, 'fullchain.pem'),
  ]);
  if (certificate.status !== 0) throw new Error(`openssl failed: ${certificate.output}`);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  fs.writeFileSync(
    path.join(prefix, 'school-site.conf'),
    localSiteConfig(fs.readFileSync(SITE_CONFIG, 'utf8'), { outDir, ...dirs, httpPort, httpsPort, upstream }),
  );
  const temp = (name: string) => `    ${name}_temp_path ${path.join(dirs.temp, name)};`;
  // The main config Debian ships, cut to what a test needs; as root the workers stay root to read the checkout.
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(dirs.logDir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
      `    include ${path.join(prefix, 'school-site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = nginxBinary();
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')];
  const check = sh(nginx, ['-t', ...args]);
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.output}`);
  const child: ChildProcess = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const httpUrl = `http://127.0.0.1:${httpPort}`;
  const deadline = Date.now() + 15000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    try {
      await fetch(`${httpUrl}/`, { redirect: 'manual' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    httpUrl,
    ca: fs.readFileSync(path.join(dirs.certDir, 'fullchain.pem')),
    prefix,
    testOutput: check.output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGQUIT: graceful shutdown, workers included.
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
