/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { getAdmissionDocuments } from '@/lib/content/admission-documents';
import { sendVisitReminders } from '@/server/features/admissions/journey-mail';
import { checklistProgress } from '@/server/features/admissions/documents';
import { journeyTodo, type Journey } from '@/server/features/admissions/journey';
import { documentsSection } from '@/server/features/admissions/journey-sections';
import { FAMILY_WORDS } from '@/server/core/family-words';
import { loadLinkSecret, signLink } from '@/server/features/admissions/links';
import { visitInvitation, type VisitSlot } from '@/server/features/admissions/visits';
import type { ServerConfig } from '@/server/core/config';
import { backupData, restoreData } from '@/server/core/backup';
import { removeStoredFiles } from '@/server/features/intake/retention';
import { SubmissionsRepository } from '@/server/features/intake/submissions-repository';
import { multipart, type ReceivedMail, startApp, startSmtp, stopApp, testConfig, validAdmission, waitFor } from '../../helpers/intake';
import { samplePdf, samplePng } from '../../helpers/samples';
import { form, OFFICE_EMAIL, officeSession, type StaffClient } from '../../helpers/staff';
import { decodedMail } from '../../helpers/mail-text';

const DAY = 24 * 60 * 60 * 1000;

/** The school's day `days` from now, YYYY-MM-DD (India: UTC+05:30). */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The decoded text of a mail's attachment (base64 or quoted-printable), by file name. */
function attachmentOf(mail: ReceivedMail, filename: string): { headers: string; text: string } {
  const raw = mail.raw.replace(/\r\n/g, '\n');
  const start = raw.indexOf(`filename=${filename}`) >= 0 ? raw.indexOf(`filename=${filename}`) : raw.indexOf(`filename="${filename}"`);
  if (start < 0) throw new Error(`No ${filename} in the mail`);
  const headerStart = raw.lastIndexOf('\n--', start);
  const bodyStart = raw.indexOf('\n\n', start) + 2;
  const bodyEnd = raw.indexOf('\n--', bodyStart);
  const headers = raw.slice(headerStart, bodyStart);
  const body = raw.slice(bodyStart, bodyEnd);
  const text = /base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { headers, text };
}

function plainText(mail: ReceivedMail): string {
  return decodedMail(mail.raw).replace(/\r\n/g, '\n');
}

