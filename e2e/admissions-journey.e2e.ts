import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { admissionPaymentLines, formatRupees, getFees } from '@/lib/content/fees';
import { getSite } from '@/lib/content/site';
import { rupeesInWords } from '@/lib/rupees-in-words';
import { baseUrl, hydrated, launchBrowser, openPage, seriousAxeViolations, type TestPage } from './lib/browser';
import { referenceIn, sendAdmissionForm } from './lib/admission-form';
import { applicationLinkIn, subjectsOf, waitForMail } from './lib/outbox';
import { addStaffAccount, signIn } from './lib/staff';
import { samplePng } from '../__tests__/server/helpers/samples';
import { financialYearOf } from '@/server/features/records';
import { shortYear } from '@/server/features/records/financial-year';

const OFFICE = 'journey.office@sunrisevalleyschool.edu.in';
const PASSWORD = 'tamarind kite ledger 51';
const UTR = '612345678901';
/** Receipts are numbered in the financial year (April to March) of their date: SVS/2026-27/0001. */
const SERIES = shortYear(financialYearOf(new Date()));

const family = {
  gender: 'Male',
  academicYear: '2027-2028',
  studentClass: 'Class 1',
  firstName: 'Kabir',
  lastName: 'Joshi',
  fatherName: 'Nikhil Joshi',
  motherName: 'Pooja Joshi',
  whatsappNumber: '98220 66601',
  phoneNumber: '98220 66602',
  email: 'pooja.joshi@example.com',
  address: 'B-4, Palm Grove',
  street: 'NIBM Road',
  area: 'Kondhwa',
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411048',
  transactionNumber: '412345670000',
};

/** Waits for a mail of the reference whose subject matches, and returns its raw text. */
const mailOf = (reference: string, subject: RegExp) => waitForMail(`${reference}-`, { subject });

