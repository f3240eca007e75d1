import type { Locator, Page } from 'playwright-core';
import { samplePng } from '../__tests__/server/helpers/samples';
import { absoluteUrl } from '@/lib/env';
import { en, mr } from '@/lib/forms/texts';
import { MARATHI_PAGES } from '@/lib/languages';
import { FAMILY_WORDS } from '@/server/core/family-words';
import { baseUrl, hydrated, seriousAxeViolations, useTestPages } from './lib/browser';
import { applicationTextFields } from '@/lib/pdf/application-form';
import { referenceIn } from './lib/admission-form';
import { findExported } from './lib/cli';
import { applicationLinkIn, readMail, waitForMail } from './lib/outbox';

/** Each English page with a Marathi version, and that version (lib/languages.ts). */
const PAIRS = Object.entries(MARATHI_PAGES) as [string, string][];
/** Where the test server answers a path; `absoluteUrl` is the address the build wrote into links (SITE_URL). */
const url = (path: string) => `${baseUrl()}${path}`;

/** The page's hreflang alternates and canonical, as search engines read them. */
async function languageLinks(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    ),
  }));
}

/** A Marathi family's answers: the names may be in Devanagari, the numbers are Latin digits as phones type them. */
const answers: Record<string, string> = {
  firstName: 'आर्या',
  lastName: 'देशपांडे',
  fatherName: 'मंदार देशपांडे',
  motherName: 'स्वाती देशपांडे',
  whatsappNumber: '98220 51234',
  // Nine digits: the browser's pattern lets it through (digits and spaces), the shared schema refuses it.
  phoneNumber: '98220 1234',
  email: 'swati.deshpande@example.com',
  address: 'फ्लॅट 12, साई सदन',
  street: 'हांडेवाडी रस्ता',
  area: 'उंड्री',
  city: 'पुणे',
  state: 'महाराष्ट्र',
  pinCode: '411060',
  transactionNumber: 'UTR2027112701',
};

async function fillMarathiAdmission(form: Locator, values: Record<string, string>) {
  await form.locator('#admission-academicYear').selectOption('2027-2028');
  await form.locator('#admission-studentClass').selectOption('UKG');
  for (const { name } of applicationTextFields) await form.locator(`#admission-${name}`).fill(values[name] ?? '');
  await form.getByRole('radio', { name: mr.ui.female, exact: true }).check();
  await form.locator('#admission-screenshot').setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: await samplePng() });
  await form.getByRole('checkbox', { name: /पालक आहे/ }).check();
}

