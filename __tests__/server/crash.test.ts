/** @jest-environment node */
import { freePort } from '@/scripts/lib/local-tools';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesUnder, makeOutDir, validAdmission } from './helpers/intake';
import { noisyJpeg } from './helpers/samples';
import { stopService, waitUntilUp } from '@/scripts/lib/service-process';
import { startServer, storedSubmissions } from './helpers/server-process';

jest.setTimeout(120000);

describe('a crash in the middle of a burst of submissions', () => {
  it('keeps every acknowledged submission with its file, and leaves no orphan rows', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const outDir = makeOutDir();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intake-crash-'));
    const log = path.join(dataDir, '..', `${path.basename(dataDir)}.log`);
    const photo = await noisyJpeg(300 * 1024);
    const photoSha = createHash('sha256').update(photo).digest('hex');
    let server = startServer(port, outDir, dataDir, log);
    try {
      await waitUntilUp(base, server);

      const acknowledged: string[] = [];
      let failed = 0;
      let started = 0;
      const send = async (index: number) => {
        const form = new FormData();
        for (const [key, value] of Object.entries({ ...validAdmission, firstName: `Burst${index}` })) form.append(key, value);
        form.append('screenshot', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `burst-${index}.jpg`);
        try {
          const response = await fetch(`${base}/api/admissions`, {
            method: 'POST',
            body: form,
            headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          });
          const body = (await response.json()) as { success: boolean; reference: string };
          if (response.status === 201 && body.success) acknowledged.push(body.reference);
          else failed += 1;
        } catch {
          failed += 1;
        }
      };
      // Eight parallel senders keep requests in every stage (receiving, checking, moving, committing) at the kill.
      const workers = Array.from({ length: 8 }, async () => {
        while (started < 400 && server.exitCode === null && server.signalCode === null) {
          started += 1;
          await send(started);
        }
      });
      const killer = (async () => {
        while (acknowledged.length < 25) await new Promise((resolve) => setTimeout(resolve, 5));
        server.kill('SIGKILL');
      })();
      await Promise.all([...workers, killer]);
      await new Promise<void>((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.once('exit', () => resolve())));
      expect(server.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(25);

      // Restart on the same data: start-up sweeps what the crash left half-done.
      server = startServer(port, outDir, dataDir, log);
      await waitUntilUp(base, server);

      const { rows, outboxRows } = storedSubmissions(path.join(dataDir, 'submissions.sqlite'), 'admission');
      const byReference = new Map(rows.map((row) => [row.reference, row]));
      for (const reference of acknowledged) {
        const row = byReference.get(reference);
        expect(row).toBeDefined();
        expect(fs.existsSync(path.join(dataDir, row!.filePath))).toBe(true);
      }
      // No orphan rows: every row's file is there, whole.
      for (const row of rows) {
        const file = path.join(dataDir, row.filePath);
        expect(fs.existsSync(file)).toBe(true);
        expect(createHash('sha256').update(fs.readFileSync(file)).digest('hex')).toBe(photoSha);
      }
      // Every row has both of its mails queued; nothing half-received or unreferenced is left on disk.
      expect(outboxRows).toBe(rows.length * 2);
      expect(filesUnder(path.join(dataDir, 'incoming'))).toEqual([]);
      expect(filesUnder(path.join(dataDir, 'uploads')).sort()).toEqual(rows.map((row) => row.filePath.replace(/^uploads\//, '')).sort());
      // Rows acknowledged or not: a submission whose answer the crash swallowed may be stored, never half-stored.
      expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length);
      expect(failed).toBeGreaterThan(0);
    } finally {
      await stopService(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.rmSync(log, { force: true });
    }
  });
});
