/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { certificateProblems, certificatesOf, checkCertificates, daysLeft } from '@/lib/content/certificates';
import { getMandatoryDisclosure } from '@/lib/content/mandatory-disclosure';
import type { ServerConfig } from '@/server/core/config';
import { openDatabase } from '@/server/core/database';
import { checkContent, checkContentWarnings } from '@/scripts/check-content';
import { getRetention } from '@/lib/content/retention';
import { Maintenance } from '@/server/maintenance';
import { OutboxRepository } from '@/server/core/outbox-repository';
import { SubmissionsRepository } from '@/server/features/intake/submissions-repository';
import { startApp, startSmtp, testConfig, waitFor } from '../../helpers/intake';
import { createAccount, signIn, ADMIN_EMAIL, CLERK_EMAIL, STAFF_PASSWORD } from '../../helpers/staff';

/**
 * Certificates that warn: a controlled clock puts "today" 30 days before the fire safety certificate's last day, and
 * then after it. check:content warns, then fails; the form service mails the administrators once per reminder.
 */

const CONTENT = path.join(process.cwd(), 'content');
const fire = certificatesOf(getMandatoryDisclosure()).find((certificate) => certificate.item === 'fireSafety')!;
/** Noon in India, `days` before the fire certificate's last valid day. */
const daysBefore = (days: number) => new Date(Date.parse(`${fire.validUntil}T12:00:00+05:30`) - days * 86_400_000);

/** A copy of content/ with the fire certificate's entry edited. */
function contentWith(edit: (text: string) => string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'certificates-'));
  for (const entry of fs.readdirSync(CONTENT)) fs.symlinkSync(path.join(CONTENT, entry), path.join(root, entry));
  fs.rmSync(path.join(root, 'mandatory-disclosure.yml'));
  fs.writeFileSync(path.join(root, 'mandatory-disclosure.yml'), edit(fs.readFileSync(path.join(CONTENT, 'mandatory-disclosure.yml'), 'utf8')));
  return root;
}

describe('certificate validity in check:content (controlled clock)', () => {
  afterEach(() => jest.useRealTimers());

  it('counts Indian days: the last valid day is 0 days left', () => {
    expect(daysLeft(fire.validUntil, daysBefore(30))).toBe(30);
    expect(daysLeft(fire.validUntil, daysBefore(0))).toBe(0);
    expect(daysLeft(fire.validUntil, daysBefore(-1))).toBe(-1);
  });

  it('warns 30 days before the end, once, and still passes', async () => {
    jest.useFakeTimers({
      now: daysBefore(30),
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask'],
    });
    const fireWarnings = checkContentWarnings().filter((line) => line.includes('fireSafety'));
    expect(fireWarnings).toEqual([
      `content/mandatory-disclosure.yml: documents.fireSafety[0].validUntil: "${fire.title}" expires in 30 days, on 30 Jun 2027 (renew it)`,
    ]);
    expect((await checkContent()).filter((line) => line.includes('fireSafety'))).toEqual([]);
  });

  it('says nothing 61 days before', () => {
    expect(certificateProblems(CONTENT, daysBefore(61)).warnings.filter((line) => line.includes('fireSafety'))).toEqual([]);
  });

  it('fails the check once the certificate has expired', async () => {
    jest.useFakeTimers({
      now: daysBefore(-1),
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask'],
    });
    const problems = await checkContent();
    expect(problems).toContain(
      `content/mandatory-disclosure.yml: documents.fireSafety[0].validUntil: "${fire.title}" expired on 30 Jun 2027: upload the renewed certificate, or record renewalAppliedOn`,
    );
  });

  it('only warns about an expired certificate whose renewal is applied for', () => {
    const root = contentWith((text) =>
      text.replace(`validUntil: ${fire.validUntil}\n`, `validUntil: ${fire.validUntil}\n      renewalAppliedOn: 2027-06-01\n`),
    );
    // (Other certificates of the sample have ended by then; only the fire certificate is looked at.)
    expect(certificateProblems(root, daysBefore(-10)).errors.filter((line) => line.includes('fireSafety'))).toEqual([]);
    expect(() => checkCertificates(root, daysBefore(-10))).toThrow(/rte\[0\]\.validUntil/);
    expect(certificateProblems(root, daysBefore(-10)).warnings.join('\n')).toMatch(
      /fireSafety\[0\]\.validUntil: .* expired on 30 Jun 2027; renewal applied for on 1 Jun 2027/,
    );
  });
});

