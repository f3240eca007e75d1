/** @jest-environment node */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@/scripts/lib/local-tools';
import { getRetention } from '@/lib/content/retention';
import { backupData, MANIFEST, restoreData, type Manifest } from '@/server/core/backup';
import { openDatabase } from '@/server/core/database';
import { Maintenance } from '@/server/maintenance';
import { SubmissionsRepository } from '@/server/features/intake/submissions-repository';
import { filesUnder, makeOutDir, multipart, startApp, testConfig, urlencoded, validAdmission, validContact } from '../helpers/intake';
import { noisyJpeg, samplePdf } from '../helpers/samples';
import { stopService, waitUntilUp } from '@/scripts/lib/service-process';
import { startServer, storedSubmissions } from '../helpers/server-process';
import { buildServer, nodeArguments } from '@/scripts/build-server';

jest.setTimeout(180000);
// The command line runs compiled, as `npm run submissions` runs it.
beforeAll(buildServer);

const run = promisify(execFile);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));

/** `npm run submissions -- <args>` as the office runs it, against DATA_DIR. */
function cli(dataDir: string, ...args: string[]) {
  return run(process.execPath, [...nodeArguments('server/cli/submissions.ts'), ...args], { cwd: process.cwd(), env: { ...process.env, DATA_DIR: dataDir } });
}