/** A day from today, YYYY-MM-DD, in India. */
const dayIn = (days: number) => new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('the admissions journey of one family', () => {
  let browser: Browser;
  let tab: TestPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    // One context for the family and the office: the staff cookie is limited to /staff.
    tab = await openPage(browser, { width: 1280, height: 900 });
  });

  afterAll(async () => {
    await tab.context.close();
    await browser.close();
  });

  const go = async (page: Page, urlPath: string) => {
    await page.goto(`${baseUrl()}${urlPath}`);
  };

  it('from the enquiry form to the numbered receipt, every step mailed', async () => {
    const { page } = tab;
    const site = getSite();

    // 1. An enquiry from the footer form.
    await go(page, '/onlineadmission');
    await hydrated(page);
    const enquiry = page.getByRole('form', { name: 'Send us a message' });
    await enquiry.getByLabel('Your name').fill('Pooja Joshi');
    await enquiry.getByLabel('Email').fill(family.email);
    await enquiry.getByLabel('Message').fill('Are there seats in Class 1 for 2027-2028? We are moving to Pune.');
    await enquiry.getByRole('button', { name: 'Send message' }).click();
    await enquiry
      .getByRole('status')
      .getByText(/Thank you for your message/)
      .waitFor({ timeout: 30000 });
    const enquiryReference = referenceIn(await enquiry.getByRole('status').innerText());
    await mailOf(enquiryReference, /received your/);

    // 2. The application.
    const form = page.getByRole('form', { name: 'Online admission form' });
    const png = await samplePng(120, 90, '#7a3');
    const reference = await sendAdmissionForm(form, family, { name: 'registration-fee.png', mimeType: 'image/png', buffer: png });
    const familyPage = applicationLinkIn(await mailOf(reference, /We have received your online admission form/));

    // 3. The office signs in and opens two visit times.
    await addStaffAccount(page, OFFICE, PASSWORD, 'office');
    await signIn(page, OFFICE, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    // The new application waits for the school.
    await page.locator(`[data-waiting="${reference}"]`).waitFor();
    for (const [starts, ends] of [
      ['10:00', '10:30'],
      ['11:00', '11:30'],
    ]) {
      await go(page, '/staff/visits');
      await page.getByLabel('Date').fill(dayIn(3));
      await page.getByLabel('Starts at').fill(starts);
      await page.getByLabel('Ends at').fill(ends);
      await page.getByLabel('Place').fill('Principal’s office, main building');
      await page.getByLabel('Families (seats)').fill('4');
      await page.getByRole('button', { name: 'Add the visit time' }).click();
      await page.getByRole('heading', { level: 1, name: 'Visit times' }).waitFor();
    }

    // 4. The family sends its child's birth certificate; the office rejects it with a reason; the family sends it again; accepted.
    const upload = async () => {
      await go(page, familyPage);
      await page
        .getByLabel('Choose the file for "Birth certificate of the child"')
        .or(page.getByLabel('Choose a new file for "Birth certificate of the child"'))
        .setInputFiles({
          name: 'birth-certificate.png',
          mimeType: 'image/png',
          buffer: png,
        });
      await page.locator('form[action$="/documents/birth-certificate"]').getByRole('button', { name: 'Upload' }).click();
      await page.getByText('Thank you: your document has arrived.').waitFor();
    };
    await upload();
    await go(page, `/staff/submissions/${reference}`);
    await page.getByLabel('Reason for the family').first().fill('The photo is blurred; please send a sharper one.');
    await page.getByRole('button', { name: 'Reject Birth certificate of the child' }).click();
    await mailOf(reference, /Please send again: Birth certificate of the child/);
    await go(page, familyPage);
    expect(await page.locator('main').innerText()).toContain('The photo is blurred; please send a sharper one.');
    await upload();
    await go(page, `/staff/submissions/${reference}`);
    await page.getByRole('button', { name: 'Accept Birth certificate of the child' }).click();
    await page.getByRole('heading', { level: 1, name: `Online admission form ${reference}` }).waitFor();

    // 5. The family books a visit, then moves it.
    await go(page, familyPage);
    await page.getByRole('radio', { name: /10:00/ }).check();
    await page.getByRole('button', { name: 'Book this visit' }).click();
    await page.getByText('Your visit is booked.').waitFor();
    await page.getByRole('radio', { name: /11:00/ }).check();
    await page.getByRole('button', { name: 'Move my visit' }).click();
    await page.getByText('Your visit is moved to the new time.').waitFor();

    // 6. The office offers a seat; the family accepts it on its page.
    await go(page, `/staff/submissions/${reference}`);
    await page.getByRole('radio', { name: 'Offer a seat' }).check();
    await page.getByLabel('Reply by (for an offer)').fill(dayIn(7));
    await page.getByLabel('Note to the family (optional)').fill('Please bring the original birth certificate on the first day.');
    await page.getByRole('button', { name: 'Save the decision and e-mail the family' }).click();
    await page.getByText('The decision is saved and the mail to the family is on its way.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const offerMail = await mailOf(reference, /A seat is offered to Kabir Joshi/);
    await go(page, applicationLinkIn(offerMail));
    expect(await page.locator('p.next').innerText()).toMatch(/^Please accept or decline the offer of a seat below, by /);
    await page.getByRole('button', { name: 'Accept the seat' }).click();
    await page.getByText('Thank you: you have accepted the seat.').waitFor();

    // 7. The amount due from fees.yml, the UPI QR and link; a wrong UTR, then the right one.
    const lines = admissionPaymentLines(getFees(), family.studentClass)!;
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const payment = page.locator('#payment');
    expect(await payment.innerText()).toContain(formatRupees(total));
    await expect(page.getByRole('img', { name: new RegExp(`UPI QR code to pay ${formatRupees(total)}`) }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: `Pay ${formatRupees(total)} with a UPI app` }).getAttribute('href')).resolves.toBe(
      `upi://pay?pa=${site.upi.id}&pn=${encodeURIComponent(site.upi.payeeName)}&am=${total}.00&cu=INR&tn=${reference}&tr=${reference}`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('UPI transaction ID (UTR)').fill('61234');
    await page.getByRole('button', { name: 'Send the transaction ID' }).click();
    await page
      .getByRole('alert')
      .getByText(/12-digit UPI transaction ID/)
      .waitFor();
    await page.getByLabel('UPI transaction ID (UTR)').fill(UTR.replace(/(\d{4})(?=\d)/g, '$1 '));
    await page.getByRole('button', { name: 'Send the transaction ID' }).click();
    await page.getByText('Thank you: we have your transaction ID.').waitFor();

    // 8. The office confirms the payment against the bank: the receipt is mailed and on the family's page.
    await go(page, `/staff/submissions/${reference}`);
    await page.getByRole('button', { name: 'Found in the bank statement: confirm and send the receipt' }).click();
    await page.getByText('The payment is confirmed; the receipt is on its way to the family.').waitFor();
    const receiptMail = await mailOf(reference, new RegExp(`^Receipt SVS/${SERIES}/\\d{4} for the admission of Kabir Joshi`));
    const receiptNumber = receiptMail.match(new RegExp(`SVS/${SERIES}/\\d{4}`))![0];
    expect(receiptMail).toContain(`Content-Type: application/pdf; name=receipt-${receiptNumber.replace(/\//g, '-')}.pdf`);
    await go(page, familyPage);
    expect(await page.locator('main').innerText()).toContain(`Admission fee paid: Paid, receipt ${receiptNumber}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the receipt (PDF)' }).click()]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journey-receipt-')), 'receipt.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const expected of [receiptNumber, formatRupees(total), rupeesInWords(total), 'Kabir Joshi', 'Nikhil Joshi and Pooja Joshi', UTR, 'computer-generated'])
      expect(text).toContain(expected);
    // The receipt is one A4 page.
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n[\s\S]*Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });

    // 9. The family's page on paper (issue 37): A4, its words without its forms, buttons and own links.
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => ({
      outsideMain: Array.from(document.body.children).filter((element) => element.tagName !== 'MAIN' && element.getClientRects().length > 0).length,
      controls: Array.from(document.querySelectorAll('form, button, a.button, a[download]')).filter((element) => element.getClientRects().length > 0).length,
    }));
    expect(printed).toEqual({ outsideMain: 0, controls: 0 });
    const paper = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    const paperFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journey-print-')), 'page.pdf');
    fs.writeFileSync(paperFile, paper);
    const paperText = execFileSync('pdftotext', ['-layout', paperFile, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(execFileSync('pdfinfo', [paperFile], { encoding: 'utf8' })).toMatch(/Page size:\s+59\d\.\d+ x 841\.\d+ pts \(A4\)/);
    fs.rmSync(path.dirname(paperFile), { recursive: true, force: true });
    for (const expected of ['Application of Kabir Joshi', reference, `Admission fee paid: Paid, receipt ${receiptNumber}`])
      expect(paperText).toContain(expected);
    for (const screenOnly of ['Download the receipt', 'receipt.pdf', 'Stop the earlier links', 'Send the transaction ID'])
      expect(paperText).not.toContain(screenOnly);
    await page.emulateMedia({ media: 'screen' });

    // Every step reached the family through the outbox, in order.
    const subjects = subjectsOf(`${reference}-`);
    const expected = [
      /We have received your online admission form/,
      /Please send again: Birth certificate of the child/,
      /Document accepted: Birth certificate of the child/,
      /Your visit to the school is booked/,
      /Your visit to the school is moved/,
      /A seat is offered to Kabir Joshi/,
      /You accepted the seat for Kabir Joshi/,
      /We have your payment details for Kabir Joshi/,
      new RegExp(`^Receipt SVS/${SERIES}/\\d{4}`),
    ];
    let at = 0;
    for (const pattern of expected) {
      const found = subjects.findIndex((subject, index) => index >= at && pattern.test(subject));
      expect({ pattern: String(pattern), found: found >= 0, subjects }).toEqual({ pattern: String(pattern), found: true, subjects });
      at = found + 1;
    }
  }, 360_000);
});
