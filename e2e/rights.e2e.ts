import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { getChildSafety } from '@/lib/content/child-safety';
import { getSite, telHref } from '@/lib/content/site';
import { walkFiles } from '@/lib/walk-files';
import { baseUrl, MOBILE, seriousAxeViolations, useTestPages } from './lib/browser';
import { subjectsOf, waitForMail } from './lib/outbox';
import { addStaffAccount, signIn } from './lib/staff';
import { decodedMail } from '../__tests__/server/helpers/mail-text';

/**
 * What a Maharashtra CBSE school must show and keep true (issue 25): child safety, the DPDP contact and requests
 * with erasure from /staff, and text in every published PDF.
 */

const ADMIN = 'data.officer@sunrisevalleyschool.edu.in';
const PASSWORD = 'tamarind ledger monsoon 58';
const family = { email: 'kavya.iyer.family@example.com', phone: '98220 77701' };

const { visit: open } = useTestPages({ expectOk: true });

describe('/child-safety', () => {
  it('shows every committee of content/child-safety.yml with its members, and the helplines as tel: and web links', async () => {
    const page = await open('/child-safety');
    const content = getChildSafety();
    const committees = await page.locator('[data-committee]').evaluateAll((sections) =>
      sections.map((section) => ({
        kind: section.getAttribute('data-committee'),
        name: section.querySelector('h3')?.textContent,
        members: [...section.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
      })),
    );
    expect(committees).toEqual(
      content.committees.map((committee) => ({
        kind: committee.kind,
        name: committee.name,
        members: committee.members.map((member) => [member.name, member.role]),
      })),
    );
    for (const line of content.helplines) {
      const card = page.locator(`[data-helpline="${line.kind}"]`);
      if (line.phone) await expect(card.getByRole('link', { name: `Call ${line.phone}` }).getAttribute('href')).resolves.toBe(telHref(line.phone));
      if (line.url) await expect(card.locator(`a[href="${line.url}"]`).count()).resolves.toBe(1);
    }
    await expect(page.locator('a[href="tel:1098"]').count()).resolves.toBe(1);
    for (const committee of content.committees.filter((entry) => entry.phone)) {
      await expect(page.locator(`[data-committee="${committee.kind}"] a[href="${telHref(committee.phone!)}"]`).count()).resolves.toBe(1);
    }
    const policy = await page.locator('a[href="/downloads/safeguarding-policy.pdf"]').getAttribute('href');
    expect((await fetch(`${baseUrl()}${policy}`)).status).toBe(200);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('has no serious axe violations at 375 px', async () => {
    const page = await open('/child-safety', { viewport: MOBILE });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('is reached from the footer and the Mandatory Disclosure menu of every page', async () => {
    const page = await open('/');
    await expect(page.locator('footer nav[aria-label="Your rights and safety"] a[href="/child-safety"]').count()).resolves.toBe(1);
    const menu = page.locator('header details').filter({ hasText: 'Mandatory Disclosure' });
    await menu.locator('summary').first().click();
    await menu.getByRole('link', { name: 'Child Safety' }).click();
    await page.waitForURL(/\/child-safety$/);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Child Safety');
  });
});

describe('every PDF the site publishes', () => {
  it('has text a screen reader can read (pdftotext) and, when we made it, a title', () => {
    const out = path.join(process.cwd(), 'out');
    const pdfs = [...walkFiles(out, { extension: '.pdf' })];
    expect(pdfs.length).toBeGreaterThanOrEqual(20);
    for (const file of pdfs) {
      const text = execFileSync('pdftotext', ['-q', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
      expect([path.relative(out, file), text.length > 20]).toEqual([path.relative(out, file), true]);
      if (file.includes(`${path.sep}downloads${path.sep}`)) expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Title:\s+\S/m);
    }
  });
});

describe('personal data requests (DPDP)', () => {
  it('shows the designated contact on /privacy and in the footer', async () => {
    const page = await open('/privacy');
    const contact = getSite().dataProtection;
    const card = page.getByRole('region', { name: 'Questions about your personal data' });
    await expect(card.innerText()).resolves.toContain(contact.name);
    await expect(card.locator(`a[href="mailto:${contact.email}"]`).count()).resolves.toBe(1);
    await expect(card.locator(`a[href="${telHref(contact.phone)}"]`).count()).resolves.toBe(1);
    await expect(page.locator('footer [data-dpdp-contact]').innerText()).resolves.toContain(contact.email);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('a request sent from /privacy is confirmed through the link mailed to the address on file, then reaches /staff with its deadline; an erasure removes the family and answers at that address', async () => {
    // The family's earlier enquiry, by the footer form's API, and then their erasure request from the page.
    const enquiry = await fetch(`${baseUrl()}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      body: JSON.stringify({ name: 'Kavya Iyer', email: family.email, phone: '', message: 'Is there a bus from Pisoli?' }),
    });
    const enquiryReference = ((await enquiry.json()) as { reference: string }).reference;

    const page = await open('/privacy');
    const form = page.getByRole('form', { name: 'Ask to see, correct or erase your data' });
    await form.getByLabel('What you are asking for').selectOption('Erase my data');
    await form.getByLabel('Your full name').fill('Kavya Iyer');
    await form.getByLabel('Email').fill(family.email);
    await form.getByLabel('Phone number').fill(family.phone);
    await form.getByLabel('Details of your request').fill('Please erase our enquiry; we have found a school nearer home.');
    await form.getByRole('button', { name: 'Send the request' }).click();
    const status = form.getByRole('status');
    await status.getByText(/Thank you, Kavya Iyer/).waitFor({ timeout: 20000 });
    const reference = (await status.innerText()).match(/DPR-\d{8}-[0-9A-Z]{6}/)![0];
    expect(await status.innerText()).toContain('we act on it only once it is confirmed');

    // The link to confirm goes to the address on the family's enquiry (not an acknowledgement to whatever was typed).
    const confirmation = await waitForMail(`${reference}-status-`, { subject: /^Please confirm your request about personal data/ });
    expect(confirmation).toContain(`To: ${family.email}`);
    const link = decodedMail(confirmation).match(/\/api\/data-requests\/confirm\/[\w-]{43}/)![0];
    await page.goto(`${baseUrl()}${link}`);
    await page.getByRole('heading', { name: 'Confirm your request' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm my request' }).click();
    await page.getByRole('heading', { name: 'Thank you: your request is confirmed' }).waitFor();

    await addStaffAccount(page, ADMIN, PASSWORD, 'admin');
    await page.goto(`${baseUrl()}/staff/sign-in`);
    await signIn(page, ADMIN, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();

    await page.getByLabel('Search').fill(reference);
    await page.getByRole('button', { name: 'Show' }).click();
    const row = page.locator('tr').filter({ hasText: reference });
    await expect(row.locator('[data-deadline="open"]').innerText()).resolves.toMatch(
      new RegExp(`Reply by .+ \\(${getSite().dataProtection.replyDays} days left\\)`),
    );
    await row.getByRole('link', { name: reference }).click();
    // The request's proof: the link mailed to the address on file, confirmed; the office's form to record a check in person.
    const proof = page.getByRole('region', { name: 'Confirmation links' });
    await expect(proof.innerText()).resolves.toMatch(new RegExp(`${family.email}[\\s\\S]*Confirmed`));
    await page.getByRole('group', { name: 'Identity checked in person' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Review what would be erased' }).click();
    await expect(page.getByRole('region', { name: 'Submissions to erase' }).innerText()).resolves.toContain(enquiryReference);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Erase 1 submission/ }).click();
    await page.getByText("The family's data is erased; the answer is on its way to the family's addresses on file.").waitFor();

    // The staff pages' CSP allows no fetch from the page: ask with the context's cookies instead.
    const csv = await (await page.request.get(`${baseUrl()}/staff/export.csv`)).text();
    expect(csv).not.toContain(enquiryReference);
    expect(csv).toContain(reference);

    // Without SMTP the outbox writes each mail as an .eml file: the requester's answer is there.
    const answer = await waitForMail(reference, { containing: 'Completed' });
    expect(answer).toContain(`To: ${family.email}`);
    expect(decodedMail(answer)).toContain(enquiryReference);
    expect(subjectsOf(enquiryReference)).toEqual([]);
  });
});
