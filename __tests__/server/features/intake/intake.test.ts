/** @jest-environment node */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED } from '@/lib/forms/idempotency';
import { CORRECT_FIELDS_MESSAGE, STORAGE_ERROR_MESSAGE, SUCCESS_MESSAGE, FAILURE_MESSAGE } from '@/lib/forms/messages';
import { TRANSACTION_NUMBER_MESSAGE, TRANSACTION_NUMBER_USED } from '@/lib/forms/admission';
import { MOBILE_MESSAGE, PHONE_MESSAGE } from '@/lib/forms/formats';
import { OutboxRepository } from '@/server/core/outbox-repository';
import { SubmissionsRepository } from '@/server/features/intake/submissions-repository';
import {
  abroadAdmission,
  filesUnder,
  makeOutDir,
  multipart,
  type ReceivedMail,
  startApp,
  stopApp,
  storedAdmission,
  testConfig,
  urlencoded,
  validAdmission,
  validCareer,
  validContact,
  validEnquiry,
  waitFor,
} from '../../helpers/intake';
import { sampleDoc, sampleDocx, sampleElf, sampleJpeg, samplePdf, samplePng } from '../../helpers/samples';
import { useTestServer } from '../../helpers/test-server';

const REFERENCE = /^(ADM|PAY|JOB|CON|ENQ)-\d{8}-[2-9A-HJKMNP-Z]{6}$/;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('form intake API', () => {
  const server = useTestServer({ smtp: true });
  let submissions: SubmissionsRepository;
  beforeAll(() => {
    submissions = new SubmissionsRepository(server.db);
  });

  /** Asserts a refusal: a 4xx JSON answer with a message, and not a byte stored anywhere. */
  async function expectRefused(
    response: { statusCode: number; json: () => { success: boolean; error: string; fields: Record<string, string> } },
    countBefore: number,
    filesBefore: string[],
  ) {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.error.length).toBeGreaterThan(5);
    expect(body.error).not.toMatch(/at .*\.ts:\d+|Error:/);
    expect(submissions.count()).toBe(countBefore);
    expect(filesUnder(path.join(server.config.dataDir, 'uploads')).sort()).toEqual(filesBefore.sort());
    expect(filesUnder(path.join(server.config.dataDir, 'incoming'))).toEqual([]);
    return body;
  }

  const snapshot = () => ({ count: submissions.count(), files: filesUnder(path.join(server.config.dataDir, 'uploads')) });

  describe('each endpoint accepts a valid submission', () => {
    it('POST /api/admissions stores the fields, the consent time and the screenshot, and mails office and parent', async () => {
      const png = await samplePng();
      const body = await multipart(validAdmission, { field: 'screenshot', name: 'payment.png', type: 'image/png', data: png });
      const response = await server.app.inject({ method: 'POST', url: '/api/admissions', ...body });
      expect(response.statusCode).toBe(201);
      const answer = response.json();
      expect(answer).toEqual({ success: true, reference: expect.stringMatching(REFERENCE), message: SUCCESS_MESSAGE });
      const stored = submissions.byReference(answer.reference)!;
      expect(stored.type).toBe('admission');
      expect(stored.data).toEqual(storedAdmission);
      expect(stored.consentAt).toBe(stored.createdAt);
      expect(stored.file).toMatchObject({ name: 'payment.png', type: 'png', size: png.length, sha256: sha256(png) });
      expect(fs.readFileSync(path.join(server.config.dataDir, stored.file!.path)).equals(png)).toBe(true);

      await waitFor(() => server.smtp.mails.filter((mail) => mail.raw.includes(answer.reference)).length === 2, 10000, 'two mails');
      const mails = server.smtp.mails.filter((mail) => mail.raw.includes(answer.reference));
      const office = mails.find((mail) => mail.to.includes(server.config.mailTo)) as ReceivedMail;
      const parent = mails.find((mail) => mail.to.includes(validAdmission.email)) as ReceivedMail;
      expect(office.subject).toContain(answer.reference);
      expect(office.raw).toContain('filename=payment.png');
      expect(office.raw).toContain(png.toString('base64').slice(0, 60));
      expect(parent.raw).toContain(`Your reference number is ${answer.reference}`);
    });

    it('POST /api/admissions takes a family abroad and stores its numbers in E.164; the exports and the office mail show them', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admissions',
        ...(await multipart(abroadAdmission, { field: 'screenshot', name: 'payment.png', type: 'image/png', data: await samplePng() })),
      });
      expect(response.statusCode).toBe(201);
      const { reference } = response.json();
      expect(submissions.byReference(reference)!.data).toMatchObject({
        phoneNumber: '+447700900123',
        whatsappNumber: '+971501234567',
        country: 'GB',
        pinCode: 'SW1A 1AA',
      });
      await waitFor(() => server.smtp.mails.some((mail) => mail.raw.includes(reference) && mail.to.includes(server.config.mailTo)), 10000, 'the office mail');
      const office = server.smtp.mails.find((mail) => mail.raw.includes(reference) && mail.to.includes(server.config.mailTo))!;
      expect(office.raw).toContain('Phone number: +44 7700 900123');
      expect(office.raw).toContain('WhatsApp number: +971 50 123 4567');
      expect(office.raw).toContain('Country: United Kingdom (GB)');
    });

    it('POST /api/payments takes the same fields with a PDF receipt', async () => {
      const pdf = await samplePdf();
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/payments',
        ...(await multipart(validAdmission, { field: 'screenshot', name: 'receipt.pdf', type: 'application/pdf', data: pdf })),
      });
      expect(response.statusCode).toBe(201);
      const stored = submissions.byReference(response.json().reference)!;
      expect(stored.type).toBe('payment');
      expect(stored.reference).toMatch(/^PAY-/);
      expect(stored.file).toMatchObject({ type: 'pdf', sha256: sha256(pdf) });
    });

    it('POST /api/careers accepts a DOCX résumé and an old Word .doc (an OLE compound file)', async () => {
      const docx = sampleDocx();
      const first = await server.app.inject({
        method: 'POST',
        url: '/api/careers',
        ...(await multipart(validCareer, {
          field: 'resume',
          name: 'priya-cv.docx',
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          data: docx,
        })),
      });
      expect(first.statusCode).toBe(201);
      const stored = submissions.byReference(first.json().reference)!;
      expect(stored.data).toEqual({ ...validCareer, phone: '+919822012345' });
      expect(stored.file).toMatchObject({ type: 'docx', sha256: sha256(docx) });
      expect(stored.file!.path).toMatch(/^uploads\/[0-9a-f]{32}\.docx$/);

      const doc = sampleDoc();
      const second = await server.app.inject({
        method: 'POST',
        url: '/api/careers',
        ...(await multipart(validCareer, { field: 'resume', name: 'cv.doc', type: 'application/msword', data: doc })),
      });
      expect(second.statusCode).toBe(201);
      expect(submissions.byReference(second.json().reference)!.file).toMatchObject({ type: 'cfb', sha256: sha256(doc) });
    });

    it('POST /api/contact answers URL-encoded posts with a reply text', async () => {
      const response = await server.app.inject({ method: 'POST', url: '/api/contact', ...urlencoded(validContact) });
      expect(response.statusCode).toBe(201);
      const answer = response.json();
      expect(answer.message).toContain('Thank you, Rohan');
      expect(submissions.byReference(answer.reference)!.data).toEqual({ ...validContact, phone: '+919822098220' });
    });

    it('POST /api/enquiries accepts the footer form as URL-encoded or JSON', async () => {
      const form = await server.app.inject({ method: 'POST', url: '/api/enquiries', ...urlencoded(validEnquiry) });
      expect(form.statusCode).toBe(201);
      expect(submissions.byReference(form.json().reference)!.data).toEqual(validEnquiry);
      const json = await server.app.inject({ method: 'POST', url: '/api/enquiries', payload: { ...validEnquiry, email: '', phone: '9822011111' } });
      expect(json.statusCode).toBe(201);
      expect(submissions.byReference(json.json().reference)!.data.phone).toBe('+919822011111');
    });
  });

  describe('bad input is refused with a 4xx and a message, and nothing is stored', () => {
    it('a missing field', async () => {
      const before = snapshot();
      const { fatherName: _missing, ...fields } = validAdmission;
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admissions',
        ...(await multipart(fields, { field: 'screenshot', name: 'a.png', type: 'image/png', data: await samplePng() })),
      });
      const body = await expectRefused(response, before.count, before.files);
      expect(response.statusCode).toBe(400);
      // A refused answer is named beside its field, never with the spec's "Failed to submit form. Please try again.".
      expect(body.error).toBe(CORRECT_FIELDS_MESSAGE);
      expect(body.fields).toEqual({ fatherName: 'This field is required.' });
    });

    it('a missing screenshot', async () => {
      const before = snapshot();
      const response = await server.app.inject({ method: 'POST', url: '/api/admissions', ...(await multipart(validAdmission)) });
      const body = await expectRefused(response, before.count, before.files);
      expect(body.fields).toEqual({ screenshot: 'Please choose a file to upload.' });
    });

    it('a bad e-mail address, phone number and PIN code', async () => {
      const before = snapshot();
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admissions',
        ...(await multipart(
          { ...validAdmission, email: 'neha.example.com', phoneNumber: '12345', pinCode: '41106' },
          { field: 'screenshot', name: 'a.png', type: 'image/png', data: await samplePng() },
        )),
      });
      const body = await expectRefused(response, before.count, before.files);
      expect(Object.keys(body.fields).sort()).toEqual(['email', 'phoneNumber', 'pinCode']);
      expect(body.fields.email).toMatch(/valid e-mail/);
      expect(body.fields.phoneNumber).toBe(PHONE_MESSAGE);
    });

    it('a foreign number of the wrong length, a landline as WhatsApp, and a PIN code with a foreign country', async () => {
      const before = snapshot();
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admissions',
        ...(await multipart(
          { ...abroadAdmission, phoneNumber: '+44 7700 9001', whatsappNumber: '020 2695 1994', pinCode: '411060' },
          { field: 'screenshot', name: 'a.png', type: 'image/png', data: await samplePng() },
        )),
      });
      const body = await expectRefused(response, before.count, before.files);
      expect(body.error).toBe(CORRECT_FIELDS_MESSAGE);
      expect(body.fields).toEqual({
        phoneNumber: PHONE_MESSAGE,
        whatsappNumber: MOBILE_MESSAGE,
        pinCode: 'This does not look like a postal code of the chosen country; it is written like SW1A 1AA.',
      });
    });

    it("a transaction number that is not one, or that another family's application already gave (the same family may give it again)", async () => {
      const png = await samplePng();
      const send = async (endpoint: string, fields: Record<string, string>) =>
        server.app.inject({
          method: 'POST',
          url: `/api/${endpoint}`,
          ...(await multipart(fields, { field: 'screenshot', name: 'payment.png', type: 'image/png', data: png })),
        });
      for (const transactionNumber of ['anything at all', 'ABCDEFGH', '41234', '4'.repeat(31)]) {
        const before = snapshot();
        const body = await expectRefused(await send('admissions', { ...validAdmission, transactionNumber }), before.count, before.files);
        expect(body.fields).toEqual({ transactionNumber: TRANSACTION_NUMBER_MESSAGE });
      }
      // NEFT's 16 and RTGS's 22 characters, copied with spaces and dashes: stored bare, in capitals.
      const neft = await send('admissions', { ...validAdmission, transactionNumber: 'sbin-5261 2345 6789' });
      expect(neft.statusCode).toBe(201);
      expect(submissions.byReference(neft.json().reference)!.data.transactionNumber).toBe('SBIN526123456789');

      const family = { ...validAdmission, transactionNumber: '4123 4567 8901' };
      const first = await send('admissions', family);
      expect(first.statusCode).toBe(201);
      // The same family again (its e-mail, or its phone), on the admission or the payment form: accepted.
      expect((await send('payments', { ...family, transactionNumber: '412345678901' })).statusCode).toBe(201);
      expect((await send('admissions', { ...family, email: 'neha.k@example.org', transactionNumber: '4123-4567-8901' })).statusCode).toBe(201);
      // Another family with the same number, in any spelling: refused, the field named, nothing stored.
      const stranger = {
        ...validAdmission,
        firstName: 'Ishaan',
        lastName: 'Joshi',
        email: 'joshi.family@example.com',
        phoneNumber: '98220 55501',
        whatsappNumber: '98220 55502',
      };
      for (const [endpoint, transactionNumber] of [
        ['admissions', '412345678901'],
        ['payments', '4123 4567-8901'],
      ]) {
        const before = snapshot();
        const refused = await expectRefused(await send(endpoint, { ...stranger, transactionNumber }), before.count, before.files);
        expect(refused).toEqual({
          success: false,
          error: CORRECT_FIELDS_MESSAGE,
          fields: { transactionNumber: TRANSACTION_NUMBER_USED },
          requestId: expect.any(String),
        });
      }
      expect(TRANSACTION_NUMBER_USED).toMatch(/^The transaction number /);
      expect((await send('admissions', { ...stranger, transactionNumber: '412345678902' })).statusCode).toBe(201);
    });

    it('an academic year or class that the site file does not offer', async () => {
      const before = snapshot();
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admissions',
        ...(await multipart(
          { ...validAdmission, academicYear: '1999-2000', studentClass: 'Class 11' },
          { field: 'screenshot', name: 'a.png', type: 'image/png', data: await samplePng() },
        )),
      });
      const body = await expectRefused(response, before.count, before.files);
      expect(Object.keys(body.fields).sort()).toEqual(['academicYear', 'studentClass']);
    });

    it('no parent or guardian consent', async () => {
      const before = snapshot();
      const { consent: _consent, ...fields } = validAdmission;
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/payments',
        ...(await multipart(fields, { field: 'screenshot', name: 'a.png', type: 'image/png', data: await samplePng() })),
      });
      const body = await expectRefused(response, before.count, before.files);
      expect(body.fields.consent).toMatch(/parent or guardian/);
    });

    it('a 6 MB file', async () => {
      const before = snapshot();
      const big = Buffer.concat([await samplePng(), Buffer.alloc(6 * 1024 * 1024, 1)]);
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admissions',
        ...(await multipart(validAdmission, { field: 'screenshot', name: 'big.png', type: 'image/png', data: big })),
      });
      const body = await expectRefused(response, before.count, before.files);
      expect(response.statusCode).toBe(413);
      expect(body.error).toMatch(/larger than 5 MB/);
    });

    it('an executable renamed .png, and a PNG sent as a résumé', async () => {
      const before = snapshot();
      const exe = await server.app.inject({
        method: 'POST',
        url: '/api/admissions',
        ...(await multipart(validAdmission, { field: 'screenshot', name: 'photo.png', type: 'image/png', data: sampleElf() })),
      });
      const body = await expectRefused(exe, before.count, before.files);
      expect(exe.statusCode).toBe(415);
      expect(body.error).toBe('The payment proof must be a JPEG, PNG or WebP image or a PDF.');
      const png = await server.app.inject({
        method: 'POST',
        url: '/api/careers',
        ...(await multipart(validCareer, { field: 'resume', name: 'cv.pdf', type: 'application/pdf', data: await samplePng() })),
      });
      expect((await expectRefused(png, before.count, before.files)).error).toMatch(/PDF, DOC or DOCX/);
    });

    it('a 100 KB text field, in multipart, URL-encoded and JSON posts', async () => {
      const before = snapshot();
      const long = 'A'.repeat(100 * 1024);
      const multi = await server.app.inject({
        method: 'POST',
        url: '/api/admissions',
        ...(await multipart({ ...validAdmission, street: long }, { field: 'screenshot', name: 'a.png', type: 'image/png', data: await samplePng() })),
      });
      expect((await expectRefused(multi, before.count, before.files)).fields).toHaveProperty('street');
      const form = await server.app.inject({ method: 'POST', url: '/api/contact', ...urlencoded({ ...validContact, lastName: long }) });
      expect((await expectRefused(form, before.count, before.files)).error).toMatch(/too large/);
      const json = await server.app.inject({ method: 'POST', url: '/api/enquiries', payload: { ...validEnquiry, message: long } });
      await expectRefused(json, before.count, before.files);
      // Just under the body limit, the field's own limit speaks.
      const field = await server.app.inject({ method: 'POST', url: '/api/enquiries', payload: { ...validEnquiry, message: 'B'.repeat(6000) } });
      expect((await expectRefused(field, before.count, before.files)).fields.message).toMatch(/under 5000 characters/);
    });

    it('malformed multipart', async () => {
      const before = snapshot();
      const { payload, headers } = await multipart(validAdmission, { field: 'screenshot', name: 'a.png', type: 'image/png', data: await samplePng() });
      const cut = await server.app.inject({ method: 'POST', url: '/api/admissions', headers, payload: payload.subarray(0, payload.length - 300) });
      expect((await expectRefused(cut, before.count, before.files)).error).toMatch(/could not be read/);
      const garbage = await server.app.inject({
        method: 'POST',
        url: '/api/admissions',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: 'this is not multipart at all',
      });
      await expectRefused(garbage, before.count, before.files);
      const noBoundary = await server.app.inject({
        method: 'POST',
        url: '/api/careers',
        headers: { 'content-type': 'multipart/form-data' },
        payload: '--x\r\n',
      });
      await expectRefused(noBoundary, before.count, before.files);
    });

    it('the wrong content type', async () => {
      const before = snapshot();
      const text = await server.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'text/plain' }, payload: 'firstName=Rohan' });
      expect(text.statusCode).toBe(415);
      await expectRefused(text, before.count, before.files);
      const xml = await server.app.inject({ method: 'POST', url: '/api/enquiries', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
      await expectRefused(xml, before.count, before.files);
      const noFile = await server.app.inject({ method: 'POST', url: '/api/admissions', ...urlencoded(validAdmission) });
      expect(noFile.statusCode).toBe(415);
      expect((await expectRefused(noFile, before.count, before.files)).error).toMatch(/multipart\/form-data/);
    });

    it('a filled honeypot, two files, or a file sent to a form without uploads', async () => {
      const before = snapshot();
      const bot = await server.app.inject({ method: 'POST', url: '/api/contact', ...urlencoded({ ...validContact, website: 'http://spam.example' }) });
      await expectRefused(bot, before.count, before.files);
      const form = new FormData();
      for (const [key, value] of Object.entries(validAdmission)) form.append(key, value);
      const png = new Uint8Array(await samplePng());
      form.append('screenshot', new Blob([png], { type: 'image/png' }), 'a.png');
      form.append('screenshot', new Blob([png], { type: 'image/png' }), 'b.png');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const two = await server.app.inject({
        method: 'POST',
        url: '/api/admissions',
        headers: { 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      await expectRefused(two, before.count, before.files);
      const stray = await server.app.inject({
        method: 'POST',
        url: '/api/contact',
        ...(await multipart(validContact, { field: 'resume', name: 'a.pdf', type: 'application/pdf', data: await samplePdf() })),
      });
      await expectRefused(stray, before.count, before.files);
    });
  });

  it('stores injection strings verbatim, as data', async () => {
    const nasty = {
      firstName: "Robert'); DROP TABLE submissions;--",
      lastName: '<script>alert(document.cookie)</script>',
      fatherName: '{{7*7}} ${process.env.SMTP_URL} #{1+1}',
      motherName: '=HYPERLINK("http://evil.example","click")',
      address: '../../etc/passwd\u0000 ; rm -rf /',
      street: 'Ünïcödé – मराठी रस्ता 😀',
      area: '" OR 1=1 --',
      city: '%0d%0aBcc: victim@example.com',
      state: '\\u0041 <img src=x onerror=alert(1)>',
    };
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/admissions',
      ...(await multipart({ ...validAdmission, ...nasty }, { field: 'screenshot', name: '<b>x</b>.png', type: 'image/png', data: await samplePng() })),
    });
    expect(response.statusCode).toBe(201);
    const stored = submissions.byReference(response.json().reference)!;
    // Kept as typed, except the NUL: control characters never reach the store (lib/forms/formats.ts).
    const expected = { ...nasty, address: '../../etc/passwd ; rm -rf /' };
    for (const [field, value] of Object.entries(expected)) expect(stored.data[field]).toBe(value);
    // The visitor's file name is only a label: no folders, no markup characters.
    expect(stored.file!.name).not.toMatch(/[/<>]/);
    expect(server.db.prepare("SELECT name FROM sqlite_master WHERE name = 'submissions'").get()).toBeDefined();
  });

  it('stores 50 concurrent submissions, each with its own reference and file', async () => {
    const before = submissions.count();
    const jpeg = await sampleJpeg();
    const bodies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        multipart({ ...validAdmission, firstName: `Child${index}` }, { field: 'screenshot', name: `s${index}.jpg`, type: 'image/jpeg', data: jpeg }),
      ),
    );
    const responses = await Promise.all(bodies.map((body) => server.app.inject({ method: 'POST', url: '/api/admissions', ...body })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const references = responses.map((response) => response.json().reference as string);
    expect(new Set(references).size).toBe(50);
    expect(submissions.count()).toBe(before + 50);
    const stored = references.map((reference) => submissions.byReference(reference)!);
    expect(new Set(stored.map((item) => item.data.firstName)).size).toBe(50);
    expect(new Set(stored.map((item) => item.file!.path)).size).toBe(50);
    for (const item of stored) expect(fs.existsSync(path.join(server.config.dataDir, item.file!.path))).toBe(true);
  });

  it('answers a native (no-JavaScript) post with a redirect to a result page, and errors with an HTML page', async () => {
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...urlencoded(validContact).headers, accept: 'text/html,application/xhtml+xml' },
      payload: urlencoded(validContact).payload,
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toMatch(/^result\?form=contact&reference=CON-/);
    const page = await server.app.inject({ url: `/api/${ok.headers.location}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(SUCCESS_MESSAGE);
    expect(page.body).toContain(new URLSearchParams(ok.headers.location!.split('?')[1]).get('reference'));
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);

    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...urlencoded({}).headers, accept: 'text/html' },
      payload: 'firstName=Rohan&email=bad',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(CORRECT_FIELDS_MESSAGE);
    expect(bad.body).not.toContain(FAILURE_MESSAGE);
    expect(bad.body).toContain('Please enter a valid e-mail address');
    expect(bad.body).toContain('href="/contact"');
    // The form again on the page (issue 37): each message links to its field, which holds what was typed; the rest
    // is kept and sent again; the form posts back here (the page's CSP lets it), and the honeypot is not carried.
    expect(bad.body).toContain('<a href="#field-email">Email: Please enter a valid e-mail address');
    expect(bad.body).toMatch(/<input type="email" autocomplete="email" id="field-email" name="email" value="bad" aria-invalid="true"/);
    expect(bad.body).toContain('<input type="hidden" name="firstName" value="Rohan">');
    expect(bad.body).toContain('<form method="post" action="/api/contact" aria-labelledby="correct-heading">');
    expect(bad.headers['content-security-policy']).toMatch(/form-action 'self'/);
    const escaped = await server.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...urlencoded({}).headers, accept: 'text/html' },
      payload: new URLSearchParams({ firstName: '"><script>alert(1)</script>', email: 'bad', website: '' }).toString(),
    });
    expect(escaped.body).not.toContain('<script>');
    expect(escaped.body).not.toContain('name="website"');

    const forged = await server.app.inject({ url: '/api/result?form=contact&reference=<script>' });
    expect(forged.statusCode).toBe(404);
  });

  it('allows cross-origin calls only from SITE_URL', async () => {
    const allowed = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: { origin: server.config.siteUrl, 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(server.config.siteUrl);
    const other = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never answers a server failure with a stack trace', async () => {
    // Make the uploads folder unusable: the request fails on our side and says only the generic message.
    const uploads = path.join(server.config.dataDir, 'uploads');
    const aside = `${uploads}-aside`;
    fs.renameSync(uploads, aside);
    fs.writeFileSync(uploads, 'not a folder');
    try {
      const before = submissions.count();
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admissions',
        ...(await multipart(validAdmission, { field: 'screenshot', name: 'a.png', type: 'image/png', data: await samplePng() })),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, error: STORAGE_ERROR_MESSAGE, fields: {}, requestId: expect.any(String) });
      expect(submissions.count()).toBe(before);
    } finally {
      fs.rmSync(uploads);
      fs.renameSync(aside, uploads);
    }
  });

  describe('a form sent again with its Idempotency-Key is stored once (a phone that kept it offline, a retry after a lost answer)', () => {
    /** Posts a URL-encoded form with this Idempotency-Key header. */
    const postWithKey = (url: string, fields: Record<string, string>, key: string) => {
      const body = urlencoded(fields);
      return server.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, [IDEMPOTENCY_HEADER]: key } });
    };

    it('answers a second post with the same key with the first reference, and stores neither its row, its file nor its mails', async () => {
      const key = randomUUID();
      const png = await samplePng();
      const send = async () => {
        const body = await multipart(
          { ...validAdmission, transactionNumber: 'UTR99887766', email: 'once@example.com' },
          { field: 'screenshot', name: 'proof.png', type: 'image/png', data: png },
        );
        return server.app.inject({ method: 'POST', url: '/api/admissions', payload: body.payload, headers: { ...body.headers, [IDEMPOTENCY_HEADER]: key } });
      };
      const first = await send();
      expect(first.statusCode).toBe(201);
      const { reference } = first.json();
      const after = snapshot();
      const mailRows = () =>
        server.db.prepare('SELECT COUNT(*) FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.reference = ?').pluck().get(reference);
      expect(mailRows()).toBe(2);

      const again = await send();
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ success: true, reference, message: SUCCESS_MESSAGE });
      expect(snapshot()).toEqual(after);
      expect(submissions.list().filter((item) => item.data.email === 'once@example.com')).toHaveLength(1);
      expect(mailRows()).toBe(2);
      expect(server.db.prepare('SELECT idempotency_key FROM submissions WHERE reference = ?').pluck().get(reference)).toBe(key);
    });

    it('two sends of one form at the same moment store one submission and both get its reference', async () => {
      const key = randomUUID();
      const before = submissions.count();
      const post = () => postWithKey('/api/contact', validContact, key);
      const answers = await Promise.all([post(), post(), post()]);
      const references = new Set(answers.map((answer) => answer.json().reference));
      expect(references.size).toBe(1);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
      expect(submissions.count()).toBe(before + 1);
    });

    it('without a key every post is a new submission; a malformed key or one sent with another form is refused, storing nothing', async () => {
      const before = submissions.count();
      const plain = () => server.app.inject({ method: 'POST', url: '/api/contact', ...urlencoded(validContact) });
      const [a, b] = [await plain(), await plain()];
      expect(a.json().reference).not.toBe(b.json().reference);
      expect(submissions.count()).toBe(before + 2);

      const { count, files } = snapshot();
      const bad = await postWithKey('/api/contact', validContact, 'not a key!');
      expect((await expectRefused(bad, count, files)).error).toBe(IDEMPOTENCY_KEY_INVALID);

      const key = randomUUID();
      const contact = await postWithKey('/api/contact', validContact, key);
      expect(contact.statusCode).toBe(201);
      const enquiry = await postWithKey('/api/enquiries', validEnquiry, key);
      expect(enquiry.statusCode).toBe(409);
      expect(enquiry.json()).toMatchObject({ success: false, error: IDEMPOTENCY_KEY_REUSED });
      expect(submissions.count()).toBe(count + 1);
    });
  });

  it('every stored mail is eventually marked sent once', async () => {
    const outbox = new OutboxRepository(server.db);
    await waitFor(() => outbox.state().pending === 0, 20000, 'outbox drained');
    const messageIds = server.smtp.mails.map((mail) => mail.messageId);
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(outbox.state().sent).toBe(server.smtp.mails.length);
  });
});

describe('rate limit', () => {
  it('refuses the submissions of one IP beyond INTAKE_RATE_LIMIT per minute with a 429 and a message', async () => {
    const config = testConfig({ intakeRateLimit: 2 });
    const app = await startApp(config);
    try {
      const send = () => app.inject({ method: 'POST', url: '/api/enquiries', remoteAddress: '203.0.113.9', ...urlencoded(validEnquiry) });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toMatch(/Too many submissions/);
      const otherIp = await app.inject({ method: 'POST', url: '/api/contact', remoteAddress: '203.0.113.10', ...urlencoded(validContact) });
      expect(otherIp.statusCode).toBe(201);
    } finally {
      await stopApp(app, config);
    }
  });
});

function withForwardedFor<T extends { headers: Record<string, string> }>(request: T, address: string): T {
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
}

describe('rate limit behind no proxy', () => {
  it('counts the connecting address, whatever X-Forwarded-For claims', async () => {
    const config = testConfig({ intakeRateLimit: 1 });
    const app = await startApp(config);
    try {
      const send = (claimed: string) =>
        app.inject({ method: 'POST', url: '/api/enquiries', remoteAddress: '203.0.113.20', ...withForwardedFor(urlencoded(validEnquiry), claimed) });
      expect((await send('198.51.100.1')).statusCode).toBe(201);
      expect((await send('198.51.100.2')).statusCode).toBe(429);
    } finally {
      await stopApp(app, config);
    }
  });

  it('believes X-Forwarded-For from a trusted proxy (TRUST_PROXY)', async () => {
    const config = testConfig({ intakeRateLimit: 1, trustProxy: '127.0.0.1' });
    const app = await startApp(config);
    try {
      const send = (client: string) =>
        app.inject({ method: 'POST', url: '/api/enquiries', remoteAddress: '127.0.0.1', ...withForwardedFor(urlencoded(validEnquiry), client) });
      expect((await send('198.51.100.1')).statusCode).toBe(201);
      expect((await send('198.51.100.2')).statusCode).toBe(201);
      expect((await send('198.51.100.1')).statusCode).toBe(429);
    } finally {
      await stopApp(app, config);
    }
  });
});

describe('nothing stored is reachable over HTTP', () => {
  it('serves neither the database, nor uploads, nor outbox mails, even with DATA_DIR inside the site folder', async () => {
    const outDir = makeOutDir();
    const config = testConfig({ smtpUrl: undefined, outDir, dataDir: path.join(outDir, 'data') });
    let app = await startApp(config);
    const png = await samplePng();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admissions',
      ...(await multipart(validAdmission, { field: 'screenshot', name: 'a.png', type: 'image/png', data: png })),
    });
    expect(response.statusCode).toBe(201);
    await waitFor(() => filesUnder(path.join(config.dataDir, 'outbox')).length === 2, 10000, '.eml files');
    await app.close();
    // After a restart the files exist when the site folder is listed.
    app = await startApp(config);
    try {
      const stored = filesUnder(config.dataDir);
      expect(stored.length).toBeGreaterThanOrEqual(4);
      const upload = stored.find((file) => file.startsWith('uploads/'))!;
      const candidates = [
        ...stored.map((file) => `/data/${file}`),
        `/api/${upload}`,
        `/${upload}`,
        `/api/data/${upload}`,
        '/data/submissions.sqlite',
        '/data/../data/submissions.sqlite',
        '/%2e%2e/data/submissions.sqlite',
      ];
      for (const url of candidates) {
        const answer = await app.inject({ url });
        expect([404, 301]).toContain(answer.statusCode);
        expect(answer.rawPayload.includes(png.subarray(0, 64))).toBe(false);
        expect(answer.body).not.toContain('SQLite format');
      }
    } finally {
      await app.close();
      fs.rmSync(config.outDir, { recursive: true, force: true });
    }
  });
});
