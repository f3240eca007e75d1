/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { getSite } from '@/lib/content/site';
import { deadlineText } from '@/server/features/data-rights/staff';
import type { Submission } from '@/server/features/intake/submissions-repository';
import { DATA_REQUEST_CONFIRMATION } from '@/server/features/intake/forms';
import { multipart, urlencoded, validAdmission, validCareer } from '../../helpers/intake';
import { sampleDocx, samplePng } from '../../helpers/samples';
import { useTestServer } from '../../helpers/test-server';
import { form, signIn, ADMIN_EMAIL, CLERK_EMAIL, STAFF_PASSWORD, type StaffClient } from '../../helpers/staff';

const replyDays = getSite().dataProtection.replyDays;
const MARKER = 'Quillwort';

/** The Kulkarnis' address on file (their admission and payment forms). */
const FAMILY_EMAIL = validAdmission.email;
/** Another family on the same shared landline (a building's phone). */
const NEIGHBOUR = {
  ...validAdmission,
  firstName: 'Ishaan',
  lastName: 'Joshi',
  fatherName: 'Rohan Joshi',
  motherName: 'Meera Joshi',
  email: 'joshi.family@example.com',
  whatsappNumber: '98220 55502',
  address: 'Flat 9, Zephyrine Towers',
  transactionNumber: '412345670001',
};

const request = (fields: Partial<Record<string, string>> = {}) => ({
  requestType: 'Erase my data',
  name: 'Neha Kulkarni',
  // A new address of hers, not the one on her forms: the school writes only to the one on file.
  email: 'neha.new@example.org',
  phone: '020 2695 1994',
  references: '',
  details: 'Please erase the application for my son Aarav; we have chosen another school.',
  ...fields,
});

