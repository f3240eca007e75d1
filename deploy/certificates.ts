/**
 * `school-site diagnose`'s look at the compliance certificates (the Mandatory Disclosure's documents with a validity
 * date, content/mandatory-disclosure.yml): one tab-separated line per certificate, soonest first, with the days left
 * counted as the site and check:content count them (lib/content/certificates.ts). Run in the site's repository:
 * `npx tsx deploy/certificates.ts`.
 */
import { certificatesOf, daysLeft } from '../lib/content/certificates';
import { getMandatoryDisclosure } from '../lib/content/mandatory-disclosure';

const now = new Date();
const lines = certificatesOf(getMandatoryDisclosure())
  .map((certificate) => ({ certificate, left: daysLeft(certificate.validUntil, now) }))
  .sort((a, b) => a.left - b.left)
  .map(({ certificate, left }) => [left, certificate.validUntil, certificate.renewalAppliedOn ?? '', certificate.title].join('\t'));
process.stdout.write(lines.map((line) => `${line}\n`).join(''));
