/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The fast part of the server command's tests (deploy/school-site): what needs no server. The whole flow, in a clean
 * Debian root with a real systemd, is `sudo bash deploy/test/e2e-install.sh` (about 10 minutes, DEPLOY.md).
 */
const root = process.cwd();
const command = path.join(root, 'deploy', 'school-site');
const isRoot = process.getuid?.() === 0;

function tool(name: string): string {
  const found = ['/usr/bin', '/usr/sbin', '/bin', '/sbin'].map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${name} is missing: run \`bash scripts/ensure-system-packages.sh\``);
  return found;
}

function run(file: string, args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(file, args, { encoding: 'utf8', input: options.input, env: options.env ?? process.env, timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, output: `${result.stdout}${result.stderr}` };
}

/** Bash with the command's libraries loaded, to call one of its functions. */
function withLibraries(script: string) {
  return run('bash', ['-c', `set -euo pipefail; . deploy/lib/common.sh; . deploy/lib/env-file.sh; ${script}`]);
}

/** Everything an install would create or change, with its time: a refused install must leave all of it as it was. */
const INSTALL_PATHS = [
  '/etc/school-site',
  '/srv/school-site',
  '/opt/school-site-node',
  '/usr/local/sbin/school-site',
  '/usr/local/bin/node',
  '/usr/local/bin/npm',
  '/etc/caddy/Caddyfile',
  '/etc/systemd/system/school-site.service',
  '/etc/systemd/journald.conf.d/school-site.conf',
  '/var/lib/school-site',
  '/var/backups/school-site',
  '/run/lock/school-site.lock',
];
const snapshot = () => INSTALL_PATHS.map((file) => `${file} ${fs.existsSync(file) ? fs.lstatSync(file).mtimeMs : 'absent'}`);

describe('school-site, the server command', () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-'));
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

  it('passes shellcheck, with every library it loads', () => {
    for (const script of [command, path.join(root, 'deploy', 'test', 'e2e-install.sh')]) {
      const result = run(tool('shellcheck'), ['-x', script]);
      expect(result.output).toBe('');
      expect(result.status).toBe(0);
    }
  });

  it('lists its commands, and refuses one it does not know', () => {
    const help = run('bash', [command, 'help']);
    expect(help.status).toBe(0);
    for (const name of ['install', 'update', 'diagnose', 'backup', 'restore']) expect(help.output).toContain(`  ${name} `);
    const unknown = run('bash', [command, 'upgrade']);
    expect(unknown.status).toBe(1);
    expect(unknown.output).toContain('unknown command "upgrade"');
  });

  describe('install refuses bad input clearly and changes nothing', () => {
    const refuse = (args: string[], expected: string, wrap: (args: string[]) => string[] = (given) => ['bash', command, 'install', ...given]) => {
      const before = snapshot();
      const [file, ...rest] = wrap(args);
      const result = run(file, rest);
      expect(result.status).toBe(1);
      expect(result.output).toContain('Nothing was changed.');
      expect(result.output).toContain(expected);
      expect(snapshot()).toEqual(before);
    };

    it('without a domain, or an e-mail, or with ones that are not', () => {
      refuse([], 'No domain given');
      refuse([], 'No office e-mail given');
      refuse(['https://www.example.org/'], 'is not a domain name');
      refuse(['www.example.org', 'office'], '"office" is not an e-mail address');
      refuse(['www.example.org', 'office@example.org', '--smtp', 'smtp://user:pa$$@mail.example.org'], '--smtp must not contain a double quote');
      refuse(['www.example.org', 'office@example.org', '--offsite', 'backup-host:/backups'], '--offsite must be sftp:');
    });

    it('with a domain that resolves nowhere', () => {
      refuse(['nowhere.invalid', 'office@example.org'], 'nowhere.invalid does not resolve to any address');
    });

    // The checks that need another /etc/hosts or /etc/os-release see them in a mount namespace of their own.
    const privately = (setup: string) => (args: string[]) => [
      'unshare',
      '--mount',
      'bash',
      '-c',
      `${setup} && exec bash ${command} install ${args.map((arg) => `'${arg}'`).join(' ')}`,
    ];

    (isRoot ? it : it.skip)('with a domain that resolves to another machine', () => {
      const hosts = path.join(temp, 'hosts');
      fs.writeFileSync(hosts, '127.0.0.1 localhost\n192.0.2.10 www.example.org\n');
      refuse(
        ['www.example.org', 'office@example.org'],
        'www.example.org resolves to 192.0.2.10, which is not an address of this machine',
        privately(`mount --bind ${hosts} /etc/hosts`),
      );
    });

    (isRoot ? it : it.skip)('on a system it does not support', () => {
      const release = path.join(temp, 'os-release');
      fs.writeFileSync(release, 'ID=centos\nVERSION_ID=7\nPRETTY_NAME="CentOS Linux 7"\n');
      refuse(
        ['localhost', 'office@example.org'],
        'This is CentOS Linux 7, which the installer does not support',
        privately(`mount --bind ${release} /etc/os-release`),
      );
    });

    it('without root', () => {
      refuse(['localhost', 'office@example.org'], 'This must run as root', (args) =>
        isRoot ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', 'bash', command, 'install', ...args] : ['bash', command, 'install', ...args],
      );
    });
  });

  describe('the settings file', () => {
    const example = path.join(root, '.env.example');
    const target = () => path.join(temp, 'settings', 'school-site.env');
    const write = (given: Record<string, string>, initial: Record<string, string>) => {
      const declare = (name: string, values: Record<string, string>) =>
        `declare -A ${name}=(${Object.entries(values)
          .map(([key, value]) => `[${key}]='${value}'`)
          .join(' ')})`;
      return withLibraries(`${declare('given', given)}; ${declare('initial', initial)}; write_env_file '${example}' '${target()}' given initial`);
    };
    const read = () => fs.readFileSync(target(), 'utf8');
    const value = (key: string) => new RegExp(`^${key}="(.*)"$`, 'm').exec(read())?.[1];

    it('is written from .env.example, every setting with its explanation, and private', () => {
      const first = write(
        { SITE_URL: 'https://www.example.org', MAIL_TO: 'office@example.org' },
        { HOST: '127.0.0.1', APPLICATION_LINK_SECRET: 'a'.repeat(64) },
      );
      expect(first.stdout).toBe('changed\n');
      expect(value('SITE_URL')).toBe('https://www.example.org');
      expect(value('HOST')).toBe('127.0.0.1');
      expect(value('APPLICATION_LINK_SECRET')).toBe('a'.repeat(64));
      // The example's defaults for the rest, and every explanation of the example.
      expect(value('PORT')).toBe('3000');
      expect(value('MAIL_FROM')).toBe('Sunrise Valley School website <no-reply@sunrisevalleyschool.edu.in>');
      const settings = [...fs.readFileSync(example, 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
      expect([...read().matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1])).toEqual(settings);
      expect(read()).toContain('# Where submissions (SQLite), their uploads and the mail outbox are kept. Never served over HTTP.');
      expect(fs.statSync(target()).mode & 0o777).toBe(0o640);
    });

    it('keeps the values a school changed and those it has, and a second run changes nothing', () => {
      fs.writeFileSync(target(), read().replace('HOST="127.0.0.1"', 'HOST="0.0.0.0"') + 'MY_OWN="kept"\n');
      // The same run again: the school's HOST stays, a secret is not made anew, a setting added by hand stays.
      const again = write(
        { SITE_URL: 'https://www.example.org', MAIL_TO: 'office@example.org' },
        { HOST: '127.0.0.1', APPLICATION_LINK_SECRET: 'b'.repeat(64) },
      );
      expect(again.status).toBe(0);
      expect(value('HOST')).toBe('0.0.0.0');
      expect(value('APPLICATION_LINK_SECRET')).toBe('a'.repeat(64));
      expect(read()).toMatch(/# Added on this server \(not in \.env\.example\):\nMY_OWN="kept"\n$/);
      const bytes = read();
      const mtime = fs.statSync(target()).mtimeMs;
      const third = write(
        { SITE_URL: 'https://www.example.org', MAIL_TO: 'office@example.org' },
        { HOST: '127.0.0.1', APPLICATION_LINK_SECRET: 'c'.repeat(64) },
      );
      expect(third.stdout).toBe('');
      expect(read()).toBe(bytes);
      expect(fs.statSync(target()).mtimeMs).toBe(mtime);
      // A value given on the command line replaces the file's.
      expect(write({ SITE_URL: 'https://www.example.org', MAIL_TO: 'admissions@example.org' }, {}).stdout).toBe('changed\n');
      expect(value('MAIL_TO')).toBe('admissions@example.org');
    });

    it('is read back as systemd reads it', () => {
      expect(withLibraries(`setting MAIL_TO '${target()}'; echo; setting SITE_URL '${target()}'`).stdout).toBe(
        'admissions@example.org\nhttps://www.example.org',
      );
    });
  });

  it('Caddy accepts its configuration: HTTPS for the domain, every request passed to the service', () => {
    const render = (acme: string) =>
      fs
        .readFileSync(path.join(root, 'deploy', 'caddy', 'Caddyfile'), 'utf8')
        .replaceAll('@DOMAIN@', 'www.example.org')
        .replaceAll('@EMAIL@', 'office@example.org')
        .replaceAll('@PORT@', '3000')
        .replace('@ACME_CA@', acme);
    for (const acme of ['', 'acme_ca https://acme.example.org/dir']) {
      const file = path.join(temp, 'Caddyfile');
      fs.writeFileSync(file, render(acme));
      const result = run(tool('caddy'), ['adapt', '--adapter', 'caddyfile', '--config', file]);
      expect(result.status).toBe(0);
      const config = JSON.parse(result.stdout) as { apps: { http: { servers: Record<string, { routes: unknown[] }> }; tls?: unknown } };
      const text = JSON.stringify(config);
      expect(text).toContain('"host":["www.example.org"]');
      expect(text).toContain('"dial":"127.0.0.1:3000"');
      expect(text).toContain('"try_duration":30000000000');
      if (acme) expect(text).toContain('"ca":"https://acme.example.org/dir"');
      expect(text).toContain('"email":"office@example.org"');
    }
  });

  it('its systemd units and the journal settings pass systemd-analyze verify without a warning', () => {
    const units = path.join(temp, 'units');
    fs.mkdirSync(path.join(units, 'school-site.service.d'), { recursive: true });
    // verify checks that programs exist; here the command is not installed, so a stand-in takes its path.
    const standIn = path.join(temp, 'school-site');
    fs.writeFileSync(standIn, '#!/bin/sh\n', { mode: 0o755 });
    for (const name of ['school-site-offsite.service', 'school-site-offsite.timer', 'school-site.service']) {
      const text = fs.readFileSync(path.join(root, 'deploy', 'systemd', name), 'utf8').replace('/usr/local/sbin/school-site', standIn);
      fs.writeFileSync(path.join(units, name), fs.existsSync('/usr/local/bin/node') ? text : text.replace('/usr/local/bin/node', process.execPath));
    }
    fs.copyFileSync(path.join(root, 'deploy', 'systemd', 'school-site.service.d', 'server.conf'), path.join(units, 'school-site.service.d', 'server.conf'));
    const result = run(
      tool('systemd-analyze'),
      ['verify', ...['school-site-offsite.service', 'school-site-offsite.timer'].map((name) => path.join(units, name))],
      {
        env: { ...process.env, SYSTEMD_UNIT_PATH: `${units}:` },
      },
    );
    expect(result.output.trim()).toBe('');
    expect(result.status).toBe(0);
    const journald = fs.readFileSync(path.join(root, 'deploy', 'journald', 'school-site.conf'), 'utf8');
    expect(journald).toMatch(/^\[Journal\]$/m);
    expect(journald).toMatch(/^MaxRetentionSec=14day$/m);
  });
});
