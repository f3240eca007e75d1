/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { STORAGE_ERROR_MESSAGE } from '@/lib/forms/messages';
import type { ServerConfig } from '@/server/core/config';
import { openDatabase } from '@/server/core/database';
import { filesUnder, multipart, startApp, stopApp, testConfig, urlencoded, validAdmission, validContact, validEnquiry, waitFor } from './helpers/intake';
import { noisyJpeg, samplePng } from './helpers/samples';

jest.setTimeout(120000);

/** Rows and queued mails in DATA_DIR, read with a connection of their own. */
function counts(dataDir: string): { submissions: number; outbox: number } {
  const db = openDatabase(dataDir);
  try {
    return {
      submissions: (db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n,
      outbox: (db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n,
    };
  } finally {
    db.close();
  }
}

/** Nothing of a refused submission is left: no row, no queued mail, no file in uploads/ or incoming/. */
function expectNothingStored(config: ServerConfig, before: { submissions: number; outbox: number; uploads: string[] }) {
  expect(counts(config.dataDir)).toEqual({ submissions: before.submissions, outbox: before.outbox });
  expect(filesUnder(path.join(config.dataDir, 'uploads')).sort()).toEqual(before.uploads.sort());
  expect(filesUnder(path.join(config.dataDir, 'incoming'))).toEqual([]);
}

const snapshot = (config: ServerConfig) => ({ ...counts(config.dataDir), uploads: filesUnder(path.join(config.dataDir, 'uploads')) });

/** Mounts a tmpfs of `size` on `dir`; true when this machine lets us (root with the right to mount). */
function mountTmpfs(dir: string, size: string): boolean {
  if (process.getuid?.() !== 0) return false;
  return spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir]).status === 0;
}

/** Whether mounting works here, tried on a throwaway folder (hooks do not run for skipped tests, so nothing is left mounted). */
function canMountTmpfs(): boolean {
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'intake-tmpfs-probe-'));
  const ok = mountTmpfs(probe, '64k');
  if (ok) spawnSync('umount', [probe]);
  fs.rmdirSync(probe);
  return ok;
}

/** Fills a filesystem until only about `leaveBytes` are free; returns the filler file. */
function fillDisk(dir: string, leaveBytes: number): string {
  const filler = path.join(dir, `filler-${fs.readdirSync(dir).length}.bin`);
  const { bavail, bsize } = fs.statfsSync(dir);
  fs.writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - leaveBytes)));
  return filler;
}

describe('disk full while an upload is written (a real, tiny filesystem)', () => {
  const mountable = canMountTmpfs();
  let mountPoint: string;
  let config: ServerConfig;
  let app: FastifyInstance;

  beforeAll(async () => {
    mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'intake-tmpfs-'));
    if (!mountTmpfs(mountPoint, '3m')) throw new Error(`could not mount a tmpfs on ${mountPoint}`);
    config = testConfig({ smtpUrl: undefined, dataDir: path.join(mountPoint, 'data') });
    app = await startApp(config);
  });

  afterAll(async () => {
    await app?.close();
    spawnSync('umount', [mountPoint]);
    fs.rmSync(mountPoint, { recursive: true, force: true });
    if (config) fs.rmSync(config.outDir, { recursive: true, force: true });
  });

  (mountable ? it : it.skip)('answers "could not be saved" in JSON and HTML, keeps nothing, keeps serving, and accepts it once there is room', async () => {
    // A first admission while there is room, so the database exists and has written its pages.
    const first = await app.inject({
      method: 'POST',
      url: '/api/admissions',
      ...(await multipart(validAdmission, { field: 'screenshot', name: 'a.png', type: 'image/png', data: await samplePng() })),
    });
    expect(first.statusCode).toBe(201);
    await waitFor(() => filesUnder(path.join(config.dataDir, 'outbox')).length === 2, 10000, 'the first mails');

    const filler = fillDisk(mountPoint, 64 * 1024);
    const photo = await noisyJpeg(600 * 1024);
    const before = snapshot(config);

    const form = await multipart(validAdmission, { field: 'screenshot', name: 'receipt.jpg', type: 'image/jpeg', data: photo });
    const json = await app.inject({
      method: 'POST',
      url: '/api/admissions',
      payload: form.payload,
      headers: { ...form.headers, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(json.statusCode).toBe(503);
    expect(json.headers['retry-after']).toBe('120');
    expect(json.json()).toEqual({ success: false, error: STORAGE_ERROR_MESSAGE, fields: {}, requestId: expect.any(String) });
    expectNothingStored(config, before);

    // A browser without our script posts natively and gets a page that says the same.
    const html = await app.inject({ method: 'POST', url: '/api/admissions', payload: form.payload, headers: { ...form.headers, accept: 'text/html' } });
    expect(html.statusCode).toBe(503);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain(STORAGE_ERROR_MESSAGE);
    expect(html.body).toContain('Nothing was saved. Please go back and send the form again in a few minutes');
    expect(html.body).not.toMatch(/ENOSPC|at .+\.ts:\d+/);
    expectNothingStored(config, before);

    // Not even a form without a file fits now: the database refuses the write, and that is said the same way.
    const rest = fillDisk(mountPoint, 0);
    const contact = await app.inject({ method: 'POST', url: '/api/contact', ...urlencoded(validContact) });
    expect(contact.statusCode).toBe(503);
    expect(contact.json().error).toBe(STORAGE_ERROR_MESSAGE);

    // The site itself keeps being served from memory.
    expect((await app.inject({ url: '/' })).statusCode).toBe(200);

    // Once there is room again the same submissions go through.
    fs.rmSync(filler);
    fs.rmSync(rest);
    expectNothingStored(config, before);
    const again = await app.inject({
      method: 'POST',
      url: '/api/admissions',
      ...(await multipart(validAdmission, { field: 'screenshot', name: 'receipt.jpg', type: 'image/jpeg', data: photo })),
    });
    expect(again.statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: '/api/contact', ...urlencoded(validContact) })).statusCode).toBe(201);
    expect(counts(config.dataDir).submissions).toBe(before.submissions + 2);
  });
});

