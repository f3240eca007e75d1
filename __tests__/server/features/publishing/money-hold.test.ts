/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { getFees } from '@/lib/content/fees';
import { getSite } from '@/lib/content/site';
import type { ServerConfig } from '@/server/core/config';
import { paymentSettings } from '@/server/features/publishing/money';
import { releaseOut } from '@/server/features/publishing/releases';
import { startApp, waitFor } from '../../helpers/intake';
import { decodedMail } from '../../helpers/mail-text';
import { commitFile, cloneSite, git, newsItem, publishConfig } from '../../helpers/publish';
import { createAccount, signIn, type StaffClient, STAFF_PASSWORD } from '../../helpers/staff';

jest.setTimeout(120_000);

const PRINCIPAL = 'principal@sunrisevalleyschool.edu.in';
const MANAGER = 'manager@sunrisevalleyschool.edu.in';
const EDITOR = 'news.writer@sunrisevalleyschool.edu.in';
const OFFICE = 'office.clerk@sunrisevalleyschool.edu.in';
const UPI = 'sunrisevalleyschool@sbi';
const FAKE_UPI = 'fraudster@ybl';

/**
 * Issue 31, item 4: an editor's change to where families pay (the review changed the UPI id: it was live on /bankers
 * 90 s later) is held until an administrator approves it; the rest of the publish goes ahead; every administrator is
 * mailed the old and new values; an administrator's own change goes live and is mailed to the other administrators.
 */
