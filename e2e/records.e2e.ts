import type { Browser, Page } from 'playwright-core';
import { admissionPaymentLines, getFees } from '@/lib/content/fees';
import { baseUrl, launchBrowser, openPage, seriousAxeViolations, type TestPage } from './lib/browser';
import { sendAdmissionForm } from './lib/admission-form';
import { applicationLinkIn, waitForMail } from './lib/outbox';
import { addStaffAccount, signIn } from './lib/staff';
import { samplePng } from '../__tests__/server/helpers/samples';

const OFFICE = 'records.office@sunrisevalleyschool.edu.in';
const PASSWORD = 'ledger monsoon abacus 64';
const UTR = '712345678901';

const family = {
  gender: 'Female',
  academicYear: '2027-2028',
  studentClass: 'Class 4',
  firstName: 'Anaya',
  lastName: 'Kulkarni',
  fatherName: 'Vivek Kulkarni',
  motherName: 'Smita Kulkarni',
  whatsappNumber: '98220 77801',
  phoneNumber: '98220 77802',
  email: 'smita.kulkarni@example.com',
  address: 'A-2, Silver Oak',
  street: 'Katraj Road',
  area: 'Kondhwa',
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411048',
  transactionNumber: '412345670077',
};

/** A day from today, YYYY-MM-DD, in India. */
const dayIn = (days: number) => new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
/** The same day as a bank writes it: 05/11/2026. */
const bankDay = (days: number) => dayIn(days).split('-').reverse().join('/');

/** Fills and sends the form for a new visit time, five days from today, with three seats. */
async function addVisitTime(page: Page, [starts, ends]: [string, string], place: string): Promise<void> {
  await page.getByLabel('Date').fill(dayIn(5));
  await page.getByLabel('Starts at').fill(starts);
  await page.getByLabel('Ends at').fill(ends);
  await page.getByLabel('Place').fill(place);
  await page.getByLabel('Families (seats)').fill('3');
  await page.getByRole('button', { name: 'Add the visit time' }).click();
}

/** An HDFC-style statement (lines about the account, then the table) with the family's credit among others. */
function statement(amount: number): Buffer {
  const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(amount);
  return Buffer.from(
    [
      'HDFC BANK Ltd.,,,,,,',
      'SUNRISE VALLEY EDUCATION SOCIETY,,,,,,',
      'Account No :,50200012345678,,,,,',
      ',,,,,,',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      `${bankDay(0)},UPI-SMITA KULKARNI-smita@okhdfcbank-HDFC0000123-${UTR}-ADMISSION,0000${UTR},${bankDay(0)},,"${rupees}","12,45,000.00"`,
      `${bankDay(0)},UPI-UNKNOWN PARENT-parent@ybl-YESB0000001-798765432100-BUS FEE,0000798765432100,${bankDay(0)},,"4,200.00","12,49,200.00"`,
      `${bankDay(0)},NEFT DR-MSEDCL-ELECTRICITY,N327261234567890,${bankDay(0)},"48,210.00",,"12,00,990.00"`,
    ].join('\r\n'),
  );
}

