import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/**
 * Bank statements as Indian banks export them (SBI, HDFC, ICICI, Axis, ...): a few lines about the account, then a
 * table whose header names the date, the narration, a reference and the money in a Deposit/Credit column (or an Amount
 * with a Dr/Cr column); dates as 01/04/2026, 01-04-2026 or 01-Apr-2026; amounts with Indian commas. Every cell is read
 * as text (an XLSX formula by its cached result): nothing in a statement is ever run.
 */

/** The longest statement accepted (a year of a school's account is far less). */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
export const STATEMENT_MAX_ROWS = 20_000;

export class StatementProblem extends Error {}

/** Which column holds what (0-based), as the office mapped it once for a layout. */
export interface ColumnMap {
  date: number;
  narration: number;
  reference: number | null;
  /** The money in: a credit (deposit) column, or an amount column with a Dr/Cr column. */
  credit: number | null;
  amount: number | null;
  drCr: number | null;
}

export interface StatementTable {
  /** The header's row index in `rows`. */
  headerRow: number;
  header: string[];
  rows: string[][];
  /** The header normalised: the layout's name, under which its mapping is remembered. */
  layoutKey: string;
  /** The mapping guessed from the header's words, for the office to confirm. */
  guess: Partial<ColumnMap>;
}

export interface StatementCredit {
  rowNumber: number;
  /** YYYY-MM-DD */
  valueDay: string;
  narration: string;
  reference: string;
  paise: number;
  fingerprint: string;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// The words banks use in their headers (normalised).
const HEADER_WORDS: Record<keyof ColumnMap, RegExp> = {
  date: /^(txn |tran |transaction |value |posting )?(date|dt)( value date)?$/,
  narration: /^(description|narration|particulars|transaction remarks|remarks|transaction details|details)$/,
  reference:
    /^(ref no cheque no|chq ref no|chq no ref no|cheque number|cheque no|chqno|chq no|reference no|ref no|chq ref number|reference|utr|utr no|cheque ref no)$/,
  credit: /^(credit|credits|cr|deposit|deposits|deposit amt|deposit amount|deposit amount inr|cr amount|credit amount|credit amount inr|credit inr)$/,
  amount: /^(amount|amount inr|transaction amount|txn amount|amount rs)$/,
  drCr: /^(dr cr|cr dr|debit credit|dr cr indicator|type)$/,
};

/** The column of each kind the header's words name (the first one: a "Txn Date" before a "Value Date"). */
export function guessColumns(header: string[]): Partial<ColumnMap> {
  const guess: Partial<ColumnMap> = {};
  header.forEach((cell, index) => {
    const words = normalise(cell);
    for (const kind of Object.keys(HEADER_WORDS) as (keyof ColumnMap)[]) {
      if (guess[kind] === undefined && HEADER_WORDS[kind].test(words)) guess[kind] = index;
    }
  });
  return guess;
}

const usable = (guess: Partial<ColumnMap>) =>
  guess.date !== undefined && guess.narration !== undefined && (guess.credit !== undefined || guess.amount !== undefined);

/** Finds the table under the account's lines: the first row (of the first 40) whose words name a date, a narration and money. */
export function findTable(rows: string[][]): StatementTable {
  if (rows.length > STATEMENT_MAX_ROWS) throw new StatementProblem(`The statement has more than ${STATEMENT_MAX_ROWS} rows; please export a shorter period.`);
  for (let index = 0; index < Math.min(rows.length, 40); index += 1) {
    const header = rows[index].map((cell) => cell.trim());
    const guess = guessColumns(header);
    if (usable(guess)) return { headerRow: index, header, rows, layoutKey: header.map(normalise).join('|').slice(0, 500), guess };
  }
  throw new StatementProblem(
    'No table found: the statement needs a header row naming the date, the description (narration) and the credit or deposit. Please upload it as the bank exports it (CSV or XLSX).',
  );
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A statement's date as a day, YYYY-MM-DD: 01/04/2026, 01-04-26, 01-Apr-2026, 01 Apr 2026, 2026-04-01 (day before month: India). */
export function parseBankDate(text: string): string | undefined {
  const value = text.trim().replace(/\s+\d{1,2}:\d{2}(:\d{2})?(\s*[AP]M)?$/i, '');
  let day: number, month: number, year: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{2}|\d{4})$/.exec(value))) [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[/.\- ]([A-Za-z]{3,9})[/.\-, ]+(\d{2}|\d{4})$/.exec(value))) {
    day = Number(match[1]);
    month = MONTHS.indexOf(match[2].slice(0, 3).toLowerCase()) + 1;
    year = Number(match[3]);
  } else return undefined;
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** An amount in paise: 1,25,000.00, ₹ 25,000, INR 500.50, 32100 Cr; undefined when the cell holds none (empty, -, 0). */
export function parseAmount(text: string): number | undefined {
  const value = text
    .replace(/₹|INR|Rs\.?/gi, '')
    .replace(/\s*(cr|dr)\.?$/i, '')
    .replace(/[,\s]/g, '');
  if (!/^\(?-?\d+(\.\d{1,2})?\)?$/.test(value)) return undefined;
  const negative = value.startsWith('(') || value.startsWith('-');
  const [rupees, paise = ''] = value.replace(/[()-]/g, '').split('.');
  const amount = Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
  if (amount === 0) return undefined;
  return negative ? -amount : amount;
}

