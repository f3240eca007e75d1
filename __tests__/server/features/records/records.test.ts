/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { parseDocument } from 'htmlparser2';
import { admissionPaymentLines, getFees } from '@/lib/content/fees';
import { getRetention } from '@/lib/content/retention';
import { main as submissionsCli } from '@/server/cli/submissions';
import { purgeExpired } from '@/server/features/intake';
import { financialYearOf, purgeFinancialRecords } from '@/server/features/records';
import { REGISTER_HEADER, tallyXml } from '@/server/features/records/register';
import { waitFor } from '../../helpers/intake';
import { pdfText } from '../../helpers/pdf-text';
import { journeyDriver } from '../../helpers/journey';
import { ADMIN_EMAIL, CLERK_EMAIL, signIn, STAFF_PASSWORD, type StaffClient } from '../../helpers/staff';
import { ADMIN_AND_CLERK, useTestServer } from '../../helpers/test-server';

const FIXTURES = path.join(process.cwd(), '__tests__', 'fixtures', 'statements');
const XSD = path.join(process.cwd(), 'docs', 'tally', 'receipt-vouchers.xsd');
const DAY = 24 * 60 * 60 * 1000;

/** A statement as the office's browser uploads it: multipart, with the form's token. */
async function uploadStatement(client: StaffClient, app: () => import('fastify').FastifyInstance, name: string, data: Buffer, type: string) {
  const body = new FormData();
  body.append('_csrf', client.csrf);
  body.append('statement', new Blob([new Uint8Array(data)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body });
  return app().inject({
    method: 'POST',
    url: '/staff/reconciliation',
    remoteAddress: '10.0.0.1',
    cookies: { staff_session: client.cookie },
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  });
}

/**
 * The structural check of Tally's import format beside the schema (docs/tally/receipt-vouchers.xsd): what an XSD cannot
 * say. Each voucher's VCHTYPE is its VOUCHERTYPENAME; a debit is ISDEEMEDPOSITIVE Yes with a negative AMOUNT and a
 * credit No with a positive one; the entries add up to zero; the party ledger is one of its credited ledgers.
 */
function checkTallyVouchers(xml: string): { number: string; date: string; credits: Record<string, number>; debits: Record<string, number> }[] {
  const document = parseDocument(xml, { xmlMode: true });
  type Node = { type: string; name?: string; attribs?: Record<string, string>; children?: Node[]; data?: string };
  const children = (node: Node, name: string) => (node.children ?? []).filter((child) => child.name === name);
  const text = (node: Node, name: string) => (children(node, name)[0]?.children ?? []).map((child) => child.data ?? '').join('');
  const find = (node: Node, name: string): Node[] => [...children(node, name), ...(node.children ?? []).flatMap((child) => find(child, name))];
  const root = document as unknown as Node;
  const [envelope] = children(root, 'ENVELOPE');
  expect(text(children(envelope, 'HEADER')[0], 'TALLYREQUEST')).toBe('Import Data');
  expect(find(envelope, 'REPORTNAME').map((node) => text({ children: [node] } as Node, 'REPORTNAME'))).toEqual(['Vouchers']);
  return find(envelope, 'VOUCHER').map((voucher) => {
    expect(voucher.attribs?.ACTION).toBe('Create');
    expect(voucher.attribs?.VCHTYPE).toBe(text(voucher, 'VOUCHERTYPENAME'));
    const credits: Record<string, number> = {};
    const debits: Record<string, number> = {};
    let sum = 0;
    for (const entry of children(voucher, 'ALLLEDGERENTRIES.LIST')) {
      const amount = Number(text(entry, 'AMOUNT'));
      const debit = text(entry, 'ISDEEMEDPOSITIVE') === 'Yes';
      expect(debit ? amount < 0 : amount > 0).toBe(true);
      (debit ? debits : credits)[text(entry, 'LEDGERNAME')] = Math.abs(amount);
      sum += Math.round(amount * 100);
    }
    expect(sum).toBe(0);
    expect(Object.keys(credits)).toContain(text(voucher, 'PARTYLEDGERNAME'));
    return { number: text(voucher, 'VOUCHERNUMBER'), date: text(voucher, 'DATE'), credits, debits };
  });
}

describe('money and records (issue 33)', () => {
  const server = useTestServer({ smtp: true, ...ADMIN_AND_CLERK });
  let office: StaffClient;
  let admin: StaffClient;
  const journey = journeyDriver(
    () => server.app,
    () => server.config,
    () => office,
  );
  const classThree = admissionPaymentLines(getFees(), 'Class 3')!;
  const due = classThree.reduce((sum, line) => sum + line.amount, 0);
  const status = (reference: string) => (server.db.prepare('SELECT status FROM submissions WHERE reference = ?').get(reference) as { status: string }).status;
  const receiptOf = (reference: string) =>
    server.db.prepare('SELECT r.id, r.number FROM receipts r JOIN submissions s ON s.id = r.submission_id WHERE s.reference = ?').get(reference) as
      { id: number; number: string } | undefined;
  const receiptMails = (reference: string) => server.smtp.mails.filter((mail) => mail.subject.startsWith('Receipt ') && mail.subject.includes(reference));
  const confirmPayment = async (reference: string) => {
    const { id } = server.db
      .prepare("SELECT p.id FROM fee_payments p JOIN submissions s ON s.id = p.submission_id WHERE s.reference = ? AND p.state = 'submitted'")
      .get(reference) as { id: number };
    expect((await office.post(`/staff/submissions/${reference}/payments/${id}/confirm`, {})).statusCode).toBe(303);
    return receiptOf(reference)!;
  };

  beforeAll(async () => {
    office = await signIn(server.app, CLERK_EMAIL, STAFF_PASSWORD);
    admin = await signIn(server.app, ADMIN_EMAIL, STAFF_PASSWORD, '10.0.0.2');
  }, 60_000);

  it('a statement with five credits (three by UTR, one right UTR with a wrong amount, one unknown) proposes three matches and two exceptions; confirming marks three paid and mails three receipts; twice changes nothing', async () => {
    // The SBI statement's credits are of the Class 3 admission payment (fees.yml); its families enter these UTRs.
    expect(due).toBe(33000);
    const paid = [await journey.readyToConfirm('412345678901'), await journey.readyToConfirm('412345678902'), await journey.readyToConfirm('412345678903')];
    const wrongAmount = await journey.readyToConfirm('412345678904');
    const noCredit = await journey.readyToConfirm('412345678999');
    const statement = fs.readFileSync(path.join(FIXTURES, 'sbi-november-2026.csv'));

    const uploaded = await uploadStatement(office, () => server.app, 'sbi-november-2026.csv', statement, 'text/csv');
    expect(uploaded.statusCode).toBe(303);
    const statementUrl = uploaded.headers.location as string;
    // The first statement in this layout: the columns, guessed from its header, are confirmed once.
    let page = await office.get(statementUrl);
    expect(page.body).toContain('Map the columns of sbi-november-2026.csv');
    expect(page.body).toMatch(/<select id="column-credit" name="credit">[\s\S]*?<option value="5" selected>Credit<\/option>/);
    const mapped = await office.post(`${statementUrl}/columns`, { date: '0', narration: '2', reference: '3', credit: '5', amount: '', drCr: '' });
    expect(mapped.statusCode).toBe(303);

    page = await office.get(statementUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Proposed matches (3)');
    expect(page.body).toContain('Credits without a payment (2)');
    for (const reference of paid) expect(page.body).toContain(`data-proposal="${reference}"`);
    expect([...page.body.matchAll(/data-exception/g)]).toHaveLength(2);
    expect(page.body).toContain(`The UTR 412345678904 is ${wrongAmount}&#39;s payment, but the credit is ₹3,300.00`);
    expect(page.body).toContain('SUNITA PATIL');
    expect(page.body).toContain(`data-unpaid="${noCredit}"`);
    // Nothing is paid until a member of staff confirms.
    for (const reference of [...paid, wrongAmount]) expect(status(reference)).toBe('accepted');

    const matches = [...page.body.matchAll(/name="match" value="(\d+:\d+)"/g)].map((match) => match[1]);
    expect(matches).toHaveLength(3);
    const confirmed = await office.post(
      `${statementUrl}/confirm`,
      {},
      { payload: new URLSearchParams([['_csrf', office.csrf], ...matches.map((match) => ['match', match])]).toString() },
    );
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${statementUrl}?confirmed=3`);
    for (const reference of paid) expect(status(reference)).toBe('fee_paid');
    expect(status(wrongAmount)).toBe('accepted');
    expect(status(noCredit)).toBe('accepted');
    await waitFor(() => paid.every((reference) => receiptMails(reference).length === 1), 20_000, 'three receipt mails');
    // The bank's day is on the record; the audit says which statement.
    const record = server.db.prepare('SELECT bank_date, confirmed_by FROM receipts WHERE utr = ?').get('412345678901');
    expect(record).toEqual({ bank_date: '2026-11-02', confirmed_by: CLERK_EMAIL });
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'payment-confirm' AND detail LIKE '%bank statement%'").get()).toEqual({
      n: 3,
    });

    // Uploaded twice: the same page, nothing added, nothing confirmed again.
    const lines = server.db.prepare('SELECT COUNT(*) AS n FROM bank_statement_lines').get();
    const again = await uploadStatement(office, () => server.app, 'sbi-november-2026 (1).csv', statement, 'text/csv');
    expect(again.headers.location).toBe(`${statementUrl}?done=again`);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM bank_statements').get()).toEqual({ n: 1 });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM bank_statement_lines').get()).toEqual(lines);
    page = await office.get(again.headers.location as string);
    expect(page.body).toContain('This statement was uploaded before: nothing was added or changed.');
    expect(page.body).toContain('Proposed matches (0)');
    expect(page.body).toContain('Matched before (3)');
    // A forged or stale pair confirms nothing.
    expect((await office.post(`${statementUrl}/confirm`, { match: matches[0] })).headers.location).toBe(`${statementUrl}?confirmed=0`);
    expect(server.smtp.mails.filter((mail) => mail.subject.startsWith('Receipt ')).length).toBe(3);

    // The same credits in another bank's layout (HDFC as XLSX, dates as 02/11/26): remembered per layout, a credit
    // already read is not added again.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    sheet.addRows([
      ['HDFC BANK Ltd.', '', '', '', '', '', ''],
      ['Statement of account', '', '', '', '', '', ''],
      ['Account No :', '50200012345678', '', '', '', '', ''],
      [],
      ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
      ['22/11/26', 'UPI-MEERA JOSHI-meera@okhdfcbank-HDFC0000123-412345678999-ADMISSION', '0000412345678999', '22/11/26', '', 33000, 1086290],
      ['23/11/26', 'NEFT DR-SBIN0011587-PTA CANTEEN', 'N327261234567890', '23/11/26', 1500, '', 1084790],
    ]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const hdfc = await uploadStatement(office, () => server.app, 'hdfc.xlsx', xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(hdfc.statusCode).toBe(303);
    const hdfcUrl = hdfc.headers.location as string;
    expect((await office.get(hdfcUrl)).body).toMatch(/<option value="5" selected>Deposit Amt\.<\/option>/);
    expect((await office.post(`${hdfcUrl}/columns`, { date: '0', narration: '1', reference: '2', credit: '5' })).statusCode).toBe(303);
    page = await office.get(hdfcUrl);
    expect(page.body).toContain('Proposed matches (1)');
    expect(page.body).toContain(`data-proposal="${noCredit}"`);
    expect(
      server.db.prepare('SELECT value_day, credit_paise FROM bank_statement_lines WHERE statement_id = (SELECT MAX(id) FROM bank_statements)').all(),
    ).toEqual([{ value_day: '2026-11-22', credit_paise: 3_300_000 }]);
    // Refused: no table, a PDF, an old .xls; nothing kept.
    const before = server.db.prepare('SELECT COUNT(*) AS n FROM bank_statements').get();
    for (const [name, data, type, words] of [
      ['notes.csv', Buffer.from('just,some\nwords,here\n'), 'text/csv', 'No table found'],
      ['statement.pdf', Buffer.from('%PDF-1.7\n'), 'application/pdf', 'A PDF statement cannot be read'],
      ['old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'application/vnd.ms-excel', 'old Excel file'],
      ['year.csv', Buffer.alloc(6 * 1024 * 1024, 'Date,Narration,Credit\n'), 'text/csv', 'larger than 5 MB'],
    ] as const) {
      const refused = await uploadStatement(office, () => server.app, name, data, type);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(words);
    }
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM bank_statements').get()).toEqual(before);
  }, 120_000);

  it('exports the register: CSV with Indian-format amounts, and Tally receipt vouchers that pass the format (schema and structure)', async () => {
    const year = financialYearOf(new Date());
    const csvResponse = await office.get(`/staff/receipts/export/${year}/register.csv`);
    expect(csvResponse.statusCode).toBe(200);
    expect(csvResponse.headers['content-type']).toBe('text/csv; charset=utf-8');
    // What a spreadsheet makes of it: exceljs's CSV reader converts as Excel and LibreOffice do (numbers, dates, text).
    const csvPath = path.join(server.config.dataDir, 'register.csv');
    fs.writeFileSync(csvPath, csvResponse.rawPayload);
    const sheet = await new ExcelJS.Workbook().csv.readFile(csvPath);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(REGISTER_HEADER);
    expect(REGISTER_HEADER.slice(8, 10)).toEqual(['Amount', 'Amount (Indian format)']);
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first[0]).toMatch(/^SVS\/\d{4}-\d{2}\/\d{4}$/);
    expect(first[1]).toBeInstanceOf(Date);
    expect(first[8]).toBe(33000);
    expect(first[9]).toBe('₹33,000.00');
    expect(String(first[7])).toContain('Tuition fee (per year), first instalment: ₹23,000.00');
    const totalRow = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
    expect(totalRow[0]).toBe('Total');
    expect(totalRow[9]).toBe(`₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(Number(totalRow[8]))}`);
    // A lakh is grouped the Indian way.
    const lakh = tallyXml([], getFees(), 'x');
    expect(lakh).toContain('<REPORTNAME>Vouchers</REPORTNAME>');
    expect((await import('@/server/features/records/register')).indianAmount(125000)).toBe('₹1,25,000.00');

    const xmlResponse = await office.get(`/staff/receipts/export/${year}/tally.xml`);
    expect(xmlResponse.statusCode).toBe(200);
    const xmlPath = path.join(server.config.dataDir, 'tally.xml');
    fs.writeFileSync(xmlPath, xmlResponse.rawPayload);
    // The schema written from Tally's documented import format: xmllint says whether the file is valid.
    expect(execFileSync('xmllint', ['--noout', '--schema', XSD, xmlPath], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })).toBe('');
    const vouchers = checkTallyVouchers(xmlResponse.body);
    expect(vouchers.length).toBeGreaterThanOrEqual(3);
    const fees = getFees();
    expect(vouchers[0].debits).toEqual({ [fees.accounts.bankLedger]: 33000 });
    expect(vouchers[0].credits).toEqual({ 'Admission Fees': 7500, 'Tuition Fees': 23000, 'Activity and Laboratory Fees': 2500 });
    expect(vouchers[0].date).toMatch(/^20\d{6}$/);
    // A voucher that does not balance, or a credit written as a debit, fails the check.
    expect(() => checkTallyVouchers(xmlResponse.body.replace('<AMOUNT>-33000.00</AMOUNT>', '<AMOUNT>-33001.00</AMOUNT>'))).toThrow();
    const broken = xmlPath.replace('.xml', '-broken.xml');
    fs.writeFileSync(broken, xmlResponse.body.replace(/<DATE>(\d{8})<\/DATE>/, '<DATE>$1-01</DATE>'));
    expect(() => execFileSync('xmllint', ['--noout', '--schema', XSD, broken], { stdio: 'pipe' })).toThrow();
  });

  it('a paid application removed by the retention purge keeps its receipt: in the register, found by its number, its PDF for the office; the series stays gapless', async () => {
    const reference = await journey.readyToConfirm('512300000001');
    const receipt = await confirmPayment(reference);
    await waitFor(() => receiptMails(reference).length === 1, 20_000, 'the receipt mail');
    const mailed = (await office.get(`/staff/receipts/${receipt.id}/receipt.pdf`)).rawPayload;

    // The purge as it runs at night, long after the academic year 2027-2028 and its year of keeping.
    const later = new Date('2030-06-01T00:00:00Z');
    const { purged } = purgeExpired(server.app.intake.submissions, server.config.dataDir, getRetention(), later);
    expect(purged.map((item) => item.reference)).toContain(reference);
    expect(purgeFinancialRecords(server.db, getRetention(), later)).toBe(0);
    expect(server.db.prepare('SELECT 1 FROM submissions WHERE reference = ?').get(reference)).toBeUndefined();

    const found = await office.get(`/staff?q=${encodeURIComponent(receipt.number)}`);
    expect(found.body).toContain(`<a href="/staff/receipts/${receipt.id}">${receipt.number}</a>`);
    expect(found.body).toContain('(application removed; the receipt is kept)');
    const shown = await office.get(`/staff/receipts/${receipt.id}`);
    expect(shown.body).toContain('Removed by the retention purge or an erasure request');
    expect(shown.body).toContain('Sanjay Kulkarni and Neha Kulkarni');
    const pdf = await office.get(`/staff/receipts/${receipt.id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(mailed)).toBe(true);
    expect(pdfText(pdf.rawPayload)).toContain(receipt.number);
    const register = await office.get(`/staff/receipts?year=${financialYearOf(new Date())}`);
    expect(register.body).toContain(receipt.number);
    expect(register.body).toContain('data-series="gapless"');
    expect(register.body).not.toContain('data-series="gaps"');
    // Kept until the years the law asks have passed (8 financial years after the year of payment): see the last test.
    const end = Number(financialYearOf(new Date()).slice(5)) + 8;
    expect(purgeFinancialRecords(server.db, getRetention(), new Date(`${end}-03-31T23:59:00+05:30`))).toBe(0);
  }, 60_000);

  it('an erasure request removes a paid application but keeps its receipt, and the answer says so', async () => {
    const reference = await journey.readyToConfirm('512300000002', { email: 'erase.me@example.com' });
    const receipt = await confirmPayment(reference);
    const request = await server.app.inject({
      method: 'POST',
      url: '/api/data-requests',
      remoteAddress: '10.40.0.1',
      payload: new URLSearchParams({
        requestType: 'Erase my data',
        name: 'Neha Kulkarni',
        email: 'erase.me@example.com',
        phone: '020 2695 1994',
        references: reference,
        details: 'Please erase the application; we have chosen another school.',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(request.statusCode).toBe(201);
    const requestRef = request.json().reference as string;
    expect(
      (await office.post(`/staff/submissions/${requestRef}/identity`, { references: reference, how: 'Aadhaar of Neha K. seen at the office' })).statusCode,
    ).toBe(303);
    const preview = await admin.get(`/staff/submissions/${requestRef}/erasure`);
    expect(preview.body).toContain('Fee receipts kept (1)');
    expect(preview.body).toContain(`${reference}: ${receipt.number}`);
    const expected = preview.body.match(/name="expected" value="([^"]*)"/)![1];
    expect((await admin.post(`/staff/submissions/${requestRef}/erasure`, { expected })).statusCode).toBe(303);
    expect(server.db.prepare('SELECT 1 FROM submissions WHERE reference = ?').get(reference)).toBeUndefined();
    const answer = server.db.prepare("SELECT body FROM outbox WHERE subject LIKE 'Completed%' ORDER BY id DESC LIMIT 1").get() as { body: string };
    expect(answer.body).toContain(`Of ${reference} we keep the fee receipt ${receipt.number}`);
    expect(answer.body).toContain('Income-tax Act');
    expect((await office.get(`/staff?q=${encodeURIComponent(receipt.number.slice(4))}`)).body).toContain(`/staff/receipts/${receipt.id}`);
    expect((await office.get(`/staff/receipts/${receipt.id}/receipt.pdf`)).statusCode).toBe(200);
    // Every number of the series is still there.
    const series = server.db.prepare('SELECT sequence FROM receipts WHERE series = ? ORDER BY sequence').all(financialYearOf(new Date())) as {
      sequence: number;
    }[];
    expect(series.map((row) => row.sequence)).toEqual(series.map((_, index) => index + 1));
  }, 60_000);

  it('npm run submissions -- purge --older-than 0 deletes the applications and keeps their receipts; export includes the receipts', async () => {
    const reference = await journey.readyToConfirm('512300000003');
    const receipt = await confirmPayment(reference);
    const run = (...args: string[]) => {
      let text = '';
      submissionsCli(args, (chunk) => {
        text += chunk;
      });
      return text;
    };
    process.env.DATA_DIR = server.config.dataDir;
    try {
      const exported = JSON.parse(run('export', '--format', 'json', '--type', 'admission')) as { reference: string; receipts: { number: string }[] }[];
      expect(exported.find((record) => record.reference === reference)?.receipts.map((entry) => entry.number)).toEqual([receipt.number]);
      expect(run('purge', '--older-than', '0')).toContain('Their fee receipts are kept');
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM submissions').get()).toEqual({ n: 0 });
      const receipts = JSON.parse(run('export', '--receipts', '--format', 'json')) as {
        number: string;
        utr: string;
        payer: string;
        reference: string | null;
      }[];
      expect(receipts.find((entry) => entry.number === receipt.number)).toMatchObject({
        utr: '512300000003',
        payer: 'Sanjay Kulkarni and Neha Kulkarni',
        reference: null,
      });
      expect(run('export', '--receipts', '--format', 'csv', '--year', financialYearOf(new Date()))).toContain(receipt.number);
    } finally {
      delete process.env.DATA_DIR;
    }
    expect((await office.get(`/staff?q=${encodeURIComponent(receipt.number)}`)).body).toContain(`/staff/receipts/${receipt.id}`);
    expect((await office.get(`/staff/receipts/${receipt.id}/receipt.pdf`)).statusCode).toBe(200);
  }, 60_000);

  it('tells the office of each family action by mail, or keeps them for the daily digest, as the office chose', async () => {
    const officeMails = () =>
      server.db.prepare('SELECT subject, body FROM outbox WHERE recipient = ? AND subject IS NOT NULL ORDER BY id').all(server.config.mailTo) as {
        subject: string;
        body: string;
      }[];
    const before = officeMails().length;
    const reference = await journey.readyToConfirm('512300000004');
    const subjects = officeMails()
      .slice(before)
      .map((mail) => mail.subject);
    expect(subjects).toEqual([`Offer accepted: Aarav Kulkarni (${reference})`, `UPI transaction ID (UTR) entered: Aarav Kulkarni (${reference})`]);
    expect(officeMails().at(-1)!.body).toContain(`/staff/submissions/${reference}`);
    // On the application's page in /staff, such a mail is the office's, not one to the parent.
    expect((await office.get(`/staff/submissions/${reference}`)).body).toContain('To the office: the family&#39;s action');

    // The office chooses the digest (office and administrators may; an editor never reaches the page).
    expect((await office.post('/staff/office-mail', { choice: 'digest' })).statusCode).toBe(303);
    expect((await office.get('/staff/office-mail')).body).toContain(`Chosen by ${CLERK_EMAIL}`);
    const quiet = officeMails().length;
    const declined = await journey.apply();
    await office.post(`/staff/submissions/${declined}/decision`, { decision: 'offered', replyBy: new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10) });
    expect((await journey.familyPost(declined, 'offer', { answer: 'decline' })).statusCode).toBe(303);
    expect(officeMails().length).toBe(quiet);
    expect((await office.get('/staff/office-mail')).body).toContain('Waiting for the next digest (1)');
    expect(server.app.admissions.sendFamilyDigest(new Date())).toEqual({ mailed: 1 });
    const digest = officeMails().at(-1)!;
    expect(digest.subject).toBe("Families' actions: 1 since the last digest");
    expect(digest.body).toContain(`${declined}: `);
    expect(digest.body).toContain('Offer declined');
    expect(server.app.admissions.sendFamilyDigest(new Date())).toEqual({ mailed: 0 });
    expect((await office.post('/staff/office-mail', { choice: 'each' })).statusCode).toBe(303);
  }, 60_000);

  it('deletes the financial records once 8 financial years after the year of payment have passed (content/retention.yml)', () => {
    const count = () => (server.db.prepare('SELECT COUNT(*) AS n FROM receipts').get() as { n: number }).n;
    const kept = count();
    expect(kept).toBeGreaterThan(0);
    const end = Number(financialYearOf(new Date()).slice(5)) + 8;
    expect(purgeFinancialRecords(server.db, getRetention(), new Date(`${end}-03-31T23:59:00+05:30`))).toBe(0);
    expect(purgeFinancialRecords(server.db, getRetention(), new Date(`${end}-04-01T00:00:00+05:30`))).toBe(kept);
    expect(count()).toBe(0);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM bank_statement_lines').get()).toEqual({ n: 0 });
  });
});
