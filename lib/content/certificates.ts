import path from 'node:path';
import { APPENDIX_IX_DOCUMENTS, getMandatoryDisclosure, type DocumentItem, type MandatoryDisclosure } from './mandatory-disclosure';
import { ContentError, defaultContentRoot } from './reader';
import { formatDate } from '../dates';

/** check:content warns this many days before a certificate's validity ends. */
export const WARN_DAYS = 60;
/** The form service mails the administrators this many days before (each reminder once). */
export const REMINDER_DAYS = [60, 30, 7] as const;
/** Certificates are dated in Indian days. */
const TIME_ZONE = 'Asia/Kolkata';

/** A section B document with a validity date. */
export interface Certificate {
  /** Stable name of the entry, e.g. `fireSafety[0]`: reminders are recorded under it. */
  key: string;
  item: DocumentItem;
  title: string;
  validUntil: string;
  verifiedOn?: string;
  renewalAppliedOn?: string;
}

export function certificatesOf(disclosure: MandatoryDisclosure): Certificate[] {
  return APPENDIX_IX_DOCUMENTS.flatMap(([item]) =>
    disclosure.documents[item].flatMap((document, index) =>
      document.validUntil
        ? [{ key: `${item}[${index}]`, item, title: document.title, validUntil: document.validUntil, verifiedOn: document.verifiedOn, renewalAppliedOn: document.renewalAppliedOn }]
        : [],
    ),
  );
}

/** The day `now` falls on in India, as YYYY-MM-DD. */
export function indianDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole days from today (in India) to the last valid day: 0 on that day, negative once it has passed. */
export function daysLeft(validUntil: string, now: Date): number {
  const toUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round((toUtc(validUntil) - toUtc(indianDay(now))) / 86_400_000);
}

/** "valid until 30 June 2027; verified on 10 February 2026", as the page and the PDF show it. */
export function validityText(document: { validUntil?: string; verifiedOn?: string; renewalAppliedOn?: string }): string {
  return [
    document.validUntil ? `valid until ${formatDate(document.validUntil, 'short')}` : '',
    document.verifiedOn ? `verified on ${formatDate(document.verifiedOn, 'short')}` : '',
    document.renewalAppliedOn ? `renewal applied for on ${formatDate(document.renewalAppliedOn, 'short')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * What check:content says about validity: a warning from 60 days before the end, an error once it has ended,
 * unless the entry records that a renewal was applied for (then a warning).
 */
export function certificateProblems(root: string = defaultContentRoot(), now: Date = new Date()): { warnings: string[]; errors: string[] } {
  const shown = path.relative(process.cwd(), path.join(root, 'mandatory-disclosure.yml'));
  const warnings: string[] = [];
  const errors: string[] = [];
  for (const certificate of certificatesOf(getMandatoryDisclosure(root))) {
    const left = daysLeft(certificate.validUntil, now);
    const where = `documents.${certificate.key}.validUntil`;
    if (left < 0 && certificate.renewalAppliedOn) {
      warnings.push(`${shown}: ${where}: "${certificate.title}" expired on ${formatDate(certificate.validUntil, 'short')}; renewal applied for on ${formatDate(certificate.renewalAppliedOn, 'short')} (upload the new certificate when it comes)`);
    } else if (left < 0) {
      errors.push(`${where}: "${certificate.title}" expired on ${formatDate(certificate.validUntil, 'short')}: upload the renewed certificate, or record renewalAppliedOn`);
    } else if (left <= WARN_DAYS) {
      warnings.push(`${shown}: ${where}: "${certificate.title}" expires in ${left} day${left === 1 ? '' : 's'}, on ${formatDate(certificate.validUntil, 'short')} (renew it)`);
    }
  }
  return { warnings, errors };
}

/** The check:content entry: fails naming each expired certificate. */
export function checkCertificates(root: string = defaultContentRoot(), now: Date = new Date()): void {
  const { errors } = certificateProblems(root, now);
  if (errors.length > 0) throw new ContentError(path.relative(process.cwd(), path.join(root, 'mandatory-disclosure.yml')), errors);
}
