import { stringify } from 'csv-stringify/sync';
import type { Fees } from '../../../lib/content/fees';
import { neutraliseCell } from '../../core/csv';
import { indianDay } from './financial-year';
import type { ReceiptRecord } from './ledger';

/** 125000 rupees → 125000.00: the number every spreadsheet reads as a number (no grouping, a point before the paise). */
export const plainAmount = (rupees: number) => rupees.toFixed(2);

/** 125000 rupees → ₹1,25,000.00: Indian grouping (lakhs, crores) with paise, as the school's books write it. */
export const indianAmount = (rupees: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees)}`;

const feeHeads = (record: ReceiptRecord) => record.feeLines.map((line) => `${line.label}: ${indianAmount(line.amount)}`).join('; ');

/** The register's columns, in order. */
export const REGISTER_HEADER = [
  'Receipt No.',
  'Date',
  'Financial year',
  'Received from',
  'Student',
  'Class',
  'Academic year',
  'Fee heads',
  'Amount',
  'Amount (Indian format)',
  'Mode',
  'UTR',
  'Bank credit date',
  'Confirmed by',
  'Application',
];

/**
 * A financial year's register as CSV for Excel and LibreOffice: UTF-8 with a byte-order mark (₹ and names in any
 * script), CRLF, every cell quoted and neutralised (core/csv.ts). Amounts twice, deliberately: `Amount` as a plain
 * number (125000.00) that every spreadsheet, in any English locale, reads as a number it can add up, and `Amount (Indian
 * format)` as ₹1,25,000.00, which shows the lakhs as the school writes them and which no spreadsheet can misread as
 * another number (the ₹ keeps it text, or a rupee amount in an Indian locale). Dates are ISO days (2026-11-27), read as
 * dates whatever the locale's order of day and month.
 */
export function registerCsv(records: ReceiptRecord[]): string {
  const header = REGISTER_HEADER;
  const rows = records.map((record) => [
    record.number,
    indianDay(record.issuedAt),
    record.financialYear,
    record.payer,
    record.student,
    record.studentClass,
    record.academicYear,
    feeHeads(record),
    plainAmount(record.amount),
    indianAmount(record.amount),
    record.method,
    record.utr,
    record.bankDate ?? '',
    record.confirmedBy,
    record.reference ?? 'removed (purge or erasure); the receipt is kept',
  ]);
  const total = records.reduce((sum, record) => sum + record.amount, 0);
  rows.push([
    'Total',
    '',
    '',
    '',
    '',
    '',
    '',
    `${records.length} receipt${records.length === 1 ? '' : 's'}`,
    plainAmount(total),
    indianAmount(total),
    '',
    '',
    '',
    '',
    '',
  ]);
  const body = stringify([header, ...rows], { record_delimiter: '\r\n', quoted: true, cast: { string: (value) => neutraliseCell(value) } });
  return `\uFEFF${body}`;
}

/** Text for XML: the five special characters escaped, and the characters XML 1.0 does not allow removed. */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 allows are named to keep them
      .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** The ledgers credited for a receipt: each fee head's ledger (fees.yml `heads[].ledger`) with the sum of its lines, in order. */
export function creditsOf(record: ReceiptRecord, fees: Fees): { ledger: string; amount: number }[] {
  const credits = new Map<string, number>();
  for (const line of record.feeLines) {
    const head = fees.heads.find((candidate) => candidate.key === line.head) ?? fees.heads.find((candidate) => candidate.en === line.label);
    const ledger = head ? (head.ledger ?? head.en) : fees.accounts.otherFeesLedger;
    credits.set(ledger, (credits.get(ledger) ?? 0) + line.amount);
  }
  return [...credits].map(([ledger, amount]) => ({ ledger, amount }));
}

/**
 * A financial year's receipts as Tally receipt vouchers, in Tally's XML import format (Tally Developer Reference,
 * "Integration of transactions"): an ENVELOPE whose HEADER asks to Import Data, and whose BODY's IMPORTDATA names the
 * Vouchers report (and the company) in REQUESTDESC and holds one TALLYMESSAGE per voucher in REQUESTDATA. Each VOUCHER
 * (VCHTYPE the voucher type, ACTION Create) has its DATE as YYYYMMDD, VOUCHERTYPENAME, VOUCHERNUMBER (the receipt's
 * number), PARTYLEDGERNAME, NARRATION, and ALLLEDGERENTRIES.LIST entries: each fee head's ledger credited
 * (ISDEEMEDPOSITIVE No, a positive AMOUNT) and the bank ledger debited (ISDEEMEDPOSITIVE Yes, a negative AMOUNT), so
 * the entries add up to zero. REMOTEID, from the receipt's number, lets Tally know a voucher imported twice.
 * docs/tally/receipt-vouchers.xsd is the shape the tests hold it to.
 */
export function tallyXml(records: ReceiptRecord[], fees: Fees, remoteIdPrefix: string): string {
  const { accounts } = fees;
  const entry = (ledger: string, amount: number, debit: boolean, party: boolean) =>
    [
      '        <ALLLEDGERENTRIES.LIST>',
      `          <LEDGERNAME>${xmlText(ledger)}</LEDGERNAME>`,
      `          <ISDEEMEDPOSITIVE>${debit ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>`,
      `          <ISPARTYLEDGER>${party ? 'Yes' : 'No'}</ISPARTYLEDGER>`,
      `          <AMOUNT>${debit ? '-' : ''}${amount.toFixed(2)}</AMOUNT>`,
      '        </ALLLEDGERENTRIES.LIST>',
    ].join('\n');
  const vouchers = records.map((record) => {
    const date = indianDay(record.issuedAt).replace(/-/g, '');
    const credits = creditsOf(record, fees);
    const narration = `Fee receipt ${record.number}: ${record.student}, ${record.studentClass}${record.academicYear ? ` (${record.academicYear})` : ''}; received from ${record.payer}; ${record.method} UTR ${record.utr}.`;
    return [
      '    <TALLYMESSAGE xmlns:UDF="TallyUDF">',
      `      <VOUCHER REMOTEID="${xmlText(`${remoteIdPrefix}-${record.number}`)}" VCHTYPE="${xmlText(accounts.voucherType)}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
      `        <DATE>${date}</DATE>`,
      `        <EFFECTIVEDATE>${date}</EFFECTIVEDATE>`,
      `        <VOUCHERTYPENAME>${xmlText(accounts.voucherType)}</VOUCHERTYPENAME>`,
      `        <VOUCHERNUMBER>${xmlText(record.number)}</VOUCHERNUMBER>`,
      `        <PARTYLEDGERNAME>${xmlText(credits[0].ledger)}</PARTYLEDGERNAME>`,
      '        <PERSISTEDVIEW>Accounting Voucher View</PERSISTEDVIEW>',
      `        <NARRATION>${xmlText(narration)}</NARRATION>`,
      ...credits.map((credit, index) => entry(credit.ledger, credit.amount, false, index === 0)),
      entry(
        accounts.bankLedger,
        credits.reduce((sum, credit) => sum + credit.amount, 0),
        true,
        false,
      ),
      '      </VOUCHER>',
      '    </TALLYMESSAGE>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    '  <HEADER>',
    '    <TALLYREQUEST>Import Data</TALLYREQUEST>',
    '  </HEADER>',
    '  <BODY>',
    '   <IMPORTDATA>',
    '    <REQUESTDESC>',
    '     <REPORTNAME>Vouchers</REPORTNAME>',
    accounts.company ? `     <STATICVARIABLES>\n      <SVCURRENTCOMPANY>${xmlText(accounts.company)}</SVCURRENTCOMPANY>\n     </STATICVARIABLES>` : '',
    '    </REQUESTDESC>',
    '    <REQUESTDATA>',
    ...vouchers,
    '    </REQUESTDATA>',
    '   </IMPORTDATA>',
    '  </BODY>',
    '</ENVELOPE>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
