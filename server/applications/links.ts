import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REFERENCE } from '../../lib/forms/reference';

/** How long a family's link works; a fresh one can be asked for at any time ("send me my link again"). */
export const LINK_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const SECRET_FILE = 'application-link.key';

/**
 * The key the links are signed with: APPLICATION_LINK_SECRET when set (at least 32 characters), else a random key
 * made once and kept in DATA_DIR (so links survive a restart, and a copied database without it cannot mint links).
 */
export function loadLinkSecret(dataDir: string, fromEnv: string | undefined): Buffer {
  const configured = fromEnv?.trim();
  if (configured) {
    if (configured.length < 32) throw new Error('APPLICATION_LINK_SECRET must be at least 32 characters long');
    return Buffer.from(configured, 'utf8');
  }
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Made by an earlier start: keep it, or every link already mailed would stop working.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}

function mac(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', secret).update(`application-link:${payload}`).digest().subarray(0, 18);
}

/** A token for one application's page: reference, expiry (seconds, base 36) and an HMAC of both. */
export function signLink(secret: Buffer, reference: string, now: Date, days: number = LINK_DAYS): string {
  const expires = Math.floor((now.getTime() + days * DAY_MS) / 1000).toString(36);
  const payload = `${reference}.${expires}`;
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The reference a token stands for and its expiry, or undefined for a malformed, tampered or expired one (no reason given). */
export function verifyLink(secret: Buffer, token: string, now: Date): { reference: string; expiresAt: Date } | undefined {
  if (token.length > 80) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [reference, expires, given] = parts;
  if (!REFERENCE.test(reference) || !/^[0-9a-z]{1,10}$/.test(expires)) return undefined;
  const expected = mac(secret, `${reference}.${expires}`);
  const received = Buffer.from(given, 'base64url');
  // Compared in constant time, and always compared, so timing tells nothing about how much of a MAC was right.
  const equal = received.length === expected.length && timingSafeEqual(received, expected);
  const expiresAt = new Date(parseInt(expires, 36) * 1000);
  if (!equal || expiresAt.getTime() <= now.getTime()) return undefined;
  return { reference, expiresAt };
}

/** The page's address as mailed to the family. */
export function linkUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/application/${token}`;
}

/** The words of a link mail, also used in the acknowledgement. */
export function linkLines(reference: string, url: string): string[] {
  return [
    `Follow your application on its own page (no password needed; please do not share the link):`,
    url,
    `The link works for ${LINK_DAYS} days. For a new one, use "Send me my link again" on the Track your application page, with reference ${reference}.`,
  ];
}
