/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { getSite } from '@/lib/content/site';
import { deadlineText, familyData } from '@/server/staff/data-requests';
import type { Submission } from '@/server/intake/submissions-repository';
import { multipart, urlencoded, validAdmission, validCareer } from './helpers/intake';
import { sampleDocx, samplePng } from './helpers/samples';
import { useTestServer, ADMIN_AND_CLERK } from './helpers/test-server';
import { form, signIn, ADMIN_EMAIL, CLERK_EMAIL, STAFF_PASSWORD } from './helpers/staff';

const replyDays = getSite().dataProtection.replyDays;

/** The family: the admission and payment forms and a contact form, all with Neha Kulkarni's e-mail or phone. */
const request = {
  requestType: 'Erase my data',
  name: 'Neha Kulkarni',
  email: 'Neha.Kulkarni@example.com',
  phone: '020 2695 1994',
  references: '',
  details: 'Please erase the application for my son Aarav; we have chosen another school.',
};

describe('requests about personal data (DPDP)', () => {
  const server = useTestServer(ADMIN_AND_CLERK);
  const refs: Record<string, string> = {};

  const post = async (endpoint: string, fields: Record<string, string>, file?: { field: string; name: string; type: string; data: Buffer }) => {
    const response = await server.app.inject({ method: 'POST', url: `/api/${endpoint}`, ...(file ? await multipart(fields, file) : urlencoded(fields)) });
    expect(response.statusCode).toBe(201);
    return response.json().reference as string;
  };
  const filePath = (reference: string) =>
    (server.db.prepare('SELECT file_path FROM submissions WHERE reference = ?').get(reference) as { file_path: string } | undefined)?.file_path;

  beforeAll(async () => {
    const png = await samplePng();
    refs.admission = await post('admissions', validAdmission, { field: 'screenshot', name: 'receipt.png', type: 'image/png', data: png });
    refs.payment = await post('payments', validAdmission, { field: 'screenshot', name: 'utr.png', type: 'image/png', data: png });
    refs.contact = await post('contact', { firstName: 'Neha', lastName: 'K', email: 'someone.else@example.com', phone: '+91 20 2695 1994' });
    refs.other = await post('careers', validCareer, { field: 'resume', name: 'cv.docx', type: 'application/octet-stream', data: sampleDocx() });
    refs.request = await post('data-requests', request);
  });

  it('refuses a request without a valid type or with malformed references, and stores nothing', async () => {
    const before = (server.db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n;
    const bad = await server.app.inject({ method: 'POST', url: '/api/data-requests', ...urlencoded({ ...request, requestType: 'Sell my data' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.requestType).toBe('Please choose what you are asking for.');
    const refsBad = await server.app.inject({ method: 'POST', url: '/api/data-requests', ...urlencoded({ ...request, references: 'my son' }) });
    expect(refsBad.json().fields.references).toMatch(/reference numbers such as/);
    expect((server.db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n).toBe(before);
  });

  it('lands in the staff inbox as its own type with its reply deadline', async () => {
    expect(refs.request).toMatch(/^DPR-\d{8}-[0-9A-Z]{6}$/);
    const office = await signIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, '10.7.0.1');
    const inbox = await office.get('/staff?type=data-request');
    expect(inbox.body).toContain(refs.request);
    expect(inbox.body).toContain('Personal data request');
    expect(inbox.body).toMatch(new RegExp(`data-deadline="open">Reply by <time[^>]*>[^<]+</time> \\(${replyDays} days left\\)`));
    const page = await office.get(`/staff/submissions/${refs.request}`);
    expect(page.body).toContain(`within ${replyDays} days`);
    // An office account sees the deadline but cannot erase.
    expect(page.body).toContain('An administrator erases');
    expect((await office.get(`/staff/submissions/${refs.request}/erasure`)).statusCode).toBe(403);
    expect((await office.post(`/staff/submissions/${refs.request}/erasure`, { expected: '' })).statusCode).toBe(403);
  });

  it('counts down and warns when the reply is overdue, and stops once answered', () => {
    const item = { type: 'data-request', status: 'received', createdAt: '2027-01-01T04:00:00.000Z' } as Submission;
    expect(String(deadlineText(item, 90, new Date('2027-03-22T04:00:00.000Z')))).toContain('(10 days left)');
    expect(String(deadlineText(item, 90, new Date('2027-04-05T04:00:00.000Z')))).toMatch(
      /data-deadline="overdue">Overdue: the reply was due by .*, 4 days ago/,
    );
    expect(String(deadlineText({ ...item, status: 'completed' }, 90, new Date('2027-04-05T04:00:00.000Z')))).toContain('data-deadline="answered"');
  });

  it('matches the family by e-mail (any case), phone or a named reference, and keeps what the law requires', () => {
    const all = ['admission', 'payment', 'contact', 'other', 'request'].map((key) => ({
      id: key.length,
      reference: refs[key],
      ...(server.db.prepare('SELECT type, data, status FROM submissions WHERE reference = ?').get(refs[key]) as { type: string; data: string; status: string }),
    }));
    const submissions = all.map((row, index) => ({ ...row, id: index + 1, data: JSON.parse(row.data) }) as unknown as Submission);
    const plan = familyData(submissions, submissions[4]);
    expect(plan.erase.map((item) => item.reference).sort()).toEqual([refs.admission, refs.contact].sort());
    expect(plan.keep.map((item) => item.item.reference)).toEqual([refs.payment]);
    expect(plan.keep[0].reason).toMatch(/Income-tax Act, 1961/);
    const named = familyData(submissions, {
      ...submissions[4],
      data: { ...submissions[4].data, email: 'x@example.org', phone: '', references: refs.other.toLowerCase() },
    });
    expect(named.erase.map((item) => item.reference)).toEqual([refs.other]);
  });

  it('shows an administrator what would be erased and kept, erases on a CSRF-checked confirmation, audits it and mails the requester', async () => {
    const admin = await signIn(server.app, ADMIN_EMAIL, STAFF_PASSWORD, '10.7.0.2');
    const preview = await admin.get(`/staff/submissions/${refs.request}/erasure`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Erased, with their files and mails (2)');
    expect(preview.body).toContain('Kept, because the law requires it (1)');
    expect(preview.body).toContain('Income-tax Act, 1961');
    const expected = preview.body.match(/name="expected" value="([^"]*)"/)![1];
    expect(expected.split(',').sort()).toEqual([refs.admission, refs.contact].sort());

    const admissionFile = path.join(server.config.dataDir, filePath(refs.admission)!);
    expect(fs.existsSync(admissionFile)).toBe(true);
    // Without the session's CSRF token nothing happens.
    const forged = await server.app.inject({
      method: 'POST',
      url: `/staff/submissions/${refs.request}/erasure`,
      remoteAddress: '10.7.0.2',
      cookies: { staff_session: admin.cookie },
      ...form({ _csrf: 'forged', expected }),
    });
    expect(forged.statusCode).toBe(403);
    expect(filePath(refs.admission)).toBeDefined();

    const done = await admin.post(`/staff/submissions/${refs.request}/erasure`, { expected });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/staff/submissions/${refs.request}?done=erased`);
    const left = (server.db.prepare('SELECT reference FROM submissions').all() as { reference: string }[]).map((row) => row.reference);
    expect(left.sort()).toEqual([refs.payment, refs.other, refs.request].sort());
    expect(fs.existsSync(admissionFile)).toBe(false);
    expect(fs.existsSync(path.join(server.config.dataDir, filePath(refs.payment)!))).toBe(true);

    const csv = (await admin.get('/staff/export.csv')).body;
    expect(csv).not.toContain(refs.admission);
    expect(csv).not.toContain(refs.contact);
    expect(csv).toContain(refs.payment);

    const mail = server.db.prepare("SELECT recipient, subject, body FROM outbox WHERE kind = 'status'").get() as {
      recipient: string;
      subject: string;
      body: string;
    };
    expect(mail.recipient).toBe(request.email);
    expect(mail.subject).toBe(`Completed: your request about personal data ${refs.request}`);
    expect(mail.body).toContain(`We erased 2 forms and their files: `);
    expect(mail.body).toContain(`We keep ${refs.payment}. Fee payment record`);
    const status = server.db.prepare('SELECT status FROM submissions WHERE reference = ?').get(refs.request) as { status: string };
    expect(status.status).toBe('completed');
    const audit = server.db.prepare("SELECT actor, target, detail FROM audit_log WHERE action = 'erasure'").get() as {
      actor: string;
      target: string;
      detail: string;
    };
    expect(audit).toEqual({ actor: ADMIN_EMAIL, target: refs.request, detail: expect.stringContaining(`kept ${refs.payment}`) });
    // The request is answered: the inbox shows no deadline running.
    expect((await admin.get('/staff?type=data-request')).body).toContain('data-deadline="answered"');
  });

  it('refuses a confirmation that no longer matches what would be erased', async () => {
    const admin = await signIn(server.app, ADMIN_EMAIL, STAFF_PASSWORD, '10.7.0.3');
    const stale = await admin.post(`/staff/submissions/${refs.request}/erasure`, { expected: `${refs.other}` });
    expect(stale.statusCode).toBe(303);
    expect(stale.headers.location).toBe(`/staff/submissions/${refs.request}/erasure`);
    expect(server.db.prepare('SELECT 1 FROM submissions WHERE reference = ?').get(refs.other)).toBeDefined();
  });
});