describe('Marathi pages (issue 35)', () => {
  const { visit, current } = useTestPages({ expectOk: true });

  it.each(PAIRS)('%s and %s name each other (hreflang, x-default English), each its own canonical, each its language', async (english, marathi) => {
    const expected = { 'en-IN': absoluteUrl(english), mr: absoluteUrl(marathi), 'x-default': absoluteUrl(english) };
    const englishPage = await visit(english);
    expect(await languageLinks(englishPage)).toEqual({ lang: 'en-IN', canonical: absoluteUrl(english), alternates: expected });
    const marathiPage = await visit(marathi);
    expect(await languageLinks(marathiPage)).toEqual({ lang: 'mr', canonical: absoluteUrl(marathi), alternates: expected });
    expect(await marathiPage.locator('h1').innerText()).toMatch(/[\u0900-\u097F]/);
    expect(await seriousAxeViolations(marathiPage)).toEqual([]);
    expect(current().problems.consoleErrors).toEqual([]);
  });

  it('lists both languages of each pair in the sitemap', async () => {
    const xml = await (await fetch(url('/sitemap.xml'))).text();
    for (const [english, marathi] of PAIRS) {
      for (const path of [english, marathi]) {
        const start = xml.indexOf(`<loc>${absoluteUrl(path)}</loc>`);
        expect(start).toBeGreaterThan(-1);
        const block = xml.slice(start, xml.indexOf('</url>', start));
        expect(block).toContain(`hreflang="mr" href="${absoluteUrl(marathi)}"`);
        expect(block).toContain(`hreflang="en-IN" href="${absoluteUrl(english)}"`);
        expect(block).toContain(`hreflang="x-default" href="${absoluteUrl(english)}"`);
      }
    }
  });

  it('switches to the same page in the other language and back, by plain links', async () => {
    const page = await visit('/onlineadmission');
    const toMarathi = page.locator('header a[data-language-switch]:visible');
    expect(await toMarathi.evaluate((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('hreflang')])).toEqual(['मराठी', 'mr', 'mr']);
    await Promise.all([page.waitForURL(url('/mr/onlineadmission')), toMarathi.click()]);
    const toEnglish = page.locator('header a[data-language-switch]:visible');
    expect(await toEnglish.evaluate((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('hreflang')])).toEqual([
      'English',
      'en-IN',
      'en-IN',
    ]);
    await Promise.all([page.waitForURL(url('/onlineadmission')), toEnglish.click()]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-IN');
    // A page without a Marathi version leads to the Marathi home page, which lists what is in Marathi.
    const rules = await visit('/rules');
    expect(await rules.locator('header a[data-language-switch]:visible').getAttribute('href')).toBe('/mr');
  });

  it('links the Marathi menu to English pages marked as English', async () => {
    const page = await visit('/mr');
    const documents = page.locator('nav[aria-label="मुख्य मेनू"] a[href="/documents"]');
    expect(await documents.getAttribute('hreflang')).toBe('en-IN');
    expect(await documents.textContent()).toContain('(इंग्रजीत)');
    expect(await page.locator('nav[aria-label="मुख्य मेनू"] a[href="/mr/contact"]').getAttribute('hreflang')).toBeNull();
    expect(await page.locator('nav[aria-label="मुख्य मेनू"] a[href="/mr/onlineadmission"]').getAttribute('hreflang')).toBeNull();
  });

  it('refuses a wrong phone number in Marathi, then takes the corrected admission, answers it in Marathi and opens its page in Marathi', async () => {
    const page = await visit('/mr/onlineadmission');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'ऑनलाइन प्रवेश अर्ज' });
    await fillMarathiAdmission(form, answers);
    await form.getByRole('button', { name: 'प्रवेश अर्ज पाठवा' }).click();
    const status = form.getByRole('status');
    await status.getByText(mr.messages.correctFields).waitFor();
    expect(await form.locator('#admission-phoneNumber-error').innerText()).toBe(mr.messages.phone);
    // The summary of what to correct comes with the send's code and words (a moment after the field's message).
    await form.getByText(mr.ui.oneToCorrect).waitFor();
    expect(await form.innerText()).not.toContain(en.messages.phone);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await form.locator('#admission-phoneNumber').fill('98220 51235');
    await form.getByRole('button', { name: 'प्रवेश अर्ज पाठवा' }).click();
    await status.getByText(mr.messages.success).waitFor({ timeout: 30000 });
    const reference = referenceIn(await status.innerText());
    expect(await status.innerText()).toContain(mr.ui.referenceBefore.trim());
    const stored = findExported(reference);
    expect(stored.language).toBe('mr');
    expect(stored.data).toMatchObject({ firstName: 'आर्या', phoneNumber: '+919822051235', city: 'पुणे' });
    expect(current().problems.consoleErrors).toEqual([]);

    // The acknowledgement is in Marathi (the language stored with the submission), its numbers in Latin digits.
    const raw = await waitForMail(`${reference}-acknowledgement`);
    const acknowledgement = readMail(raw);
    expect(acknowledgement.subject).toBe(`तुमचा प्रवेश अर्ज मिळाला (संदर्भ क्रमांक ${reference})`);
    expect(acknowledgement.text).toContain('प्रिय आर्या देशपांडे,');
    expect(acknowledgement.text).toContain(`तुमचा संदर्भ क्रमांक ${reference} आहे.`);
    expect(acknowledgement.text).toContain('तुमच्या अर्जाचे स्वतंत्र पान येथे आहे');
    expect(acknowledgement.text).not.toMatch(/Dear |Thank you|[०-९]/);

    // The family's page its link leads to is in Marathi too.
    const family = await visit(applicationLinkIn(acknowledgement.text));
    expect(await family.evaluate(() => document.documentElement.lang)).toBe('mr');
    expect(await family.locator('h1').innerText()).toBe('अर्ज: आर्या देशपांडे');
    const text = await family.locator('main').innerText();
    expect(text).toContain(`संदर्भ क्रमांक ${reference}`);
    expect(text).toContain('स्थिती: अर्ज मिळाला');
    expect(text).toContain('आता काय करायचे');
    expect(text).not.toMatch(/What to do next|Where your application stands|[०-९]/);
    expect(await seriousAxeViolations(family)).toEqual([]);

    // The look-up in Marathi answers in Marathi: the status's name and meaning, the day the Marathi way.
    const lookUp = await visit('/mr/admission-status');
    await hydrated(lookUp);
    const lookUpForm = lookUp.locator('form[aria-labelledby="status-lookup-heading"]');
    await lookUpForm.getByLabel('संदर्भ क्रमांक').fill(reference);
    await lookUpForm.getByLabel('ई-मेल किंवा फोन नंबर').fill('98220 51235');
    await lookUpForm.getByRole('button', { name: 'स्थिती पाहा' }).click();
    const found = lookUpForm.getByRole('status');
    await found.getByText('अर्ज मिळाला').waitFor();
    expect(await found.innerText()).toMatch(new RegExp(`तुमच्या अर्जाची स्थिती ${reference}: अर्ज मिळाला \\(\\d{1,2} [\\u0900-\\u097F]+, \\d{4} पासून\\)\\.`));
    expect(await found.innerText()).toContain('तुमचा अर्ज आम्हाला मिळाला आहे.');
    expect(await seriousAxeViolations(lookUp)).toEqual([]);
    expect(current().problems.consoleErrors).toEqual([]);
  });
  it('answers the Marathi form posted without JavaScript in Marathi: the page to correct it, then the success page', async () => {
    const said = FAMILY_WORDS.mr.result;
    // Without JavaScript, so no axe check here: axe runs as a script in the page.
    const page = await visit('/mr/onlineadmission', { mode: 'no-js' });
    const form = page.getByRole('form', { name: 'ऑनलाइन प्रवेश अर्ज' });
    await fillMarathiAdmission(form, { ...answers, email: 'no.script.marathi@example.com', transactionNumber: 'UTR2027112702' });
    await Promise.all([page.waitForURL(/\/api\/admissions$/), form.getByRole('button', { name: 'प्रवेश अर्ज पाठवा' }).click()]);
    await page.getByRole('heading', { name: mr.messages.correctFields }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
    const text = await page.locator('main').innerText();
    expect(text).toContain(`${mr.labels.phoneNumber}: ${mr.messages.phone}`);
    expect(text).toContain(said.correctBelow);
    expect(text).not.toMatch(/Please|Correct and send again|Back to the form|Home page|[०-९]/);

    // Corrected on that page, the file chosen again, and sent: the success page is in Marathi too, its reference in Latin digits.
    await page.getByRole('link', { name: `${mr.labels.phoneNumber}: ${mr.messages.phone}` }).click();
    await page.getByRole('textbox', { name: mr.labels.phoneNumber, exact: true }).fill('98220 51236');
    await page.getByLabel(mr.labels.screenshot).setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: await samplePng() });
    await Promise.all([page.waitForURL(/\/api\/result\?/), page.getByRole('button', { name: said.sendAgain }).click()]);
    await page.getByRole('heading', { name: mr.messages.success }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
    const reference = (await page.locator('.ref strong').innerText()).trim();
    expect(await page.locator('main').innerText()).toContain(`${mr.ui.referenceBefore}${reference}`);
    expect(await page.getByRole('link', { name: said.back }).getAttribute('href')).toBe('/mr/onlineadmission');
    expect(findExported(reference)).toMatchObject({ language: 'mr', data: { phoneNumber: '+919822051236', city: 'पुणे' } });
  });
});
