/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { getRetention, retentionMarkdown } from '@/lib/content/retention';
import { contactSchema } from '@/lib/forms/contact';
import { enquirySchema } from '@/lib/forms/enquiry';
import { en } from '@/lib/forms/texts';
import { validateForm as validateIn } from '@/lib/forms/validate';
import { backupData } from '@/server/core/backup';
import { openDatabase } from '@/server/core/database';
import { Maintenance } from '@/server/maintenance';
import { SubmissionsRepository } from '@/server/features/intake/submissions-repository';
import { SIGN_IN_REFUSED } from '@/server/sign-in/policy';
import { filesUnder, multipart, startApp, testConfig, urlencoded, validAdmission, validContact, validEnquiry, waitFor } from './helpers/intake';
import { samplePdf, samplePng } from './helpers/samples';
import { useTestServer, ADMIN_AND_CLERK } from './helpers/test-server';
import { decodedMail } from './helpers/mail-text';
import {
  attemptSignIn,
  cookieValue,
  createAccount,
  csrfOf,
  form,
  linkToken,
  runStaffCli,
  signIn,
  ADMIN_EMAIL,
  CLERK_EMAIL,
  STAFF_PASSWORD,
} from './helpers/staff';

/** The check in English words, as an English form and the server give it. */
const validateForm = <S extends Parameters<typeof validateIn>[0]>(schema: S, raw: Record<string, unknown>) => validateIn(schema, raw, en);