describe('the admissions journey: documents and visits', () => {
  let config: ServerConfig;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let secret: Buffer;
  let office: StaffClient;
  let reference: string;
  let token: string;
  const email = validAdmission.email;

  const mailsAbout = (ref: string, subject: RegExp) => smtp.mails.filter((mail) => mail.raw.includes(ref) && subject.test(mail.subject));
  const page = (t = token) => app.inject({ url: `/application/${t}` });
  const upload = async (document: string, file: { name: string; type: string; data: Buffer }, t = token) =>
    app.inject({
      method: 'POST',
      url: `/application/${t}/documents/${document}`,
      ...(await multipart({}, { field: 'file', ...file })),
    });
  const visit = (fields: Record<string, string>, t = token) => app.inject({ method: 'POST', url: `/application/${t}/visit`, ...form(fields) });
  const db = () => new Database(path.join(config.dataDir, 'submissions.sqlite'));
  const query = <T>(sql: string, ...params: unknown[]): T[] => {
    const connection = db();
    try {
      return connection.prepare(sql).all(...params) as T[];
    } finally {
      connection.close();
    }
  };
  const addSlot = async (fields: Record<string, string>) => {
    const response = await office.post('/staff/visits', fields);
    expect(response.statusCode).toBe(303);
    return query<{ id: number }>('SELECT id FROM visit_slots ORDER BY id DESC LIMIT 1')[0].id;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    config = testConfig({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    app = await startApp(config);
    secret = loadLinkSecret(config.dataDir, undefined);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admissions',
      ...(await multipart(validAdmission, { field: 'screenshot', name: 'p.png', type: 'image/png', data: await samplePng() })),
    });
    reference = response.json().reference;
    token = signLink(secret, reference, new Date());
    office = await officeSession(app, config);
  });

  afterAll(async () => {
    await stopApp(app, config, smtp);
  });

  it('asks for each document of the class on the page, with a form that works without script', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).toContain(
      `<form class="inline" method="post" action="/application/${token}/documents/birth-certificate" enctype="multipart/form-data">`,
    );
    expect(response.body).toContain('<label for="file-birth-certificate">');
    // Class 3: a report card, no Aadhaar (content/admission-documents.yml does not collect it).
    expect(response.body).toContain('Report card of the last class completed');
    expect(response.body).not.toMatch(/aadhaar/i);
    expect(response.body).toContain('Documents checked: documents needed: 5 to upload');
    expect(await upload('aadhaar', { name: 'a.png', type: 'image/png', data: await samplePng() })).toMatchObject({ statusCode: 303 });
    expect((await upload('aadhaar', { name: 'a.png', type: 'image/png', data: await samplePng() })).headers.location).toContain('done=unknown');
  });

  it('keeps an image or PDF checked by its content, privately, and refuses anything else with a clear message', async () => {
    const pdf = await upload('birth-certificate', { name: 'birth.html', type: 'text/html', data: await samplePdf('Birth certificate') });
    expect(pdf.statusCode).toBe(303);
    expect(pdf.headers.location).toBe(`/application/${token}?done=uploaded#documents`);
    const fake = await upload('photograph', { name: 'photo.png', type: 'image/png', data: Buffer.from('<html><script>alert(1)</script></html>') });
    expect(fake.headers.location).toContain('done=wrong-type');
    const none = await app.inject({ method: 'POST', url: `/application/${token}/documents/photograph`, ...(await multipart({ note: 'x' })) });
    expect(none.headers.location).toContain('done=no-file');
    const refused = await app.inject({ url: fake.headers.location as string });
    expect(refused.body).toContain('Nothing was kept: The document must be a JPEG, PNG or WebP image or a PDF.');
    expect(refused.body).toContain('role="alert"');

    const rows = query<{ document: string; file_path: string; file_name: string; file_type: string; state: string }>(
      'SELECT document, file_path, file_name, file_type, state FROM application_documents',
    );
    expect(rows).toEqual([
      {
        document: 'birth-certificate',
        file_path: expect.stringMatching(new RegExp(`^uploads/${reference}-[0-9a-f]{32}\\.pdf$`)),
        file_name: 'birth.pdf',
        file_type: 'pdf',
        state: 'uploaded',
      },
    ]);
    expect(fs.statSync(path.join(config.dataDir, rows[0].file_path)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.join(config.dataDir, 'incoming'))).toEqual([]);
    // Never public: the uploads folder is not served.
    expect((await app.inject({ url: `/${rows[0].file_path}` })).statusCode).toBe(404);

    const shown = await app.inject({ url: (pdf.headers.location as string).replace(/#.*/, '') });
    expect(shown.body).toContain('Thank you: your document has arrived.');
    expect(shown.body).toMatch(/Sent on [^<]+ \(birth\.pdf\); waiting for the office(?:'|&#39;)s check\./);
  });

  it('downscales a large photo like the payment screenshot, and refuses a file over 5 MB', async () => {
    // A phone photo: 2600 x 1100 pixels of noise (which compresses badly), about 3 MB.
    const noise = Buffer.alloc(2600 * 1100 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 2600, height: 1100, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(big.length).toBeLessThan(5 * 1024 * 1024);
    const { width } = await sharp(big).metadata();
    expect(width).toBeGreaterThan(2000);
    expect((await upload('photograph', { name: 'IMG_2041.JPG', type: 'image/jpeg', data: big })).headers.location).toContain('done=uploaded');
    const [row] = query<{ file_path: string; file_size: number; file_name: string }>(
      "SELECT file_path, file_size, file_name FROM application_documents WHERE document = 'photograph'",
    );
    const kept = fs.readFileSync(path.join(config.dataDir, row.file_path));
    const metadata = await sharp(kept).metadata();
    expect(Math.max(metadata.width!, metadata.height!)).toBe(2000);
    expect(metadata.format).toBe('jpeg');
    expect(row.file_size).toBe(kept.length);
    expect(kept.length).toBeLessThan(big.length);
    expect(row.file_name).toBe('IMG_2041.jpg');

    const huge = await upload('address-proof', {
      name: 'scan.pdf',
      type: 'application/pdf',
      data: Buffer.concat([await samplePdf(), Buffer.alloc(5 * 1024 * 1024 + 10)]),
    });
    expect(huge.headers.location).toContain('done=too-large');
    expect(query("SELECT 1 FROM application_documents WHERE document = 'address-proof'")).toHaveLength(0);
    expect(fs.readdirSync(path.join(config.dataDir, 'incoming'))).toEqual([]);
  });

  it('lets the office open, accept and reject each document with a reason, audited and mailed; the family sends again', async () => {
    const staffPage = await office.get(`/staff/submissions/${reference}`);
    expect(staffPage.statusCode).toBe(200);
    expect(staffPage.body).toContain('Documents from the family');
    const fileIds = [...staffPage.body.matchAll(/href="\/staff\/documents\/([0-9a-f]{32})\?download=1"/g)].map((match) => match[1]);
    expect(fileIds).toHaveLength(2);
    const [certificateId, photoId] = query<{ file_id: string }>('SELECT file_id FROM application_documents ORDER BY id').map((row) => row.file_id);

    const download = await office.get(`/staff/documents/${certificateId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="birth\.pdf"/);
    expect(download.headers['content-security-policy']).toMatch(/sandbox/);
    const image = await office.get(`/staff/documents/${photoId}`);
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    expect((await office.get(`/staff/documents/${'0'.repeat(32)}`)).statusCode).toBe(404);

    const noReason = await office.post(`/staff/submissions/${reference}/documents/photograph`, { verdict: 'reject', fileId: photoId, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Please give the reason for the family');
    const rejected = await office.post(`/staff/submissions/${reference}/documents/photograph`, {
      verdict: 'reject',
      fileId: photoId,
      reason: 'The face is in shadow; please send a photo against a light wall.',
    });
    expect(rejected.statusCode).toBe(303);
    const accepted = await office.post(`/staff/submissions/${reference}/documents/birth-certificate`, { verdict: 'accept', fileId: certificateId });
    expect(accepted.statusCode).toBe(303);

    const audit = query<{ action: string; actor: string; target: string; detail: string }>(
      "SELECT action, actor, target, detail FROM audit_log WHERE action LIKE 'document-%' ORDER BY id",
    );
    expect(audit).toEqual([
      {
        action: 'document-reject',
        actor: OFFICE_EMAIL,
        target: reference,
        detail: expect.stringContaining('reason: The face is in shadow'),
      },
      {
        action: 'document-accept',
        actor: OFFICE_EMAIL,
        target: reference,
        detail: expect.stringContaining('Birth certificate of the child; family e-mailed'),
      },
    ]);
    expect(query("SELECT 1 FROM audit_log WHERE action = 'file-view' AND target = ?", reference).length).toBeGreaterThanOrEqual(2);

    await waitFor(
      () =>
        mailsAbout(reference, /Please send again: Recent passport-size photograph/).length === 1 &&
        mailsAbout(reference, /Document accepted: Birth certificate/).length === 1,
      10000,
      'the verdict mails',
    );
    const rejection = plainText(mailsAbout(reference, /Please send again/)[0]);
    expect(mailsAbout(reference, /Please send again/)[0].to).toEqual([email]);
    expect(rejection).toContain('The reason: The face is in shadow; please send a photo against a light wall.');
    expect(rejection).toMatch(/\/application\/ADM-\d{8}-[0-9A-Z]{6}\.[0-9a-z]+\.[\w-]+/);

    const shown = await page();
    expect(shown.body).toContain('Accepted by the office on');
    expect(shown.body).toContain('Not accepted: The face is in shadow; please send a photo against a light wall.');
    // The office's mails are among its messages on the page too.
    expect(shown.body).toContain(`<h3>Please send again: Recent passport-size photograph of the child (${reference})</h3>`);
    expect(shown.body).toContain(`<h3>Document accepted: Birth certificate of the child (${reference})</h3>`);
    expect(shown.body).toMatch(
      /<p class="next">Please upload again, below: Recent passport-size photograph of the child \(the office says: The face is in shadow/,
    );
    expect(shown.body).not.toContain('action="/application/' + token + '/documents/birth-certificate"');

    // Accepted is final; a new photo replaces the rejected one (whose file is deleted) and waits for the office again.
    expect((await upload('birth-certificate', { name: 'b.pdf', type: 'application/pdf', data: await samplePdf() })).headers.location).toContain(
      'done=accepted',
    );
    const [oldPhoto] = query<{ file_path: string }>("SELECT file_path FROM application_documents WHERE document = 'photograph'");
    expect((await upload('photograph', { name: 'new.png', type: 'image/png', data: await samplePng(60, 80) })).headers.location).toContain('done=uploaded');
    expect(fs.existsSync(path.join(config.dataDir, oldPhoto.file_path))).toBe(false);
    expect(query("SELECT state, reason FROM application_documents WHERE document = 'photograph'")).toEqual([{ state: 'uploaded', reason: null }]);
    // A verdict on the file the office saw before is refused: the family has sent a new one since.
    const stale = await office.post(`/staff/submissions/${reference}/documents/photograph`, { verdict: 'accept', fileId: photoId });
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toContain('has changed since the page was loaded');
  });

  it('lets staff define, list, change and cancel visit times; a family books, moves and cancels, each mailed with an .ics', async () => {
    const day = dayFromNow(20);
    const bad = await office.post('/staff/visits', { day, starts: '11:00', ends: '10:00', place: 'Main building', capacity: '0', note: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please give at least one seat.');
    expect(bad.body).toContain('The visit must end after it starts.');
    const first = await addSlot({
      day,
      starts: '10:00',
      ends: '10:45',
      place: 'Principal’s office, main building',
      capacity: '2',
      note: 'Please bring the original birth certificate.',
    });
    const second = await addSlot({ day: dayFromNow(21), starts: '15:30', ends: '16:00', place: 'Library', capacity: '5', note: '' });
    const list = await office.get('/staff/visits');
    expect(list.body).toContain('0 of 2');
    expect(list.body).toContain('Library');

    const before = await page();
    expect(before.body).toContain('Please choose a time that suits you');
    expect(before.body).toContain(`<input type="radio" name="slot" value="${first}" required>`);
    expect(before.body).toContain('2 seats left');

    expect((await visit({ action: 'book', slot: String(first) })).headers.location).toBe(`/application/${token}?done=booked#visit`);
    await waitFor(() => mailsAbout(reference, /visit to the school is booked/).length === 1, 10000, 'the booking mail');
    const bookedMail = mailsAbout(reference, /visit to the school is booked/)[0];
    expect(plainText(bookedMail)).toContain('Please bring the original birth certificate.');
    const ics = attachmentOf(bookedMail, 'visit.ics');
    expect(ics.headers).toMatch(/text\/calendar/);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.text)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(`${day}T10:00:00+05:30`).toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(new Date(`${day}T10:45:00+05:30`).toISOString());
    expect(event.location).toBe('Principal’s office, main building');
    expect(event.uid).toBe(`visit-${reference.toLowerCase()}@www.sunrisevalleyschool.edu.in`);
    expect(event.sequence).toBe(0);
    expect(event.summary).toContain('Aarav Kulkarni');

    const booked = await page();
    expect(booked.body).toMatch(/<li class="current">Visit or interaction at the school: visit booked: [A-Za-z]+, \d+ [A-Za-z]+ \d{4}, 10:00 to 10:45/);
    expect((await office.get(`/staff/submissions/${reference}`)).body).toContain(`href="/staff/visits/${first}"`);
    expect((await office.get(`/staff/visits/${first}`)).body).toContain(reference);

    // Moved: the same UID, a higher SEQUENCE, so a calendar replaces the entry.
    expect((await visit({ action: 'book', slot: String(second) })).headers.location).toContain('done=moved');
    expect((await visit({ action: 'book', slot: String(second) })).headers.location).toContain('done=same');
    await waitFor(() => mailsAbout(reference, /visit to the school is moved/).length === 1, 10000, 'the move mail');
    const moved = new ICAL.Event(
      new ICAL.Component(ICAL.parse(attachmentOf(mailsAbout(reference, /moved/)[0], 'visit.ics').text)).getFirstSubcomponent('vevent')!,
    );
    expect(moved.uid).toBe(event.uid);
    expect(moved.sequence).toBe(1);
    expect(moved.location).toBe('Library');
    expect(query<{ slot_id: number }>('SELECT slot_id FROM visit_bookings')).toEqual([{ slot_id: second }]);

    // Staff change the slot's time: the family is told, with a renewed invitation.
    const edited = await office.post(`/staff/visits/${second}`, {
      day: dayFromNow(21),
      starts: '16:00',
      ends: '16:30',
      place: 'Library',
      capacity: '5',
      note: '',
    });
    expect(edited.headers.location).toContain('done=saved-mailed');
    await waitFor(() => mailsAbout(reference, /visit to the school is moved/).length === 2, 10000, 'the second move mail');
    const shrink = await office.post(`/staff/visits/${second}`, {
      day: dayFromNow(21),
      starts: '16:00',
      ends: '16:30',
      place: 'Library',
      capacity: '1',
      note: '',
    });
    expect(shrink.statusCode).toBe(303);

    expect((await visit({ action: 'cancel' })).headers.location).toContain('done=cancelled');
    expect((await visit({ action: 'cancel' })).headers.location).toContain('done=no-booking');
    await waitFor(() => mailsAbout(reference, /visit to the school is cancelled/).length === 1, 10000, 'the cancellation mail');
    const cancelled = attachmentOf(mailsAbout(reference, /cancelled/)[0], 'visit.ics').text;
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');

    const audit = query<{ action: string }>("SELECT action FROM audit_log WHERE action LIKE 'visit-slot-%' ORDER BY id").map((row) => row.action);
    expect(audit).toEqual(['visit-slot-add', 'visit-slot-add', 'visit-slot-edit', 'visit-slot-edit']);
  });

  it('never fills a 10-seat slot past 10, with 50 families booking at the same moment', async () => {
    const slot = await addSlot({ day: dayFromNow(30), starts: '09:00', ends: '10:00', place: 'Assembly hall', capacity: '10', note: '' });
    const connection = db();
    const repository = new SubmissionsRepository(connection);
    const tokens = Array.from({ length: 50 }, (_, index) => {
      const ref = `ADM-20261124-C${String(index).padStart(5, '0')}`;
      repository.insert({
        reference: ref,
        type: 'admission',
        createdAt: new Date().toISOString(),
        data: { ...validAdmission, email: `family${index}@example.com` },
        consentAt: null,
        ip: null,
        requestId: null,
        file: null,
      });
      return signLink(secret, ref, new Date());
    });
    connection.close();
    const answers = await Promise.all(tokens.map((t) => visit({ action: 'book', slot: String(slot) }, t)));
    const outcomes = answers.map((answer) => /done=([a-z-]+)/.exec(answer.headers.location as string)?.[1]);
    expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === 'full')).toHaveLength(40);
    expect(query('SELECT 1 FROM visit_bookings WHERE slot_id = ?', slot)).toHaveLength(10);
    const loser = tokens[outcomes.indexOf('full')];
    const told = await app.inject({ url: `/application/${loser}?done=full` });
    expect(told.body).toContain('Sorry, the last seat at that time has just been taken. Nothing was changed; please choose another time.');
    expect(told.body).not.toContain(`value="${slot}"`);
    expect((await office.get('/staff/visits')).body).toContain('10 of 10');
  });

  it('mails the reminder the day before, once, and tells each family when the school cancels its slot', async () => {
    const day = dayFromNow(10);
    const slot = await addSlot({ day, starts: '11:00', ends: '11:30', place: 'Main building', capacity: '3', note: '' });
    expect((await visit({ action: 'book', slot: String(slot) })).headers.location).toContain('done=booked');
    // The job as the scheduler runs it, on the service's own journey (its database, outbox and link key).
    const context = app.admissions.context;
    const dayBefore = new Date(`${dayFromNow(9)}T09:00:00+05:30`);
    expect(sendVisitReminders(context, new Date(dayBefore.getTime() - DAY)).mailed).toEqual([]);
    expect(sendVisitReminders(context, dayBefore).mailed).toEqual([reference]);
    expect(sendVisitReminders(context, new Date(dayBefore.getTime() + 60 * 60 * 1000)).mailed).toEqual([]);
    await waitFor(() => mailsAbout(reference, /Reminder: your visit/).length === 1, 10000, 'the reminder');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsAbout(reference, /Reminder: your visit/)).toHaveLength(1);
    expect(attachmentOf(mailsAbout(reference, /Reminder/)[0], 'visit.ics').text).toContain('LOCATION:Main building');

    expect((await office.post(`/staff/visits/${slot}/cancel`, {})).headers.location).toContain('done=cancelled');
    await waitFor(() => mailsAbout(reference, /The school has cancelled your visit time/).length === 1, 10000, 'the school cancellation');
    expect(query('SELECT 1 FROM visit_bookings WHERE submission_id = (SELECT id FROM submissions WHERE reference = ?)', reference)).toHaveLength(0);
    expect((await page()).body).not.toContain(`value="${slot}"`);
  });

  it('refuses every new /staff route without a session, and changes nothing', async () => {
    const gets = ['/staff/visits', '/staff/visits/1', `/staff/documents/${'a'.repeat(32)}`];
    for (const url of gets) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/staff\/sign-in/);
    }
    const posts = ['/staff/visits', '/staff/visits/1', '/staff/visits/1/cancel', `/staff/submissions/${reference}/documents/photograph`];
    const slotsBefore = query('SELECT * FROM visit_slots');
    for (const url of posts) {
      const response = await app.inject({
        method: 'POST',
        url,
        ...form({ day: dayFromNow(5), starts: '10:00', ends: '11:00', place: 'X', capacity: '3', verdict: 'accept', fileId: 'a'.repeat(32) }),
      });
      expect(response.statusCode).toBe(401);
    }
    expect(query('SELECT * FROM visit_slots')).toEqual(slotsBefore);
    // With a session but without the form's token: refused too.
    expect(
      (await office.post('/staff/visits', { _csrf: 'wrong', day: dayFromNow(5), starts: '10:00', ends: '11:00', place: 'X', capacity: '3' })).statusCode,
    ).toBe(403);
  });

  it("gives a tampered, expired or other family's link the same refusal on every post, with no data and nothing kept", async () => {
    const [, expires, mac] = token.split('.');
    const bad = [
      `${reference}.${(parseInt(expires, 36) + 1).toString(36)}.${mac}`,
      `${reference}.${expires}.${mac.slice(1)}A`,
      signLink(secret, reference, new Date(Date.now() - 61 * DAY)),
      signLink(Buffer.from('an attacker key of thirty-two chars!'), reference, new Date()),
      'ADM-20200101-ABCDEF.zz.zz',
    ];
    const documentsBefore = query('SELECT * FROM application_documents');
    const bookingsBefore = query('SELECT * FROM visit_bookings');
    const refusals = [];
    for (const t of bad) {
      refusals.push(await upload('address-proof', { name: 'a.pdf', type: 'application/pdf', data: await samplePdf() }, t));
      refusals.push(await visit({ action: 'book', slot: '1' }, t));
      refusals.push(await visit({ action: 'cancel' }, t));
    }
    for (const response of refusals) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(refusals[0].body);
      expect(response.body).not.toMatch(new RegExp(`${reference}|Aarav|Kulkarni`));
    }
    expect(refusals[0].body).toContain('This link does not work');
    expect(query('SELECT * FROM application_documents')).toEqual(documentsBefore);
    expect(query('SELECT * FROM visit_bookings')).toEqual(bookingsBefore);
    expect(fs.readdirSync(path.join(config.dataDir, 'incoming'))).toEqual([]);
  });

  it('backs up and restores the documents with their application, and deletes them with it', async () => {
    const files = query<{ file_path: string; file_sha256: string }>(
      'SELECT file_path, file_sha256 FROM application_documents WHERE submission_id = (SELECT id FROM submissions WHERE reference = ?)',
      reference,
    );
    expect(files.length).toBeGreaterThanOrEqual(2);
    const connection = db();
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-backup-'));
    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-restored-'));
    try {
      const manifest = await backupData(connection, config.dataDir, path.join(backupDir, 'b'));
      for (const file of files) expect(manifest.files).toContainEqual(expect.objectContaining({ path: file.file_path, sha256: file.file_sha256 }));
      await restoreData(path.join(backupDir, 'b'), path.join(restoredDir, 'data'));
      for (const file of files) expect(fs.existsSync(path.join(restoredDir, 'data', file.file_path))).toBe(true);

      // Deleted by the retention purge or an erasure: its rows go by cascade, its files by its reference.
      const repository = new SubmissionsRepository(connection);
      const deleted = repository.deleteByIds([repository.byReference(reference)!.id]);
      removeStoredFiles(config.dataDir, deleted);
      for (const file of files) expect(fs.existsSync(path.join(config.dataDir, file.file_path))).toBe(false);
      expect(connection.prepare('SELECT COUNT(*) AS n FROM application_documents').get()).toEqual({ n: 0 });
    } finally {
      connection.close();
      fs.rmSync(backupDir, { recursive: true, force: true });
      fs.rmSync(restoredDir, { recursive: true, force: true });
    }
  });

  it('writes the documents, the visit, their notices and a failed post in Marathi for a family that applied from the Marathi form', async () => {
    const said = FAMILY_WORDS.mr.journey;
    const response = await app.inject({
      method: 'POST',
      url: '/api/admissions',
      remoteAddress: '10.40.0.1',
      ...(await multipart(
        { ...validAdmission, lang: 'mr', email: 'marathi.journey@example.com', transactionNumber: 'UTR202711270099' },
        { field: 'screenshot', name: 'p.png', type: 'image/png', data: await samplePng() },
      )),
    });
    expect(response.statusCode).toBe(201);
    const ownReference: string = response.json().reference;
    const own = signLink(secret, ownReference, new Date());
    const shown = (await page(own)).body;
    expect(shown).toContain('<html lang="mr">');
    expect(shown).toContain(`<p>${said.documentsIntro}</p>`);
    expect(shown).toContain(said.missing);
    // The documents' names and help in Marathi (content/admission-documents.yml, mr:), not marked as English.
    const photo = getAdmissionDocuments(undefined, 'mr').documents.find((document) => document.id === 'photograph')!;
    expect(photo).toMatchObject({ title: 'मुलाचा पासपोर्ट आकाराचा अलीकडचा फोटो', language: 'mr' });
    expect(shown).toContain(`<label for="file-photograph">${said.chooseFile({ title: photo.title })}</label>`);
    expect(shown).toContain(`<li><h3>${photo.title}</h3><p>${photo.help}</p>`);
    expect(shown).not.toMatch(/Recent passport-size photograph|Birth certificate of the child|lang="en-IN">(?:<[^>]+>)*[^<]*(?:photograph|certificate)/i);
    // What to do next names the missing documents in Marathi, the first of them the birth certificate.
    expect(shown).toMatch(new RegExp(`<p class="next">[^<]*मुलाचा जन्माचा दाखला; ${photo.title};`));
    expect(shown).toContain(`<p class="muted" id="file-photograph-hint">${said.hint}</p>`);
    expect(shown).toContain(`>${said.upload}</button>`);
    expect(shown).toContain(`<h2 id="visit">${said.visitHeading}</h2>`);
    expect(shown).toContain(said.toUpload({ count: '5' }));
    expect(shown).not.toMatch(/Not sent yet|Choose the file|Your visit to the school|documents needed|Upload<\/button>/);

    const fake = await upload('photograph', { name: 'photo.png', type: 'image/png', data: Buffer.from('not an image') }, own);
    const refused = (await app.inject({ url: fake.headers.location as string })).body;
    expect(refused).toContain(`<p class="notice error" role="alert">${said.notices['wrong-type']}</p>`);
    const sent = await upload('photograph', { name: 'photo.png', type: 'image/png', data: await samplePng() }, own);
    const thanked = (await app.inject({ url: sent.headers.location as string })).body;
    expect(thanked).toContain(`<p class="notice ok" role="status">${said.notices.uploaded}</p>`);
    expect(thanked).toMatch(/\d{1,2} [\u0900-\u097F]+, \d{4} रोजी पाठवले \(photo\.png\)/);

    // The office decides on its English checklist; the family's mail names the document in Marathi.
    const staffPage = (await office.get(`/staff/submissions/${ownReference}`)).body;
    expect(staffPage).toContain('Recent passport-size photograph of the child');
    expect(staffPage).not.toContain(photo.title);
    const [sentPhoto] = query<{ file_id: string }>(
      "SELECT d.file_id FROM application_documents d JOIN submissions s ON s.id = d.submission_id WHERE s.reference = ? AND d.document = 'photograph'",
      ownReference,
    );
    const reason = 'The photo is blurred.';
    expect(
      (await office.post(`/staff/submissions/${ownReference}/documents/photograph`, { verdict: 'reject', fileId: sentPhoto.file_id, reason })).statusCode,
    ).toBe(303);
    const [mail] = query<{ subject: string; body: string; message_id: string }>(
      "SELECT o.subject, o.body, o.message_id FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.reference = ? AND o.subject LIKE 'कृपया पुन्हा पाठवा:%'",
      ownReference,
    );
    expect(mail.subject).toBe(`${FAMILY_WORDS.mr.documents.rejectedSubject({ title: photo.title })} (${ownReference})`);
    expect(mail.body).toContain(`"${photo.title}"`);
    expect(mail.body).not.toContain('Recent passport-size photograph');
    // That mail reaches the family through the real SMTP server.
    await waitFor(
      () => smtp.mails.some((sent) => sent.messageId.includes(mail.message_id) && sent.to.includes('marathi.journey@example.com')),
      10000,
      'the Marathi verdict mail',
    );
    const sentBack = (await page(own)).body;
    expect(sentBack).toContain(`<p class="next">${said.uploadAgain({ list: said.officeSays({ title: photo.title, reason }) })}</p>`);

    // A post the page cannot answer with itself: the short page, in Marathi too.
    const broken = await app.inject({
      method: 'POST',
      url: `/application/${own}/visit`,
      headers: { 'content-type': 'application/json' },
      payload: '{"action":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toContain('<html lang="mr">');
    expect(broken.body).toContain(`<h1>${FAMILY_WORDS.mr.stepFailed.title}</h1><p role="alert">${FAMILY_WORDS.mr.stepFailed.unreadable}</p>`);
    const english = await app.inject({
      method: 'POST',
      url: `/application/${token}/visit`,
      headers: { 'content-type': 'application/json' },
      payload: '{"action":',
    });
    expect(english.body).toContain('<h1>Not done</h1><p role="alert">The form could not be read. Please go back and try again.</p>');
  });
});

