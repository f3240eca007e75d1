/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { moneyOf } from '@/server/features/publishing/money';
import {
  admissionPaymentLines,
  checkFeeClasses,
  feeLineIn,
  feeRowForClass,
  formatRupees,
  getFees,
  instalmentAmounts,
  instalmentsByHead,
} from '@/lib/content/fees';
import { getSite } from '@/lib/content/site';
import { FAMILY_WORDS } from '@/server/core/family-words';
import { utrSchema, UTR_MESSAGE } from '@/lib/forms/fee-payment';
import { indianNumberWords, rupeesInWords } from '@/lib/rupees-in-words';
import { loadLinkSecret, signLink } from '@/server/features/admissions/links';
import type { Offer } from '@/server/features/admissions/offers';
import { financialYearOf, receiptNumber } from '@/server/features/records';
import { shortYear } from '@/server/features/records/financial-year';
import { offerNextStep } from '@/server/features/admissions/offer-journey';
import { fillTemplate, getStatusMessages } from '@/lib/content/status-messages';
import type { ServerConfig } from '@/server/core/config';
import { startApp, startSmtp, stopApp, testConfig, waitFor } from '../../helpers/intake';
import { createAccount, form, OFFICE_EMAIL, officeSession, STAFF_PASSWORD, type StaffClient } from '../../helpers/staff';
import { decodedMail } from '../../helpers/mail-text';
import { journeyDriver } from '../../helpers/journey';
import { pdfText } from '../../helpers/pdf-text';

