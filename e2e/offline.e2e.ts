import type { Locator, Page } from 'playwright-core';
import { samplePng } from '../__tests__/server/helpers/samples';
import { draftKey } from '@/components/forms/form-draft';
import { CHOOSE_FILE_AGAIN_MESSAGE, DELIVERED_LATER_MESSAGE, KEPT_OFFLINE_MESSAGE, SUCCESS_MESSAGE } from '@/lib/forms/messages';
import { fillAdmissionForm, referenceIn, type AdmissionValues } from './lib/admission-form';
import { baseUrl, hydrated, MOBILE, seriousAxeViolations, useTestPages } from './lib/browser';
import { exported } from './lib/cli';

/** A family of its own for each test: the intake refuses one transaction number given by two families. */
function family(name: string, transactionNumber: string): AdmissionValues {
  return {
    gender: 'Male',
    academicYear: '2027-2028',
    studentClass: 'Nursery',
    firstName: name,
    lastName: 'Kulkarni',
    fatherName: 'Sameer Kulkarni',
    motherName: 'Pooja Kulkarni',
    whatsappNumber: '98220 31415',
    phoneNumber: '98220 31416',
    email: `${name.toLowerCase()}.kulkarni@example.com`,
    address: 'C-12, Sai Residency',
    street: 'Pisoli Road',
    area: 'Undri',
    city: 'Pune',
    state: 'Maharashtra',
    pinCode: '411060',
    transactionNumber,
  };
}

const admissionForm = (page: Page) => page.getByRole('form', { name: 'Online admission form' });
const storedDraft = (page: Page) => page.evaluate((key) => localStorage.getItem(key), draftKey('admission'));
/** The submissions stored with this transaction number (as the intake stores it: capitals, no spaces). */
const storedWith = (transactionNumber: string) => exported().filter((item) => item.data.transactionNumber === transactionNumber);

async function proof() {
  return { name: 'upi.png', mimeType: 'image/png', buffer: await samplePng(200, 120, '#26a') };
}

/** The files the worker takes from its cache once fetched (lib/offline/service-worker.ts: content-hashed names). */
const HASHED_FILE = /^\/(?:_next\/static|_islands)\//;
/** A word the network's answer gains between two visits, to tell it from the copy kept on the phone. */
const CHANGED = 'Changed on the server';

async function expectSent(form: Locator): Promise<string> {
  const status = form.getByRole('status');
  await status.getByText(SUCCESS_MESSAGE).waitFor({ timeout: 30000 });
  return referenceIn(await status.innerText());
}