const isCreditMark = (text: string) => /^(cr|c|credit|cr\.)$/i.test(text.trim());

/** The 12-digit numbers in a narration or reference (UPI and IMPS reference numbers), each once. */
export function utrsIn(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(/(?<!\d)\d{12}(?!\d)/g)) found.add(match[0]);
  return [...found];
}

/** The money in: each row under the header with a date and a credit, in the statement's order. */
export function creditsOf(table: StatementTable, columns: ColumnMap): StatementCredit[] {
  const credits: StatementCredit[] = [];
  const seen = new Map<string, number>();
  const cell = (row: string[], index: number | null) => (index === null ? '' : (row[index] ?? '').trim());
  for (let index = table.headerRow + 1; index < table.rows.length; index += 1) {
    const row = table.rows[index];
    const valueDay = parseBankDate(cell(row, columns.date));
    if (!valueDay) continue;
    let paise: number | undefined;
    if (columns.credit !== null) paise = parseAmount(cell(row, columns.credit));
    else if (columns.amount !== null) {
      const amount = parseAmount(cell(row, columns.amount));
      const mark = columns.drCr !== null ? cell(row, columns.drCr) : /cr\.?$/i.test(cell(row, columns.amount)) ? 'CR' : '';
      paise = amount !== undefined && isCreditMark(mark) ? amount : undefined;
    }
    if (paise === undefined || paise <= 0) continue;
    const narration = cell(row, columns.narration).replace(/\s+/g, ' ');
    const reference = cell(row, columns.reference).replace(/^'+/, '');
    // The same credit in two statements (overlapping periods) is one credit; two equal credits in one statement are two.
    const base = `${valueDay}|${narration.toLowerCase()}|${reference}|${paise}`;
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    credits.push({
      rowNumber: index + 1,
      valueDay,
      narration,
      reference,
      paise,
      fingerprint: createHash('sha256').update(`${base}|${occurrence}`).digest('hex'),
    });
  }
  return credits;
}

/** An uploaded file's kind by its bytes: XLSX is a zip (PK), CSV is text; anything else is refused. */
export function statementKind(bytes: Buffer): 'csv' | 'xlsx' {
  if (bytes.length === 0) throw new StatementProblem('The file is empty.');
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))
    throw new StatementProblem('This is an old Excel file (.xls). Please save it as .xlsx or CSV, or export the statement as CSV or XLSX.');
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    throw new StatementProblem('A PDF statement cannot be read. Please export the statement as CSV or XLSX.');
  if (bytes.includes(0)) throw new StatementProblem('This file is not a CSV or XLSX statement.');
  return 'csv';
}

/** The text of a CSV statement: UTF-8 (a byte-order mark dropped), else Windows-1252 as older exports write it. */
function csvText(bytes: Buffer): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  return text.includes('\uFFFD') ? new TextDecoder('windows-1252').decode(bytes) : text;
}

function csvRows(bytes: Buffer): string[][] {
  const text = csvText(bytes);
  const firstLines = text.split(/\r?\n/, 40).join('\n');
  const delimiter = (firstLines.match(/\t/g)?.length ?? 0) > (firstLines.match(/,/g)?.length ?? 0) ? '\t' : ',';
  try {
    return parse(text, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true, trim: true }) as string[][];
  } catch {
    throw new StatementProblem('The CSV could not be read. Please upload the statement as the bank exports it.');
  }
}

/** An XLSX cell as text: a date as its day, a formula by its cached result (never computed here), rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return '';
}

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new StatementProblem('The XLSX file could not be read. Please upload the statement as the bank exports it.');
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.rowCount > 0);
  if (!sheet) throw new StatementProblem('The XLSX file has no rows.');
  if (sheet.rowCount > STATEMENT_MAX_ROWS)
    throw new StatementProblem(`The statement has more than ${STATEMENT_MAX_ROWS} rows; please export a shorter period.`);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column).value).trim());
    rows.push(cells);
  });
  return rows;
}

/** The rows of a statement file, every cell as text. */
export async function statementRows(bytes: Buffer): Promise<{ kind: 'csv' | 'xlsx'; rows: string[][] }> {
  if (bytes.length > STATEMENT_MAX_BYTES) throw new StatementProblem('The statement is larger than 5 MB; please export a shorter period.');
  const kind = statementKind(bytes);
  const rows = kind === 'xlsx' ? await xlsxRows(bytes) : csvRows(bytes);
  return { kind, rows: rows.filter((row) => row.some((cell) => cell.trim() !== '')) };
}
