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

/** Bytes of a quoted-printable text (soft line breaks dropped, =XX decoded). */
function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined[index] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(index + 1, index + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index], 'utf8'));
  }
  return Buffer.from(bytes);
}

/** A header's MIME encoded words (=?UTF-8?B?…?= or Q) as text; the space between two of them is not the reader's. */
function decodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_whole, _charset: string, encoding: string, text: string) =>
      (encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintable(text.replace(/_/g, ' '))).toString('utf8'),
    );
}

/**
 * A one-part text mail as its reader sees it (a Marathi one is sent encoded): its subject and text, MIME encoded
 * words and the transfer encoding undone.
 */
export function readMail(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body).toString('utf8')
        : body;
  return { subject: decodedWords(header('Subject')), text };
}
