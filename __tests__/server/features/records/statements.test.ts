/** @jest-environment node */
import { creditsOf, findTable, parseAmount, parseBankDate, statementKind, statementRows, utrsIn, type ColumnMap } from '@/server/features/records/statements';
import { reconcile, type StatementLine, type WaitingPayment } from '@/server/features/records/reconciliation';

/** The credits of a CSV statement with the columns its header names (as the office confirms them). */
async function credits(csv: string) {
  const { rows } = await statementRows(Buffer.from(csv));
  const table = findTable(rows);
  const guess = table.guess;
  const columns: ColumnMap = {
    date: guess.date!,
    narration: guess.narration!,
    reference: guess.reference ?? null,
    credit: guess.credit ?? null,
    amount: guess.credit === undefined ? (guess.amount ?? null) : null,
    drCr: guess.credit === undefined ? (guess.drCr ?? null) : null,
  };
  return creditsOf(table, columns).map(({ valueDay, paise, reference }) => ({ valueDay, paise, reference }));
}

describe("bank statements as India's banks export them", () => {
  it('reads dates as banks write them, day before month', () => {
    expect(parseBankDate('01/04/2026')).toBe('2026-04-01');
    expect(parseBankDate('01-04-26')).toBe('2026-04-01');
    expect(parseBankDate('01-Apr-2026')).toBe('2026-04-01');
    expect(parseBankDate('1 Apr 2026')).toBe('2026-04-01');
    expect(parseBankDate('01 April, 2026')).toBe('2026-04-01');
    expect(parseBankDate('2026-04-01')).toBe('2026-04-01');
    expect(parseBankDate('01/04/2026 10:32:11')).toBe('2026-04-01');
    for (const bad of ['31/02/2026', '2026', 'Opening Balance', '', '13/13/2026']) expect(parseBankDate(bad)).toBeUndefined();
  });

  it('reads amounts with Indian commas into paise; nothing for an empty cell', () => {
    expect(parseAmount('1,25,000.00')).toBe(12_500_000);
    expect(parseAmount('₹ 33,000')).toBe(3_300_000);
    expect(parseAmount('INR 500.5')).toBe(50_050);
    expect(parseAmount('32,100.00 Cr')).toBe(3_210_000);
    expect(parseAmount('(1,500.00)')).toBe(-150_000);
    for (const empty of ['', '-', '0.00', 'NA']) expect(parseAmount(empty)).toBeUndefined();
  });

  it('finds the UTR of a UPI credit in its narration or reference: 12 digits, not an account number', () => {
    expect(utrsIn('UPI/CR/412345678901/NEHA KULKARNI/SBIN/neha@oksbi/Adm', 'TRANSFER FROM 3199876543210')).toEqual(['412345678901']);
    expect(utrsIn('UPI-ROHAN JOSHI-rohan@okhdfcbank-HDFC0000123-412345678902-ADM', '0000412345678902')).toEqual(['412345678902']);
    expect(utrsIn('NEFT-HDFCN52026110412345678-PTA', '')).toEqual([]);
  });

  it('refuses what is not a CSV or XLSX statement, by its bytes', () => {
    expect(statementKind(Buffer.from('Date,Narration\n'))).toBe('csv');
    expect(statementKind(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1]))).toBe('xlsx');
    expect(() => statementKind(Buffer.from('%PDF-1.4'))).toThrow(/PDF/);
    expect(() => statementKind(Buffer.from([1, 0, 2]))).toThrow(/not a CSV/);
  });

  it('ICICI: lines above the table, Deposit Amount (INR ), Transaction Remarks', async () => {
    const csv = [
      'DETAILED STATEMENT',
      'Transactions List - SUNRISE VALLEY EDUCATION SOCIETY (INR) - 123405001234',
      '',
      'S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),Deposit Amount (INR ),Balance (INR )',
      '1,02/11/2026,02/11/2026,-,UPI/412345678901/Admission fee/neha@okicici/ICICI Bank,0.00,"33,000.00","1,45,000.00"',
      '2,03/11/2026,03/11/2026,000123,CHQ PAID-MSEDCL,"4,000.00",0.00,"1,41,000.00"',
      'Legends Used in Account Statement',
    ].join('\n');
    expect(await credits(csv)).toEqual([{ valueDay: '2026-11-02', paise: 3_300_000, reference: '-' }]);
  });

  it('Axis: separate DR and CR columns; Kotak: one Amount with Dr/Cr', async () => {
    const axis = [
      'Statement of Axis Account No :912020012345678 for the period (From : 01-11-2026 To : 30-11-2026)',
      'Tran Date,CHQNO,PARTICULARS,DR,CR,BAL,SOL',
      '05-11-2026,,UPI/P2A/412345678902/ROHAN JOSHI/Axis Bank/Admission,,33000.00,178000.00,1234',
      '06-11-2026,,ATM-WDL/PUNE,2000.00,,176000.00,1234',
    ].join('\n');
    expect(await credits(axis)).toEqual([{ valueDay: '2026-11-05', paise: 3_300_000, reference: '' }]);
    const kotak = [
      'Sl. No.,Transaction Date,Value Date,Description,Chq / Ref number,Amount,Dr / Cr,Balance',
      '1,07-Nov-2026,07-Nov-2026,UPI/PRIYA NAIR/412345678903/Admission,UPI-412345678903,"33,000.00",CR,"2,10,000.00"',
      '2,08-Nov-2026,08-Nov-2026,NEFT PTA CANTEEN,NEFTN1234,"1,500.00",DR,"2,08,500.00"',
    ].join('\n');
    expect(await credits(kotak)).toEqual([{ valueDay: '2026-11-07', paise: 3_300_000, reference: 'UPI-412345678903' }]);
  });

  it('matches a credit without a UTR by amount and date only when the two fit each other alone', () => {
    const line = (id: number, valueDay: string, paise: number, narration = 'NEFT-SBIN-FROM A PARENT'): StatementLine => ({
      id,
      statementId: 1,
      rowNumber: id,
      valueDay,
      narration,
      reference: '',
      paise,
      paymentId: null,
      receiptId: null,
      confirmedAt: null,
      confirmedBy: null,
    });
    const payment = (id: number, amount: number, day: string): WaitingPayment => ({
      id,
      submissionId: id,
      utr: `41234567890${id}`,
      amount,
      submittedAt: `${day}T10:00:00.000Z`,
      state: 'submitted',
      reason: null,
      decidedAt: null,
      decidedBy: null,
      reference: `ADM-2026110${id}-ABCDEF`,
      child: 'A child',
    });
    const none = () => undefined;
    const alone = reconcile([line(1, '2026-11-05', 3_300_000)], [payment(1, 33000, '2026-11-04')], none);
    expect(alone.proposals.map((proposal) => proposal.by)).toEqual(['amount-and-date']);
    // Two payments of the same amount: no guess.
    const two = reconcile([line(1, '2026-11-05', 3_300_000)], [payment(1, 33000, '2026-11-04'), payment(2, 33000, '2026-11-05')], none);
    expect(two.proposals).toEqual([]);
    expect(two.exceptions[0].reason).toContain('more than one payment');
    expect(two.unpaid.map((entry) => entry.id)).toEqual([1, 2]);
    // Too far from the day the family entered its UTR.
    expect(reconcile([line(1, '2026-12-30', 3_300_000)], [payment(1, 33000, '2026-11-04')], none).proposals).toEqual([]);
  });
});