const DAY = 24 * 60 * 60 * 1000;
const FEES_ADMIN = 'bursar@sunrisevalleyschool.edu.in';
const PAGE_TOKEN = /\/application\/([A-Z]{3}-\d{8}-[0-9A-Z]{6}\.[0-9a-z]+\.[\w-]+)/;
const CHECK = /name="check" value="([\w-]+)"/;

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('amounts and numbers', () => {
  it('writes rupees in Indian words (lakhs and crores)', () => {
    expect(indianNumberWords(0)).toBe('Zero');
    expect(indianNumberWords(25500)).toBe('Twenty-Five Thousand Five Hundred');
    expect(indianNumberWords(125000)).toBe('One Lakh Twenty-Five Thousand');
    expect(indianNumberWords(10_05_00_019)).toBe('Ten Crore Five Lakh Nineteen');
    expect(rupeesInWords(26000)).toBe('Rupees Twenty-Six Thousand Only');
    expect(() => indianNumberWords(1.5)).toThrow();
  });

  it('takes the admission payment from fees.yml: the heads it names in full and the first instalments', () => {
    const fees = getFees();
    const row = feeRowForClass(fees, 'Class 3')!;
    expect(row.name.en).toBe('Class 1 to Class 4');
    const lines = admissionPaymentLines(fees, 'Class 3')!;
    const heads = fees.heads.filter((head) => fees.admissionPayment.heads.includes(head.key));
    const instalments = instalmentAmounts(fees, row).slice(0, fees.admissionPayment.instalments);
    // The heads paid in full, then each instalment split by fee head (a receipt names its heads, the accounts their ledgers).
    expect(lines.slice(0, heads.length)).toEqual(heads.map((head) => ({ label: head.en, amount: row.fees[head.key], head: head.key })));
    const split = lines.slice(heads.length);
    expect(split.map((line) => line.head)).toEqual(['tuition', 'activity']);
    expect(split[0].label).toBe('Tuition fee (per year), first instalment');
    expect(split.reduce((sum, line) => sum + line.amount, 0)).toBe(instalments.reduce((sum, amount) => sum + amount, 0));
    // An odd rupee goes to the first head, so the heads add up to the instalment exactly, and the last instalment takes the rest.
    const odd = { ...row, fees: { ...row.fees, tuition: 46001, activity: 5001 } };
    const byHead = instalmentsByHead(fees, odd);
    expect(byHead.map((shares) => shares.tuition + shares.activity)).toEqual(instalmentAmounts(fees, odd));
    expect(byHead[0].tuition + byHead[1].tuition).toBe(46001);
    expect(admissionPaymentLines(fees, 'Class 12')).toBeUndefined();
    // Every class the admission form offers has its fees.
    expect(() => checkFeeClasses(fees, getSite().classOptions)).not.toThrow();
    expect(() => checkFeeClasses(fees, [...getSite().classOptions, 'Class 10'])).toThrow(/no admissionClasses row for Class 10/);
  });

  it('accepts a 12-digit UTR (spaces and dashes dropped) and refuses anything else with one clear message', () => {
    expect(utrSchema.parse('4123 4567-8901')).toBe('412345678901');
    for (const bad of ['', '12345', '41234567890', '4123456789012', 'UTR412345678901', '41234567890a']) {
      const result = utrSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(UTR_MESSAGE);
    }
  });

  it('puts a reply or a payment before anything else the family must do, and asks nothing while the office checks a UTR', () => {
    const messages = getStatusMessages();
    const offer: Offer = {
      submissionId: 1,
      decision: 'offered',
      replyBy: '2027-01-15',
      waitlistPosition: null,
      decidedAt: '2026-12-01T10:00:00Z',
      decidedBy: 'office',
      reply: null,
      repliedAt: null,
      amount: null,
      feeLines: null,
    };
    expect(offerNextStep('offered', messages, offer, []).urgent).toBe('Please accept or decline the offer of a seat below, by 15 January 2027.');
    const accepted = { ...offer, reply: 'accepted' as const, repliedAt: '2026-12-02T10:00:00Z', amount: 33000 };
    expect(offerNextStep('accepted', messages, accepted, []).urgent).toMatch(/^Please pay ₹33,000 by UPI/);
    const payment = {
      id: 1,
      submissionId: 1,
      utr: '412345678901',
      amount: 33000,
      submittedAt: '',
      state: 'submitted' as const,
      reason: null,
      decidedAt: null,
      decidedBy: null,
    };
    const checking = offerNextStep('accepted', messages, accepted, [payment]);
    expect(checking.urgent).toBeUndefined();
    expect(checking.fallback).toBe(
      'Nothing for now. The office is matching your payment (UTR 412345678901) with the bank statement; you will get the receipt by e-mail.',
    );
    expect(offerNextStep('accepted', messages, accepted, [{ ...payment, state: 'rejected', reason: 'No such credit.' }]).urgent).toBe(
      'Please check the transaction ID (UTR) and enter it again below. The office could not match 412345678901: No such credit.',
    );
    const waitlisted = offerNextStep('waitlisted', messages, { ...offer, decision: 'waitlisted', replyBy: null, waitlistPosition: 4 }, []);
    expect(fillTemplate(messages.application.next.waitlisted, waitlisted.values)).toContain('number 4 on the waiting list');
  });

  it('numbers receipts PREFIX/YYYY-YY/NNNN in the financial year (April to March, India) of their date', () => {
    expect(receiptNumber('SVS', '2027-2028', 1)).toBe('SVS/2027-28/0001');
    expect(receiptNumber('SVS', '2099-2100', 12345)).toBe('SVS/2099-00/12345');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-2027');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-2028');
    expect(financialYearOf('2027-04-01')).toBe('2027-2028');
  });
});

