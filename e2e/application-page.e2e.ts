import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, hydrated, launchBrowser, MOBILE, openPage, seriousAxeViolations, type OpenOptions, type TestPage } from './lib/browser';
import { readServerState } from './setup/server-state';

/** A family abroad (issue 22): a UK phone, a UAE WhatsApp number and a London postcode. */
const family = {
  academicYear: '2027-2028',
  studentClass: 'Class 1',
  firstName: 'Amelia',
  lastName: 'Rao',
  fatherName: 'Arjun Rao',
  motherName: 'Claire Rao',
  whatsappNumber: '+971 50 123 4567',
  phoneNumber: '+44 7700 900123',
  email: 'claire.rao@example.com',
  address: 'Flat 2, 5 Abbey Court',
  street: 'Abbey Road',
  area: 'St John’s Wood',
  city: 'London',
  state: 'England',
  pinCode: 'NW8 9AY',
  transactionNumber: 'UTR2027110999',
};

const TOKEN_PATH = /\/application\/[A-Z]{3}-\d{8}-[0-9A-Z]{6}\.[0-9a-z]+\.[\w-]+/;

/** The first mail of the outbox (an .eml file here, without SMTP) whose name starts so, once it has been written. */
async function mailFile(prefix: string): Promise<string> {
  const outbox = path.join(readServerState().dataDir, 'outbox');
  for (let waited = 0; waited < 20000; waited += 200) {
    const file = fs.existsSync(outbox) ? fs.readdirSync(outbox).find((name) => name.startsWith(prefix)) : undefined;
    if (file) return fs.readFileSync(path.join(outbox, file), 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail ${prefix}* in the outbox`);
}

/** The application page's path in a mail (quoted-printable soft line breaks undone first). */
function linkIn(raw: string): string {
  const match = raw
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .match(TOKEN_PATH);
  if (!match) throw new Error(`No application link in: ${raw.slice(0, 400)}`);
  return match[0];
}

describe("a family's private application page", () => {
  let browser: Browser;
  let current: TestPage | undefined;
  let reference = '';
  let link = '';

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await current?.context.close();
    current = undefined;
  });

  afterAll(async () => {
    await browser.close();
  });

  async function open(urlPath: string, options?: OpenOptions): Promise<Page> {
    current = await openPage(browser, MOBILE, options);
    await current.page.goto(`${baseUrl()}${urlPath}`);
    return current.page;
  }

  it('a family abroad applies; the acknowledgement mail links to its page, which works without JavaScript', async () => {
    const page = await open('/onlineadmission');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Online admission form' });
    await form.locator('#admission-academicYear').selectOption(family.academicYear);
    await form.locator('#admission-studentClass').selectOption(family.studentClass);
    for (const [field, value] of Object.entries(family))
      if (!['academicYear', 'studentClass'].includes(field)) await form.locator(`#admission-${field}`).fill(value);
    await form.locator('#admission-country').selectOption('GB');
    await form.getByRole('radio', { name: 'Female' }).check();
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#37a' } })
      .png()
      .toBuffer();
    await form.locator('#admission-screenshot').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('checkbox', { name: /parent or guardian/ }).check();
    await form.getByRole('button', { name: 'Submit Application Form' }).click();
    await form
      .getByRole('status')
      .getByText('Form submitted successfully!')
      .waitFor({ timeout: 30000 })
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}; status: ${await form.getByRole('status').innerText()}`);
      });
    reference = (await form.getByRole('status').innerText()).match(/ADM-\d{8}-[0-9A-Z]{6}/)![0];

    link = linkIn(await mailFile(`${reference}-acknowledgement`));
    const own = await open(link, { mode: 'no-js' });
    await own.getByRole('heading', { name: `Application of ${family.firstName} ${family.lastName}` }).waitFor();
    const text = await own.locator('main').innerText();
    expect(text).toContain(reference);
    expect(text).toContain('Status: Received');
    // The one thing to do next: the documents of the class's checklist (issue 22, part 3).
    expect(text).toMatch(/What to do next\s+Please upload, below: Birth certificate of the child/);
    expect(text).toContain('Application submitted (done)');
    expect(await own.locator('script').count()).toBe(0);
    // axe runs through the page's JavaScript, so it checks the same page opened with JavaScript on.
    await current!.context.close();
    const checked = await open(link);
    expect(await seriousAxeViolations(checked)).toEqual([]);
  });

  it('without JavaScript, the family uploads a document from its page and sees it arrive; the sections pass axe', async () => {
    const page = await open(link, { mode: 'no-js' });
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Birth certificate of the child' }) });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await item
      .getByLabel('Choose the file for "Birth certificate of the child"')
      .setInputFiles({ name: 'birth.pdf', mimeType: 'application/pdf', buffer: pdf });
    await Promise.all([page.waitForURL(/done=uploaded/), item.getByRole('button', { name: 'Upload' }).click()]);
    await page.getByRole('status').filter({ hasText: 'Thank you: your document has arrived.' }).waitFor();
    const sent = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Birth certificate of the child' }) });
    expect(await sent.innerText()).toMatch(/Sent on .+ \(birth\.pdf\); waiting for the office's check\./);
    await page.getByRole('heading', { name: 'Your visit to the school' }).waitFor();
    await current!.context.close();
    const checked = await open(link);
    expect(await seriousAxeViolations(checked)).toEqual([]);
  });

  it('the status look-up (by the UK phone number) leads to the page', async () => {
    const page = await open('/admission-status');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Look up the status' });
    await page.locator('#lookup-reference').fill(reference);
    await page.locator('#lookup-contact').fill('+44 7700 900123');
    await form.getByRole('button', { name: 'Show the status' }).click();
    await Promise.all([page.waitForURL(TOKEN_PATH), form.getByRole('link', { name: "Open your application's page" }).click()]);
    await page.getByRole('heading', { name: `Application of ${family.firstName} ${family.lastName}` }).waitFor();
  });

  it('without JavaScript, "Send me my link again" answers the same for any reference and mails a fresh link', async () => {
    const page = await open('/admission-status', { mode: 'no-js' });
    const form = page.getByRole('form', { name: 'Send me my link again' });
    await form.getByLabel('Reference number').fill(reference.toLowerCase());
    await Promise.all([page.waitForURL(/\/api\/status\/link$/), form.getByRole('button', { name: 'Send me my link again' }).click()]);
    const answer = await page.getByRole('status').innerText();
    expect(answer).toMatch(/^If this reference number belongs to an application, we have sent a new link/);
    const mail = await mailFile(`${reference}-status-`);
    const fresh = linkIn(mail);
    const own = await open(fresh, { mode: 'no-js' });
    await own.getByRole('heading', { name: `Application of ${family.firstName} ${family.lastName}` }).waitFor();

    const other = await open('/admission-status', { mode: 'no-js' });
    await other.getByRole('form', { name: 'Send me my link again' }).getByLabel('Reference number').fill('ADM-20200101-ABCDEF');
    await Promise.all([other.waitForURL(/\/api\/status\/link$/), other.getByRole('button', { name: 'Send me my link again' }).click()]);
    expect(await other.getByRole('status').innerText()).toBe(answer);
  });

  it('a tampered link shows nothing of the application', async () => {
    const tampered = link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const page = await open(tampered, { mode: 'no-js' });
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).not.toContain(reference);
    expect(text).not.toContain(family.firstName);
  });
});
