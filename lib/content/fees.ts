import path from 'node:path';
import { z } from 'zod';
import { ContentError, defaultContentRoot, readYaml } from './reader';
import { isoDate } from './schedules';

/** Devanagari letters and signs: Marathi text must have some, English text none. */
const DEVANAGARI = /[\u0900-\u097f]/;

const english = z
  .string()
  .min(1)
  .refine((text) => !DEVANAGARI.test(text), { message: 'Expected English here; Marathi goes in the mr field' });
const marathi = z
  .string()
  .min(1)
  .refine((text) => DEVANAGARI.test(text), { message: 'Expected Marathi in Devanagari script' });

/** One text in both languages the Act asks for. */
const bilingual = z.object({ en: english, mr: marathi });

const rupees = z.number().int('Expected whole rupees').min(0);
const key = z.string().regex(/^[a-z][a-zA-Z]*$/, 'Expected a short key such as tuition');

/** Refuses a key written twice in a list of amounts, rather than letting one amount silently win. */
function noRepeats<E>(keyOf: (entry: E) => string, keyName: string) {
  return (entries: E[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const name = keyOf(entry);
      if (seen.has(name)) context.addIssue({ code: 'custom', path: [index, keyName], message: `${name} is listed twice` });
      seen.add(name);
    });
  };
}

// In the file a list of `{ head, amount }` (a shape the browser editor can show); for the code a head-to-amount record.
const headAmounts = z
  .array(z.object({ head: key, amount: rupees }))
  .superRefine(noRepeats((entry) => entry.head, 'head'))
  .transform((entries) => Object.fromEntries(entries.map((entry) => [entry.head, entry.amount])) as Record<string, number>);

const namedAmounts = z
  .array(z.object({ name: key, amount: rupees }))
  .superRefine(noRepeats((entry) => entry.name, 'name'))
  .transform((entries) => Object.fromEntries(entries.map((entry) => [entry.name, entry.amount])) as Record<string, number>);

export const feesSchema = z
  .object({
    academicYears: z.array(z.string().regex(/^[0-9]{4}-[0-9]{4}$/, 'Expected a year range such as 2026-2027')).min(1),
    approval: z.object({ body: bilingual, act: bilingual, date: isoDate, resolution: bilingual }),
    medium: bilingual,
    heads: z
      .array(
        z.object({
          key,
          en: english,
          mr: marathi,
          once: z.boolean().default(false),
          /** The ledger the head is credited to in the school's accounts (Tally); the head's English name when not given. */
          ledger: z.string().min(1).max(100).optional(),
        }),
      )
      .min(1),
    classes: z
      .array(
        z.object({
          name: bilingual,
          /** The admission form's classes (site.yml classOptions) these fees apply to; none for classes it does not offer. */
          admissionClasses: z.array(z.string().min(1)).default([]),
          fees: headAmounts,
        }),
      )
      .min(1),
    instalments: z
      .array(
        z.object({
          name: bilingual,
          due: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, 'Expected the day as MM-DD, e.g. 04-15'),
          percent: z.number().positive().max(100),
        }),
      )
      .min(1),
    /** What a family pays on accepting a seat: these heads in full and the first `instalments` instalments of the yearly fee. */
    admissionPayment: z.object({ heads: z.array(key).default([]), instalments: z.number().int().min(0).default(0) }),
    /** The first part of a fee receipt's number, e.g. SVS in SVS/2026-27/0001. */
    receiptPrefix: z.string().regex(/^[A-Z][A-Z0-9]{1,9}$/, 'Expected a few capital letters, e.g. SVS'),
    /** How the receipts go into the school's accounts (the register's Tally export, /staff/receipts). */
    accounts: z
      .object({
        /** The Tally company the vouchers are imported into; empty: the company open in Tally. */
        company: z.string().max(100).default(''),
        /** The voucher type of a fee receipt in Tally. */
        voucherType: z.string().min(1).max(100).default('Receipt'),
        /** The ledger debited: the bank account the UPI payments arrive in. */
        bankLedger: z.string().min(1).max(100).default('Bank Account'),
        /** The ledger credited for a fee line that names no head (receipts issued before heads were recorded). */
        otherFeesLedger: z.string().min(1).max(100).default('Fees Received'),
      })
      .default({ company: '', voucherType: 'Receipt', bankLedger: 'Bank Account', otherFeesLedger: 'Fees Received' }),
    /** Named amounts that notes quote as {name}, e.g. the registration fee. */
    amounts: namedAmounts.default({}),
    notes: z.array(bilingual).default([]),
  })
  .superRefine((fees, context) => {
    const keys = fees.heads.map((head) => head.key);
    fees.classes.forEach((row, index) => {
      // A list that failed its own checks is still a list here, not yet a record: its problems are reported already.
      if (Array.isArray(row.fees)) return;
      for (const key of keys) {
        if (row.fees[key] === undefined) context.addIssue({ code: 'custom', path: ['classes', index, 'fees'], message: `Expected an amount for ${key}` });
      }
      for (const key of Object.keys(row.fees)) {
        if (!keys.includes(key)) context.addIssue({ code: 'custom', path: ['classes', index, 'fees'], message: `No fee head is called ${key} (heads: ${keys.join(', ')})` });
      }
    });
    for (const head of fees.admissionPayment.heads) {
      if (!keys.includes(head)) context.addIssue({ code: 'custom', path: ['admissionPayment', 'heads'], message: `No fee head is called ${head} (heads: ${keys.join(', ')})` });
    }
    if (fees.admissionPayment.instalments > fees.instalments.length)
      context.addIssue({ code: 'custom', path: ['admissionPayment', 'instalments'], message: `There are only ${fees.instalments.length} instalments` });
    if (fees.admissionPayment.heads.length === 0 && fees.admissionPayment.instalments === 0)
      context.addIssue({ code: 'custom', path: ['admissionPayment'], message: 'Expected at least one head or instalment' });
    const seen = new Map<string, number>();
    fees.classes.forEach((row, index) =>
      row.admissionClasses.forEach((name) => {
        if (seen.has(name)) context.addIssue({ code: 'custom', path: ['classes', index, 'admissionClasses'], message: `${name} is in row ${seen.get(name)! + 1} already` });
        seen.set(name, index);
      }),
    );
    const total = fees.instalments.reduce((sum, instalment) => sum + instalment.percent, 0);
    if (Math.abs(total - 100) > 1e-9) context.addIssue({ code: 'custom', path: ['instalments'], message: `The percentages add up to ${total}, expected 100` });
    fees.notes.forEach((note, index) => {
      for (const language of ['en', 'mr'] as const) {
        for (const [, name] of note[language].matchAll(/\{(\w+)\}/g)) {
          if (fees.amounts[name] === undefined) context.addIssue({ code: 'custom', path: ['notes', index, language], message: `{${name}} is not one of the amounts` });
        }
      }
    });
  });