describe('a backup taken during a burst of submissions', () => {
  it('restores every submission acknowledged before it started, each with its file byte for byte', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const outDir = makeOutDir();
    const dataDir = tempDir('backup-data');
    const backupDir = path.join(tempDir('backup-target'), 'copy');
    const restoredDir = path.join(tempDir('backup-restored'), 'data');
    const log = `${dataDir}.log`;
    const photo = await noisyJpeg(120 * 1024);
    const server = startServer(port, outDir, dataDir, log);
    try {
      await waitUntilUp(base, server);
      // Each upload differs (random bytes after the JPEG's end), so every file's checksum is its own.
      const acknowledged = new Map<string, { sha: string; at: number }>();
      let stop = false;
      let failures = 0;
      let counter = 0;
      const send = async () => {
        counter += 1;
        const file = Buffer.concat([photo, randomBytes(32)]);
        const form = new FormData();
        for (const [key, value] of Object.entries({ ...validAdmission, firstName: `Burst${counter}` })) form.append(key, value);
        form.append('screenshot', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), `burst-${counter}.jpg`);
        const response = await fetch(`${base}/api/admissions`, { method: 'POST', body: form, headers: { 'x-requested-with': 'XMLHttpRequest' } });
        const body = (await response.json()) as { success: boolean; reference: string };
        if (response.status === 201 && body.success) acknowledged.set(body.reference, { sha: sha256(file), at: Date.now() });
        else failures += 1;
      };
      const senders = Array.from({ length: 6 }, async () => {
        while (!stop) await send();
      });
      while (acknowledged.size < 30) await new Promise((resolve) => setTimeout(resolve, 10));

      const startedAt = Date.now();
      const before = new Map(acknowledged);
      const { stdout } = await cli(dataDir, 'backup', backupDir);
      const endedAt = Date.now();
      const during = [...acknowledged.values()].filter((item) => item.at > startedAt && item.at < endedAt).length;
      // Keep the burst going a little after the backup, then stop.
      const target = acknowledged.size + 10;
      while (acknowledged.size < target) await new Promise((resolve) => setTimeout(resolve, 10));
      stop = true;
      await Promise.all(senders);
      expect(failures).toBe(0);
      // The server was answering while the backup ran.
      expect(during).toBeGreaterThan(0);
      expect(stdout).toMatch(/^Backed up \d+ submissions and \d+ files into /);

      // Restore into an empty folder, as after losing the server.
      const restored = await cli(restoredDir, 'restore', backupDir);
      expect(restored.stdout).toMatch(/every checksum matches/);
      const { rows, outboxRows } = storedSubmissions(path.join(restoredDir, 'submissions.sqlite'));
      const byReference = new Map(rows.map((row) => [row.reference, row]));
      for (const [reference, sent] of before) {
        const row = byReference.get(reference);
        expect({ reference, restored: Boolean(row) }).toEqual({ reference, restored: true });
        expect(sha256(fs.readFileSync(path.join(restoredDir, row!.filePath)))).toBe(sent.sha);
      }
      // Nothing in the backup is half-stored or unknown: every row was acknowledged, with its exact file and both mails.
      for (const row of rows) {
        expect(acknowledged.get(row.reference)?.sha).toBe(row.sha);
        expect(sha256(fs.readFileSync(path.join(restoredDir, row.filePath)))).toBe(row.sha);
      }
      expect(outboxRows).toBe(rows.length * 2);
      expect(filesUnder(path.join(restoredDir, 'uploads')).sort()).toEqual(rows.map((row) => row.filePath.replace(/^uploads\//, '')).sort());
      // The backup is a moment in the burst: it has what came before, and not what came well after.
      expect(rows.length).toBeGreaterThanOrEqual(before.size);
      expect(rows.length).toBeLessThan(acknowledged.size);

      // The restored folder is a working DATA_DIR: the service starts on it and lists the submissions.
      expect((await cli(restoredDir, 'list')).stdout).toContain(`${rows.length} submissions`);
    } finally {
      await stopService(server);
      for (const dir of [dataDir, outDir, path.dirname(backupDir), path.dirname(restoredDir)]) fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(log, { force: true });
    }
  });
});

describe('backup and restore refuse what could lose data', () => {
  const config = testConfig({ smtpUrl: undefined });
  let pdf: Buffer;

  beforeAll(async () => {
    pdf = await samplePdf();
    const app = await startApp(config);
    await app.inject({
      method: 'POST',
      url: '/api/payments',
      ...(await multipart(validAdmission, { field: 'screenshot', name: 'receipt.pdf', type: 'application/pdf', data: pdf })),
    });
    await app.inject({ method: 'POST', url: '/api/contact', ...urlencoded(validContact) });
    await app.close();
  });

  afterAll(() => {
    fs.rmSync(config.dataDir, { recursive: true, force: true });
    fs.rmSync(config.outDir, { recursive: true, force: true });
  });

  async function freshBackup(): Promise<{ dir: string; manifest: Manifest }> {
    const dir = path.join(tempDir('backup'), 'copy');
    const db = openDatabase(config.dataDir);
    try {
      return { dir, manifest: await backupData(db, config.dataDir, dir, new Date('2029-03-31T20:30:00.000Z')) };
    } finally {
      db.close();
    }
  }

  it('writes a manifest with the checksum of the database and of every upload', async () => {
    const { dir, manifest } = await freshBackup();
    expect(manifest.submissions).toBe(2);
    expect(manifest.files.map((file) => file.path)).toEqual(['submissions.sqlite', expect.stringMatching(/^uploads\/[0-9a-f]{32}\.pdf$/)]);
    expect(manifest.files[1].sha256).toBe(sha256(pdf));
    expect(JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'))).toEqual(manifest);
    // One self-contained database file, no write-ahead log beside it.
    expect(fs.readdirSync(dir).sort()).toEqual(['manifest.json', 'submissions.sqlite', 'uploads']);
  });

  it('backs up only into a new or empty folder', async () => {
    const { dir } = await freshBackup();
    const db = openDatabase(config.dataDir);
    try {
      await expect(backupData(db, config.dataDir, dir)).rejects.toThrow(/is not empty: back up into a new folder/);
    } finally {
      db.close();
    }
  });

  it('restores only into an empty DATA_DIR', async () => {
    const { dir } = await freshBackup();
    const occupied = tempDir('occupied');
    fs.writeFileSync(path.join(occupied, 'submissions.sqlite'), 'the live data');
    await expect(restoreData(dir, occupied)).rejects.toThrow(/is not empty: restore only into an empty DATA_DIR/);
    expect(fs.readFileSync(path.join(occupied, 'submissions.sqlite'), 'utf8')).toBe('the live data');
    await expect(cli(occupied, 'restore', dir)).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/is not empty/) });
  });

  it('restores nothing from a damaged backup, and says which file is wrong', async () => {
    const { dir, manifest } = await freshBackup();
    const upload = path.join(dir, manifest.files[1].path);
    const bytes = fs.readFileSync(upload);
    bytes[bytes.length - 10] ^= 0xff;
    fs.writeFileSync(upload, bytes);
    const target = path.join(tempDir('restore'), 'data');
    await expect(restoreData(dir, target)).rejects.toThrow(new RegExp(`${manifest.files[1].path}: checksum differs from the manifest`));
    expect(fs.existsSync(target) ? fs.readdirSync(target) : []).toEqual([]);
    await expect(cli(target, 'verify', dir)).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/damaged/) });
  });

  it('keeps the newest BACKUP_KEEP scheduled backups, none older than the privacy notice allows', async () => {
    const backupDir = tempDir('scheduled');
    const db = openDatabase(config.dataDir);
    const logs: string[] = [];
    const log = {
      info: (_: object, msg: string) => logs.push(msg),
      warn: () => undefined,
      error: (obj: object, msg: string) => logs.push(`${msg} ${String((obj as { err: unknown }).err)}`),
    };
    const retention = getRetention();
    const maintenance = new Maintenance(
      { dataDir: config.dataDir, retention, purgeSchedule: null, backupDir, backupSchedule: '0 2 * * *', backupKeep: 3 },
      db,
      new SubmissionsRepository(db),
      log,
    );
    try {
      for (let day = 1; day <= 5; day += 1) await maintenance.backup(new Date(`2029-03-0${day}T20:30:00.000Z`));
      expect(logs).toEqual(Array(5).fill('backup written'));
      expect(fs.readdirSync(backupDir).sort()).toEqual(['submissions-20290303-203000', 'submissions-20290304-203000', 'submissions-20290305-203000']);
      // A month later with BACKUP_KEEP far higher, the notice's days still apply.
      const generous = new Maintenance(
        { dataDir: config.dataDir, retention, purgeSchedule: null, backupDir, backupSchedule: '0 2 * * *', backupKeep: 100 },
        db,
        new SubmissionsRepository(db),
        log,
      );
      await generous.backup(new Date('2029-04-05T20:30:00.000Z'));
      expect(fs.readdirSync(backupDir)).toEqual(['submissions-20290405-203000']);
    } finally {
      db.close();
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  });
});