describe("a document's words on the family's page", () => {
  const translated = { id: 'birth-certificate', title: 'मुलाचा जन्माचा दाखला', help: 'महानगरपालिकेने दिलेला.', aadhaar: false, language: 'mr' as const };
  const untranslated = { id: 'medical', title: 'Medical certificate', help: 'From the family doctor.', aadhaar: false, language: 'en' as const };
  const journey: Journey = {
    checklist: [
      { document: translated, state: 'missing' },
      { document: untranslated, state: 'missing' },
    ],
    progress: checklistProgress([]),
    openSlots: [],
    closed: false,
  };

  it('marks as English only a document with no Marathi text, on a Marathi page; nothing on an English one', () => {
    const marathi = documentsSection(journey, '/application/t', 'Class 1', FAMILY_WORDS.mr);
    expect(marathi).toContain(`<h3>${translated.title}</h3><p>${translated.help}</p>`);
    expect(marathi).toContain(`<h3 lang="en-IN">${untranslated.title}</h3><p lang="en-IN">${untranslated.help}</p>`);
    expect(marathi).toContain(FAMILY_WORDS.mr.journey.chooseFile({ title: `<span lang="en-IN">${untranslated.title}</span>` }));
    expect(journeyTodo(journey, FAMILY_WORDS.mr)[0]).toBe(
      FAMILY_WORDS.mr.journey.uploadMissing({ list: `${translated.title}; <span lang="en-IN">${untranslated.title}</span>` }),
    );
    const english = documentsSection({ ...journey, checklist: [{ document: untranslated, state: 'missing' }] }, '/application/t', 'Class 1');
    expect(english).toContain(`<h3>${untranslated.title}</h3>`);
    expect(english).not.toContain('lang=');
  });
});

