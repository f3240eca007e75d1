import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { getSite } from '@/lib/content/site';
import { upiPayUri } from '@/lib/upi';
import { baseUrl, hydrated, MOBILE, seriousAxeViolations, useTestPages } from './lib/browser';
import { sendAdmissionForm } from './lib/admission-form';
import { waitForMail } from './lib/outbox';
import { addStaffAccount, signIn } from './lib/staff';
import { decodedMail } from '../__tests__/server/helpers/mail-text';
import { samplePng } from '../__tests__/server/helpers/samples';

const ADMIN = 'admissions.head@sunrisevalleyschool.edu.in';
const EDITOR = 'website.editor@sunrisevalleyschool.edu.in';
const PASSWORD = 'banyan chalk rickshaw 27';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function signInToInbox(page: Page): Promise<void> {
  await signIn(page, ADMIN, PASSWORD);
  await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
}

const parent = {
  gender: 'Female',
  academicYear: '2027-2028',
  studentClass: 'Class 2',
  firstName: 'Mira',
  lastName: 'Deshpande',
  fatherName: 'Rahul Deshpande',
  motherName: 'Sneha Deshpande',
  whatsappNumber: '98220 55501',
  phoneNumber: '98220 55502',
  email: 'sneha.deshpande@example.com',
  address: 'C-11, Orchid Residency',
  street: 'Kondhwa Road',
  area: 'Undri',
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411060',
  transactionNumber: '412345678901',
};