describe('a bad connection loses nothing (issue 37)', () => {
  const { visit, current } = useTestPages({ expectOk: true, viewport: MOBILE });

  it('a filled admission form survives a reload and is offered back; it is gone after the form is accepted', async () => {
    const page = await visit('/onlineadmission');
    await hydrated(page);
    const values = family('Aarav', 'UTR37000001');
    await fillAdmissionForm(admissionForm(page), values, await proof());
    expect(JSON.parse((await storedDraft(page)) ?? '{}').values).toMatchObject({ firstName: 'Aarav', transactionNumber: 'UTR37000001', gender: 'Male' });

    await page.reload({ waitUntil: 'load' });
    // Nothing is pressed: the island wakes by itself because this phone keeps a draft of the form.
    const form = admissionForm(page);
    const restore = form.getByRole('button', { name: /^Restore what you typed on / });
    await restore.waitFor({ timeout: 20000 });
    await expect(form.locator('#admission-firstName').inputValue()).resolves.toBe('');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await restore.click();
    // Restoring loads the code that writes drafts (fetched with a send's, not with the island): wait for it.
    await page.waitForFunction((value) => (document.getElementById('admission-firstName') as HTMLInputElement).value === value, values.firstName);
    for (const name of ['firstName', 'email', 'pinCode', 'transactionNumber'] as const) {
      await expect(form.locator(`#admission-${name}`).inputValue()).resolves.toBe(values[name]);
    }
    await expect(form.locator('#admission-studentClass').inputValue()).resolves.toBe('Nursery');
    await expect(form.getByRole('radio', { name: 'Male', exact: true }).isChecked()).resolves.toBe(true);
    // The consent is given each time; the file must be chosen again, and the form says so at the field.
    await expect(form.getByRole('checkbox', { name: /parent or guardian/ }).isChecked()).resolves.toBe(false);
    await form.getByText(CHOOSE_FILE_AGAIN_MESSAGE).waitFor();

    await form.locator('#admission-screenshot').setInputFiles(await proof());
    await form.getByRole('checkbox', { name: /parent or guardian/ }).check();
    await form.getByRole('button', { name: 'Submit Application Form' }).click();
    const reference = await expectSent(form);
    expect(await storedDraft(page)).toBeNull();
    expect(storedWith('UTR37000001').map((item) => item.reference)).toEqual([reference]);

    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    await expect(
      admissionForm(page)
        .getByRole('button', { name: /^Restore what you typed/ })
        .count(),
    ).resolves.toBe(0);
    expect(current().problems.consoleErrors).toEqual([]);
  });

  it('the worker asks the network for a page first and keeps it, takes hashed files from its cache, and opens visited pages offline', async () => {
    const page = await visit('/fees', { serviceWorkers: true });
    const { context } = current();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20000 });
    // Visits with the worker in charge: it keeps the pages and the files they use. The islands' boot and chunks load
    // after the page's largest paint, which can come after 'load': each visit waits for them, or leaving the page
    // would cancel their fetch before the worker keeps them.
    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    await page.goto(`${baseUrl()}/rules`, { waitUntil: 'load' });
    await hydrated(page);

    // The server's copy of /fees changes (its heading gains a word) between two visits while online.
    let askedOfNetwork = 0;
    await context.route(`${baseUrl()}/fees`, async (route) => {
      askedOfNetwork += 1;
      const answer = await route.fetch();
      const headers = Object.fromEntries(Object.entries(answer.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)));
      const body = (await answer.text()).replace(/(<h1[^>]*>)/, `$1${CHANGED} `);
      await route.fulfill({ status: answer.status(), headers, body });
    });
    const hashedFromNetwork: string[] = [];
    const hashedFromWorker: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && HASHED_FILE.test(new URL(request.url()).pathname)) hashedFromNetwork.push(request.url());
    });
    page.on('response', (response) => {
      if (HASHED_FILE.test(new URL(response.url()).pathname) && response.fromServiceWorker()) hashedFromWorker.push(response.url());
    });
    const fees = await page.goto(`${baseUrl()}/fees`, { waitUntil: 'load' });
    expect(fees?.fromServiceWorker()).toBe(true);
    expect(askedOfNetwork).toBe(1);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toContain(CHANGED);
    // The page's styles and scripts under hashed names: from the worker's cache, none asked of the network again.
    expect(hashedFromWorker.length).toBeGreaterThan(0);
    expect(hashedFromNetwork).toEqual([]);
    await context.unroute(`${baseUrl()}/fees`);

    // Offline: the pages visited open from the phone (/fees as the network last answered it); one never visited
    // says the phone is offline.
    await context.setOffline(true);
    const rules = await page.goto(`${baseUrl()}/rules`, { waitUntil: 'load' });
    expect(rules?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(/rules/i);
    await page.goto(`${baseUrl()}/fees`, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toContain(CHANGED);
    await page.reload({ waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toContain(CHANGED);
    const career = await page.goto(`${baseUrl()}/career`, { waitUntil: 'load' });
    expect(career?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('You are offline');
    await context.setOffline(false);
    // The browser reports the offline page's 503 and the page-view beacons that cannot wait for the connection.
    expect(
      current().problems.consoleErrors.filter(
        (text) =>
          !['Failed to load resource: net::ERR_INTERNET_DISCONNECTED', 'Failed to load resource: the server responded with a status of 503 ()'].includes(text),
      ),
    ).toEqual([]);
  });

  it('a form sent offline is kept on the phone and delivered once the connection returns, told both times, and stored exactly once', async () => {
    const page = await visit('/onlineadmission', { serviceWorkers: true });
    const { context } = current();
    // The site script registers the service worker once the page has loaded; it takes this page over when active.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20000 });
    // A visit with the worker in charge keeps the page and its files.
    await page.reload({ waitUntil: 'load' });
    await hydrated(page);

    const values = family('Vihaan', 'UTR37000002');
    const form = admissionForm(page);
    await fillAdmissionForm(form, values, await proof());
    // The connection drops as the family presses Send.
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Submit Application Form' }).click();
    await form.getByRole('status').getByText(KEPT_OFFLINE_MESSAGE).waitFor({ timeout: 10000 });
    expect(storedWith('UTR37000002')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Still offline, the page visited before opens from the phone, and the form (woken by itself) still says it is kept.
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await admissionForm(page).getByRole('status').getByText(KEPT_OFFLINE_MESSAGE).waitFor({ timeout: 20000 });

    await context.setOffline(false);
    const reference = await expectSent(admissionForm(page));
    await expect(admissionForm(page).getByRole('status').innerText()).resolves.toContain(DELIVERED_LATER_MESSAGE);
    expect(reference).toMatch(/^ADM-/);
    expect(await storedDraft(page)).toBeNull();

    // The island and the service worker may both have sent it: the school has it once, with its file.
    await page.waitForTimeout(1500);
    const stored = storedWith('UTR37000002');
    expect(stored.map((item) => item.reference)).toEqual([reference]);
    expect(stored[0].file).toMatchObject({ name: 'upi.png', type: 'png' });
    expect(stored[0].data.firstName).toBe('Vihaan');

    // Offline, the browser reports the requests that cannot wait for the connection (the page-view beacons) as failed
    // to load: nothing else may fail.
    expect(current().problems.consoleErrors.filter((text) => text !== 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED')).toEqual([]);
  });
});
