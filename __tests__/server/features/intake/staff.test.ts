/** @jest-environment node */
import { parse as parseCsv } from 'csv-parse/sync';
import { buildApp, redactUrl } from '@/server/app';
import { neutraliseCell } from '@/server/core/csv';
import { SIGN_IN_REFUSED } from '@/server/sign-in/policy';
import { accessTo } from '@/server/sign-in/route-roles';
import { multipart, validAdmission, validCareer, waitFor } from '../../helpers/intake';
import { samplePng, sampleDocx } from '../../helpers/samples';
import { useTestServer, ADMIN_AND_CLERK } from '../../helpers/test-server';
import { decodedMail } from '../../helpers/mail-text';
import {
  attemptSignIn,
  cookieValue,
  createAccount,
  csrfOf,
  form,
  linkToken,
  runStaffCli,
  signIn,
  type StaffClient,
  ADMIN_EMAIL,
  CLERK_EMAIL,
  STAFF_PASSWORD,
} from '../../helpers/staff';

describe('staff inbox', () => {
  const routes: { method: string; url: string; public: boolean }[] = [];
  const server = useTestServer({
    smtp: true,
    ...ADMIN_AND_CLERK,
    start: async (config) => {
      const app = await buildApp(config, {
        logger: false,
        onRoute: (route) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url, public: accessTo(method, route.url) === 'public' });
        },
      });
      await app.ready();
      return app;
    },
  });
  let admission: { reference: string; fileId: string };
  let career: { reference: string; fileId: string };
  let png: Buffer;

  beforeAll(async () => {
    const { app, db } = server;
    png = await samplePng();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/admissions',
      ...(await multipart(validAdmission, { field: 'screenshot', name: 'upi-payment.png', type: 'image/png', data: png })),
    });
    const reference = sent.json().reference as string;
    admission = { reference, fileId: (db.prepare('SELECT file_id FROM submissions WHERE reference = ?').get(reference) as { file_id: string }).file_id };
    const job = await app.inject({
      method: 'POST',
      url: '/api/careers',
      ...(await multipart(validCareer, { field: 'resume', name: 'cv.docx', type: 'application/octet-stream', data: sampleDocx() })),
    });
    const jobReference = job.json().reference as string;
    career = {
      reference: jobReference,
      fileId: (db.prepare('SELECT file_id FROM submissions WHERE reference = ?').get(jobReference) as { file_id: string }).file_id,
    };
  });

  const staffRoutes = () => routes.filter((route) => route.url === '/staff' || route.url.startsWith('/staff/'));

  function concrete(url: string): string {
    return url.replace(':reference', admission.reference).replace(':fileId', admission.fileId).replace(':id', '1').replace('*', 'some/unknown/page');
  }

  describe('without a session', () => {
    it('only sign-in, set-password and the stylesheet are public', () => {
      const open = staffRoutes()
        .filter((route) => route.public)
        .map((route) => `${route.method} ${route.url}`)
        .sort();
      expect(open).toEqual(
        [
          'GET /staff/set-password',
          'GET /staff/sign-in',
          'GET /staff/staff.css',
          'HEAD /staff/set-password',
          'HEAD /staff/sign-in',
          'HEAD /staff/staff.css',
          'POST /staff/set-password',
          'POST /staff/sign-in',
        ].sort(),
      );
    });

    it('every other /staff route and file URL answers 401 or 303 to the sign-in page', async () => {
      const guarded = staffRoutes().filter((route) => !route.public);
      // The inbox, a submission, its file, the export, the status and note forms, accounts, audit, and the catch-all.
      expect(guarded.length).toBeGreaterThanOrEqual(15);
      expect(guarded.map((route) => route.url)).toEqual(
        expect.arrayContaining(['/staff/files/:fileId', '/staff/export.csv', '/staff/submissions/:reference/status']),
      );
      for (const route of guarded) {
        const methods = route.method === 'OPTIONS' ? [] : [route.method];
        for (const method of methods) {
          for (const cookies of [{}, { staff_session: 'forged-session-token-that-was-never-issued' }] as Record<string, string>[]) {
            const response = await server.app.inject({
              method: method as 'GET',
              url: concrete(route.url),
              cookies,
              ...form({ _csrf: 'x', status: 'offered' }),
            });
            const where = `${method} ${route.url} ${JSON.stringify(cookies)}`;
            if (response.statusCode === 303)
              expect({ where, location: response.headers.location }).toEqual({ where, location: expect.stringMatching(/^\/staff\/sign-in/) });
            else expect({ where, status: response.statusCode }).toEqual({ where, status: 401 });
            expect(response.body).not.toContain(validAdmission.lastName);
            expect(response.rawPayload.subarray(0, 8).equals(png.subarray(0, 8))).toBe(false);
          }
        }
      }
      // Nothing above changed a status.
      expect((server.db.prepare('SELECT status FROM submissions WHERE reference = ?').get(admission.reference) as { status: string }).status).toBe('received');
    });
  });

  describe('sessions', () => {
    it('sets an HttpOnly, Secure, SameSite=Strict session cookie limited to /staff', async () => {
      const page = await server.app.inject({ method: 'GET', url: '/staff/sign-in', remoteAddress: '10.1.0.1' });
      const response = await server.app.inject({
        method: 'POST',
        url: '/staff/sign-in',
        remoteAddress: '10.1.0.1',
        cookies: { staff_sign_in: cookieValue(page, 'staff_sign_in')! },
        ...form({ email: CLERK_EMAIL, password: STAFF_PASSWORD, _csrf: csrfOf(page.body) }),
      });
      expect(response.statusCode).toBe(303);
      const header = [response.headers['set-cookie']].flat().find((line) => String(line).startsWith('staff_session='))!;
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/Secure/);
      expect(header).toMatch(/SameSite=Strict/);
      expect(header).toMatch(/Path=\/staff/);
      // The database keeps only a hash of the cookie's token.
      const token = header.split(';')[0].split('=')[1];
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM staff_sessions WHERE id = ?').get(token)).toEqual({ n: 0 });
    });

    it('refuses a session cookie from before sign-out', async () => {
      const client = await signIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, '10.1.0.2');
      expect((await client.get('/staff')).statusCode).toBe(200);
      const out = await client.post('/staff/sign-out', {});
      expect(out.statusCode).toBe(303);
      const after = await client.get('/staff');
      expect(after.statusCode).toBe(303);
      expect(after.headers.location).toMatch(/^\/staff\/sign-in/);
      const change = await client.post(`/staff/submissions/${admission.reference}/status`, { status: 'under_review' });
      expect(change.statusCode).toBe(401);
      expect((await client.get(`/staff/files/${admission.fileId}`)).statusCode).toBe(303);
    });

    it('ends a session after an hour without use, and twelve hours after sign-in', async () => {
      const idle = await signIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, '10.1.0.3');
      server.db.prepare('UPDATE staff_sessions SET last_seen_at = last_seen_at - ?').run(61 * 60 * 1000);
      expect((await idle.get('/staff')).statusCode).toBe(303);
      const long = await signIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, '10.1.0.3');
      server.db.prepare('UPDATE staff_sessions SET created_at = created_at - ?').run(13 * 60 * 60 * 1000);
      expect((await long.get('/staff')).statusCode).toBe(303);
    });

    it('keeps set-password secrets out of the request log', () => {
      expect(redactUrl('/staff/set-password?token=abc-DEF_123&x=1')).toBe('/staff/set-password?token=[redacted]&x=1');
      expect(redactUrl('/staff?q=token')).toBe('/staff?q=token');
    });

    it('sends staff pages uncached, unindexed and with a CSP that allows no script', async () => {
      const client = await signIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, '10.1.0.4');
      for (const url of ['/staff', `/staff/submissions/${admission.reference}`, '/staff/sign-in']) {
        const response = await client.get(url);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
        expect(response.headers['content-security-policy']).not.toMatch(/script-src/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.body).not.toMatch(/<script/i);
      }
    });
  });

  describe('CSRF', () => {
    let client: StaffClient;
    beforeAll(async () => {
      client = await signIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, '10.2.0.1');
    });
    const statusOf = () => (server.db.prepare('SELECT status FROM submissions WHERE reference = ?').get(admission.reference) as { status: string }).status;

    it("refuses a state change without the token, with a wrong one, or with another session's", async () => {
      const other = await signIn(server.app, ADMIN_EMAIL, STAFF_PASSWORD, '10.2.0.2');
      const url = `/staff/submissions/${admission.reference}/status`;
      const without = await server.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.2.0.1',
        cookies: { staff_session: client.cookie },
        ...form({ status: 'offered' }),
      });
      expect(without.statusCode).toBe(403);
      expect((await client.post(url, { status: 'offered', _csrf: 'not-the-token' })).statusCode).toBe(403);
      expect((await client.post(url, { status: 'offered', _csrf: other.csrf })).statusCode).toBe(403);
      expect((await client.post(`/staff/submissions/${admission.reference}/notes`, { body: 'x', _csrf: '' })).statusCode).toBe(403);
      expect(statusOf()).toBe('received');
    });

    it('refuses a post from another site even with the token', async () => {
      const response = await client.post(
        `/staff/submissions/${admission.reference}/status`,
        { status: 'offered' },
        { headers: { ...form({}).headers, origin: 'https://evil.example' } },
      );
      expect(response.statusCode).toBe(403);
      const fetchSite = await client.post(
        `/staff/submissions/${admission.reference}/notes`,
        { body: 'from elsewhere' },
        { headers: { ...form({}).headers, 'sec-fetch-site': 'cross-site' } },
      );
      expect(fetchSite.statusCode).toBe(403);
      expect(statusOf()).toBe('received');
      // Our own pages send no referrer, so the browser says Origin: null with Sec-Fetch-Site: same-origin.
      const own = await client.post(
        `/staff/submissions/${admission.reference}/notes`,
        { body: 'from our page' },
        { headers: { ...form({}).headers, origin: 'null', 'sec-fetch-site': 'same-origin' } },
      );
      expect(own.statusCode).toBe(303);
    });

    it('refuses a sign-in form without its token', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/staff/sign-in',
        remoteAddress: '10.2.0.3',
        ...form({ email: CLERK_EMAIL, password: STAFF_PASSWORD }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.cookies.find((cookie: { name: string }) => cookie.name === 'staff_session')).toBeUndefined();
    });
  });

  describe('sign-in limits', () => {
    it('pauses an e-mail and address pair after 5 failures, even for the right password, and says the same as for an unknown account', async () => {
      const ip = '10.3.0.1';
      const known = 'lockout.known@sunrisevalleyschool.edu.in';
      await createAccount(server.app, server.config, known, 'office', STAFF_PASSWORD);
      const unknown = 'nobody.here@sunrisevalleyschool.edu.in';
      const answers: { status: number; error: string }[] = [];
      const errorOf = (body: string) => body.match(/role="alert">([^<]*)</)?.[1] ?? '';
      for (let i = 0; i < 5; i += 1) {
        for (const email of [known, unknown]) {
          const response = await attemptSignIn(server.app, email, `wrong password ${i}`, ip);
          answers.push({ status: response.statusCode, error: errorOf(response.body) });
        }
      }
      const right = await attemptSignIn(server.app, known, STAFF_PASSWORD, ip);
      const absent = await attemptSignIn(server.app, unknown, STAFF_PASSWORD, ip);
      expect(right.statusCode).toBe(401);
      expect(right.cookies.find((cookie: { name: string }) => cookie.name === 'staff_session')).toBeUndefined();
      answers.push({ status: right.statusCode, error: errorOf(right.body) }, { status: absent.statusCode, error: errorOf(absent.body) });
      expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
        new Set([JSON.stringify({ status: 401, error: SIGN_IN_REFUSED.replace(/'/g, '&#39;') })]),
      );
      // The page is the same apart from the e-mail typed into it and the form's token.
      const strip = (body: string, email: string) => body.replaceAll(email, 'EMAIL').replace(/value="[\w-]{43}"/g, 'TOKEN');
      expect(strip(right.body, known)).toBe(strip(absent.body, unknown));
      // The owner elsewhere is not paused by it.
      expect((await attemptSignIn(server.app, known, STAFF_PASSWORD, '10.3.0.3')).statusCode).toBe(303);
      // A minute later the right password works from the paused address too.
      server.db.prepare('UPDATE staff_sign_in_attempts SET at = at - ? WHERE email = ?').run(61 * 1000, known);
      expect((await attemptSignIn(server.app, known, STAFF_PASSWORD, ip)).statusCode).toBe(303);
      const audit = server.db.prepare("SELECT detail, count FROM audit_log WHERE action = 'sign-in-refused' AND actor = ? ORDER BY id").all(known) as {
        detail: string;
        count: number;
      }[];
      expect(audit).toEqual([
        { detail: 'wrong-password', count: 5 },
        { detail: 'throttled', count: 1 },
      ]);
    });

    it('limits sign-in attempts per address', async () => {
      const ip = '10.3.1.1';
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await attemptSignIn(server.app, `guess${i}@example.com`, 'password guess', ip)).statusCode);
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
      // A slower attacker meets the database's limit: 30 failures in 15 minutes from one address.
      const slow = '10.3.1.2';
      const insert = server.db.prepare('INSERT INTO staff_sign_in_attempts (email, ip, at, success) VALUES (?, ?, ?, 0)');
      for (let i = 0; i < 30; i += 1) insert.run(`other${i}@example.com`, slow, Date.now() - i * 20_000);
      expect((await attemptSignIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, slow)).statusCode).toBe(401);
      expect((await attemptSignIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, '10.3.1.3')).statusCode).toBe(303);
    });

    it('refuses a disabled account with the same message, and ends its sessions', async () => {
      const email = 'leaving.clerk@sunrisevalleyschool.edu.in';
      await createAccount(server.app, server.config, email, 'office', STAFF_PASSWORD);
      const client = await signIn(server.app, email, STAFF_PASSWORD, '10.3.2.1');
      expect(runStaffCli(server.config, ['disable', email])).toMatch(/Disabled/);
      expect((await client.get('/staff')).statusCode).toBe(303);
      const response = await attemptSignIn(server.app, email, STAFF_PASSWORD, '10.3.2.1');
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(SIGN_IN_REFUSED.replace(/'/g, '&#39;'));
    });
  });

  describe('accounts', () => {
    it('an office account cannot manage accounts or read the audit log', async () => {
      const office = await signIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, '10.4.0.1');
      expect((await office.get('/staff/accounts')).statusCode).toBe(403);
      expect((await office.get('/staff/audit')).statusCode).toBe(403);
      const before = server.db.prepare('SELECT COUNT(*) AS n FROM staff_accounts').get();
      expect((await office.post('/staff/accounts', { email: 'intruder@example.com', role: 'admin' })).statusCode).toBe(403);
      expect((await office.post('/staff/accounts/1/disable', {})).statusCode).toBe(403);
      expect((await office.post('/staff/accounts/1/reset', {})).statusCode).toBe(403);
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM staff_accounts').get()).toEqual(before);
      expect(server.db.prepare('SELECT disabled_at, password_hash IS NOT NULL AS has FROM staff_accounts WHERE id = 1').get()).toEqual({
        disabled_at: null,
        has: 1,
      });
      expect((await office.get('/staff')).body).not.toContain('/staff/accounts');
    });

    it('an administrator adds an account; its set-password link is mailed and works once', async () => {
      const admin = await signIn(server.app, ADMIN_EMAIL, STAFF_PASSWORD, '10.4.0.2');
      const email = 'new.teacher@sunrisevalleyschool.edu.in';
      const added = await admin.post('/staff/accounts', { email, role: 'office' });
      expect(added.statusCode).toBe(303);
      await waitFor(() => server.smtp.mails.some((mail) => mail.to.includes(email)), 15000, 'the set-password mail');
      const mail = server.smtp.mails.find((candidate) => candidate.to.includes(email))!;
      const token = linkToken(decodedMail(mail.raw));
      // The link's secret does not stay in the database once the mail has left.
      expect(server.db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'account' AND body LIKE ?").get(`%${token}%`)).toEqual({ n: 0 });
      expect((await server.app.inject({ method: 'GET', url: `/staff/set-password?token=${token}` })).statusCode).toBe(200);
      const short = await server.app.inject({ method: 'POST', url: '/staff/set-password', ...form({ token, password: 'short', confirm: 'short' }) });
      expect(short.statusCode).toBe(400);
      const set = await server.app.inject({
        method: 'POST',
        url: '/staff/set-password',
        ...form({ token, password: STAFF_PASSWORD, confirm: STAFF_PASSWORD }),
      });
      expect(set.statusCode).toBe(303);
      const again = await server.app.inject({
        method: 'POST',
        url: '/staff/set-password',
        ...form({ token, password: 'another long password', confirm: 'another long password' }),
      });
      expect(again.statusCode).toBe(404);
      expect((await attemptSignIn(server.app, email, STAFF_PASSWORD, '10.4.0.3')).statusCode).toBe(303);
      const actions = (server.db.prepare('SELECT action FROM audit_log WHERE target = ?').all(email) as { action: string }[]).map((row) => row.action);
      expect(actions).toEqual(['account-add', 'password-set']);
    });

    it('the command line lists accounts and a reset stops the old password', async () => {
      expect(runStaffCli(server.config, ['list'])).toMatch(new RegExp(`${CLERK_EMAIL}\\s+office\\s+active`));
      const email = 'reset.me@sunrisevalleyschool.edu.in';
      await createAccount(server.app, server.config, email, 'office', STAFF_PASSWORD);
      const client = await signIn(server.app, email, STAFF_PASSWORD, '10.4.0.4');
      const output = runStaffCli(server.config, ['reset', email]);
      expect(output).toMatch(/set-password\?token=/);
      expect((await client.get('/staff')).statusCode).toBe(303);
      expect((await attemptSignIn(server.app, email, STAFF_PASSWORD, '10.4.0.4')).statusCode).toBe(401);
      expect(() => runStaffCli(server.config, ['add', email, '--role', 'owner'])).toThrow(
        /add needs --role with one or more of office, admin, editor \(not a role: owner\)/,
      );
    });
  });

  describe('working with submissions', () => {
    let client: StaffClient;
    beforeAll(async () => {
      client = await signIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, '10.5.0.1');
    });

    it('finds a submission by reference, name, phone and e-mail, and filters by type, class and status', async () => {
      const rows = async (query: string) =>
        [...(await client.get(`/staff${query}`)).body.matchAll(/href="\/staff\/submissions\/([A-Z0-9-]+)"/g)].map((match) => match[1]);
      expect(await rows(`?q=${admission.reference.toLowerCase()}`)).toEqual([admission.reference]);
      expect(await rows('?q=Aarav+Kulkarni')).toEqual([admission.reference]);
      expect(await rows('?q=98220+19940')).toEqual([admission.reference]);
      expect(await rows('?q=NEHA.KULKARNI%40example.com')).toEqual([admission.reference]);
      expect(await rows('?q=Priya')).toEqual([career.reference]);
      expect(await rows('?type=career')).toEqual([career.reference]);
      expect(await rows('?studentClass=Class+3&academicYear=2027-2028')).toEqual([admission.reference]);
      expect(await rows('?type=admission&status=received')).toEqual([admission.reference]);
      expect(await rows('?status=offered')).toEqual([]);
      expect(await rows('?from=2000-01-01&to=2000-12-31')).toEqual([]);
      const inbox = (await client.get('/staff?type=admission')).body;
      expect(inbox).toMatch(/Received: <strong>1<\/strong>/);
      expect(inbox).toMatch(/Documents needed: <strong>0<\/strong>/);
    });

    it('shows the uploaded file only through its random id, inline for images and as an attachment otherwise', async () => {
      const image = await client.get(`/staff/files/${admission.fileId}`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toMatch(/^inline; filename="upi-payment.png"/);
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['cache-control']).toBe('no-store');
      expect(image.rawPayload.equals(png)).toBe(true);
      expect((await client.get(`/staff/files/${admission.fileId}?download=1`)).headers['content-disposition']).toMatch(/^attachment;/);
      const docx = await client.get(`/staff/files/${career.fileId}`);
      expect(docx.headers['content-disposition']).toMatch(/^attachment; filename="cv.docx"/);
      expect((await client.get(`/staff/files/${admission.reference}`)).statusCode).toBe(404);
      expect((await client.get(`/staff/files/${'0'.repeat(32)}`)).statusCode).toBe(404);
      const page = (await client.get(`/staff/submissions/${admission.reference}`)).body;
      expect(page).toContain(`/staff/files/${admission.fileId}`);
      expect(page).toContain('Flat 302, Lotus Heights');
      const views = server.db.prepare("SELECT actor, target FROM audit_log WHERE action = 'file-view'").all();
      expect(views).toEqual(
        expect.arrayContaining([
          { actor: CLERK_EMAIL, target: admission.reference },
          { actor: CLERK_EMAIL, target: career.reference },
        ]),
      );
    });

    it('marks "Documents needed" with a note, mails the parent in the school\'s words, and the parent sees the new status', async () => {
      const response = await client.post(`/staff/submissions/${admission.reference}/status`, {
        status: 'documents_needed',
        note: 'Please send the birth certificate.',
        mail: 'yes',
      });
      expect(response.statusCode).toBe(303);
      await waitFor(
        () => server.smtp.mails.some((mail) => mail.to.includes(validAdmission.email) && /Documents needed/.test(mail.subject)),
        15000,
        'the status mail',
      );
      const mail = server.smtp.mails.find((candidate) => /Documents needed/.test(candidate.subject))!;
      expect(mail.raw).toContain('Please send the birth certificate.');
      expect(mail.raw).toContain(admission.reference);
      const page = (await client.get(`/staff/submissions/${admission.reference}`)).body;
      expect(page).toMatch(
        /Documents needed<\/span> <time[^>]*>[^<]+<\/time> by office\.clerk@sunrisevalleyschool\.edu\.in, parent e-mailed<br>Note: Please send the birth certificate\./,
      );
      expect(page).toMatch(/Status mail to the parent/);
      const lookup = await server.app.inject({
        method: 'POST',
        url: '/api/status',
        remoteAddress: '10.5.0.9',
        payload: { reference: admission.reference, contact: validAdmission.email },
      });
      expect(lookup.statusCode).toBe(200);
      expect(lookup.json()).toMatchObject({ success: true, reference: admission.reference, status: 'Documents needed' });
      expect(server.db.prepare("SELECT actor, detail FROM audit_log WHERE action = 'status-change'").get()).toEqual({
        actor: CLERK_EMAIL,
        detail: 'Received -> Documents needed; parent e-mailed; note: Please send the birth certificate.',
      });
    });

    it('refuses a status that the type does not have', async () => {
      await client.post(`/staff/submissions/${admission.reference}/status`, { status: 'verified' });
      expect((server.db.prepare('SELECT status FROM submissions WHERE reference = ?').get(admission.reference) as { status: string }).status).toBe(
        'documents_needed',
      );
    });

    it('keeps internal notes, escaped', async () => {
      await client.post(`/staff/submissions/${admission.reference}/notes`, { body: 'Father called <b>twice</b>.' });
      const page = (await client.get(`/staff/submissions/${admission.reference}`)).body;
      expect(page).toContain('Father called &lt;b&gt;twice&lt;/b&gt;.');
    });

    it('exports the filtered list as CSV for Excel, with formula cells neutralised', async () => {
      const risky = {
        ...validAdmission,
        firstName: '=HYPERLINK("https://evil.example","Open")',
        lastName: '+SUM(1,2)',
        fatherName: '-2+3',
        motherName: '@cmd',
        area: 'Undri',
      };
      const sent = await server.app.inject({
        method: 'POST',
        url: '/api/payments',
        ...(await multipart(risky, { field: 'screenshot', name: 'receipt.png', type: 'image/png', data: png })),
      });
      expect(sent.statusCode).toBe(201);
      const response = await client.get('/staff/export.csv?type=payment');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"/);
      expect(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
      const [header, ...rows] = parseCsv(response.body.slice(1), { relax_column_count: false }) as string[][];
      expect(rows).toHaveLength(1);
      const cell = (label: string) => rows[0][header.indexOf(label)];
      expect(cell('First name')).toBe(`'${risky.firstName}`);
      expect(cell('Last name')).toBe("'+SUM(1,2)");
      expect(cell("Father's name")).toBe("'-2+3");
      expect(cell("Mother's name")).toBe("'@cmd");
      // The forms trim values, so a leading tab or carriage return can only come from elsewhere; it is neutralised too.
      expect(['\t=1+1', '\r=1+1', 'plain', ''].map(neutraliseCell)).toEqual(["'\t=1+1", "'\r=1+1", 'plain', '']);
      expect(cell('Area')).toBe('Undri');
      expect(cell('Reference')).toMatch(/^PAY-/);
      for (const row of rows) for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
      expect(server.db.prepare("SELECT actor, detail FROM audit_log WHERE action = 'export'").get()).toEqual({
        actor: CLERK_EMAIL,
        detail: '1 rows; type=payment',
      });
    });
  });

  describe("parents' status look-up", () => {
    const lookup = (payload: Record<string, string>, remoteAddress: string, headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'POST', url: '/api/status', remoteAddress, payload, headers });

    it('answers only the status and the date of its last change, by e-mail or phone', async () => {
      const byPhone = await lookup({ reference: admission.reference.toLowerCase().replace(/-/g, ' '), contact: '9822019940' }, '10.6.0.1');
      expect(byPhone.statusCode).toBe(200);
      const answer = byPhone.json();
      expect(Object.keys(answer).sort()).toEqual(['changedAt', 'changedOn', 'hasApplicationPage', 'meaning', 'reference', 'status', 'success']);
      expect(byPhone.body).not.toContain('/application/');
      expect(JSON.stringify(answer)).not.toMatch(/Kulkarni|Lotus|411060/);
    });

    it('gives one answer for a wrong reference and for a wrong e-mail or phone', async () => {
      const wrongReference = await lookup({ reference: 'ADM-20200101-ABCDEF', contact: validAdmission.email }, '10.6.0.2');
      const wrongEmail = await lookup({ reference: admission.reference, contact: 'someone.else@example.com' }, '10.6.0.2');
      const wrongPhone = await lookup({ reference: admission.reference, contact: '9876543210' }, '10.6.0.2');
      const career_ = await lookup({ reference: career.reference, contact: validCareer.email }, '10.6.0.2');
      const answers = [wrongReference, wrongEmail, wrongPhone, career_].map((response) => ({ status: response.statusCode, body: response.json() }));
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]).toEqual({ status: 200, body: { success: false, error: expect.stringMatching(/^We could not find an application/), fields: {} } });
    });

    it('answers a native post with a small HTML page', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/status',
        remoteAddress: '10.6.0.3',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ reference: admission.reference, contact: validAdmission.email }).toString(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toMatch(/Status: <strong>Documents needed<\/strong>, since \d{1,2} \w+ \d{4}/);
      const wrong = await server.app.inject({
        method: 'POST',
        url: '/api/status',
        remoteAddress: '10.6.0.3',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ reference: admission.reference, contact: 'x@example.com' }).toString(),
      });
      expect(wrong.statusCode).toBe(200);
      expect(wrong.body).toContain('We could not find an application');
    });

    it('limits look-ups to 30 a minute from one address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) statuses.push((await lookup({ reference: admission.reference, contact: validAdmission.email }, '10.6.0.4')).statusCode);
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect((await lookup({ reference: admission.reference, contact: validAdmission.email }, '10.6.0.5')).statusCode).toBe(200);
    });
  });
});
