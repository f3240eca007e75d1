import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { abroadAdmission } from '../__tests__/server/helpers/intake';
import { sampleDocx, samplePng } from '../__tests__/server/helpers/samples';
import { hydrated, MODES, seriousAxeViolations, useTestPages, type Mode } from './lib/browser';
import { KEPT_AFTER_FAILURE_MESSAGE } from '@/lib/forms/messages';
import { screenshotUpload } from '@/lib/forms/uploads';
import { fillAdmissionForm, REFERENCE_IN_TEXT, referenceIn, type AdmissionValues } from './lib/admission-form';
import { findExported } from './lib/cli';

/** Records the page's POSTs other than the site's own insight beacons (page views, form starts): the form being sent. */
function formPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && !new URL(request.url()).pathname.startsWith('/api/insight/')) posts.push(request.url());
  });
  return posts;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const admission = {
  gender: 'Female',
  academicYear: '2027-2028',
  studentClass: 'UKG',
  firstName: 'Ishaan',
  lastName: 'Patil',
  fatherName: 'Vikram Patil',
  motherName: 'Anjali Patil',
  whatsappNumber: '98220 45678',
  phoneNumber: '+91 98220 45679',
  email: 'anjali.patil@example.com',
  address: 'B-204, Green Meadows',
  street: 'NIBM Annexe Road',
  area: 'Undri',
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411060',
  transactionNumber: 'UTR2027110455',
};

/** `admission` as stored: numbers in E.164, India as the country (the form's preselected one). */
const storedAdmission = { ...admission, country: 'IN', whatsappNumber: '+919822045678', phoneNumber: '+919822045679' };

/** A family abroad (issue 22): the UK phone, UAE WhatsApp number and London address of the server tests' abroadAdmission. */
const ABROAD_FIELDS = ['phoneNumber', 'whatsappNumber', 'address', 'street', 'area', 'city', 'state', 'country', 'pinCode'];
const abroad = { ...admission, ...Object.fromEntries(ABROAD_FIELDS.map((field) => [field, abroadAdmission[field]])), firstName: 'Olivia' };

/** Fills the online admission form with `values` and a small PNG named `fileName`, and presses its submit button. */
async function sendAdmission(page: Page, values: AdmissionValues, fileName = 'proof.png'): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Online admission form' });
  await fillAdmissionForm(form, values, { name: fileName, mimeType: 'image/png', buffer: await samplePng() });
  await form.getByRole('button', { name: 'Submit Application Form' }).click();
  return form;
}

/** Types each value into the form's field with that label. */
async function fillByLabel(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
}

const referenceFrom = async (status: Locator) => referenceIn(await status.innerText());

interface Outcome {
  /** The form's island sent it (status region on the page) rather than the browser (the server's result page). */
  enhanced: boolean;
  reference: string;
  /** What the reader is told: the status region's text, or the result page's. */
  text: string;
}

/** A promise that never settles: the losing side of a race must not fail the test later. */
const never = () => new Promise<never>(() => undefined);

/**
 * Presses the form's submit button and reads the outcome, whichever way the form went: sent by its island
 * (the page stays, its status region shows the answer) or posted natively (before its island arrived, or
 * without JavaScript: the browser lands on the server's result page). Either way nothing typed is lost.
 */
async function submit(page: Page, form: Locator, button: string): Promise<Outcome> {
  await form.getByRole('button', { name: button }).click();
  const status = form.getByRole('status');
  const enhanced = await Promise.race([
    page.waitForURL(/\/api\/result\?/, { timeout: 60000 }).then(() => false, never),
    status
      .getByText(REFERENCE_IN_TEXT)
      .waitFor({ timeout: 60000 })
      .then(() => true, never),
  ]);
  if (enhanced) return { enhanced, reference: await referenceFrom(status), text: await status.innerText() };
  await page.getByRole('heading', { name: 'Form submitted successfully!' }).waitFor();
  return { enhanced, reference: (await page.locator('.ref strong').innerText()).trim(), text: await page.locator('main').innerText() };
}