/** Issue 23: each finding of the attacker's review, as a test that failed before its fix. */
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('staff area and intake hardening', () => {
  const server = useTestServer({
    smtp: true,
    ...ADMIN_AND_CLERK,
  });

  const refused = SIGN_IN_REFUSED.replace(/'/g, '&#39;');

  describe('1. sign-in throttling cannot be used to lock the office out', () => {
    it("a stranger's 1,000 wrong sign-ins do not stop the owner signing in from another address", async () => {
      const stranger = '203.0.113.7';
      const page = await server.app.inject({ method: 'GET', url: '/staff/sign-in', remoteAddress: stranger });
      const cookies = { staff_sign_in: cookieValue(page, 'staff_sign_in')! };
      const csrf = csrfOf(page.body);
      const statuses = new Map<number, number>();
      for (let i = 0; i < 1000; i += 1) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/staff/sign-in',
          remoteAddress: stranger,
          cookies,
          ...form({ email: CLERK_EMAIL, password: `guess number ${i}`, _csrf: csrf }),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      }
      expect([...statuses.keys()].sort()).toEqual([401, 429]);
      const owner = await attemptSignIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, '198.51.100.20');
      expect(owner.statusCode).toBe(303);
      expect(owner.headers.location).toBe('/staff');
    }, 120_000);

    it('the owner is mailed once when sign-in is paused for their account, not once per attempt', async () => {
      await waitFor(() => server.smtp.mails.some((mail) => mail.to.includes(CLERK_EMAIL) && /sign-in/i.test(mail.subject)), 15000, 'the throttle notice');
      const notices = server.db
        .prepare("SELECT subject, body FROM outbox WHERE kind = 'account' AND recipient = ? AND subject LIKE '%sign-in%'")
        .all(CLERK_EMAIL) as {
        subject: string;
        body: string;
      }[];
      expect(notices).toHaveLength(1);
      const mail = server.smtp.mails.find((candidate) => candidate.to.includes(CLERK_EMAIL) && /sign-in/i.test(candidate.subject))!;
      expect(decodedMail(mail.raw)).toContain('203.0.113.7');
    });

    it('refused sign-ins are one audit row per account, address, reason and hour, with a count', () => {
      const rows = server.db.prepare("SELECT detail, count FROM audit_log WHERE action = 'sign-in-refused' AND ip = '203.0.113.7'").all() as {
        detail: string;
        count: number;
      }[];
      expect(rows.length).toBeLessThanOrEqual(2);
      expect(rows.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThanOrEqual(5);
      expect(rows.map((row) => row.detail).sort()).toEqual(expect.arrayContaining(['wrong-password']));
    });

    it('a pair is paused after 5 failures; attempts refused by the pause do not count; delays grow; the same answer as for an unknown e-mail', async () => {
      const email = 'pair.test@sunrisevalleyschool.edu.in';
      const unknown = 'nobody.here@sunrisevalleyschool.edu.in';
      await createAccount(server.app, server.config, email, 'office', STAFF_PASSWORD);
      const ip = '10.23.2.1';
      for (let i = 0; i < 5; i += 1) {
        expect((await attemptSignIn(server.app, email, `wrong ${i}`, ip)).statusCode).toBe(401);
        expect((await attemptSignIn(server.app, unknown, `wrong ${i}`, ip)).statusCode).toBe(401);
      }
      // Paused: even the right password is refused from this address, with the one message.
      const paused = await attemptSignIn(server.app, email, STAFF_PASSWORD, ip);
      const absent = await attemptSignIn(server.app, unknown, STAFF_PASSWORD, ip);
      expect([paused.statusCode, absent.statusCode]).toEqual([401, 401]);
      const strip = (body: string, typed: string) => body.replaceAll(typed, 'EMAIL').replace(/value="[\w-]{43}"/g, 'TOKEN');
      expect(paused.body).toContain(refused);
      expect(strip(paused.body, email)).toBe(strip(absent.body, unknown));
      // Many more refused attempts while paused...
      for (let i = 0; i < 4; i += 1) expect((await attemptSignIn(server.app, email, `still wrong ${i}`, ip)).statusCode).toBe(401);
      // ...count for nothing: a minute later the pause is over.
      const earlier = (ms: number) => server.db.prepare('UPDATE staff_sign_in_attempts SET at = at - ? WHERE email = ?').run(ms, email);
      earlier(61_000);
      // One more failure pauses it again, for longer (two minutes).
      expect((await attemptSignIn(server.app, email, 'wrong again', ip)).statusCode).toBe(401);
      earlier(61_000);
      expect((await attemptSignIn(server.app, email, STAFF_PASSWORD, ip)).statusCode).toBe(401);
      earlier(60_000);
      expect((await attemptSignIn(server.app, email, STAFF_PASSWORD, ip)).statusCode).toBe(303);
    });

    it('`npm run staff -- unlock` and a new password clear the pauses of an account', async () => {
      const email = 'unlock.me@sunrisevalleyschool.edu.in';
      await createAccount(server.app, server.config, email, 'office', STAFF_PASSWORD);
      const ip = '10.23.3.1';
      for (let i = 0; i < 6; i += 1) await attemptSignIn(server.app, email, `wrong ${i}`, ip);
      expect((await attemptSignIn(server.app, email, STAFF_PASSWORD, ip)).statusCode).toBe(401);
      expect(runStaffCli(server.config, ['unlock', email])).toMatch(/^Unlocked unlock\.me@sunrisevalleyschool\.edu\.in/);
      expect((await attemptSignIn(server.app, email, STAFF_PASSWORD, ip)).statusCode).toBe(303);
      expect(server.db.prepare("SELECT actor, action FROM audit_log WHERE action = 'account-unlock' AND target = ?").get(email)).toEqual({
        actor: expect.stringMatching(/^command line/),
        action: 'account-unlock',
      });

      for (let i = 0; i < 6; i += 1) await attemptSignIn(server.app, email, `wrong ${i}`, ip);
      expect((await attemptSignIn(server.app, email, STAFF_PASSWORD, ip)).statusCode).toBe(401);
      const token = linkToken(runStaffCli(server.config, ['reset', email]));
      const fresh = 'a different long password 7';
      expect(
        (await server.app.inject({ method: 'POST', url: '/staff/set-password', remoteAddress: ip, ...form({ token, password: fresh, confirm: fresh }) }))
          .statusCode,
      ).toBe(303);
      expect((await attemptSignIn(server.app, email, fresh, ip)).statusCode).toBe(303);
    });
  });

  describe('2 and 3. an upload is what its content is, and a PDF never opens inside /staff', () => {
    let client: Awaited<ReturnType<typeof signIn>>;
    beforeAll(async () => {
      client = await signIn(server.app, ADMIN_EMAIL, STAFF_PASSWORD, '10.23.4.1');
    });

    async function upload(name: string, type: string, data: Buffer) {
      const sent = await server.app.inject({
        method: 'POST',
        url: '/api/payments',
        remoteAddress: '10.23.4.9',
        ...(await multipart(validAdmission, { field: 'screenshot', name, type, data })),
      });
      expect(sent.statusCode).toBe(201);
      const reference = sent.json().reference as string;
      const row = server.db.prepare('SELECT file_id, file_name, file_path FROM submissions WHERE reference = ?').get(reference) as {
        file_id: string;
        file_name: string;
        file_path: string;
      };
      await waitFor(() => server.smtp.mails.some((mail) => mail.subject.startsWith(`[${reference}]`)), 15000, 'the office mail');
      const mail = server.smtp.mails.find((candidate) => candidate.subject.startsWith(`[${reference}]`))!;
      return { reference, row, mail: mail.raw };
    }

    it('a %PDF- file named fee-receipt.html is kept, mailed and downloaded as fee-receipt.pdf, application/pdf', async () => {
      const polyglot = Buffer.concat([await samplePdf(), Buffer.from('\n<html><body><script>alert(document.domain)</script></body></html>\n')]);
      const { row, mail } = await upload('fee-receipt.html', 'text/html', polyglot);
      expect(row.file_name).toBe('fee-receipt.pdf');
      expect(row.file_path).toMatch(/^uploads\/[0-9a-f]{32}\.pdf$/);
      expect(mail).toMatch(/Content-Type: application\/pdf; name=fee-receipt\.pdf/);
      expect(mail).toMatch(/Content-Disposition: attachment; filename=fee-receipt\.pdf/);
      expect(mail).not.toMatch(/text\/html; name=/);
      expect(mail).not.toContain('fee-receipt.html');
      const file = await client.get(`/staff/files/${row.file_id}`);
      expect(file.headers['content-type']).toBe('application/pdf');
      // Always an attachment: Chromium's PDF viewer would run the file's script inline, whatever the CSP.
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="fee-receipt\.pdf"/);
      expect(file.rawPayload.equals(polyglot)).toBe(true);
    });

    it('a PNG named logo.svg is image/png and logo.png everywhere', async () => {
      const png = await samplePng();
      const { row, mail } = await upload('logo.svg', 'image/svg+xml', png);
      expect(row.file_name).toBe('logo.png');
      expect(mail).toMatch(/Content-Type: image\/png; name=logo\.png/);
      expect(mail).not.toMatch(/svg/);
      const file = await client.get(`/staff/files/${row.file_id}`);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename="logo\.png"/);
      // A name without an extension gets the detected one.
      const plain = await upload('receipt', 'application/octet-stream', png);
      expect(plain.row.file_name).toBe('receipt.png');
    });
  });

  describe('4. set-password links', () => {
    it('issuing a link revokes every earlier one for the account, and a used link is dead', async () => {
      const email = 'links.test@sunrisevalleyschool.edu.in';
      const first = linkToken(runStaffCli(server.config, ['add', email, '--role', 'admin']));
      const second = linkToken(runStaffCli(server.config, ['reset', email]));
      const set = (token: string, password: string) =>
        server.app.inject({ method: 'POST', url: '/staff/set-password', remoteAddress: '10.23.5.1', ...form({ token, password, confirm: password }) });
      expect((await server.app.inject({ method: 'GET', url: `/staff/set-password?token=${first}` })).statusCode).toBe(404);
      expect((await set(first, 'the leaked first link 1')).statusCode).toBe(404);
      expect((await set(second, STAFF_PASSWORD)).statusCode).toBe(303);
      expect((await set(second, 'used link once more 22')).statusCode).toBe(404);
      expect((await attemptSignIn(server.app, email, STAFF_PASSWORD, '10.23.5.2')).statusCode).toBe(303);
    });
  });

  describe('5. passwords', () => {
    it('refuses the commonest passwords, also with digits or symbols added, with a clear message', async () => {
      const email = 'common.password@sunrisevalleyschool.edu.in';
      const token = linkToken(runStaffCli(server.config, ['add', email, '--role', 'office']));
      for (const password of ['password1234', 'qwertyuiop123', '123456789012', 'Sunshine2026!!', 'iloveyou12345']) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/staff/set-password',
          remoteAddress: '10.23.6.1',
          ...form({ token, password, confirm: password }),
        });
        expect({ password, status: response.statusCode }).toEqual({ password, status: 400 });
        expect(response.body).toContain('This password is on the lists of the commonest passwords');
      }
      const good = await server.app.inject({
        method: 'POST',
        url: '/staff/set-password',
        remoteAddress: '10.23.6.1',
        ...form({ token, password: STAFF_PASSWORD, confirm: STAFF_PASSWORD }),
      });
      expect(good.statusCode).toBe(303);
    });
  });

  describe('6. text fields', () => {
    it('the shared schemas drop control and bidi override characters; a message keeps its line breaks', () => {
      const contact = validateForm(contactSchema, {
        ...validContact,
        firstName: 'Ro\u202Ehan\r\nBcc: x@example.com\u0000',
        lastName: '\u2066Joshi\u2069\u0085',
      });
      expect(contact.ok && contact.values).toMatchObject({ firstName: 'Rohan Bcc: x@example.com', lastName: 'Joshi' });
      const enquiry = validateForm(enquirySchema, { ...validEnquiry, name: 'Meera\tIyer\u200F', message: 'First line\r\nSecond\u0007 line\u202D\n\nThird' });
      expect(enquiry.ok && enquiry.values).toMatchObject({ name: 'Meera Iyer', message: 'First line\nSecond line\n\nThird' });
      // Nothing is left of a value made only of such characters: it is missing, as it would be empty.
      expect(validateForm(contactSchema, { ...validContact, firstName: '\u202E\u0000' })).toEqual({
        ok: false,
        fields: { firstName: 'This field is required.' },
      });
    });

    it('the server stores the cleaned values', async () => {
      const sent = await server.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '10.23.7.1',
        ...urlencoded({ ...validContact, firstName: 'Ro\u202Ehan\r\nX', lastName: 'Jo\u0000shi' }),
      });
      expect(sent.statusCode).toBe(201);
      const data = JSON.parse((server.db.prepare('SELECT data FROM submissions WHERE reference = ?').get(sent.json().reference) as { data: string }).data);
      expect(data).toMatchObject({ firstName: 'Rohan X', lastName: 'Joshi' });
    });

    it('the acknowledgement quotes no free text a stranger typed beyond a short name', async () => {
      const spam = 'Claim your prize at https://prize.example now and send your bank details to us right away please';
      const sent = await server.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '10.23.7.2',
        ...urlencoded({ ...validContact, email: 'victim@example.com', firstName: spam, lastName: spam }),
      });
      expect(sent.statusCode).toBe(201);
      const reference = sent.json().reference as string;
      await waitFor(() => server.smtp.mails.some((mail) => mail.to.includes('victim@example.com')), 15000, 'the acknowledgement');
      const ack = decodedMail(server.smtp.mails.find((mail) => mail.to.includes('victim@example.com'))!.raw);
      expect(ack).toContain(reference);
      expect(ack).not.toContain('prize');
      expect(ack).toMatch(/^Hello,$/m);
      const enquiry = await server.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        remoteAddress: '10.23.7.2',
        ...urlencoded({ ...validEnquiry, email: 'victim2@example.com', message: spam }),
      });
      expect(enquiry.statusCode).toBe(201);
      await waitFor(() => server.smtp.mails.some((mail) => mail.to.includes('victim2@example.com')), 15000, 'the acknowledgement');
      const second = decodedMail(server.smtp.mails.find((mail) => mail.to.includes('victim2@example.com'))!.raw);
      expect(second).toMatch(/^Dear Meera Iyer,$/m);
      expect(second).not.toContain('prize');
    });
  });

  describe('8. the audit log', () => {
    it('its retention is in content/retention.yml and the privacy notice shows it', () => {
      const retention = getRetention();
      expect(retention.auditLogYears).toBeGreaterThanOrEqual(1);
      expect(retentionMarkdown(retention)).toMatch(/audit log[^\n]*: (one|two|three|four|five|six|seven|eight|nine|ten) years?\./i);
    });

    it('refused sign-ins for e-mails without an account keep no typed e-mail, in one row per address and hour', async () => {
      const ip = '10.23.8.1';
      for (let i = 0; i < 6; i += 1) await attemptSignIn(server.app, `parent${i}@example.com`, 'not a password', ip);
      const rows = server.db.prepare("SELECT actor, detail, count FROM audit_log WHERE action = 'sign-in-refused' AND ip = ?").all(ip);
      expect(rows).toEqual([{ actor: null, detail: 'unknown', count: 6 }]);
      expect(JSON.stringify(server.db.prepare('SELECT * FROM audit_log').all())).not.toContain('parent3@example.com');
      // The administrators' audit page shows the count.
      const admin = await signIn(server.app, ADMIN_EMAIL, STAFF_PASSWORD, '10.23.8.9');
      const page = (await admin.get('/staff/audit')).body;
      expect(page).toMatch(new RegExp(`<td>10\\.23\\.8\\.1</td><td>unknown \\(6 times\\)</td>`));
    });

    it('the nightly purge removes rows past retention, and note text about purged submissions', async () => {
      const client = await signIn(server.app, ADMIN_EMAIL, STAFF_PASSWORD, '10.23.8.2');
      const png = await samplePng();
      const sent = await server.app.inject({
        method: 'POST',
        url: '/api/payments',
        remoteAddress: '10.23.8.3',
        ...(await multipart(validAdmission, { field: 'screenshot', name: 'r.png', type: 'image/png', data: png })),
      });
      const reference = sent.json().reference as string;
      await client.post(`/staff/submissions/${reference}/status`, { status: 'verified', note: 'Mother said the father is abroad until June.' });
      const aboutIt = () =>
        server.db.prepare('SELECT action, detail FROM audit_log WHERE target = ? ORDER BY id').all(reference) as { action: string; detail: string | null }[];
      expect(
        aboutIt()
          .map((row) => row.detail)
          .join(' '),
      ).toContain('father is abroad');
      const ancient = new Date(Date.now() - 11 * 365 * 24 * 3600 * 1000).toISOString();
      server.db.prepare("INSERT INTO audit_log (at, actor, action, ip, detail) VALUES (?, 'someone@example.com', 'sign-in', '10.0.0.1', NULL)").run(ancient);
      // Years on, the period of the academic year applied for is over.
      server.db.prepare("UPDATE submissions SET data = json_set(data, '$.academicYear', '2018-2019') WHERE reference = ?").run(reference);
      const maintenance = new Maintenance(
        { dataDir: server.config.dataDir, retention: getRetention(), purgeSchedule: null, backupSchedule: '0 2 * * *', backupKeep: 14 },
        server.db,
        new SubmissionsRepository(server.db),
        quiet,
      );
      await maintenance.purge(new Date());
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM submissions WHERE reference = ?').get(reference)).toEqual({ n: 0 });
      expect(JSON.stringify(aboutIt())).not.toContain('father is abroad');
      expect(aboutIt().map((row) => row.action)).toContain('status-change');
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE at = ?').get(ancient)).toEqual({ n: 0 });
    });
  });

  describe('9. errors under /staff', () => {
    it('a next parameter with CR/LF is ignored, never a 500 (over real HTTP, where Node refuses such a header)', async () => {
      const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const cookieOf = (response: Response, name: string) =>
        response.headers
          .getSetCookie()
          .find((line) => line.startsWith(`${name}=`))
          ?.split(';')[0];
      const page = await fetch(`${base}/staff/sign-in`);
      const signInCookie = cookieOf(page, 'staff_sign_in')!;
      const csrf = csrfOf(await page.text());
      const sessions = () => (server.db.prepare('SELECT COUNT(*) AS n FROM staff_sessions').get() as { n: number }).n;
      const before = sessions();
      const response = await fetch(`${base}/staff/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: signInCookie },
        body: new URLSearchParams({ email: ADMIN_EMAIL, password: STAFF_PASSWORD, _csrf: csrf, next: '/staff?q=a\r\nSet-Cookie: planted=1' }).toString(),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/staff');
      expect(response.headers.getSetCookie().join('\n')).not.toContain('planted');
      // One session, the one this sign-in opened.
      expect(sessions()).toBe(before + 1);
      const session = cookieOf(response, 'staff_session')!;
      const signedIn = await fetch(`${base}/staff/sign-in?next=%2Fstaff%3Fq%3D%0D%0ASet-Cookie:%20x=1`, { redirect: 'manual', headers: { cookie: session } });
      expect(signedIn.status).toBe(303);
      expect(signedIn.headers.get('location')).toBe('/staff');
      const blank = await fetch(`${base}/staff/sign-in?next=%2Fstaff%2F%0D%0Ax`);
      expect(blank.status).toBe(200);
      expect(await blank.text()).toContain('name="next" value="/staff"');
    });

    it('every error is our HTML page, never a JSON body', async () => {
      const client = await signIn(server.app, ADMIN_EMAIL, STAFF_PASSWORD, '10.23.9.2');
      const cookies = { staff_session: client.cookie };
      const cases = [
        { method: 'GET', url: '/staff/%E0%A4%A', cookies },
        { method: 'GET', url: '/staff/submissions/%ZZ', cookies },
        { method: 'POST', url: '/staff/sign-in', headers: { 'content-type': 'application/json' }, payload: '{"email":' },
        { method: 'POST', url: '/staff/sign-in', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
        { method: 'POST', url: '/staff/sign-in', ...form({ email: 'x'.repeat(40 * 1024) }) },
        {
          method: 'POST',
          url: '/staff/accounts',
          cookies,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `_csrf=${client.csrf}&email=%ZZ`,
        },
      ] as const;
      for (const request of cases) {
        const response = await server.app.inject({ remoteAddress: '10.23.9.2', ...request } as InjectOptions);
        const where = `${request.method} ${request.url} ${'headers' in request ? request.headers['content-type'] : ''}`;
        expect({ where, status: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({ where, status: true });
        expect({ where, type: response.headers['content-type'] }).toEqual({ where, type: 'text/html; charset=utf-8' });
        expect(response.body).toMatch(/^<!DOCTYPE html>/);
      }
    });
  });

  describe('10. the honeypot', () => {
    it('refuses without naming its field', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '10.23.10.1',
        ...urlencoded({ ...validContact, website: 'https://spam.example' }),
      });
      expect(response.statusCode).toBe(400);
      const text = JSON.stringify(response.json());
      expect(text).not.toMatch(/leave this empty|website|honeypot/i);
    });
  });
});

describe('7. private files whatever the umask', () => {
  it('the database, its WAL and SHM, uploads, outbox mails and backups are 0600 in 0700 folders', async () => {
    const previous = process.umask(0o022);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'umask-'));
    const config = testConfig({ dataDir: path.join(root, 'data'), smtpUrl: undefined });
    try {
      const app = await startApp(config);
      const sent = await app.inject({
        method: 'POST',
        url: '/api/payments',
        ...(await multipart(validAdmission, { field: 'screenshot', name: 'r.png', type: 'image/png', data: await samplePng() })),
      });
      expect(sent.statusCode).toBe(201);
      const outbox = path.join(config.dataDir, 'outbox');
      await waitFor(() => fs.existsSync(outbox) && fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).length === 2, 15000, 'two .eml files');
      const db = openDatabase(config.dataDir);
      try {
        await backupData(db, config.dataDir, path.join(root, 'backups', 'one'), new Date());
      } finally {
        db.close();
      }
      const files = [
        ...filesUnder(config.dataDir).map((file) => path.join(config.dataDir, file)),
        ...filesUnder(path.join(root, 'backups')).map((file) => path.join(root, 'backups', file)),
      ];
      expect(files.map((file) => path.basename(file))).toEqual(
        expect.arrayContaining(['submissions.sqlite', 'submissions.sqlite-wal', 'submissions.sqlite-shm']),
      );
      const modes = (list: string[]) => list.map((file) => `${path.relative(root, file)} ${(fs.statSync(file).mode & 0o777).toString(8)}`);
      expect(modes(files)).toEqual(files.map((file) => `${path.relative(root, file)} 600`));
      const dirs = [
        config.dataDir,
        ...['uploads', 'incoming', 'outbox'].map((name) => path.join(config.dataDir, name)),
        path.join(root, 'backups'),
        path.join(root, 'backups', 'one'),
      ];
      expect(modes(dirs)).toEqual(dirs.map((dir) => `${path.relative(root, dir)} 700`));
      await app.close();
    } finally {
      process.umask(previous);
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(config.outDir, { recursive: true, force: true });
    }
  });
});