describe('the office: visit times and the bank reconciliation', () => {
  let browser: Browser;
  let tab: TestPage;
  const go = (page: Page, urlPath: string) => page.goto(`${baseUrl()}${urlPath}`);

  beforeAll(async () => {
    browser = await launchBrowser();
    tab = await openPage(browser, { width: 1280, height: 900 });
    await addStaffAccount(tab.page, OFFICE, PASSWORD, 'office');
    await signIn(tab.page, OFFICE, PASSWORD);
    await tab.page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
  });

  afterAll(async () => {
    await tab.context.close();
    await browser.close();
  });

  it('/staff/visits: the office adds a visit time, changes it and cancels it, each page accessible', async () => {
    const { page } = tab;
    await go(page, '/staff/visits');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await addVisitTime(page, ['09:30', '10:00'], 'Library, first floor');
    const row = page.getByRole('row', { name: /9:30 to 10:00, Library, first floor/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('0 of 3');
    // A time that ends before it starts is refused with its message, and nothing is added.
    await addVisitTime(page, ['12:00', '11:00'], 'Hall');
    await page.getByRole('heading', { level: 1, name: 'Visit times' }).waitFor();
    expect(await page.getByRole('row', { name: /12:00 to 11:00/ }).count()).toBe(0);

    await go(page, '/staff/visits');
    await page
      .getByRole('row', { name: /Library, first floor/ })
      .getByRole('link', { name: 'Families and changes' })
      .click();
    await page.getByRole('heading', { level: 1, name: /^Visit: .*Library, first floor$/ }).waitFor();
    expect(await page.getByText('No family has booked this time.').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Place').fill('Principal’s office');
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await page.getByRole('heading', { level: 1, name: /^Visit: .*Principal’s office$/ }).waitFor();
    await page.getByRole('button', { name: 'Cancel this visit time' }).click();
    await page.getByText(/This time was cancelled on/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 120_000);

  it('reconciliation: the office uploads the bank statement, maps its columns once, confirms the proposed match; the receipt is mailed and in the register', async () => {
    const { page } = tab;
    // A family applies, is offered a seat, accepts it and enters its UTR.
    await go(page, '/onlineadmission');
    const reference = await sendAdmissionForm(page.getByRole('form', { name: 'Online admission form' }), family, {
      name: 'registration-fee.png',
      mimeType: 'image/png',
      buffer: await samplePng(120, 90, '#37a'),
    });
    await go(page, `/staff/submissions/${reference}`);
    await page.getByRole('radio', { name: 'Offer a seat' }).check();
    await page.getByLabel('Reply by (for an offer)').fill(dayIn(7));
    await page.getByRole('button', { name: 'Save the decision and e-mail the family' }).click();
    await page.getByText('The decision is saved and the mail to the family is on its way.').waitFor();
    await go(page, applicationLinkIn(await waitForMail(`${reference}-`, { subject: /A seat is offered/ })));
    await page.getByRole('button', { name: 'Accept the seat' }).click();
    await page.getByText('Thank you: you have accepted the seat.').waitFor();
    await page.getByLabel('UPI transaction ID (UTR)').fill(UTR);
    await page.getByRole('button', { name: 'Send the transaction ID' }).click();
    await page.getByText('Thank you: we have your transaction ID.').waitFor();
    // The office is told of each step by mail.
    await waitForMail(`${reference}-`, { subject: /^UPI transaction ID \(UTR\) entered: Anaya Kulkarni/ });

    const due = admissionPaymentLines(getFees(), family.studentClass)!.reduce((sum, line) => sum + line.amount, 0);
    await go(page, '/staff/reconciliation');
    await page.getByRole('heading', { level: 1, name: 'Bank reconciliation' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page
      .getByLabel('Bank statement (CSV or XLSX, at most 5 MB)')
      .setInputFiles({ name: 'hdfc-statement.csv', mimeType: 'text/csv', buffer: statement(due) });
    await page.getByRole('button', { name: 'Upload and match' }).click();
    // The columns, guessed from the header, are confirmed once for this layout.
    await page.getByRole('heading', { level: 1, name: 'Map the columns of hdfc-statement.csv' }).waitFor();
    expect(await page.getByLabel('Credit (deposit) amount').inputValue()).toBe('5');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save the columns and match' }).click();
    await page.getByRole('heading', { name: 'Proposed matches (1)' }).waitFor();
    await page.getByRole('heading', { name: 'Credits without a payment (1)' }).waitFor();
    expect(await page.getByRole('checkbox', { name: `Confirm ${reference}` }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm the ticked matches and send the receipts' }).click();
    await page.getByText('1 payment confirmed; the receipts are on their way to the families.').waitFor();
    const receiptMail = await waitForMail(`${reference}-`, { subject: /^Receipt SVS\/\d{4}-\d{2}\/\d{4} for the admission of Anaya Kulkarni/ });
    const number = receiptMail.match(/SVS\/\d{4}-\d{2}\/\d{4}/)![0];

    // The register of the year lists it, and the inbox's search finds it by its number.
    await go(page, '/staff/receipts');
    await page.getByRole('link', { name: number }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await go(page, '/staff');
    await page.getByLabel('Search').fill(number);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('link', { name: number }).click();
    await page.getByRole('heading', { level: 1, name: `Fee receipt ${number}` }).waitFor();
    expect(await page.locator('main').innerText()).toContain(UTR);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 180_000);
});