/** Reads a QR code as a phone's camera would: from the pixels the browser painted (a screenshot, magnified). */
async function scanQr(code: Locator): Promise<string | undefined> {
  const shot = await code.screenshot();
  const { data, info } = await sharp(shot).resize({ width: 600, kernel: 'nearest' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe('staff inbox and parents', () => {
  const { visit, current } = useTestPages();
  let reference = '';
  let png: Buffer;

  beforeAll(async () => {
    png = await samplePng(300, 180, '#3a7');
  });

  it('the office signs in, finds a new application by its reference, opens its screenshot, asks for a document and exports CSV', async () => {
    // A parent applies through the public form.
    const page = await visit('/onlineadmission');
    const form = page.getByRole('form', { name: 'Online admission form' });
    reference = await sendAdmissionForm(form, parent, { name: 'gpay-receipt.png', mimeType: 'image/png', buffer: png });

    // The first account comes from the command line; its link sets the password.
    await addStaffAccount(page, ADMIN, PASSWORD, 'admin');

    // The inbox asks for a sign-in first.
    await page.goto(`${baseUrl()}/staff`);
    expect(new URL(page.url()).pathname).toBe('/staff/sign-in');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await signInToInbox(page);

    await page.getByLabel('Search').fill(reference);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('heading', { name: 'Submissions 1 to 1 of 1' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { level: 1, name: `Online admission form ${reference}` }).waitFor();
    expect(await page.locator('dl.fields').nth(1).innerText()).toContain(parent.address);

    // The screenshot: shown on the page, and opened on its own (same bytes), from a URL that is not the reference.
    const preview = page.getByRole('img', { name: 'The uploaded file gpay-receipt.png' });
    // A lazy image below the first screen (the admissions sections come first) loads once it is scrolled to.
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).resolves.toBe(300);
    const fileUrl = await page.getByRole('link', { name: 'Open the file' }).getAttribute('href');
    expect(fileUrl).toMatch(/^\/staff\/files\/[0-9a-f]{32}$/);
    expect(fileUrl).not.toContain(reference);
    const [fileResponse] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(fileUrl!)),
      page.getByRole('link', { name: 'Open the file' }).click(),
    ]);
    expect(fileResponse.headers()['content-type']).toBe('image/png');
    expect(sha256(await fileResponse.body())).toBe(sha256(png));
    await page.goBack();

    // "Documents needed" with a note, mailed to the parent.
    await page.getByLabel('New status').selectOption({ label: 'Documents needed' });
    await page.getByLabel('Note (optional)').fill('Please send the birth certificate and two photographs.');
    await page.getByRole('checkbox', { name: /E-mail the parent \(sneha\.deshpande@example\.com\)/ }).check();
    await page.getByRole('button', { name: 'Save status' }).click();
    await page.getByText('The status is saved and the mail to the parent is on its way.').waitFor();
    const history = await page.getByRole('list').filter({ hasText: 'received through the website' }).innerText();
    expect(history).toMatch(
      /Documents needed .* by admissions\.head@sunrisevalleyschool\.edu\.in, parent e-mailed\s+Note: Please send the birth certificate and two photographs\./,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The parent's mail leaves through the outbox (an .eml file here, without SMTP).
    const text = decodedMail(await waitForMail(`${reference}-status-`));
    expect(text).toMatch(/^To: sneha\.deshpande@example\.com/m);
    expect(text).toMatch(/Subject: Documents needed: your online admission form ADM-/);
    expect(text).toContain('Please send the birth certificate and two photographs.');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Mails and their delivery' }).innerText()).resolves.toMatch(
      /Status mail to the parent[\s\S]*sneha\.deshpande@example\.com\s+Sent/,
    );

    // The CSV of the inbox, as a download.
    await page.getByRole('link', { name: 'Back to the inbox' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download these \d+ as CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!);
    expect(csv.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(csv.toString('utf8')).toMatch(new RegExp(`"${reference}","admission",".+","Documents needed"`));

    // The audit log saw all of it.
    await page.getByRole('link', { name: 'Audit log' }).click();
    const audit = await page.getByRole('region', { name: 'Audit log' }).innerText();
    for (const action of ['Signed in', 'Viewed a file', 'Changed a status', 'Exported CSV', 'Password set']) expect(audit).toContain(action);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You have signed out.').waitFor();
    await page.goto(`${baseUrl()}/staff/submissions/${reference}`);
    expect(new URL(page.url()).pathname).toBe('/staff/sign-in');
    expect(current().problems.consoleErrors).toEqual([]);
  });

  it("an editor alone lands on Website updates, is shown only the editor and the updates, and is refused the families' data", async () => {
    const page = await visit('/');
    await addStaffAccount(page, EDITOR, PASSWORD, 'editor');
    await page.goto(`${baseUrl()}/staff/sign-in`);
    await signIn(page, EDITOR, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Website updates' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/staff/updates');
    const menu = page.getByRole('navigation', { name: 'Staff menu' });
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Website updates', 'Content editor']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    for (const address of ['/staff/export.csv', `/staff/submissions/${reference}`, '/staff/visits']) {
      const response = await page.goto(`${baseUrl()}${address}`);
      expect({ address, status: response?.status() }).toEqual({ address, status: 403 });
      await page.getByRole('heading', { name: 'Not for your account' }).waitFor();
      expect(await page.locator('main').innerText()).not.toContain(parent.lastName);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to your start page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Website updates' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You have signed out.').waitFor();
  });

  it('a PDF with script, sent as fee-receipt.html, opens from /staff as a download named .pdf and runs nothing', async () => {
    // A PDF whose OpenAction is JavaScript (a dialog, as a fake "session expired" prompt would be), then HTML.
    const pdf = await PDFDocument.create();
    pdf.addPage([300, 200]);
    const action = pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of("app.alert('Your session expired. Password:');") });
    pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(action));
    const bytes = Buffer.concat([Buffer.from(await pdf.save()), Buffer.from('\n<html><script>alert(1)</script></html>\n')]);
    const body = new FormData();
    for (const [field, value] of Object.entries({ ...parent, gender: 'Female', consent: 'yes' })) body.append(field, value);
    body.append('screenshot', new Blob([new Uint8Array(bytes)], { type: 'text/html' }), 'fee-receipt.html');
    const sent = await fetch(`${baseUrl()}/api/payments`, { method: 'POST', body });
    expect(sent.status).toBe(201);
    const paymentReference = ((await sent.json()) as { reference: string }).reference;

    const page = await visit('/staff/sign-in');
    const dialogs: string[] = [];
    const watch = (target: Page) =>
      target.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    watch(page);
    current().context.on('page', watch);
    await signInToInbox(page);
    await page.goto(`${baseUrl()}/staff/submissions/${paymentReference}`);
    await page.getByText('fee-receipt.pdf (PDF,').waitFor();
    // No "Open the file" for a PDF: it is only ever a download, under the detected kind's name.
    expect(await page.getByRole('link', { name: 'Open the file' }).count()).toBe(0);
    const fileUrl = (await page.getByRole('link', { name: 'Download' }).getAttribute('href'))!.replace(/\?download=1$/, '');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('fee-receipt.pdf');
    expect(sha256(fs.readFileSync((await download.path())!))).toBe(sha256(bytes));
    // The file's own address, as an old link or a typed URL would open it: a download too, never the PDF viewer.
    const [direct] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate((url) => {
        window.location.href = url;
      }, fileUrl),
    ]);
    expect(direct.suggestedFilename()).toBe('fee-receipt.pdf');
    await page.waitForTimeout(2000);
    expect(dialogs).toEqual([]);
  });

  it('the staff pages fit a phone screen', async () => {
    const page = await visit('/staff/sign-in', { viewport: MOBILE });
    await signInToInbox(page);
    for (const url of ['/staff', `/staff/submissions/${reference}`]) {
      await page.goto(`${baseUrl()}${url}`);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });

  it('a parent sees the new status with JavaScript, and one generic answer for a wrong pair', async () => {
    const page = await visit('/admission-status');
    // The answer in place is the island's (before it, the same press posts natively: the test below).
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Look up the status' });
    await form.getByLabel(/^Reference number/).fill(reference.toLowerCase());
    await form.getByLabel(/^E-mail or phone number/).fill(parent.email);
    await form.getByRole('button', { name: 'Show the status' }).click();
    await form
      .getByRole('status')
      .getByText(/Documents needed/)
      .waitFor();
    expect(await form.getByRole('status').innerText()).toMatch(new RegExp(`${reference}: Documents needed, since \\d{1,2} \\w+ \\d{4}\\.`));
    expect(new URL(page.url()).pathname).toBe('/admission-status');
    const answers: string[] = [];
    for (const [ref, contact] of [
      [reference, 'someone.else@example.com'],
      ['ADM-20200101-ABCDEF', parent.email],
      [reference, '9876543210'],
    ]) {
      await form.getByLabel(/^Reference number/).fill(ref);
      await form.getByLabel(/^E-mail or phone number/).fill(contact);
      await form.getByRole('button', { name: 'Show the status' }).click();
      await form
        .getByRole('status')
        .getByText(/could not find/)
        .waitFor();
      answers.push(await form.getByRole('status').innerText());
      await form.getByLabel(/^Reference number/).fill('');
    }
    expect(new Set(answers).size).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(current().problems.consoleErrors).toEqual([]);
  });

  it.each([
    ['before its island has arrived (5 s late)', 'late'],
    ['without JavaScript', 'no-js'],
  ] as const)('a parent who presses %s gets the status from the native post', async (_when, mode) => {
    const page = await visit('/admission-status', { viewport: MOBILE, mode });
    await page.locator('#lookup-reference').fill(reference);
    await page.locator('#lookup-contact').fill(parent.phoneNumber);
    await page.getByRole('button', { name: 'Show the status' }).click();
    // The press posts natively: the answer is the result page, not a lost click.
    await page.getByRole('heading', { name: 'Status of your application' }).waitFor();
    expect(await page.getByRole('status').innerText()).toMatch(/^Status: Documents needed, since \d{1,2} \w+ \d{4}\.$/);
    expect(await page.locator('body').innerText()).not.toContain(parent.firstName);
  });

  it("shows a UPI QR code that decodes to the school's upi://pay link on /onlineadmission and /bankers, without script", async () => {
    const site = getSite();
    for (const url of ['/onlineadmission', '/bankers']) {
      const page = await visit(url, { viewport: MOBILE, mode: 'no-js' });
      const qr = page.locator('img[data-upi-qr]');
      // An image loaded when seen: brought into view, then read once it has loaded.
      await qr.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => (document.querySelector('img[data-upi-qr]') as HTMLImageElement).complete);
      expect(await scanQr(qr)).toBe(upiPayUri(site.upi));
      const link = page.getByRole('link', { name: 'Pay with UPI app' });
      expect(await link.getAttribute('href')).toBe(upiPayUri(site.upi));
      await expect(page.getByText(site.upi.id, { exact: true }).isVisible()).resolves.toBe(true);
    }
  });

  it('keeps the staff area out of the static export and the sitemap', () => {
    const out = path.join(process.cwd(), 'out');
    const files = fs.readdirSync(out, { recursive: true }).map(String);
    expect(files.filter((file) => /(^|\/)staff(\/|\.|$)/.test(file))).toEqual([]);
    const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/staff');
    expect(sitemap).toContain('/admission-status');
  });
});
