import fs from 'node:fs';
import path from 'node:path';
import { readServerState } from '../setup/server-state';
import { decodedMail } from '../../__tests__/server/helpers/mail-text';

/** The e2e server's outbox: each mail as an .eml file (there is no SMTP server here), named after its reference. */
const outboxDir = () => path.join(readServerState().dataDir, 'outbox');

const subjectOf = (raw: string) => raw.match(/^Subject:[ \t]*(.*(?:\r?\n[ \t].*)*)/m)?.[1].replace(/\r?\n[ \t]+/g, ' ') ?? '';

/** The raw text of the mails whose file names start with `prefix`, oldest first. */
export function mailsOf(prefix: string): string[] {
  if (!fs.existsSync(outboxDir())) return [];
  return fs
    .readdirSync(outboxDir())
    .filter((name) => name.startsWith(prefix))
    .map((name) => ({ stat: fs.statSync(path.join(outboxDir(), name)), raw: fs.readFileSync(path.join(outboxDir(), name), 'utf8') }))
    .sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs)
    .map(({ raw }) => raw);
}

/** The subjects of the mails whose file names start with `prefix`, oldest first. */
export function subjectsOf(prefix: string): string[] {
  return mailsOf(prefix).map(subjectOf);
}

/** Waits (up to 20 s) for more than `count` mails named `prefix`*; returns the newest one's raw text. */
export async function waitForMailAfter(prefix: string, count: number): Promise<string> {
  for (let waited = 0; waited < 20000; waited += 200) {
    const mails = mailsOf(prefix);
    if (mails.length > count) return mails.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new mail named ${prefix}* after ${count}`);
}

/**
 * Waits (up to 20 s) for a mail whose file name starts with `prefix` (and, when given, whose subject matches and whose
 * raw text contains `containing`); returns its raw text.
 */
export async function waitForMail(prefix: string, { subject = /(?:)/, containing = '' }: { subject?: RegExp; containing?: string } = {}): Promise<string> {
  for (let waited = 0; waited < 20000; waited += 200) {
    const names = fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()).filter((name) => name.startsWith(prefix)) : [];
    for (const name of names) {
      const raw = fs.readFileSync(path.join(outboxDir(), name), 'utf8');
      if (subject.test(subjectOf(raw)) && raw.includes(containing)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail "${subject}" with "${containing}" named ${prefix}*; there are: ${subjectsOf(prefix).join(' | ')}`);
}

/** The path of a family's application page (reference, expiry and signature). */
export const APPLICATION_PATH = /\/application\/[A-Z]{3}-\d{8}-[0-9A-Z]{6}\.[0-9a-z]+\.[\w-]+/;

/** The family's application page path in a mail. */
export function applicationLinkIn(raw: string): string {
  const match = decodedMail(raw).match(APPLICATION_PATH);
  if (!match) throw new Error(`No application link in: ${raw.slice(0, 400)}`);
  return match[0];
}