describe('requests about personal data (DPDP): they prove who asks', () => {
  const server = useTestServer({
    accounts: [
      [ADMIN_EMAIL, 'admin'],
      [CLERK_EMAIL, 'office'],
    ],
    password: STAFF_PASSWORD,
  });
  const refs: Record<string, string> = {};
  let admin: StaffClient;
  let office: StaffClient;

  const post = async (endpoint: string, fields: Record<string, string>, file?: { field: string; name: string; type: string; data: Buffer }) => {
    const response = await server.app.inject({ method: 'POST', url: `/api/${endpoint}`, ...(file ? await multipart(fields, file) : urlencoded(fields)) });
    expect(response.statusCode).toBe(201);
    return response.json() as { reference: string; message: string };
  };
  const exists = (reference: string) => Boolean(server.db.prepare('SELECT 1 FROM submissions WHERE reference = ?').get(reference));
  const mails = () =>
    server.db
      .prepare('SELECT o.recipient, o.subject, o.body, s.reference FROM outbox o LEFT JOIN submissions s ON s.id = o.submission_id ORDER BY o.id')
      .all() as {
      recipient: string;
      subject: string | null;
      body: string | null;
      reference: string | null;
    }[];
  const linkIn = (body: string) => body.match(/\/api\/data-requests\/confirm\/([\w-]{43})/)![1];

  beforeAll(async () => {
    const png = await samplePng();
    const screenshot = { field: 'screenshot', name: 'receipt.png', type: 'image/png', data: png };
    // A word no other form has, to look for in the database's files after the erasure.
    refs.admission = (await post('admissions', { ...validAdmission, address: `Flat 7, ${MARKER} Residency` }, screenshot)).reference;
    refs.payment = (await post('payments', validAdmission, screenshot)).reference;
    refs.contact = (await post('contact', { firstName: 'Neha', lastName: 'K', email: 'someone.else@example.com', phone: '+91 20 2695 1994' })).reference;
    refs.neighbour = (await post('admissions', NEIGHBOUR, screenshot)).reference;
    refs.career = (await post('careers', validCareer, { field: 'resume', name: 'cv.docx', type: 'application/octet-stream', data: sampleDocx() })).reference;
    admin = await signIn(server.app, ADMIN_EMAIL, STAFF_PASSWORD, '10.7.0.2');
    office = await signIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, '10.7.0.1');
  });

  it('refuses a request without a valid type or with malformed references, and stores nothing', async () => {
    const before = (server.db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n;
    const bad = await server.app.inject({ method: 'POST', url: '/api/data-requests', ...urlencoded(request({ requestType: 'Sell my data' })) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.requestType).toBe('Please choose what you are asking for.');
    const refsBad = await server.app.inject({ method: 'POST', url: '/api/data-requests', ...urlencoded(request({ references: 'my son' })) });
    expect(refsBad.json().fields.references).toMatch(/reference numbers such as/);
    expect((server.db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n).toBe(before);
  });

  it("a stranger's erasure request (a shared phone number, two families' references) erases nothing and mails no stranger", async () => {
    const stranger = 'stranger@example.net';
    const sent = await post('data-requests', request({ name: 'A Stranger', email: stranger, references: `${refs.admission}, ${refs.neighbour}` }));
    // The same words whatever matched: nothing tells the stranger which addresses or numbers the school holds.
    expect(sent.message).toBe(`Thank you, A Stranger. Your request has reached the school. ${DATA_REQUEST_CONFIRMATION}`);
    const reference = sent.reference;
    // No acknowledgement to the typed address: the confirmation links went to the addresses on file, each naming only its own forms.
    const about = mails().filter((mail) => mail.reference === reference);
    expect(about.map((mail) => mail.recipient).sort()).toEqual(
      ['office@sunrisevalleyschool.edu.in', 'joshi.family@example.com', FAMILY_EMAIL, 'someone.else@example.com'].sort(),
    );
    const toFamily = about.find((mail) => mail.recipient === FAMILY_EMAIL)!;
    expect(toFamily.subject).toBe(`Please confirm your request about personal data (${reference})`);
    expect(toFamily.body).toContain(refs.admission);
    expect(toFamily.body).toContain(refs.payment);
    expect(toFamily.body).not.toContain(refs.neighbour);
    expect(toFamily.body).toContain('nothing is done without a confirmation');

    const erasure = await admin.get(`/staff/submissions/${reference}/erasure`);
    expect(erasure.statusCode).toBe(200);
    expect(erasure.body).toContain('Nothing can be erased yet');
    expect(erasure.body).not.toContain('name="expected"');
    for (const expected of ['', `${refs.admission},${refs.neighbour}`, refs.contact]) {
      const refused = await admin.post(`/staff/submissions/${reference}/erasure`, { expected });
      expect(refused.statusCode).toBe(303);
      expect(refused.headers.location).toBe(`/staff/submissions/${reference}/erasure`);
    }
    for (const key of ['admission', 'payment', 'contact', 'neighbour', 'career']) expect(exists(refs[key])).toBe(true);
    // A status mail has nobody to go to: the typed address is never one.
    const status = await office.post(`/staff/submissions/${reference}/status`, { status: 'completed', mail: 'yes', note: 'Done.' });
    expect(status.headers.location).toBe(`/staff/submissions/${reference}?done=status`);
    const page = await office.get(`/staff/submissions/${reference}`);
    expect(page.body).toContain('No address on file has confirmed this request');
    expect(page.body).toContain('Covered now:</strong> nothing yet');
    expect(mails().some((mail) => mail.recipient === stranger)).toBe(false);
  });

  it('the family confirms through the link mailed to the address on file; only its forms are erased, and the answer goes there', async () => {
    const { reference } = await post('data-requests', request());
    const office_ = await office.get('/staff?type=data-request');
    expect(office_.body).toMatch(new RegExp(`data-deadline="open">Reply by <time[^>]*>[^<]+</time> \\(${replyDays} days left\\)`));
    const confirmation = mails().find((mail) => mail.reference === reference && mail.recipient === FAMILY_EMAIL)!;
    const token = linkIn(confirmation.body!);
    // The shared landline also reached the neighbours and the contact form's address; nobody there confirms.
    expect(
      mails()
        .filter((mail) => mail.reference === reference && mail.subject?.startsWith('Please confirm'))
        .map((mail) => mail.recipient)
        .sort(),
    ).toEqual(['joshi.family@example.com', FAMILY_EMAIL, 'someone.else@example.com'].sort());

    // Opening the link shows a button; only the button confirms (a mail program following links confirms nothing).
    const opened = await server.app.inject({ url: `/api/data-requests/confirm/${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Confirm my request');
    expect(opened.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect((await admin.get(`/staff/submissions/${reference}/erasure`)).body).toContain('Nothing can be erased yet');
    const forged = await server.app.inject({ method: 'POST', url: `/api/data-requests/confirm/${'A'.repeat(43)}`, ...urlencoded({}) });
    expect(forged.statusCode).toBe(404);
    const crossSite = await server.app.inject({ method: 'POST', url: `/api/data-requests/confirm/${token}`, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(404);
    const confirmed = await server.app.inject({ method: 'POST', url: `/api/data-requests/confirm/${token}`, ...urlencoded({}) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Thank you: your request is confirmed');

    const preview = await admin.get(`/staff/submissions/${reference}/erasure`);
    expect(preview.body).toContain('Erased, with their files and mails (1)');
    expect(preview.body).toContain('Kept, because the law requires it (1)');
    expect(preview.body).toContain('Income-tax Act, 1961');
    const expected = preview.body.match(/name="expected" value="([^"]*)"/)![1];
    expect(expected).toBe(refs.admission);
    const admissionFile = path.join(
      server.config.dataDir,
      (server.db.prepare('SELECT file_path FROM submissions WHERE reference = ?').get(refs.admission) as { file_path: string }).file_path,
    );
    // Without the session's CSRF token nothing happens.
    const noToken = await server.app.inject({
      method: 'POST',
      url: `/staff/submissions/${reference}/erasure`,
      remoteAddress: '10.7.0.2',
      cookies: { staff_session: admin.cookie },
      ...form({ _csrf: 'forged', expected }),
    });
    expect(noToken.statusCode).toBe(403);
    expect(exists(refs.admission)).toBe(true);

    // The office's note about the application: in its status history, the audit log and the mail to the family.
    const noted = await office.post(`/staff/submissions/${refs.admission}/status`, { status: 'under_review', note: `${MARKER} visit planned`, mail: 'yes' });
    expect(noted.statusCode).toBe(303);
    expect(server.db.prepare("SELECT detail FROM audit_log WHERE action = 'status-change' AND target = ?").pluck().get(refs.admission)).toContain(MARKER);

    const done = await admin.post(`/staff/submissions/${reference}/erasure`, { expected });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/staff/submissions/${reference}?done=erased`);
    expect(exists(refs.admission)).toBe(false);
    expect(fs.existsSync(admissionFile)).toBe(false);
    for (const key of ['payment', 'contact', 'neighbour', 'career']) expect(exists(refs[key])).toBe(true);
    // Gone from the audit log's details, and from the bytes of the database and its WAL (secure_delete, then a checkpoint).
    expect(server.db.prepare("SELECT detail FROM audit_log WHERE action = 'status-change' AND target = ?").pluck().get(refs.admission)).toBeNull();
    expect(server.db.pragma('secure_delete', { simple: true })).toBe(1);
    const database = path.join(server.config.dataDir, 'submissions.sqlite');
    for (const file of [database, `${database}-wal`]) {
      if (fs.existsSync(file)) expect({ file, found: fs.readFileSync(file).includes(MARKER) }).toEqual({ file, found: false });
    }
    expect(fs.statSync(`${database}-wal`).size).toBe(0);

    const answer = mails().filter((mail) => mail.reference === reference && mail.subject?.startsWith('Completed'));
    expect(answer.map((mail) => mail.recipient)).toEqual([FAMILY_EMAIL]);
    expect(answer[0].body).toContain(`We erased 1 form and their files: ${refs.admission}.`);
    expect(answer[0].body).toContain(`We keep ${refs.payment}. Fee payment record`);
    expect(mails().some((mail) => mail.recipient === 'neha.new@example.org')).toBe(false);
    expect(server.db.prepare("SELECT actor, detail FROM audit_log WHERE action = 'erasure' AND target = ?").get(reference)).toEqual({
      actor: ADMIN_EMAIL,
      detail: `erased ${refs.admission}; kept ${refs.payment}`,
    });
    expect((await admin.get('/staff?type=data-request')).body).toContain('data-deadline="answered"');
    // The link works once: opened again it says so; an expired one confirms nothing.
    expect((await server.app.inject({ url: `/api/data-requests/confirm/${token}` })).body).toContain('Already confirmed');
  });

  it('the office may check identity in person instead (recorded with who checked and how); that covers only the forms it names', async () => {
    const { reference } = await post('data-requests', request({ email: 'someone.else@example.com', phone: '98765 43210', references: refs.contact }));
    const page = await office.get(`/staff/submissions/${reference}`);
    expect(page.body).toContain('Identity checked in person');
    expect(page.body).toContain(`name="references" value="${refs.contact}"`);
    // The box is never ticked for the office: a match is a suggestion, not a choice.
    expect(page.body).not.toMatch(/name="references" value="[^"]+" checked/);
    const missingHow = await office.post(`/staff/submissions/${reference}/identity`, { references: refs.contact });
    expect(missingHow.statusCode).toBe(400);
    // A reference the request could not be about is not taken.
    const other = await office.post(`/staff/submissions/${reference}/identity`, { references: refs.neighbour, how: 'Aadhaar card seen' });
    expect(other.statusCode).toBe(400);
    const checked = await office.post(`/staff/submissions/${reference}/identity`, { references: refs.contact, how: 'PAN card of Neha K. seen at the office' });
    expect(checked.statusCode).toBe(303);
    expect((await office.get(`/staff/submissions/${reference}`)).body).toMatch(
      new RegExp(
        `Identity checked in person by ${CLERK_EMAIL.replace(/\./g, '\\.')}, <time[^>]*>[^<]+</time>, for ${refs.contact}: PAN card of Neha K\\. seen at the office`,
      ),
    );
    expect(server.db.prepare("SELECT actor, target, detail FROM audit_log WHERE action = 'identity-check'").get()).toEqual({
      actor: CLERK_EMAIL,
      target: reference,
      detail: `${refs.contact}: PAN card of Neha K. seen at the office`,
    });
    // An office account records the check, but cannot erase.
    expect((await office.get(`/staff/submissions/${reference}/erasure`)).statusCode).toBe(403);
    const preview = await admin.get(`/staff/submissions/${reference}/erasure`);
    const expected = preview.body.match(/name="expected" value="([^"]*)"/)![1];
    expect(expected).toBe(refs.contact);
    expect((await admin.post(`/staff/submissions/${reference}/erasure`, { expected })).statusCode).toBe(303);
    expect(exists(refs.contact)).toBe(false);
    expect(exists(refs.neighbour)).toBe(true);
    // The answer goes to the erased form's address on file.
    expect(
      mails()
        .filter((mail) => mail.reference === reference && mail.subject?.startsWith('Completed'))
        .map((mail) => mail.recipient),
    ).toEqual(['someone.else@example.com']);
  });

  it('counts down and warns when the reply is overdue, and stops once answered', () => {
    const item = { type: 'data-request', status: 'received', createdAt: '2027-01-01T04:00:00.000Z' } as Submission;
    expect(String(deadlineText(item, 90, new Date('2027-03-22T04:00:00.000Z')))).toContain('(10 days left)');
    expect(String(deadlineText(item, 90, new Date('2027-04-05T04:00:00.000Z')))).toMatch(
      /data-deadline="overdue">Overdue: the reply was due by .*, 4 days ago/,
    );
    expect(String(deadlineText({ ...item, status: 'completed' }, 90, new Date('2027-04-05T04:00:00.000Z')))).toContain('data-deadline="answered"');
  });
});
