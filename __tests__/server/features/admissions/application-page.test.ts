/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '@/server/app';
import { timeline } from '@/server/features/admissions/application-page';
import { loadLinkSecret, signLink, verifyLink } from '@/server/features/admissions/links';
import type { ServerConfig } from '@/server/core/config';
import { getStatusMessages } from '@/lib/content/status-messages';
import { LINK_RESENT } from '@/server/features/admissions/family-page';
import { lookupMessages } from '@/lib/forms/status-lookup-fields';
import { escapeHtml } from '@/lib/escape-html';
import { FAMILY_WORDS } from '@/server/core/family-words';
import { abroadAdmission, multipart, startApp, startSmtp, stopApp, testConfig, validAdmission, waitFor } from '../../helpers/intake';
import { officeSession, type StaffClient } from '../../helpers/staff';
import { samplePng } from '../../helpers/samples';
import { decodedMail } from '../../helpers/mail-text';

const DAY = 24 * 60 * 60 * 1000;
const TOKEN_PATH = /\/application\/([A-Z]{3}-\d{8}-[0-9A-Z]{6}\.[0-9a-z]+\.[\w-]+)/;

describe('signed application links', () => {
  const secret = Buffer.from('k'.repeat(40));
  const now = new Date('2026-11-24T10:00:00Z');

  it('verifies its own token until it expires, in constant form', () => {
    const token = signLink(secret, 'ADM-20261124-7KQ2XD', now, 60);
    expect(token).toMatch(/^ADM-20261124-7KQ2XD\.[0-9a-z]+\.[\w-]{24}$/);
    expect(verifyLink(secret, token, now)).toEqual({ reference: 'ADM-20261124-7KQ2XD', expiresAt: new Date(now.getTime() + 60 * DAY) });
    expect(verifyLink(secret, token, new Date(now.getTime() + 60 * DAY + 1000))).toBeUndefined();
  });

  it('refuses a tampered reference, expiry or MAC, another key, and junk', () => {
    const token = signLink(secret, 'ADM-20261124-7KQ2XD', now);
    const [reference, expires, mac] = token.split('.');
    const later = (parseInt(expires, 36) + 86400).toString(36);
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `ADM-20261124-7KQ2XE.${expires}.${mac}`,
      `${reference}.${later}.${mac}`,
      `${reference}.${expires}.${flipped}`,
      `${reference}.${expires}.`,
      'x',
      '',
      `${token}.x`,
    ]) {
      expect(verifyLink(secret, bad, now)).toBeUndefined();
    }
    expect(verifyLink(Buffer.from('o'.repeat(40)), token, now)).toBeUndefined();
  });

  it('keeps its key in DATA_DIR (made once, private), unless APPLICATION_LINK_SECRET is set', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-key-'));
    const first = loadLinkSecret(dir, undefined);
    expect(loadLinkSecret(dir, undefined).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dir, 'application-link.key')).mode & 0o777).toBe(0o600);
    expect(loadLinkSecret(dir, 'e'.repeat(32)).toString()).toBe('e'.repeat(32));
    expect(() => loadLinkSecret(dir, 'short')).toThrow(/at least 32 characters/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the token out of the request log', () => {
    expect(redactUrl('/application/ADM-20261124-7KQ2XD.abc.def')).toBe('/application/[redacted]');
    expect(redactUrl(`/api/data-requests/confirm/${'a'.repeat(43)}`)).toBe('/api/data-requests/confirm/[redacted]');
  });

  it('lays out the stages of each status in plain words', () => {
    const messages = getStatusMessages();
    const states = (status: string) => timeline(status, messages).map((step) => step.state);
    expect(timeline('received', messages).map((step) => step.label)).toEqual(Object.values(messages.application.stages));
    expect(states('received')).toEqual(['done', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('documents_needed')).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(timeline('declined', messages)[4]).toMatchObject({ state: 'ended', outcome: 'Not offered a seat' });
    expect(states('admitted').every((state) => state === 'done')).toBe(true);
  });
});

