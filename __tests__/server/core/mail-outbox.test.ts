/** @jest-environment node */
import { freePort } from '@/scripts/lib/local-tools';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '@/server/core/database';
import { OutboxRepository } from '@/server/core/outbox-repository';
import { SubmissionsRepository } from '@/server/features/intake/submissions-repository';
import { multipart, startApp, startSmtp, stopApp, testConfig, urlencoded, validAdmission, validContact, validEnquiry, waitFor } from '../helpers/intake';
import { samplePng } from '../helpers/samples';

describe('mail outbox', () => {
  it('keeps every mail while SMTP is down, retries with backoff across a restart, and delivers each exactly once when it is up', async () => {
    const port = await freePort();
    const config = testConfig({ smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryBaseMs: 200, mailPollMs: 50 });
    const db = openDatabase(config.dataDir);
    const outbox = new OutboxRepository(db);
    const submissions = new SubmissionsRepository(db);
    let app: FastifyInstance | undefined = await startApp(config);
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const references: string[] = [];
      const png = await samplePng();
      for (let i = 0; i < 4; i += 1) {
        const admission = await app.inject({
          method: 'POST',
          url: '/api/admissions',
          ...(await multipart({ ...validAdmission, firstName: `Child${i}` }, { field: 'screenshot', name: 'p.png', type: 'image/png', data: png })),
        });
        references.push(admission.json().reference);
      }
      references.push((await app.inject({ method: 'POST', url: '/api/contact', ...urlencoded(validContact) })).json().reference);
      references.push(
        (await app.inject({ method: 'POST', url: '/api/enquiries', ...urlencoded({ ...validEnquiry, email: '', phone: '9822011111' }) })).json().reference,
      );
      expect(references.every(Boolean)).toBe(true);
      // 5 submissions with an applicant address get two mails each; the phone-only enquiry gets the office mail.
      const expected = 11;

      // While the server is down every mail fails, is kept and is rescheduled further and further out.
      await waitFor(() => (db.prepare('SELECT MIN(attempts) AS n FROM outbox').get() as { n: number }).n >= 2, 15000, 'two failed attempts each');
      expect(outbox.state()).toEqual({ pending: expected, sent: 0 });
      const row = db.prepare('SELECT attempts, next_attempt_at AS next, last_error AS error FROM outbox ORDER BY id LIMIT 1').get() as {
        attempts: number;
        next: number;
        error: string;
      };
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
      expect(row.next).toBeGreaterThan(Date.now() - 1000);

      // The service restarts while mail is still down; the schedule lives in the database.
      await app.close();
      app = undefined;
      smtp = await startSmtp(port);
      app = await startApp(config);
      await waitFor(() => outbox.state().pending === 0, 30000, 'outbox drained');
      // Give a duplicate every chance to show up.
      await new Promise((resolve) => setTimeout(resolve, 1000));

      expect(outbox.state()).toEqual({ pending: 0, sent: expected });
      expect(smtp.mails).toHaveLength(expected);
      const ids = smtp.mails.map((mail) => mail.messageId);
      expect(new Set(ids).size).toBe(expected);
      for (const reference of references) {
        const item = submissions.byReference(reference)!;
        const mails = smtp.mails.filter((mail) => mail.messageId.startsWith(`<${reference.toLowerCase()}.`));
        expect(mails.filter((mail) => mail.to.includes(config.mailTo))).toHaveLength(1);
        if (item.data.email) expect(mails.filter((mail) => mail.to.includes(item.data.email))).toHaveLength(1);
        else expect(mails).toHaveLength(1);
      }
    } finally {
      await app?.close();
      await smtp?.close();
      db.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
      fs.rmSync(config.outDir, { recursive: true, force: true });
    }
  });

  it('writes .eml files under DATA_DIR/outbox when no SMTP_URL is set', async () => {
    const config = testConfig({ smtpUrl: undefined });
    const app = await startApp(config);
    try {
      const answer = (await app.inject({ method: 'POST', url: '/api/contact', ...urlencoded(validContact) })).json();
      const dir = `${config.dataDir}/outbox`;
      await waitFor(() => fs.existsSync(dir) && fs.readdirSync(dir).length === 2, 10000, '.eml files');
      const office = fs.readFileSync(`${dir}/${answer.reference}-office.eml`, 'utf8');
      expect(office).toMatch(new RegExp(`^To: ${config.mailTo}`, 'm'));
      expect(office).toContain('Rohan');
      const acknowledgement = fs.readFileSync(`${dir}/${answer.reference}-acknowledgement.eml`, 'utf8');
      expect(acknowledgement).toMatch(/^To: rohan\.joshi@example\.com/m);
      expect(acknowledgement).toContain(answer.reference);
    } finally {
      await stopApp(app, config);
    }
  });
});