export type Fees = z.output<typeof feesSchema>;
export type Bilingual = z.output<typeof bilingual>;
export type Language = keyof Bilingual;
export type FeeClass = Fees['classes'][number];

/** The approved fee structure from `content/fees.yml`. */
export function getFees(root: string = defaultContentRoot()): Fees {
  const file = path.join(root, 'fees.yml');
  const fees = readYaml(file, feesSchema);
  const first = fees.academicYears[0];
  const problems = fees.academicYears.flatMap((years, index) => {
    const [from, to] = years.split('-').map(Number);
    if (to !== from + 1) return [`academicYears[${index}]: ${years} is not one academic year`];
    if (index > 0 && from !== Number(first.slice(0, 4)) + index) return [`academicYears[${index}]: expected the years to follow one another`];
    return [];
  });
  if (problems.length > 0) throw new ContentError(path.relative(process.cwd(), file), problems);
  return fees;
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** Western digits written as Devanagari digits, as Marathi text writes numbers: `2026` → `२०२६`. */
export function marathiDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]);
}

/** Devanagari digits written as Latin ones, as the Marathi pages write numbers (phones type them so): `१०` → `10`. */
export function latinDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(DEVANAGARI_DIGITS.indexOf(digit)));
}

const RUPEES = { en: new Intl.NumberFormat('en-IN'), mr: new Intl.NumberFormat('mr-IN') };

/** `125000` → `₹1,25,000` (Indian grouping); in Marathi `₹१,२५,०००`. */
export function formatRupees(amount: number, language: Language = 'en'): string {
  return `₹${RUPEES[language].format(amount)}`;
}

/** The yearly fee: every head paid each year (not the one-time admission fee). */
export function annualFee(fees: Fees, row: FeeClass): number {
  return fees.heads.filter((head) => !head.once).reduce((sum, head) => sum + row.fees[head.key], 0);
}

/** What a new student pays in the first year: the yearly fee plus the one-time heads. */
export function firstYearFee(fees: Fees, row: FeeClass): number {
  return fees.heads.reduce((sum, head) => sum + row.fees[head.key], 0);
}

/** The yearly fee split into the instalments; the last takes any rupee lost to rounding, so they add up exactly. */
export function instalmentAmounts(fees: Fees, row: FeeClass): number[] {
  const total = annualFee(fees, row);
  const amounts = fees.instalments.map((instalment) => Math.floor((total * instalment.percent) / 100));
  amounts[amounts.length - 1] += total - amounts.reduce((sum, amount) => sum + amount, 0);
  return amounts;
}

/** A note with its {amount} placeholders written out in the language's digits. */
export function noteText(fees: Fees, note: Bilingual, language: Language): string {
  return note[language].replace(/\{(\w+)\}/g, (_match, name: string) => formatRupees(fees.amounts[name], language));
}

export interface FeeLine {
  label: string;
  amount: number;
  /** The fee head (fees.yml `heads[].key`) the line is part of: its ledger in the accounts. */
  head?: string;
}

/** The fee row of an admission form class (site.yml classOptions), or undefined when no row lists it. */
export function feeRowForClass(fees: Fees, studentClass: string): FeeClass | undefined {
  return fees.classes.find((row) => row.admissionClasses.includes(studentClass));
}