describe("a family's application page", () => {
  let config: ServerConfig;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let secret: Buffer;
  let reference: string;
  let other: string;
  let office: StaffClient;

  const mailsTo = (address: string, reference_: string) => smtp.mails.filter((mail) => mail.to.includes(address) && mail.raw.includes(reference_));
  /** The page address in a mail (quoted-printable may wrap it: soft line breaks are undone first). */
  const tokenIn = (raw: string) => {
    const match = decodedMail(raw).match(TOKEN_PATH);
    if (!match) throw new Error(`No application link in: ${raw}`);
    return match[1];
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    config = testConfig({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    app = await startApp(config);
    secret = loadLinkSecret(config.dataDir, undefined);
    const png = await samplePng();
    const send = async (values: Record<string, string>) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/admissions',
          ...(await multipart(values, { field: 'screenshot', name: 'p.png', type: 'image/png', data: png })),
        })
      ).json().reference as string;
    reference = await send(abroadAdmission);
    other = await send({ ...validAdmission, firstName: 'Zoya', email: 'other.family@example.com', transactionNumber: '412345678977' });
    office = await officeSession(app, config);
  });

  afterAll(async () => {
    await stopApp(app, config, smtp);
  });

  it('is linked from the acknowledgement mail and shows stage, next step and status, without script, noindex and no-store', async () => {
    await waitFor(() => mailsTo(abroadAdmission.email, reference).length === 1, 10000, 'the acknowledgement');
    const token = tokenIn(mailsTo(abroadAdmission.email, reference)[0].raw);
    expect(token.startsWith(`${reference}.`)).toBe(true);
    const page = await app.inject({ url: `/application/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<meta name="referrer" content="no-referrer">');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain(`Application of ${abroadAdmission.firstName} ${abroadAdmission.lastName}`);
    expect(page.body).toContain(reference);
    expect(page.body).toContain('Status: <strong>Received</strong>');
    // The one thing to do next: the documents of the checklist, none sent yet (issue 22, part 3).
    expect(page.body).toMatch(/<p class="next">Please upload, below: Birth certificate of the child; /);
    expect(page.body).toContain('<li class="done">Application submitted');
    expect(page.body).toContain('The office has not written to you yet.');
    // The checklist of the child's class (Class 3): a report card yes, Aadhaar no (the school does not collect it).
    expect(page.body).toContain('Documents for Class 3');
    expect(page.body).toContain('Report card of the last class completed');
    expect(page.body).not.toContain('Aadhaar');
  });

  it("shows every message the office mailed, the stage reached and the family's next step", async () => {
    const change = await office.post(`/staff/submissions/${reference}/status`, {
      status: 'documents_needed',
      note: 'Please send the leaving certificate, countersigned.',
      mail: 'yes',
    });
    expect(change.statusCode).toBe(303);
    await office.post(`/staff/submissions/${reference}/status`, { status: 'under_review', note: 'Only for the office.' });
    // (An offer is made with its reply-by date on its own form: admission-offers.test.ts.)
    await office.post(`/staff/submissions/${reference}/status`, { status: 'declined', mail: 'yes' });
    const page = await app.inject({ url: `/application/${signLink(secret, reference, new Date())}` });
    expect(page.body).toContain('Status: <strong>Declined</strong>');
    expect(page.body).toContain('<li class="ended">Decision on a seat: Not offered a seat');
    // The status's own words stay beside it.
    expect(page.body).toContain(getStatusMessages().admission.declined);
    expect(page.body).toContain('Please send the leaving certificate, countersigned.');
    expect(page.body).toContain('Documents needed: your online admission form');
    // A change the office did not mail is not a message to the family.
    expect(page.body).not.toContain('Only for the office.');
    expect(page.body.indexOf('Documents needed:')).toBeLessThan(page.body.indexOf('Declined: your online admission form'));
  });

  it("gives a tampered, expired or other family's link the same refusal and no data", async () => {
    const good = signLink(secret, reference, new Date());
    const [, expires, mac] = good.split('.');
    const refusals = await Promise.all(
      [
        `${other}.${expires}.${mac}`,
        `${reference}.${(parseInt(expires, 36) + 1).toString(36)}.${mac}`,
        `${reference}.${expires}.${mac.slice(1)}A`,
        signLink(secret, reference, new Date(Date.now() - 61 * DAY)),
        signLink(Buffer.from('an attacker key of thirty-two chars!'), reference, new Date()),
        'ADM-20200101-ABCDEF.zz.zz',
        '%3Cscript%3E',
      ].map((token) => app.inject({ url: `/application/${token}` })),
    );
    for (const response of refusals) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toBe(refusals[0].body);
      expect(response.body).not.toMatch(new RegExp(`${reference}|${other}|${abroadAdmission.firstName}|Zoya|Status`));
    }
    expect(refusals[0].body).toContain('This link does not work');
    // The link names no family, so the one refusal says it in Marathi too (issue 35), with the Marathi look-up to ask on.
    expect(refusals[0].body).toContain(`<section lang="mr"><h2>${FAMILY_WORDS.mr.page.refusedHeading}</h2>`);
    expect(refusals[0].body).toContain(`<a href="/mr/admission-status">${FAMILY_WORDS.mr.page.refusedAsk.link}</a>`);
    expect(refusals[0].body).toContain('<a href="/admission-status">Track your application</a>');
  });

  it('the status look-up shows the status only, never a link to the page (that goes by mail, to the address in the application)', async () => {
    const lookup = await app.inject({ method: 'POST', url: '/api/status', remoteAddress: '10.7.0.1', payload: { reference, contact: '+44 7700 900123' } });
    const answer = lookup.json();
    expect(answer).toEqual({
      success: true,
      reference,
      status: expect.any(String),
      meaning: expect.any(String),
      changedAt: expect.any(String),
      changedOn: expect.any(String),
      hasApplicationPage: true,
    });
    expect(lookup.body).not.toContain('/application/');
    const native = await app.inject({
      method: 'POST',
      url: '/api/status',
      remoteAddress: '10.7.0.1',
      headers: { accept: 'text/html' },
      payload: { reference, contact: abroadAdmission.email },
    });
    expect(native.statusCode).toBe(200);
    expect(native.body).not.toContain('/application/');
    expect(native.body).toContain(escapeHtml(lookupMessages.pageByMail));
    // The reference just given goes on to "send me my link again" from the page itself (WCAG 3.3.7).
    expect(native.body).toContain(
      `<form method="post" action="/api/status/link"><p>${escapeHtml(lookupMessages.pageByMail)}</p>\n<input type="hidden" name="reference" value="${reference}"><button type="submit">Send me my link again</button></form>`,
    );
  });

  it('the office stops every link at once (a new one mailed to the address on file); the family can stop its earlier links itself', async () => {
    const pageOf = (token: string) => app.inject({ url: `/application/${token}` });
    const linkMails = () => mailsTo(abroadAdmission.email, reference).filter((mail) => mail.subject.startsWith('The page of your application'));
    const old = signLink(secret, reference, new Date());
    expect((await pageOf(old)).statusCode).toBe(200);
    const page = await office.get(`/staff/submissions/${reference}`);
    expect(page.body).toContain("The family's page");
    expect(page.body).toContain(`Mail a new link to the family (${abroadAdmission.email})`);

    const revoked = await office.post(`/staff/submissions/${reference}/links/revoke`, { mail: 'yes' });
    expect(revoked.statusCode).toBe(303);
    expect(revoked.headers.location).toBe(`/staff/submissions/${reference}?done=links-revoked-mailed#links-heading`);
    // At once: the old link opens nothing, and no form of the page takes it.
    const refused = await pageOf(old);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(abroadAdmission.firstName);
    const visit = await app.inject({ method: 'POST', url: `/application/${old}/visit`, payload: { action: 'cancel' } });
    expect(visit.statusCode).toBe(404);
    const renewWithOld = await app.inject({ method: 'POST', url: `/application/${old}/links/renew`, payload: {} });
    expect(renewWithOld.statusCode).toBe(404);
    await waitFor(() => linkMails().length === 1, 10000, 'the new link');
    const mail = linkMails()[0];
    expect(mail.to).toEqual([abroadAdmission.email]);
    expect(decodedMail(mail.raw)).toContain('The school office has stopped every earlier link');
    const fresh = tokenIn(mail.raw);
    expect((await pageOf(fresh)).statusCode).toBe(200);
    expect((await office.get(`/staff/submissions/${reference}`)).body).toMatch(/Its links were last stopped on .* by office@sunrisevalleyschool\.edu\.in/);

    // The family's own "stop the earlier links" on its page: the link it used stops too, a new one is mailed.
    expect((await pageOf(fresh)).body).toContain(`action="/application/${fresh}/links/renew"`);
    const renewed = await app.inject({ method: 'POST', url: `/application/${fresh}/links/renew`, payload: {} });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.body).toContain('The earlier links no longer work');
    expect((await pageOf(fresh)).statusCode).toBe(404);
    await waitFor(() => linkMails().length === 2, 10000, 'the renewed link');
    const newest = tokenIn(linkMails()[1].raw);
    expect((await pageOf(newest)).statusCode).toBe(200);
    // "Send me my link again" mails a link of the current version.
    await app.inject({ method: 'POST', url: '/api/status/link', remoteAddress: '10.8.0.9', payload: { reference } });
    await waitFor(() => linkMails().length === 3, 10000, 'the link asked for again');
    expect((await pageOf(tokenIn(linkMails()[2].raw))).statusCode).toBe(200);
    expect((await pageOf(newest)).statusCode).toBe(200);
  });

  it('mails a fresh link on request, with the same answer whether or not the reference exists, at most three a day', async () => {
    const ask = (value: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/status/link', remoteAddress: '10.8.0.1', payload: { reference: value }, headers });
    const known = await ask(other.toLowerCase());
    const unknown = await ask('ADM-20200101-ABCDEF');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: LINK_RESENT });
    expect(unknown.body).toBe(known.body);
    await waitFor(() => mailsTo('other.family@example.com', other).length === 2, 10000, 'the link mail');
    const mail = mailsTo('other.family@example.com', other).find((candidate) => candidate.subject.startsWith('The page of your application'))!;
    const page = await app.inject({ url: `/application/${tokenIn(mail.raw)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Application of Zoya');

    await ask(other);
    await ask(other);
    const fourth = await ask(other, { accept: 'text/html' });
    expect(fourth.statusCode).toBe(200);
    expect(fourth.body).toContain('we have sent a new link');
    const linkMails = () => mailsTo('other.family@example.com', other).filter((candidate) => candidate.subject.startsWith('The page of your application'));
    await waitFor(() => linkMails().length === 3, 10000, 'three link mails');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(linkMails()).toHaveLength(3);
    expect((await ask('not a reference')).json()).toMatchObject({ success: false, fields: { reference: expect.stringMatching(/reference number/) } });
  });
});
