/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withoutNodeGuard } from '@/scripts/lib/node-guard';

/**
 * The deployment files DEPLOY.md shows, checked by the tools that will read them: systemd-analyze for the
 * unit, logrotate for the rotation. (The nginx site config is run for real in e2e/host-config.e2e.ts, with
 * `nginx -t` and a comparison of every route with `npm start`.)
 */
const root = process.cwd();
const deployDir = path.join(root, 'deploy');
const guide = fs.readFileSync(path.join(root, 'DEPLOY.md'), 'utf8');

function tool(name: string): string {
  const found = ['/usr/bin', '/usr/sbin', '/bin', '/sbin'].map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${name} is missing: run \`bash scripts/ensure-system-packages.sh\``);
  return found;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('deployment files', () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-files-'));
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

  it('DEPLOY.md shows every file in deploy/, and every deploy/ file it names exists', () => {
    const inRepo = (fs.readdirSync(deployDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
    const named = [...new Set(guide.match(/(?<![\w/])deploy\/[\w./-]+\w/g) ?? [])].sort();
    expect(named).toEqual(inRepo);
  });

  it('DEPLOY.md names only settings that .env.example documents', () => {
    const documented = new Set([...fs.readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    const named = [...new Set([...guide.matchAll(/`([A-Z][A-Z0-9_]{3,})(?:=[^`]*)?`/g)].map((match) => match[1]))];
    expect(named.length).toBeGreaterThan(8);
    expect(named.filter((name) => !documented.has(name) && name !== 'NODE_ENV')).toEqual([]);
  });

  it('the systemd unit passes systemd-analyze verify without a warning', () => {
    const unit = fs.readFileSync(path.join(deployDir, 'systemd', 'school-site.service'), 'utf8');
    // The same program and arguments as `npm start`, on the compiled file.
    const start = withoutNodeGuard(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start as string);
    expect(start).toBe('node --enable-source-maps dist/server/server.js');
    expect(unit).toMatch(/^ExecStart=\/usr\/local\/bin\/node --enable-source-maps dist\/server\/server\.js$/m);
    // verify checks that the program exists; on a machine whose node lives elsewhere, point it there.
    const local = fs.existsSync('/usr/local/bin/node') ? unit : unit.replace('/usr/local/bin/node', process.execPath);
    const file = path.join(temp, 'school-site.service');
    fs.writeFileSync(file, local);
    const result = run(tool('systemd-analyze'), ['verify', file]);
    expect(result.output.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  it('the logrotate file parses, rotates the site logs and tells nginx to reopen them', () => {
    const config = fs.readFileSync(path.join(deployDir, 'logrotate', 'school-site'), 'utf8');
    const logs = path.join(temp, 'logs');
    fs.mkdirSync(logs);
    fs.writeFileSync(path.join(logs, 'nginx-access.log'), '127.0.0.1 - - "GET / HTTP/2.0" 200\n');
    expect(config).toContain('/var/log/school-site/*.log {');
    const file = path.join(temp, 'school-site');
    // logrotate refuses a config that others may write to.
    fs.writeFileSync(file, config.replace('/var/log/school-site', logs), { mode: 0o644 });
    const result = run(tool('logrotate'), ['--debug', '--force', '--state', path.join(temp, 'state'), file]);
    expect(result.output).not.toMatch(/^error:/im);
    expect(result.output).toContain(`rotating log ${logs}/nginx-access.log, log->rotateCount is 14`);
    expect(result.output).toContain('running postrotate script');
    const script = /postrotate\n([\s\S]*?)\n\s*endscript/.exec(config)?.[1] ?? '';
    expect(run('/bin/sh', ['-n', '-c', script]).status).toBe(0);
  });
});