describe('a write error while an upload is written (injected, on any machine)', () => {
  let config: ServerConfig;
  let app: FastifyInstance;

  beforeAll(async () => {
    config = testConfig({ smtpUrl: undefined });
    app = await startApp(config);
  });

  afterAll(async () => {
    await stopApp(app, config);
  });

  it('fails the write halfway with ENOSPC: the parent is told to try again and nothing is half-stored', async () => {
    // Every FileHandle shares one prototype; the upload's writes fail once 100 KB are on disk.
    const probe = await fs.promises.open(path.join(config.dataDir, 'probe'), 'w');
    const prototype = Object.getPrototypeOf(probe) as { write: (...args: unknown[]) => Promise<unknown> };
    await probe.close();
    fs.rmSync(path.join(config.dataDir, 'probe'));
    const realWrite = prototype.write;
    let written = 0;
    const spy = jest.spyOn(prototype, 'write').mockImplementation(function (this: unknown, ...args: unknown[]) {
      written += (args[0] as Buffer).length;
      if (written > 100 * 1024)
        return Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' }));
      return realWrite.apply(this, args);
    });
    const before = snapshot(config);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments',
        ...(await multipart(validAdmission, { field: 'screenshot', name: 'receipt.jpg', type: 'image/jpeg', data: await noisyJpeg(400 * 1024) })),
      });
      expect(written).toBeGreaterThan(100 * 1024);
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe(STORAGE_ERROR_MESSAGE);
      expectNothingStored(config, before);
    } finally {
      spy.mockRestore();
    }
    expect((await app.inject({ method: 'POST', url: '/api/enquiries', ...urlencoded(validEnquiry) })).statusCode).toBe(201);
  });
});

describe('an SMTP server that holds its answers (for up to 30 seconds)', () => {
  it('does not delay the answers to the forms: every one is answered before the mail server answers once', async () => {
    const mails: string[] = [];
    let firstAnswerAt = 0;
    let asked = 0;
    // The server answers nothing until the test lets it (once all six forms are answered, or after 30 seconds if
    // they are not, so that a service waiting on the mail fails below, not by timing out); then every waiting
    // command gets its answer.
    let answer = () => {};
    const answering = new Promise<void>((resolve) => (answer = resolve));
    const fallback = setTimeout(answer, 30_000);
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Accepting the sender is where this server dawdles.
      onMailFrom(_address, _session, callback) {
        asked += 1;
        void answering.then(() => {
          if (!firstAnswerAt) firstAnswerAt = Date.now();
          callback();
        });
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const config = testConfig({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const app = await startApp(config);
    try {
      const png = await samplePng();
      const answeredAt: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const admission = await app.inject({
          method: 'POST',
          url: '/api/admissions',
          ...(await multipart({ ...validAdmission, firstName: `Slow${i}` }, { field: 'screenshot', name: 'p.png', type: 'image/png', data: png })),
        });
        expect(admission.statusCode).toBe(201);
        const contact = await app.inject({ method: 'POST', url: '/api/contact', ...urlencoded(validContact) });
        expect(contact.statusCode).toBe(201);
        answeredAt.push(Date.now());
        expect((await app.inject({ url: '/' })).statusCode).toBe(200);
      }
      // The worker is already waiting on the mail server while all six were answered.
      expect(firstAnswerAt).toBe(0);
      await waitFor(() => asked >= 1, 10000, 'the worker to ask the mail server');
      answer();
      await waitFor(() => mails.length >= 1, 60000, 'the first mail, once the server answers');
      expect(Math.max(...answeredAt)).toBeLessThan(firstAnswerAt);
      // The rest follow once the server is quick again, each exactly once.
      await waitFor(() => mails.length === 12, 30000, 'all twelve mails');
      const messageIds = mails.map((mail) => mail.match(/^Message-ID:\s*(\S+)/im)?.[1]);
      expect(messageIds.every(Boolean)).toBe(true);
      expect(new Set(messageIds).size).toBe(12);
    } finally {
      clearTimeout(fallback);
      await app.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(config.dataDir, { recursive: true, force: true });
      fs.rmSync(config.outDir, { recursive: true, force: true });
    }
  });
});