describe('forms', () => {
  const { visit: open, current } = useTestPages();

  /**
   * The page as each mode meets it: with the form's island (js: waits for it), before it (late: the reader
   * fills and sends the form within the 5 s its island is held back), or without JavaScript.
   */
  async function openIn(mode: Mode, path: string): Promise<Page> {
    const page = await open(path, { mode });
    if (mode === 'js') await hydrated(page);
    return page;
  }

  it.each(MODES.map((mode) => [mode] as const))(
    'sends the online admission form with its screenshot; the office finds the same values and bytes (%s)',
    async (mode) => {
      const page = await openIn(mode, '/onlineadmission');
      const form = page.getByRole('form', { name: 'Online admission form' });
      const png = await samplePng(320, 200, '#2a6');
      await fillAdmissionForm(form, admission, { name: 'upi-payment.png', mimeType: 'image/png', buffer: png });
      if (mode === 'js')
        await expect(form.getByText(/Chosen: upi-payment\.png \(\d+ KB\)|Chosen: upi-payment\.png \(\d+ bytes\)/).isVisible()).resolves.toBe(true);
      const outcome = await submit(page, form, 'Submit Application Form');
      expect(outcome.enhanced).toBe(mode === 'js' ? true : mode === 'no-js' ? false : outcome.enhanced);
      expect(outcome.text).toContain('Form submitted successfully!');
      const reference = outcome.reference;
      expect(reference).toMatch(/^ADM-/);
      // Success resets the form.
      if (outcome.enhanced) expect(await form.locator('#admission-firstName').inputValue()).toBe('');

      const stored = findExported(reference);
      expect(stored.type).toBe('admission');
      expect(stored.data).toEqual(storedAdmission);
      expect(stored.consentAt).not.toBeNull();
      expect(stored.file).toMatchObject({ name: 'upi-payment.png', type: 'png', sha256: sha256(png) });
      expect(sha256(fs.readFileSync(stored.file!.absolutePath))).toBe(sha256(png));
      expect(current().problems.consoleErrors).toEqual([]);
    },
  );

  it.each(MODES.map((mode) => [mode] as const))(
    'sends the payment confirmation form, its island downscaling a photo over 2 MB to a 2000 px long edge (%s)',
    async (mode) => {
      const page = await openIn(mode, '/bankers');
      const form = page.getByRole('form', { name: 'Payment confirmation form' });
      const [width, height] = [2600, 1950];
      const raw = Buffer.alloc(width * height * 3);
      let seed = 1;
      for (let i = 0; i < raw.length; i += 1) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        raw[i] = 128 + ((seed >>> 24) % 64) - 32 + (((i / 3 / width) | 0) % 64);
      }
      const photo = await sharp(raw, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 90 })
        .toBuffer();
      expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
      await fillAdmissionForm(form, { ...admission, firstName: 'Kavya' }, { name: 'bank-photo.jpg', mimeType: 'image/jpeg', buffer: photo }, 'payment');
      if (mode === 'js') await form.getByText(/will be made smaller before sending/).waitFor();
      const outcome = await submit(page, form, 'Submit Payment Details');
      const stored = findExported(outcome.reference);
      expect(stored.type).toBe('payment');
      expect(stored.data.firstName).toBe('Kavya');
      expect(stored.file!.type).toBe('jpg');
      const metadata = await sharp(stored.file!.absolutePath).metadata();
      if (outcome.enhanced) {
        expect(stored.file!.size).toBeLessThan(photo.length);
        expect(Math.max(metadata.width!, metadata.height!)).toBe(2000);
      } else {
        // Posted by the browser itself: the photo as taken (within the 5 MB limit), byte for byte.
        expect(stored.file!.sha256).toBe(sha256(photo));
        expect(metadata.width).toBe(width);
      }
      expect(metadata.width! / metadata.height!).toBeCloseTo(width / height, 2);
    },
  );

  it('sends the contact form: Sending..., then the reply text of the server', async () => {
    const page = await openIn('js', '/contact');
    // Hold the request a moment so the intermediate state can be seen.
    await page.route('**/api/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const form = page.getByRole('form', { name: 'Get in Touch' });
    const values = { firstName: 'Sameer', lastName: 'Kale', email: 'sameer.kale@example.com', phone: '020 2695 2000' };
    await fillByLabel(form, { 'First name': values.firstName, 'Last name': values.lastName, Email: values.email, 'Phone number': values.phone });
    await form.getByRole('button', { name: 'Send' }).click();
    const status = form.getByRole('status');
    await status.getByText('Sending...').waitFor();
    await status.getByText(/Thank you, Sameer/).waitFor();
    const stored = findExported(await referenceFrom(status));
    expect(stored).toMatchObject({ type: 'contact', data: { ...values, phone: '+912026952000' }, file: null });
  });

  it.each(MODES.map((mode) => [mode] as const))('loads the map only when asked, with no script involved (%s)', async (mode) => {
    const page = await open('/contact', { mode });
    const blocked = () => current().problems.blockedRequests.filter((url) => url.startsWith('https://www.google.com/maps'));
    await page.waitForLoadState('networkidle');
    const map = page.locator('iframe[title^="Map showing "]');
    await map.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    // Nothing asked of the map's host yet: the frame shows the page's own note and 'Show map'.
    expect(blocked()).toEqual([]);
    const frame = page.frameLocator('iframe[title^="Map showing "]');
    await expect(frame.getByText('The map is loaded from Google Maps only when you ask for it.').isVisible()).resolves.toBe(true);
    await frame.getByRole('link', { name: 'Show map' }).click();
    // Now the frame asks for the embed (this harness blocks every other host).
    for (let waited = 0; blocked().length === 0 && waited < 10000; waited += 100) await page.waitForTimeout(100);
    expect(blocked()[0]).toMatch(/^https:\/\/www\.google\.com\/maps\?.*output=embed/);
    await expect(map.boundingBox()).resolves.toEqual(expect.objectContaining({ width: expect.any(Number) }));
    await expect(page.getByRole('link', { name: /Open the map in Google Maps/ }).getAttribute('href')).resolves.toMatch(/^https:\/\/www\.google\.com\/maps\//);
  });

  it.each(MODES.map((mode) => [mode] as const))('sends the footer enquiry form from any page, with its inputs bound (%s)', async (mode) => {
    const page = await openIn(mode, '/privacy');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const values = {
      name: 'Farah Shaikh',
      email: 'farah.shaikh@example.com',
      phone: '',
      message: 'Do you offer a day-care facility after school hours for Nursery children?',
    };
    await fillByLabel(form, { 'Your name': values.name, Email: values.email, Message: values.message });
    const outcome = await submit(page, form, 'Send message');
    if (outcome.enhanced) expect(outcome.text).toMatch(/Thank you for your message/);
    expect(findExported(outcome.reference)).toMatchObject({ type: 'enquiry', data: values });
  });

  it.each(MODES.map((mode) => [mode] as const))('sends a job application with the résumé (%s)', async (mode) => {
    const page = await openIn(mode, '/career');
    const form = page.getByRole('form', { name: 'Apply for a Job' });
    const values = {
      name: 'Rekha Nair',
      email: 'rekha.nair@example.com',
      phone: '9890012345',
      message: 'Applying for PGT Chemistry; M.Sc., B.Ed., eight years of CBSE teaching.',
    };
    await fillByLabel(form, { 'Full Name': values.name, Email: values.email, 'Phone Number': values.phone, Message: values.message });
    const docx = sampleDocx();
    await form
      .getByLabel('Upload Resume')
      .setInputFiles({ name: 'rekha-nair-cv.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: docx });
    const outcome = await submit(page, form, 'Submit Application');
    expect(outcome.text).toContain('Form submitted successfully!');
    const stored = findExported(outcome.reference);
    expect(stored).toMatchObject({ type: 'career', data: { ...values, phone: '+919890012345' } });
    expect(stored.file).toMatchObject({ name: 'rekha-nair-cv.docx', type: 'docx', sha256: sha256(docx) });
  });

  it.each(MODES.map((mode) => [mode] as const))('sends nothing from the empty admission form: the browser asks for the first field (%s)', async (mode) => {
    const page = await openIn(mode, '/onlineadmission');
    const posts = formPosts(page);
    const form = page.getByRole('form', { name: 'Online admission form' });
    await form.getByRole('button', { name: 'Submit Application Form' }).click();
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('admission-academicYear');
    expect(await form.locator(':invalid').count()).toBeGreaterThan(10);
    expect(await form.locator('[role=status]').textContent()).toBe('');
  });

  it('keeps the form on the phone when the server cannot be reached, says so, and keeps what was typed', async () => {
    const page = await openIn('js', '/onlineadmission');
    await page.route('**/api/admissions', (route) => route.abort('connectionrefused'));
    const form = await sendAdmission(page, admission);
    // Sent again when the connection returns (e2e/offline.e2e.ts follows a kept form to the school).
    await form.getByRole('status').getByText(KEPT_AFTER_FAILURE_MESSAGE).waitFor();
    expect(await form.locator('#admission-firstName').inputValue()).toBe(admission.firstName);
    expect(await form.locator('#admission-screenshot').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('proof.png');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('answers a refused field with its message beside it, never "Failed to submit form. Please try again."', async () => {
    const page = await openIn('js', '/onlineadmission');
    await page.route('**/api/admissions', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: 'Please correct the fields marked below.',
          fields: { transactionNumber: 'This transaction number has already been used.' },
        }),
      }),
    );
    const form = await sendAdmission(page, admission);
    await form.getByRole('status').getByText('Please correct the fields marked below.').waitFor();
    expect(await form.getByRole('status').innerText()).not.toContain('Failed to submit form');
    const field = form.locator('#admission-transactionNumber');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await field.getAttribute('aria-describedby').then((ids) => ids!.split(' ').pop())}`).innerText()).toBe(
      'This transaction number has already been used.',
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('admission-transactionNumber');
    expect(await form.locator('#admission-email').inputValue()).toBe(admission.email);
  });

  it.each(['no-js', 'late'] as const)("lists the server's field messages on its result page after a native post (%s)", async (mode) => {
    const page = await open('/onlineadmission', { mode });
    const form = page.getByRole('form', { name: 'Online admission form' });
    // Named like a picture, but a text file: only the server can tell, by its content.
    await fillAdmissionForm(form, admission, { name: 'proof.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await Promise.all([page.waitForURL(/\/api\/admissions$/), form.getByRole('button', { name: 'Submit Application Form' }).click()]);
    await page.getByRole('heading', { name: 'Please correct the fields marked below.' }).waitFor();
    await expect(page.locator('main').innerText()).resolves.toContain(screenshotUpload.wrongType);
    await expect(page.getByRole('link', { name: 'Back to the form' }).getAttribute('href')).resolves.toMatch(/\/onlineadmission$/);
  });

  it.each(MODES.map((mode) => [mode] as const))('takes a family abroad: UK phone, UAE WhatsApp, UK postcode, stored in E.164 (%s)', async (mode) => {
    const page = await openIn(mode, '/onlineadmission');
    const form = page.getByRole('form', { name: 'Online admission form' });
    expect(await form.locator('#admission-country').inputValue()).toBe('IN');
    const png = await samplePng(60, 40, '#62a');
    await fillAdmissionForm(form, abroad, { name: 'bank-transfer.png', mimeType: 'image/png', buffer: png });
    const outcome = await submit(page, form, 'Submit Application Form');
    expect(outcome.text).toContain('Form submitted successfully!');
    const stored = findExported(outcome.reference);
    expect(stored.data).toMatchObject({ phoneNumber: '+447700900123', whatsappNumber: '+971501234567', country: 'GB', pinCode: 'SW1A 1AA', city: 'London' });
    expect(current().problems.consoleErrors).toEqual([]);
  });

  it.each(MODES.map((mode) => [mode] as const))(
    'requires the PIN code in India in the browser, before and after the script runs, and not where a country has none (%s)',
    async (mode) => {
      const page = await openIn(mode, '/onlineadmission');
      const posts = formPosts(page);
      const form = page.getByRole('form', { name: 'Online admission form' });
      const pin = form.locator('#admission-pinCode');
      const required = () => pin.evaluate((input) => (input as HTMLInputElement).required);
      expect(await required()).toBe(true);
      await fillAdmissionForm(form, { ...admission, pinCode: '' }, { name: 'proof.png', mimeType: 'image/png', buffer: await samplePng() });
      await form.getByRole('button', { name: 'Submit Application Form' }).click();
      if (mode === 'late') await hydrated(page);
      expect(await pin.evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
      expect(posts).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/onlineadmission');
      if (mode === 'no-js') return;
      // The United Arab Emirates have no postal codes: the field may stay empty there (as the server accepts).
      await form.locator('#admission-country').selectOption('AE');
      expect(await required()).toBe(false);
      await form.locator('#admission-country').selectOption('IN');
      expect(await required()).toBe(true);
    },
  );

  it('names a wrong number and a postcode that does not fit the country beside their fields, before sending', async () => {
    const page = await openIn('js', '/onlineadmission');
    const posts = formPosts(page);
    const form = await sendAdmission(page, { ...abroad, whatsappNumber: '+971 50 123', pinCode: '411060' }, 'p.png');
    await form.getByRole('status').getByText('Please correct the fields marked below.').waitFor();
    await form
      .locator('#admission-whatsappNumber-error')
      .getByText(/Please enter a valid mobile number/)
      .waitFor();
    expect(await form.locator('#admission-pinCode-error').innerText()).toBe(
      'This does not look like a postal code of the chosen country; it is written like SW1A 1AA.',
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('admission-whatsappNumber');
    expect(posts).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('without JavaScript: says nothing misleading about the chosen file, and the server names a wrong number on its page', async () => {
    const page = await open('/onlineadmission', { mode: 'no-js' });
    const form = page.getByRole('form', { name: 'Online admission form' });
    expect(await form.locator('#admission-screenshot-chosen').innerText()).toBe('');
    await fillAdmissionForm(form, { ...admission, phoneNumber: '+44 7700 9001' }, { name: 'proof.png', mimeType: 'image/png', buffer: await samplePng() });
    expect(await page.locator('body').innerText()).not.toContain('No file chosen yet.');
    await Promise.all([page.waitForURL(/\/api\/admissions$/), form.getByRole('button', { name: 'Submit Application Form' }).click()]);
    await page.getByRole('heading', { name: 'Please correct the fields marked below.' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/Phone number: Please enter a valid phone number/);
    expect(text).not.toContain('Failed to submit form');

    // The message links to its field on the page, which holds what was typed (issue 37): one tap to the field.
    await page.getByRole('link', { name: /^Phone number: Please enter a valid phone number/ }).click();
    await expect(page.evaluate(() => document.querySelector(':target')?.id)).resolves.toBe('field-phoneNumber');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await expect(phone.inputValue()).resolves.toBe('+44 7700 9001');
    await expect(phone.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(phone.getAttribute('type')).resolves.toBe('tel');
    // The other answers are kept, shown and sent again; the file, which no page keeps, is chosen again.
    const kept = await page.locator('dl.kept').innerText();
    for (const value of [admission.firstName, admission.email, admission.transactionNumber, admission.pinCode]) expect(kept).toContain(value);
    await phone.fill(admission.phoneNumber);
    await page.getByLabel('Payment screenshot or receipt').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: await samplePng() });
    await Promise.all([page.waitForURL(/\/api\/result\?/), page.getByRole('button', { name: 'Send the form again' }).click()]);
    await page.getByRole('heading', { name: 'Form submitted successfully!' }).waitFor();
    const reference = (await page.locator('.ref strong').innerText()).trim();
    expect(findExported(reference).data).toEqual(storedAdmission);
    // The browser reports the refused post's answer (400), as it should; nothing else.
    expect(current().problems.consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });

  it('works without JavaScript: a native post lands on a clear result page', async () => {
    const page = await open('/contact', { mode: 'no-js' });
    const form = page.locator('form[action$="/api/contact"]');
    await form.locator('#contact-firstName').fill('Nikhil');
    await form.locator('#contact-lastName').fill('Gokhale');
    await form.locator('#contact-email').fill('nikhil.gokhale@example.com');
    await form.locator('#contact-phone').fill('9822033344');
    await Promise.all([page.waitForURL(/\/api\/result\?/), form.locator('button[type=submit]').click()]);
    await page.getByRole('heading', { name: 'Form submitted successfully!' }).waitFor();
    const reference = (await page.locator('.ref strong').innerText()).trim();
    expect(findExported(reference).data.firstName).toBe('Nikhil');
    expect(current().problems.consoleErrors).toEqual([]);
  });
});