describe('visit invitation (.ics)', () => {
  const slot: VisitSlot = {
    id: 3,
    day: '2026-12-03',
    starts: '10:00',
    ends: '10:45',
    place: 'Main building; room 4, ground floor',
    capacity: 5,
    note: null,
    cancelledAt: null,
    booked: 1,
  };
  const options = {
    reference: 'ADM-20261124-7KQ2XD',
    childName: 'Aarav Kulkarni',
    schoolName: 'Sunrise Valley English Medium School',
    host: 'school.example',
    pageUrl: 'https://school.example/application/x',
    now: new Date('2026-11-24T10:00:00Z'),
  };

  it('is valid RFC 5545 with the time in UTC, the place escaped, and lines folded at 75 octets', () => {
    const text = visitInvitation({ slot, sequence: 2 }, options);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain('METHOD:PUBLISH');
    expect(text).toContain('DTSTART:20261203T043000Z');
    expect(text).toContain('DTEND:20261203T051500Z');
    expect(text).toContain('LOCATION:Main building\\; room 4\\, ground floor');
    expect(text).toContain('SEQUENCE:2');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.location).toBe('Main building; room 4, ground floor');
    expect(event.description).toContain('https://school.example/application/x');
  });

  it('cancels with the same UID and the next SEQUENCE', () => {
    const text = visitInvitation({ slot, sequence: 2 }, { ...options, cancelled: true });
    expect(text).toContain('METHOD:CANCEL');
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain('SEQUENCE:3');
    expect(text).toContain('UID:visit-adm-20261124-7kq2xd@school.example');
  });
});