describe('offer, reply, fee and receipt', () => {
  let config: ServerConfig;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let secret: Buffer;
  let office: StaffClient;
  let db: Database.Database;

  const mailsAbout = (reference: string) => smtp.mails.filter((mail) => mail.subject.includes(reference));
  const tokenIn = (raw: string) => decodedMail(raw).match(PAGE_TOKEN)![1];
  const status = (reference: string) => (db.prepare('SELECT status FROM submissions WHERE reference = ?').get(reference) as { status: string }).status;
  const audits = (action: string, reference: string) =>
    db.prepare('SELECT actor, detail FROM audit_log WHERE action = ? AND target = ? ORDER BY id').all(action, reference) as { actor: string; detail: string }[];

  const { apply, familyPost, readyToConfirm } = journeyDriver(
    () => app,
    () => config,
    () => office,
  );

  const page = (reference: string) => app.inject({ url: `/application/${signLink(secret, reference, new Date())}` });
  const formOf = (fields: Record<string, string>) => {
    const { payload, headers } = form(fields);
    return { payload, headers: { ...headers, 'sec-fetch-site': 'same-origin' } };
  };
  const paymentId = (reference: string) =>
    (
      db
        .prepare("SELECT p.id FROM fee_payments p JOIN submissions s ON s.id = p.submission_id WHERE s.reference = ? AND p.state = 'submitted'")
        .get(reference) as { id: number }
    ).id;

  beforeAll(async () => {
    smtp = await startSmtp();
    config = testConfig({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    app = await startApp(config);
    secret = loadLinkSecret(config.dataDir, undefined);
    db = new Database(path.join(config.dataDir, 'submissions.sqlite'));
    office = await officeSession(app, config);
  }, 60_000);

  afterAll(async () => {
    db.close();
    await stopApp(app, config, smtp);
  });

  it('refuses every new /staff route without a session, and without the form token', async () => {
    const reference = await apply();
    const routes: [string, string][] = [
      ['POST', `/staff/submissions/${reference}/decision`],
      ['POST', `/staff/submissions/${reference}/payments/1/confirm`],
      ['POST', `/staff/submissions/${reference}/payments/1/reject`],
      ['GET', `/staff/submissions/${reference}/receipt.pdf`],
    ];
    for (const [method, url] of routes) {
      const response = await app.inject({ method: method as 'GET', url, ...form({ decision: 'offered', replyBy: inDays(3), reason: 'not found' }) });
      expect([401, 303]).toContain(response.statusCode);
      if (response.statusCode === 303) expect(response.headers.location).toMatch(/^\/staff\/sign-in/);
      if (method === 'POST') expect((await office.post(url, { decision: 'offered', replyBy: inDays(3), _csrf: 'wrong' })).statusCode).toBe(403);
    }
    expect(status(reference)).toBe('received');
    expect(db.prepare('SELECT COUNT(*) AS n FROM admission_offers').get()).toEqual({ n: 0 });
  });

  it('offers a seat with a reply-by date: mailed with the link, audited, answered on the page; the plain status form cannot', async () => {
    const reference = await apply();
    expect((await office.post(`/staff/submissions/${reference}/status`, { status: 'offered' })).statusCode).toBe(303);
    expect(status(reference)).toBe('received');
    expect((await office.post(`/staff/submissions/${reference}/decision`, { decision: 'offered', replyBy: inDays(-1) })).statusCode).toBe(409);
    const offered = await office.post(`/staff/submissions/${reference}/decision`, {
      decision: 'offered',
      replyBy: inDays(7),
      note: 'Please bring the originals.',
    });
    expect(offered.statusCode).toBe(303);
    expect(status(reference)).toBe('offered');
    expect(audits('offer-decision', reference)).toEqual([
      { actor: OFFICE_EMAIL, detail: `offered, reply by ${inDays(7)}; family e-mailed; note: Please bring the originals.` },
    ]);
    await waitFor(() => mailsAbout(reference).some((mail) => mail.subject.startsWith('A seat is offered')), 10000, 'the offer mail');
    const mail = mailsAbout(reference).find((candidate) => candidate.subject.startsWith('A seat is offered'))!;
    expect(decodedMail(mail.raw)).toContain('Please bring the originals.');
    const token = tokenIn(mail.raw);
    const shown = await app.inject({ url: `/application/${token}` });
    expect(shown.body).toContain('Your offer of a seat');
    expect(shown.body).toContain('<li class="current">Decision on a seat: Offered a seat, reply by');
    expect(shown.body).toMatch(/<p class="next">Please accept or decline the offer of a seat below, by \d+ \w+ \d{4}\.<\/p>/);
    expect(shown.body).not.toMatch(/<script/i);
    expect(shown.headers['content-security-policy']).toContain("form-action 'self'");
    // The mail is one of the office's messages on the page too.
    expect(shown.body).toContain(`<article><h3>A seat is offered to Aarav Kulkarni (${reference})</h3>`);
    // The staff page shows the offer and no decision form once the family accepted.
    expect((await office.get(`/staff/submissions/${reference}`)).body).toContain('Seat offered');
  });

  it('waitlists with a place the family sees, and declines (no seat)', async () => {
    const waiting = await apply();
    expect((await office.post(`/staff/submissions/${waiting}/decision`, { decision: 'waitlisted', position: '0' })).statusCode).toBe(400);
    expect((await office.post(`/staff/submissions/${waiting}/decision`, { decision: 'waitlisted', position: '3' })).statusCode).toBe(303);
    expect(status(waiting)).toBe('waitlisted');
    const shown = (await page(waiting)).body;
    expect(shown).toContain('Decision on a seat: On the waiting list, number 3');
    expect(shown).toContain('is <strong>number 3</strong> on the waiting list');
    await waitFor(() => mailsAbout(waiting).some((mail) => mail.subject.includes('on the waiting list, number 3')), 10000, 'the waiting-list mail');

    const refused = await apply();
    expect((await office.post(`/staff/submissions/${refused}/decision`, { decision: 'not_offered' })).statusCode).toBe(303);
    expect(status(refused)).toBe('declined');
    expect((await page(refused)).body).toContain('<li class="ended">Decision on a seat: Not offered a seat');
    await waitFor(() => mailsAbout(refused).some((mail) => /cannot offer/.test(mail.raw)), 10000, 'the no-seat mail');
  });

  it('lets the family decline the offer; a forged, stale or cross-site form changes nothing', async () => {
    const reference = await apply();
    await office.post(`/staff/submissions/${reference}/decision`, { decision: 'offered', replyBy: inDays(5) });
    expect((await familyPost(reference, 'offer', { answer: 'decline' }, 'forged-check-000000000000')).statusCode).toBe(409);
    const token = signLink(secret, reference, new Date());
    const check = (await page(reference)).body.match(CHECK)![1];
    const crossSite = await app.inject({
      method: 'POST',
      url: `/application/${token}/offer`,
      ...form({ check, answer: 'decline' }),
      headers: { ...form({}).headers, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(404);
    expect(status(reference)).toBe('offered');
    // The office changes the offer: the form shown before it is stale.
    await office.post(`/staff/submissions/${reference}/decision`, { decision: 'offered', replyBy: inDays(6) });
    const stale = await familyPost(reference, 'offer', { answer: 'decline' }, check);
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain('nothing was saved');
    const declined = await familyPost(reference, 'offer', { answer: 'decline' });
    expect(declined.statusCode).toBe(303);
    // A fresh link: its expiry may be a second later than `token`'s on a busy machine.
    expect(declined.headers.location).toMatch(new RegExp(`^/application/${reference}\\.[0-9a-z]+\\.[\\w-]+\\?done=offer-declined$`));
    expect(status(reference)).toBe('offer_declined');
    const shown = (await app.inject({ url: declined.headers.location! })).body;
    expect(shown).toContain('You have declined the seat.');
    expect(shown).toContain('Your reply to the offer: Declined on');
    expect(shown).not.toContain('Accept the seat');
    await waitFor(() => mailsAbout(reference).some((mail) => mail.subject.startsWith('You declined the seat')), 10000, 'the decline mail');
  });

  it('on acceptance asks for the amount fees.yml gives for the class, by UPI QR and link with amount and reference', async () => {
    const reference = await apply({ studentClass: 'LKG' });
    await office.post(`/staff/submissions/${reference}/decision`, { decision: 'offered', replyBy: inDays(3) });
    // The approved fee structure decides the amount: an administrator's change with other fees and another first payment
    // (publish/money.ts; the publisher records it so from an administrator's commit).
    const siteText = fs.readFileSync(path.join(process.cwd(), 'content', 'site.yml'), 'utf8');
    const feesText = fs.readFileSync(path.join(process.cwd(), 'content', 'fees.yml'), 'utf8');
    const changed = feesText
      .replace(
        '- { head: admission, amount: 5000 }\n      - { head: tuition, amount: 40000 }',
        '- { head: admission, amount: 6100 }\n      - { head: tuition, amount: 40000 }',
      )
      .replace('heads: [admission]\n  instalments: 1', 'heads: [admission, activity]\n  instalments: 1');
    expect(changed).not.toBe(feesText);
    await createAccount(app, config, FEES_ADMIN, 'admin', STAFF_PASSWORD);
    const approve = (text: string) => app.publisher.money.check('0'.repeat(40), moneyOf(siteText, text), text, [FEES_ADMIN], new Date());
    expect(approve(changed)).toBeUndefined();
    try {
      expect((await familyPost(reference, 'offer', { answer: 'accept' })).statusCode).toBe(303);
    } finally {
      approve(feesText);
    }
    // LKG: admission 6,100 + activity 4,000 + half of the yearly 44,000 = 32,100.
    expect(status(reference)).toBe('accepted');
    const shown = (await page(reference)).body;
    expect(shown).toContain('<strong>₹32,100</strong>');
    expect(shown).toContain('Rupees Thirty-Two Thousand One Hundred Only');
    const site = getSite();
    const uri = `upi://pay?pa=${site.upi.id}&amp;pn=${encodeURIComponent(site.upi.payeeName)}&amp;am=32100.00&amp;cu=INR&amp;tn=${reference}&amp;tr=${reference}`;
    expect(shown).toContain(`href="${uri}"`);
    expect(shown).toMatch(/<svg class="qr" viewBox="0 0 \d+ \d+"[^>]*role="img"[^>]*><title id="upi-qr-title">UPI QR code to pay ₹32,100/);
    expect(shown).toContain('<label for="utr">UPI transaction ID (UTR)</label>');
    expect(shown).toMatch(/<p class="next">Please pay ₹32,100 by UPI/);
    expect(shown).toContain('Your reply to the offer: Accepted on');
    await waitFor(() => mailsAbout(reference).some((mail) => mail.subject.startsWith('You accepted the seat')), 10000, 'the acceptance mail');
    const accepted = mailsAbout(reference).find((mail) => mail.subject.startsWith('You accepted the seat'))!;
    expect(decodedMail(accepted.raw)).toContain('The admission payment is =E2=82=B932,100');
  });

  it('checks the UTR with a clear message, lets the office reject it with a reason, confirms the next one and issues the receipt', async () => {
    const reference = await apply();
    await office.post(`/staff/submissions/${reference}/decision`, { decision: 'offered', replyBy: inDays(7) });
    await familyPost(reference, 'offer', { answer: 'accept' });
    const wrong = await familyPost(reference, 'payment', { utr: '12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('aria-invalid="true"');
    expect(wrong.body).toContain(UTR_MESSAGE.replace(/'/g, '&#39;'));
    expect(wrong.body).toContain('value="12345"');
    expect(db.prepare('SELECT COUNT(*) AS n FROM fee_payments').get()).toEqual({ n: 0 });

    expect((await familyPost(reference, 'payment', { utr: '5123 4567 8901' })).statusCode).toBe(303);
    // The documents still to upload come first; the payment shows as being checked.
    expect((await page(reference)).body).toContain('<li>512345678901 on');
    expect((await page(reference)).body).toContain('being checked by the office</li>');
    // The same bank transaction cannot pay a second application.
    const other = await apply();
    await office.post(`/staff/submissions/${other}/decision`, { decision: 'offered', replyBy: inDays(7) });
    await familyPost(other, 'offer', { answer: 'accept' });
    const reused = await familyPost(other, 'payment', { utr: '512345678901' });
    expect(reused.statusCode).toBe(409);
    expect(reused.body).toContain('This transaction ID has been entered for a payment already.');

    const first = paymentId(reference);
    expect((await office.post(`/staff/submissions/${reference}/payments/${first}/reject`, { reason: '' })).statusCode).toBe(400);
    expect((await office.post(`/staff/submissions/${reference}/payments/${first}/reject`, { reason: 'No such credit on 24 November.' })).statusCode).toBe(303);
    expect(audits('payment-reject', reference)).toEqual([{ actor: OFFICE_EMAIL, detail: 'UTR 512345678901: No such credit on 24 November.' }]);
    const again = (await page(reference)).body;
    expect(again).toContain('The office could not match 512345678901: No such credit on 24 November.');
    await waitFor(() => mailsAbout(reference).some((mail) => mail.subject.startsWith('Please check your payment')), 10000, 'the rejection mail');

    expect((await familyPost(reference, 'payment', { utr: '512345678902' })).statusCode).toBe(303);
    const second = paymentId(reference);
    const confirmed = await office.post(`/staff/submissions/${reference}/payments/${second}/confirm`, {});
    expect(confirmed.statusCode).toBe(303);
    expect(status(reference)).toBe('fee_paid');
    const receipt = db.prepare('SELECT number FROM receipts r JOIN submissions s ON s.id = r.submission_id WHERE s.reference = ?').get(reference) as {
      number: string;
    };
    const series = shortYear(financialYearOf(new Date()));
    expect(receipt.number).toMatch(new RegExp(`^SVS/${series}/\\d{4}$`));
    expect(audits('payment-confirm', reference)).toEqual([{ actor: OFFICE_EMAIL, detail: `payment ${second}; receipt ${receipt.number}` }]);
    // Confirming twice issues nothing more.
    expect((await office.post(`/staff/submissions/${reference}/payments/${second}/confirm`, {})).statusCode).toBe(409);

    const lines = admissionPaymentLines(getFees(), 'Class 3')!;
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    await waitFor(() => mailsAbout(reference).some((mail) => mail.subject.startsWith('Receipt ')), 10000, 'the receipt mail');
    const mail = mailsAbout(reference).find((candidate) => candidate.subject.startsWith('Receipt '))!;
    expect(mail.subject).toContain(receipt.number);
    expect(mail.raw).toContain(`Content-Type: application/pdf; name=receipt-${receipt.number.replace(/\//g, '-')}.pdf`);
    const attached = Buffer.from(
      mail.raw
        .split(/Content-Disposition: attachment[^\n]*\r?\n\r?\n/)[1]
        .split(/\r?\n--/)[0]
        .replace(/\s+/g, ''),
      'base64',
    );

    const shown = (await page(reference)).body;
    expect(shown).toContain(`Admission fee paid: Paid, receipt ${receipt.number}`);
    const download = await app.inject({ url: `/application/${signLink(secret, reference, new Date())}/receipt.pdf` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(attached)).toBe(true);
    const text = pdfText(download.rawPayload);
    for (const expected of [
      receipt.number,
      formatRupees(total),
      rupeesInWords(total),
      'Sanjay Kulkarni and Neha Kulkarni',
      'Aarav Kulkarni',
      'Class 3',
      'computer-generated',
      '512345678902',
      getSite().name,
      'Fee receipt',
      ...lines.map((line) => line.label),
    ]) {
      expect(text).toContain(expected);
    }
    const staffCopy = await office.get(`/staff/submissions/${reference}/receipt.pdf`);
    expect(staffCopy.rawPayload.equals(attached)).toBe(true);
    expect(audits('file-view', reference).at(-1)).toEqual({ actor: OFFICE_EMAIL, detail: `receipt ${receipt.number} (download)` });
    // Another family's link, a tampered one and an expired one get the page's one refusal, no receipt.
    const good = signLink(secret, reference, new Date());
    const [, expires, mac] = good.split('.');
    const refusals = await Promise.all(
      [`${other}.${expires}.${mac}`, `${reference}.${expires}.${mac.slice(1)}A`, signLink(secret, reference, new Date(Date.now() - 61 * DAY))].flatMap(
        (token) => [
          app.inject({ url: `/application/${token}/receipt.pdf` }),
          app.inject({ method: 'POST', url: `/application/${token}/payment`, ...formOf({ utr: '512345678903', check: 'x' }) }),
          app.inject({ method: 'POST', url: `/application/${token}/offer`, ...formOf({ answer: 'accept', check: 'x' }) }),
        ],
      ),
    );
    for (const response of refusals) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(refusals[0].body);
      expect(response.body).toContain('This link does not work');
      expect(response.body).not.toMatch(new RegExp(`${reference}|${receipt.number}|Aarav|512345678902`));
    }
    // The other application has no receipt: its own link gets the refusal too.
    expect((await app.inject({ url: `/application/${signLink(secret, other, new Date())}/receipt.pdf` })).statusCode).toBe(404);
  }, 60_000);

  it('writes the offer, the payment and the receipt in Marathi for a family that applied from the Marathi form', async () => {
    const said = FAMILY_WORDS.mr.offerPage;
    const reference = await apply({ lang: 'mr' });
    await office.post(`/staff/submissions/${reference}/decision`, { decision: 'offered', replyBy: inDays(7) });
    /** The page's text a parent reads, without the parts kept in English on purpose (marked lang="en-IN": the documents' names and help). */
    const readable = (html: string) =>
      html
        .replace(/<style>[\s\S]*?<\/style>/, '')
        .replace(/<(h3|p|ul|span) lang="en-IN">[\s\S]*?<\/\1>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(new RegExp(`${getSite().name}|Aarav Kulkarni|Class 3|Sanjay Kulkarni`, 'g'), '');
    const noEnglish = (html: string) => {
      expect(html).toContain('<html lang="mr">');
      expect(html).not.toContain('lang="en-IN"><p class="muted"');
      expect(readable(html).match(/.{0,60}\b(the|your|you|please|is|of|on|by|and|to)\b.{0,60}/gi)).toBeNull();
      expect(html).not.toMatch(/[०-९]/);
    };

    const offered = (await page(reference)).body;
    expect(offered).toContain(`<h2 id="offer-heading">${said.offerHeading}</h2>`);
    expect(offered).toContain(said.offerForYear({ child: 'Aarav Kulkarni', studentClass: 'Class 3', year: '2027-2028' }));
    expect(offered).toContain(`>${said.accept}</button>`);
    expect(offered).toContain(`>${said.decline}</button>`);
    expect(offered).toMatch(/<li class="current">[^<]+: जागा देऊ केली, \d{1,2} [\u0900-\u097F]+, \d{4} पर्यंत उत्तर द्या/);
    noEnglish(offered);

    const accepted = await familyPost(reference, 'offer', { answer: 'accept' });
    expect(accepted.statusCode).toBe(303);
    const toPay = (await app.inject({ url: accepted.headers.location! })).body;
    expect(toPay).toContain(said.notices['offer-accepted']);
    expect(toPay).toContain(`<h2 id="payment-heading">${said.paymentHeading}</h2>`);
    const fees = getFees();
    // The fee lines by the heads' and instalments' Marathi names in fees.yml, the amounts in Latin digits.
    for (const line of admissionPaymentLines(fees, 'Class 3')!) expect(toPay).toContain(`<td>${feeLineIn(line, fees, 'mr')}</td>`);
    expect(feeLineIn(admissionPaymentLines(fees, 'Class 3')![0], fees, 'mr')).toBe(fees.heads.find((head) => head.key === 'admission')!.mr);
    expect(toPay).toContain(`<label for="utr">${said.utrLabel}</label>`);
    expect(toPay).toContain(said.payButton({ amount: formatRupees(admissionPaymentLines(fees, 'Class 3')!.reduce((sum, line) => sum + line.amount, 0)) }));
    noEnglish(toPay);

    const wrong = await familyPost(reference, 'payment', { utr: '12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(`<p class="error" id="payment-error" role="alert">${said.utrWrong}</p>`);
    noEnglish(wrong.body);
    expect((await familyPost(reference, 'payment', { utr: '612345678901' })).statusCode).toBe(303);
    const checking = (await page(reference)).body;
    expect(checking).toMatch(new RegExp(`<li>612345678901 \\(\\d{1,2} [\\u0900-\\u097F]+, \\d{4}\\): ${said.paymentStates.submitted}</li>`));
    noEnglish(checking);

    expect((await office.post(`/staff/submissions/${reference}/payments/${paymentId(reference)}/confirm`, {})).statusCode).toBe(303);
    const paid = (await page(reference)).body;
    const { number } = db.prepare('SELECT number FROM receipts r JOIN submissions s ON s.id = r.submission_id WHERE s.reference = ?').get(reference) as {
      number: string;
    };
    expect(paid).toContain(`<h2 id="receipt-heading">${said.receiptHeading}</h2>`);
    expect(paid).toContain(said.receipt({ number, date: '' }).replace(/\.$/, ''));
    // The receipt is the school's English record: its link says so.
    expect(paid).toContain(`download hreflang="en-IN">${said.downloadReceipt}</a> (इंग्रजीत)`);
    expect(paid).toContain(said.paidOutcome({ number }));
    noEnglish(paid);

    const waiting = await apply({ lang: 'mr' });
    expect((await office.post(`/staff/submissions/${waiting}/decision`, { decision: 'waitlisted', position: '2' })).statusCode).toBe(303);
    const waitlisted = (await page(waiting)).body;
    expect(waitlisted).toContain(`<h2 id="waitlist-heading">${said.waitlistHeading}</h2>`);
    expect(waitlisted).toContain(said.waitlist({ child: 'Aarav Kulkarni', position: '2' }));
    expect(waitlisted).toContain(said.waitlistedOutcome({ position: '2' }));
    noEnglish(waitlisted);
  }, 60_000);

  it('keeps receipt numbers gapless and unique when 20 confirmations run at once', async () => {
    const references: string[] = [];
    for (let index = 0; index < 20; index += 1) references.push(await readyToConfirm(String(700000000000 + index)));
    const year = financialYearOf(new Date());
    const before = (db.prepare('SELECT last FROM receipt_series WHERE series = ?').get(year) as { last: number } | undefined)?.last ?? 0;
    const started = Date.now();
    const answers = await Promise.all(
      references.map((reference) => office.post(`/staff/submissions/${reference}/payments/${paymentId(reference)}/confirm`, {})),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(references.map(() => 303));
    console.log(`20 concurrent confirmations (receipt PDFs written) took ${Date.now() - started} ms`);
    const rows = db
      .prepare(
        `SELECT r.number, r.sequence FROM receipts r JOIN submissions s ON s.id = r.submission_id WHERE s.reference IN (${references.map(() => '?').join(',')}) ORDER BY r.sequence`,
      )
      .all(...references) as { number: string; sequence: number }[];
    expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: 20 }, (_, index) => before + index + 1));
    expect(new Set(rows.map((row) => row.number)).size).toBe(20);
    expect(rows.map((row) => row.number)).toEqual(rows.map((row) => receiptNumber('SVS', year, row.sequence)));
    // Every receipt has its PDF and its mail.
    expect(db.prepare('SELECT COUNT(*) AS n FROM receipts WHERE pdf IS NULL').get()).toEqual({ n: 0 });
    await waitFor(
      () => references.every((reference) => mailsAbout(reference).some((mail) => mail.subject.startsWith('Receipt '))),
      20000,
      'twenty receipt mails',
    );
  }, 120_000);

  it('shows the office what waits for it, oldest first, flagged past the target in content', async () => {
    const old = await apply();
    db.prepare('UPDATE submissions SET status_changed_at = ? WHERE reference = ?').run(new Date(Date.now() - 5 * DAY).toISOString(), old);
    const inbox = (await office.get('/staff')).body;
    const section = inbox.slice(inbox.indexOf('id="waiting-heading"'), inbox.indexOf('</section>', inbox.indexOf('id="waiting-heading"')));
    const order = [...section.matchAll(/data-waiting="([A-Z0-9-]+)"/g)].map((match) => match[1]);
    expect(order[0]).toBe(old);
    expect(section).toMatch(new RegExp(`data-waiting="${old}"[\\s\\S]*?waited 5 days, past the 2-day target`));
    expect(section).toContain("The office's target is 2 days");
    // A filtered list is only the filter's.
    expect((await office.get('/staff?type=career')).body).not.toContain('waiting-heading');
  });

  it('writes and mails a receipt left without its PDF by a crash, at the next start', async () => {
    const reference = await readyToConfirm('698765432101');
    expect((await office.post(`/staff/submissions/${reference}/payments/${paymentId(reference)}/confirm`, {})).statusCode).toBe(303);
    const receipt = db.prepare('SELECT r.id, r.number FROM receipts r JOIN submissions s ON s.id = r.submission_id WHERE s.reference = ?').get(reference) as {
      id: number;
      number: string;
    };
    await app.close();
    // As if the service stopped between the receipt's number and its PDF: no PDF kept, no mail queued.
    db.prepare('UPDATE receipts SET pdf = NULL WHERE id = ?').run(receipt.id);
    db.prepare('DELETE FROM outbox WHERE subject LIKE ?').run(`Receipt ${receipt.number}%`);
    smtp.mails.splice(0, smtp.mails.length);
    app = await startApp(config);
    expect(db.prepare('SELECT pdf IS NOT NULL AS kept FROM receipts WHERE id = ?').get(receipt.id)).toEqual({ kept: 1 });
    await waitFor(
      () => mailsAbout(reference).some((mail) => mail.subject.startsWith(`Receipt ${receipt.number}`)),
      10000,
      'the receipt mail after the restart',
    );
  }, 60_000);
});
