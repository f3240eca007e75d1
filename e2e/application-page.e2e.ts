import { hydrated, MOBILE, seriousAxeViolations, useTestPages } from './lib/browser';
import { sendAdmissionForm } from './lib/admission-form';
import { applicationLinkIn, mailsOf, waitForMail, waitForMailAfter } from './lib/outbox';
import { samplePng } from '../__tests__/server/helpers/samples';

/** A family abroad (issue 22): a UK phone, a UAE WhatsApp number and a London postcode. */
const family = {
  gender: 'Female',
  country: 'GB',
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

describe("a family's private application page", () => {
  // No status check: a tampered link's page is meant to fail.
  const { visit: open } = useTestPages({ viewport: MOBILE });
  let reference = '';
  let link = '';

  it('a family abroad applies; the acknowledgement mail links to its page, which works without JavaScript', async () => {
    const page = await open('/onlineadmission');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Online admission form' });
    reference = await sendAdmissionForm(form, family, { name: 'transfer.png', mimeType: 'image/png', buffer: await samplePng(80, 60, '#37a') });

    link = applicationLinkIn(await waitForMail(`${reference}-acknowledgement`));
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
    const checked = await open(link);
    expect(await seriousAxeViolations(checked)).toEqual([]);
  });

  it('the status look-up (by the UK phone number) shows the status only: the page\'s link goes by mail ("Send me my link again")', async () => {
    const page = await open('/admission-status');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Look up the status' });
    await page.locator('#lookup-reference').fill(reference);
    await page.locator('#lookup-contact').fill('+44 7700 900123');
    await form.getByRole('button', { name: 'Show the status' }).click();
    const status = form.getByRole('status');
    await status.getByText(/Status of your application .*: Received/).waitFor();
    expect(await status.locator('a[href*="/application/"]').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // "Send me my link again" sends the reference just given, not asked again (WCAG 3.3.7). Held here (the mail it
    // would send belongs to the next test): what it posts, and where.
    let posted: string | null = null;
    await page.route('**/api/status/link', (route) => {
      posted = route.request().postData();
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><title>Held</title><p>Held</p>' });
    });
    await Promise.all([page.waitForURL(/\/api\/status\/link$/), status.getByRole('button', { name: 'Send me my link again' }).click()]);
    expect(new URLSearchParams(posted ?? '').get('reference')).toBe(reference);
  });

  it('without JavaScript, "Send me my link again" answers the same for any reference and mails a fresh link', async () => {
    const page = await open('/admission-status', { mode: 'no-js' });
    const form = page.getByRole('form', { name: 'Send me my link again' });
    await form.getByLabel('Reference number').fill(reference.toLowerCase());
    await Promise.all([page.waitForURL(/\/api\/status\/link$/), form.getByRole('button', { name: 'Send me my link again' }).click()]);
    const answer = await page.getByRole('status').innerText();
    expect(answer).toMatch(/^If this reference number belongs to an application, we have sent a new link/);
    const fresh = applicationLinkIn(await waitForMail(`${reference}-status-`));
    const own = await open(fresh, { mode: 'no-js' });
    await own.getByRole('heading', { name: `Application of ${family.firstName} ${family.lastName}` }).waitFor();

    const other = await open('/admission-status', { mode: 'no-js' });
    await other.getByRole('form', { name: 'Send me my link again' }).getByLabel('Reference number').fill('ADM-20200101-ABCDEF');
    await Promise.all([other.waitForURL(/\/api\/status\/link$/), other.getByRole('button', { name: 'Send me my link again' }).click()]);
    expect(await other.getByRole('status').innerText()).toBe(answer);
  });

  it('without JavaScript, the family stops its earlier links from its page: they open nothing, the new one comes by mail', async () => {
    const before = applicationLinkIn(await waitForMail(`${reference}-status-`));
    const mailed = mailsOf(`${reference}-status-`).length;
    const page = await open(before, { mode: 'no-js' });
    await page.getByRole('button', { name: 'Stop the earlier links and e-mail me a new one' }).click();
    await page.getByRole('heading', { name: 'The earlier links no longer work' }).waitFor();
    const done = await open(before);
    await done.getByRole('heading', { name: 'This link does not work' }).waitFor();
    const older = await open(link, { mode: 'no-js' });
    await older.getByRole('heading', { name: 'This link does not work' }).waitFor();
    const renewed = applicationLinkIn(await waitForMailAfter(`${reference}-status-`, mailed));
    expect(renewed).not.toBe(before);
    const own = await open(renewed);
    await own.getByRole('heading', { name: `Application of ${family.firstName} ${family.lastName}` }).waitFor();
    expect(await seriousAxeViolations(own)).toEqual([]);
    link = renewed;
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
