import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { FAMILY_WORDS, type FamilyWords } from '../../core/family-words';
import { REFERENCE } from '../../../lib/forms/reference';

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

/**
 * A token for one application's page: reference, expiry (seconds, base 36) and an HMAC of both and of the
 * application's link version (LinkVersions). The version is not written in the token but signed into it: a link
 * works only while its version is the application's current one, so moving the version on retires every link signed
 * before, at once. Version 0 (never retired) signs reference and expiry alone, as links did before versions.
 */
export function signLink(secret: Buffer, reference: string, now: Date, days: number = LINK_DAYS, version = 0): string {
  const expires = Math.floor((now.getTime() + days * DAY_MS) / 1000).toString(36);
  const payload = `${reference}.${expires}`;
  return `${payload}.${mac(secret, signed(payload, version)).toString('base64url')}`;
}

const signed = (payload: string, version: number) => (version === 0 ? payload : `${payload}.v${version}`);

/** The reference a token names (not yet verified): to look up the application's link version before verifying. */
export function referenceOf(token: string): string | undefined {
  const reference = token.split('.', 1)[0];
  return REFERENCE.test(reference) ? reference : undefined;
}

/**
 * The reference a token stands for and its expiry, or undefined for a malformed, tampered or expired one, or one
 * signed with another link version than `version` (the application's current one): no reason given.
 */
export function verifyLink(secret: Buffer, token: string, now: Date, version = 0): { reference: string; expiresAt: Date } | undefined {
  if (token.length > 80) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [reference, expires, given] = parts;
  if (!REFERENCE.test(reference) || !/^[0-9a-z]{1,10}$/.test(expires)) return undefined;
  const expected = mac(secret, signed(`${reference}.${expires}`, version));
  const received = Buffer.from(given, 'base64url');
  // Compared in constant time, and always compared, so timing tells nothing about how much of a MAC was right.
  const equal = received.length === expected.length && timingSafeEqual(received, expected);
  const expiresAt = new Date(parseInt(expires, 36) * 1000);
  if (!equal || expiresAt.getTime() <= now.getTime()) return undefined;
  return { reference, expiresAt };
}

/**
 * Each application's link version: 0 until its links are first retired. Retiring (the office's "stop every link" in
 * /staff, or the family's own "stop the earlier links") moves it on, so every link signed before stops working at once.
 */
export class LinkVersions {
  constructor(private readonly db: Database.Database) {}

  current(submissionId: number): number {
    return (this.db.prepare('SELECT version FROM application_links WHERE submission_id = ?').pluck().get(submissionId) as number | undefined) ?? 0;
  }

  /** When and by whom the links were last retired, if ever. */
  lastRetired(submissionId: number): { version: number; at: string; by: string } | undefined {
    return this.db.prepare('SELECT version, changed_at AS at, changed_by AS by FROM application_links WHERE submission_id = ?').get(submissionId) as
      { version: number; at: string; by: string } | undefined;
  }

  /** Retires every link of the application; returns the new version (links signed from now on carry it). */
  retire(submissionId: number, by: string, now: Date): number {
    return this.db
      .prepare(
        `INSERT INTO application_links (submission_id, version, changed_at, changed_by) VALUES (?, 1, ?, ?)
         ON CONFLICT (submission_id) DO UPDATE SET version = version + 1, changed_at = excluded.changed_at, changed_by = excluded.changed_by
         RETURNING version`,
      )
      .pluck()
      .get(submissionId, now.toISOString(), by.slice(0, 200)) as number;
  }
}

/** A fresh token for an application's page, at its current link version. */
export function currentToken(context: { db: Database.Database; linkSecret: Buffer }, item: { id: number; reference: string }, now: Date): string {
  return signLink(context.linkSecret, item.reference, now, LINK_DAYS, new LinkVersions(context.db).current(item.id));
}

/** The page's address as mailed to the family. */
export function linkUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/application/${token}`;
}

/** The words of a link mail, also used in the acknowledgement, in the family's language. */
export function linkLines(reference: string, url: string, words: FamilyWords = FAMILY_WORDS.en): string[] {
  return [words.pageLink.follow, url, words.pageLink.lasts({ days: String(LINK_DAYS), reference })];
}