/**
 * What a family pays on accepting a seat in a class, line by line (content/fees.yml `admissionPayment`): the listed
 * heads in full, then the first instalments of the yearly fee. Undefined when fees.yml has no row for the class.
 */
export function admissionPaymentLines(fees: Fees, studentClass: string): FeeLine[] | undefined {
  const row = feeRowForClass(fees, studentClass);
  if (!row) return undefined;
  const heads = fees.heads
    .filter((head) => fees.admissionPayment.heads.includes(head.key))
    .map((head) => ({ label: head.en, amount: row.fees[head.key], head: head.key }));
  const yearly = fees.heads.filter((head) => !head.once);
  const split = instalmentsByHead(fees, row);
  const instalments = fees.instalments.slice(0, fees.admissionPayment.instalments).flatMap((instalment, index) =>
    yearly
      .map((head) => ({ label: instalmentLabel(head, instalment, 'en'), amount: split[index][head.key], head: head.key }))
      .filter((line) => line.amount > 0),
  );
  return [...heads, ...instalments];
}

type FeeHead = Fees['heads'][number];
type FeeInstalment = Fees['instalments'][number];

/** A head's share of an instalment, as a fee line names it: "Tuition fee (per year), first instalment". */
function instalmentLabel(head: FeeHead, instalment: FeeInstalment, language: Language): string {
  return `${head[language]}, ${instalment.name[language].toLowerCase()}`;
}

/**
 * A fee line kept with an offer (named in English, as admissionPaymentLines wrote it) in a language: its head's and
 * instalment's own words in fees.yml; its English name where fees.yml no longer has them.
 */
export function feeLineIn(line: FeeLine, fees: Fees, language: Language): string {
  const head = fees.heads.find((candidate) => candidate.key === line.head);
  if (language === 'en' || !head) return line.label;
  if (line.label === head.en) return head[language];
  const instalment = fees.instalments.find((candidate) => line.label === instalmentLabel(head, candidate, 'en'));
  return instalment ? instalmentLabel(head, instalment, language) : line.label;
}

/**
 * Each instalment of the yearly fee split by head, so a receipt names its fee heads (and the accounts their ledgers):
 * each head's share rounded down, the rupees lost to rounding given to the heads in order, so an instalment's heads add
 * up to exactly instalmentAmounts' figure; the last instalment takes what is left of each head.
 */
export function instalmentsByHead(fees: Fees, row: FeeClass): Record<string, number>[] {
  const yearly = fees.heads.filter((head) => !head.once);
  const totals = instalmentAmounts(fees, row);
  const paid: Record<string, number> = Object.fromEntries(yearly.map((head) => [head.key, 0]));
  return fees.instalments.map((instalment, index) => {
    const shares: Record<string, number> = {};
    if (index === fees.instalments.length - 1) {
      for (const head of yearly) shares[head.key] = row.fees[head.key] - paid[head.key];
    } else {
      for (const head of yearly) shares[head.key] = Math.floor((row.fees[head.key] * instalment.percent) / 100);
      let left = totals[index] - Object.values(shares).reduce((sum, amount) => sum + amount, 0);
      for (const head of yearly) {
        if (left <= 0) break;
        shares[head.key] += 1;
        left -= 1;
      }
    }
    for (const head of yearly) paid[head.key] += shares[head.key];
    return shares;
  });
}

/** Every class of the admission form must have its fees, or a family offered a seat could not be told what to pay. */
export function checkFeeClasses(fees: Fees, classOptions: readonly string[]): Fees {
  const missing = classOptions.filter((name) => !feeRowForClass(fees, name));
  if (missing.length > 0) throw new Error(`content/fees.yml: classes: no admissionClasses row for ${missing.join(', ')} (site.yml classOptions)`);
  const unknown = fees.classes.flatMap((row) => row.admissionClasses).filter((name) => !classOptions.includes(name));
  if (unknown.length > 0) throw new Error(`content/fees.yml: classes.admissionClasses: ${unknown.join(', ')} not in site.yml classOptions`);
  return fees;
}

const DAY_MONTH = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  mr: new Intl.DateTimeFormat('mr-IN', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
};
const FULL_DATE = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  mr: new Intl.DateTimeFormat('mr-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** An instalment's due day, `04-15` → `15 April` / `१५ एप्रिल`. */
export function formatDueDay(due: string, language: Language): string {
  return DAY_MONTH[language].format(new Date(`2001-${due}T00:00:00Z`));
}

/** `2026-01-17` → `17 January 2026` / `१७ जानेवारी, २०२६`. */
export function formatLongDate(isoDay: string, language: Language): string {
  return FULL_DATE[language].format(new Date(`${isoDay}T00:00:00Z`));
}

/** `['2026-2027', '2027-2028']` → `2026-2027 and 2027-2028` / `२०२६-२०२७ व २०२७-२०२८`. */
export function formatAcademicYears(years: string[], language: Language): string {
  const joiner = language === 'en' ? ' and ' : ' व ';
  const text = years.length === 1 ? years[0] : `${years.slice(0, -1).join(', ')}${joiner}${years[years.length - 1]}`;
  return language === 'mr' ? marathiDigits(text) : text;
}