describe('certificate reminders from the form service (controlled clock)', () => {
  let config: ServerConfig;
  let app: FastifyInstance;
  let db: Database.Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let maintenance: Maintenance;
  const log = {
    info: () => undefined,
    warn: () => undefined,
    error: (_obj: object, message: string) => {
      throw new Error(message);
    },
  };
  const reminders = () =>
    db.prepare("SELECT recipient, subject, body FROM outbox WHERE kind = 'account' AND subject LIKE 'Certificate%' ORDER BY id").all() as {
      recipient: string;
      subject: string;
      body: string;
    }[];

  beforeAll(async () => {
    smtp = await startSmtp();
    config = testConfig({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    app = await startApp(config);
    db = openDatabase(config.dataDir);
    await createAccount(app, config, ADMIN_EMAIL, 'admin', STAFF_PASSWORD);
    await createAccount(app, config, CLERK_EMAIL, 'office', STAFF_PASSWORD);
    // The daily job as the service runs it, on the service's own database, with the content's certificates.
    maintenance = new Maintenance(
      {
        dataDir: config.dataDir,
        retention: getRetention(),
        purgeSchedule: null,
        backupSchedule: '0 2 * * *',
        backupKeep: 3,
        reminders: { outbox: new OutboxRepository(db), siteUrl: config.siteUrl, schoolName: 'Sunrise Valley English Medium School', certificates: [fire] },
      },
      db,
      new SubmissionsRepository(db),
      log,
    );
  });

  afterAll(async () => {
    await app.close();
    db.close();
    await smtp.close();
  });

  it('mails the administrators once 30 days before, again at 7, and never twice for one reminder', async () => {
    await maintenance.certificateReminders(daysBefore(75));
    expect(reminders()).toEqual([]);
    await maintenance.certificateReminders(daysBefore(30));
    // Started late (never ran at 60 days): one mail for the nearer reminder, and the 60-day one is not sent afterwards.
    expect(reminders()).toEqual([
      {
        recipient: ADMIN_EMAIL,
        subject: `Certificate expires in 30 days: ${fire.title}`,
        body: expect.stringContaining('valid until 30 Jun 2027: 30 days from today'),
      },
    ]);
    await maintenance.certificateReminders(daysBefore(30));
    await maintenance.certificateReminders(daysBefore(29));
    expect(reminders()).toHaveLength(1);
    const certificateMails = () => smtp.mails.filter((mail) => mail.subject.startsWith('Certificate expires'));
    await waitFor(() => certificateMails().length > 0, 15000, 'the reminder mail');
    expect(certificateMails().map((mail) => [mail.to, mail.subject])).toEqual([[[ADMIN_EMAIL], `Certificate expires in 30 days: ${fire.title}`]]);

    await maintenance.certificateReminders(daysBefore(7));
    await maintenance.certificateReminders(daysBefore(6));
    expect(reminders().map((mail) => mail.subject)).toEqual([`Certificate expires in 30 days: ${fire.title}`, `Certificate expires in 7 days: ${fire.title}`]);
    const recorded = db.prepare('SELECT document, days_before FROM certificate_reminders ORDER BY days_before DESC').all();
    expect(recorded).toEqual([
      { document: 'fireSafety[0]', days_before: 60 },
      { document: 'fireSafety[0]', days_before: 30 },
      { document: 'fireSafety[0]', days_before: 7 },
    ]);
  });

  it('lists what expires next in /staff for every staff member', async () => {
    const office = await signIn(app, CLERK_EMAIL, STAFF_PASSWORD, '10.8.0.1');
    const inbox = (await office.get('/staff')).body;
    expect(inbox).toContain('Certificates that expire next');
    const listed = [...inbox.matchAll(/data-certificate="([^"]+)"/g)].map((match) => match[1]);
    const soonest = certificatesOf(getMandatoryDisclosure())
      .sort((a, b) => a.validUntil.localeCompare(b.validUntil))
      .slice(0, 5)
      .map((entry) => entry.key);
    expect(listed).toEqual(soonest);
    // The expired sanitation certificate, with its renewal applied for, comes first.
    expect(inbox).toMatch(/data-certificate="waterHealthSanitation\[2\]">[^<]+: <strong class="overdue">expired on/);
  });
});