describe('two people for money: the payment details', () => {
  let repo: string;
  let config: ServerConfig;
  let app: FastifyInstance;
  let db: Database.Database;
  let principal: StaffClient;
  let editor: StaffClient;

  const published = (file: string) => fs.readFileSync(path.join(releaseOut(config.publish, app.publisher.liveRelease()!), file), 'utf8');
  /** The account mails with this subject: recipients from the outbox, texts from the .eml files the mail worker writes (an account mail's text leaves the database once sent). */
  const accountMails = async (subject: string) => {
    const queued = db.prepare("SELECT id, recipient FROM outbox WHERE kind = 'account' AND subject LIKE ? ORDER BY id").all(`${subject}%`) as {
      id: number;
      recipient: string;
    }[];
    const eml = (id: number) => path.join(config.dataDir, 'outbox', `account-${id}.eml`);
    await waitFor(() => queued.every((mail) => fs.existsSync(eml(mail.id))), 15_000, 'the mails');
    return queued.map((mail) => ({ recipient: mail.recipient, body: decodedMail(fs.readFileSync(eml(mail.id), 'utf8')) }));
  };
  const publish = async (author: string, source: 'editor' | 'manual' = 'editor') => {
    const id = app.publisher.request({ source, author: { name: author, email: author } });
    await app.publisher.idle();
    return app.publisher.history.byId(id)!;
  };
  const siteYml = () => fs.readFileSync(path.join(repo, 'content/site.yml'), 'utf8');

  beforeAll(async () => {
    repo = cloneSite();
    config = publishConfig(repo);
    app = await startApp(config);
    db = new Database(path.join(config.dataDir, 'submissions.sqlite'));
    await createAccount(app, config, PRINCIPAL, 'admin', STAFF_PASSWORD);
    await createAccount(app, config, MANAGER, ['admin', 'office'], STAFF_PASSWORD);
    await createAccount(app, config, EDITOR, 'editor', STAFF_PASSWORD);
    await createAccount(app, config, OFFICE, 'office', STAFF_PASSWORD);
    principal = await signIn(app, PRINCIPAL, STAFF_PASSWORD, '10.4.0.1');
    editor = await signIn(app, EDITOR, STAFF_PASSWORD, '10.4.0.2');
    await app.publisher.idle();
  });

  afterAll(async () => {
    await app.close();
    db.close();
  });

  it('records the details as deployed as the approved ones', async () => {
    await publish(PRINCIPAL, 'manual');
    expect(app.publisher.money.approved()).toEqual(expect.objectContaining({ state: 'approved', decidedBy: 'the deployment' }));
    expect(published('site.yml.txt')).toContain(`id: ${UPI}`);
  });

  it("holds an editor's change of the UPI id: the rest of the publish goes live, the UPI id stays, every administrator is mailed old and new", async () => {
    commitFile(repo, 'content/news/2026-11-25-sports.md', newsItem('Sports week results'), 'News: Sports week results (added)', {
      name: EDITOR,
      email: EDITOR,
    });
    commitFile(repo, 'content/site.yml', siteYml().replace(`id: ${UPI}`, `id: ${FAKE_UPI}`), 'Site settings (updated)', { name: EDITOR, email: EDITOR });
    const update = await publish(EDITOR);
    expect(update.state).toBe('live');
    expect(published('news.html')).toContain('Sports week results');
    expect(published('site.yml.txt')).toContain(`id: ${UPI}`);
    expect(published('site.yml.txt')).not.toContain(FAKE_UPI);
    // Everything else of site.yml is as committed.
    expect(published('site.yml.txt')).toContain('name: Sunrise Valley English Medium School');
    expect(update.notes).toContain(`The change to the payment details by ${EDITOR} is held until an administrator approves it`);
    const held = app.publisher.money.held()!;
    expect(held).toEqual(expect.objectContaining({ state: 'held', changedBy: EDITOR }));
    // The service's own pages (the family's UPI request, receipts) charge the approved details too.
    expect(paymentSettings(db, getSite(), () => getFees()).upi.id).toBe(UPI);

    const mails = await accountMails('Held for your approval');
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([MANAGER, PRINCIPAL].sort());
    expect(mails[0].body).toContain(`- upi.id: ${UPI} -> ${FAKE_UPI}`);
    expect(mails[0].body).toContain('/staff/updates#payment-details');

    // The editor sees it is held, and cannot approve it.
    const page = await editor.get('/staff/updates');
    expect(page.body).toContain('is held until an administrator approves it');
    expect(page.body).toContain(`<td><code>upi.id</code></td><td>${UPI}</td><td>${FAKE_UPI}</td>`);
    expect(page.body).not.toContain('Approve the new payment details');
    expect((await editor.post(`/staff/updates/money/${held.id}/approve`, {})).statusCode).toBe(403);
    // Another publish keeps it held, and mails nobody again.
    commitFile(repo, 'content/news/2026-11-26-more.md', newsItem('More news'), 'News: More news (added)', { name: EDITOR, email: EDITOR });
    await publish(EDITOR);
    expect(published('site.yml.txt')).toContain(`id: ${UPI}`);
    expect(await accountMails('Held for your approval')).toHaveLength(2);
    expect(app.publisher.money.held()!.id).toBe(held.id);
  });

  it('an administrator approves it in /staff/updates: audited, and the next publish shows it', async () => {
    const held = app.publisher.money.held()!;
    const page = await principal.get('/staff/updates');
    expect(page.body).toContain(`action="/staff/updates/money/${held.id}/approve"`);
    expect((await principal.post('/staff/updates/money/99999/approve', {})).statusCode).toBe(409);
    const approved = await principal.post(`/staff/updates/money/${held.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain('The new payment details are approved');
    await app.publisher.idle();
    expect(published('site.yml.txt')).toContain(`id: ${FAKE_UPI}`);
    expect(app.publisher.money.held()).toBeUndefined();
    expect(app.publisher.money.approved()).toEqual(expect.objectContaining({ id: held.id, decidedBy: PRINCIPAL }));
    expect(paymentSettings(db, getSite(), () => getFees()).upi.id).toBe(FAKE_UPI);
    expect(db.prepare("SELECT actor, detail FROM audit_log WHERE action = 'money-approve'").get()).toEqual({
      actor: PRINCIPAL,
      detail: `changed by ${EDITOR}: upi.id: ${UPI} -> ${FAKE_UPI}`,
    });
  });

  it("an administrator's own change (the receipt prefix) goes live at once and is mailed to the other administrators", async () => {
    const fees = fs.readFileSync(path.join(repo, 'content/fees.yml'), 'utf8');
    commitFile(repo, 'content/fees.yml', fees.replace('receiptPrefix: SVS', 'receiptPrefix: SVX'), 'Fees (updated)', { name: MANAGER, email: MANAGER });
    await publish(MANAGER);
    expect(published('fees.yml.txt')).toContain('receiptPrefix: SVX');
    expect(app.publisher.money.held()).toBeUndefined();
    const mails = await accountMails('Changed by an administrator');
    expect(mails.map((mail) => mail.recipient)).toEqual([PRINCIPAL]);
    expect(mails[0].body).toContain('- fees.receiptPrefix: SVS -> SVX');
    expect(paymentSettings(db, getSite(), () => getFees()).fees.receiptPrefix).toBe('SVX');
  });

  it('the same values written in another order (the editor rewrites whole files) are no change; a fee amount is; an undone change is no longer held', async () => {
    const before = (await accountMails('')).length;
    const reordered = siteYml().replace(
      /upi:\n {2}id: (\S+)\n {2}payeeName: (.+)\n {2}note: (.+)\n/,
      (_match, id: string, payee: string, note: string) => `upi:\n  note: ${note}\n  payeeName: ${payee}\n  id: ${id}\n`,
    );
    expect(reordered).not.toBe(siteYml());
    commitFile(repo, 'content/site.yml', reordered, 'Site settings (updated)', { name: EDITOR, email: EDITOR });
    await publish(EDITOR);
    expect(app.publisher.money.held()).toBeUndefined();
    expect((await accountMails('')).length).toBe(before);

    const fees = fs.readFileSync(path.join(repo, 'content/fees.yml'), 'utf8');
    const cheaper = commitFile(
      repo,
      'content/fees.yml',
      fees.replace('{ head: tuition, amount: 38000 }', '{ head: tuition, amount: 3800 }'),
      'Fees (updated)',
      {
        name: EDITOR,
        email: EDITOR,
      },
    );
    await publish(EDITOR);
    expect(published('fees.yml.txt')).toContain('amount: 38000');
    expect((await accountMails('Held for your approval')).at(-1)!.body).toContain('fees.classes[0].fees[1].amount: 38000 -> 3800');
    // Undone (in Website updates): nothing is held any more, and nothing new is mailed.
    const undone = await editor.post('/staff/updates/revert', { sha: cheaper });
    expect(undone.statusCode).toBe(200);
    await app.publisher.idle();
    expect(app.publisher.money.held()).toBeUndefined();
    expect(published('fees.yml.txt')).toContain('amount: 38000');
    expect(git(repo, ['log', '-1', '--format=%ae'])).toBe(EDITOR);
  });
});
