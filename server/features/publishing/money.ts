import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import YAML from 'yaml';
import { feesSchema, type Fees } from '../../../lib/content/fees';
import { siteSchema, type BankAccount, type Site, type UpiSettings } from '../../../lib/content/site';
import type { OutboxRepository } from '../../core/outbox-repository';
import type { AccountsRepository } from '../../sign-in/accounts';
import { isPublishAdmin } from './access';

/**
 * Two people for money (issue 31): what families pay and where (the UPI id and payee, the bank accounts, the whole of
 * the approved fee structure with its amounts and receipt prefix) changes on the website only once an administrator has
 * made or approved the change. A change by anyone else (an editor's save, a push upstream, an undo) is held: the
 * publish goes ahead with everything else, built with the payment details as last approved (the rest of the site as
 * committed), and `/staff/updates` shows the held change to approve. Every change, held or not, is mailed to all
 * administrators with its old and new values; an administrator's own change goes live and is mailed to the others.
 * The service's own pages (the family's UPI request, the amount fixed on accepting a seat, receipts) read the
 * approved values too (paymentSettings), so a restart on a checkout holding an unapproved change shows none of it.
 */

/** The files holding what families pay and where, repo-relative. */
export const MONEY_FILES = ['content/site.yml', 'content/fees.yml'] as const;

/** The payment details as compared and approved: site.yml's UPI and bank accounts, and fees.yml entire. */
export interface MoneySettings {
  upi: unknown;
  bankAccounts: unknown;
  fees: unknown;
}

export type MoneyState = 'approved' | 'held' | 'superseded';

export interface MoneyChange {
  id: number;
  commitSha: string;
  settings: MoneySettings;
  /** fees.yml as it was in that commit (the held builds use the approved one). */
  feesText: string;
  state: MoneyState;
  /** Who changed it: the commits' authors (e-mail addresses), or "the deployment" for the first record. */
  changedBy: string;
  detectedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  /** The approved change this one was compared with. */
  previousId: number | null;
}

interface Row {
  id: number;
  commit_sha: string;
  settings: string;
  fees_text: string;
  state: MoneyState;
  changed_by: string;
  detected_at: string;
  decided_by: string | null;
  decided_at: string | null;
  previous_id: number | null;
}

const fromRow = (row: Row): MoneyChange => ({
  id: row.id,
  commitSha: row.commit_sha,
  settings: JSON.parse(row.settings) as MoneySettings,
  feesText: row.fees_text,
  state: row.state,
  changedBy: row.changed_by,
  detectedAt: row.detected_at,
  decidedBy: row.decided_by,
  decidedAt: row.decided_at,
  previousId: row.previous_id,
});

/** Keys in one order, so the same values written in another order (the editor rewrites whole files) are the same settings. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

const sameSettings = (a: MoneySettings, b: MoneySettings) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The payment details of the two files' texts (an unreadable file counts as its text, so any change to it is a change). */
export function moneyOf(siteText: string, feesText: string): MoneySettings {
  const parse = (text: string) => {
    try {
      return YAML.parse(text) as unknown;
    } catch {
      return { unreadable: text };
    }
  };
  const site = (parse(siteText) ?? {}) as Record<string, unknown>;
  return { upi: site.upi ?? null, bankAccounts: site.bankAccounts ?? null, fees: parse(feesText) ?? null };
}

/** Every leaf of the settings as `path: value` (upi.id, bankAccounts[0].ifsc, fees.classes[2].fees[1].amount). */
function leaves(value: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${prefix}[${index}]`, into));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) leaves(item, prefix ? `${prefix}.${key}` : key, into);
  else into.set(prefix, value === null || value === undefined ? '(none)' : String(value));
  return into;
}

/** Each value that differs: where it is (upi.id, bankAccounts[0].ifsc, fees.classes[2].fees[1].amount), before and after. */
export function changedValues(before: MoneySettings, after: MoneySettings): { path: string; from: string; to: string }[] {
  const old = leaves(canonical(before), '', new Map());
  const now = leaves(canonical(after), '', new Map());
  return [...new Set([...old.keys(), ...now.keys()])]
    .filter((key) => old.get(key) !== now.get(key))
    .map((key) => ({ path: key, from: old.get(key) ?? '(none)', to: now.get(key) ?? '(removed)' }));
}

/** The differences, one line each: "upi.id: sunrisevalleyschool@sbi -> someone@ybl" (at most `max` lines). */
export function describeChange(before: MoneySettings, after: MoneySettings, max = 60): string[] {
  const lines = changedValues(before, after).map((change) => `${change.path}: ${change.from} -> ${change.to}`);
  return lines.length > max ? [...lines.slice(0, max), `... and ${lines.length - max} more`] : lines;
}

export interface MoneyDeps {
  db: Database.Database;
  accounts: AccountsRepository;
  outbox: OutboxRepository;
  siteUrl: string;
  schoolName: string;
}

/** The record of the payment details: the approved ones, the held change, each with who and when. */
export class MoneyApprovals {
  constructor(private readonly deps: MoneyDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** The payment details in force: the newest approved record. */
  approved(): MoneyChange | undefined {
    const row = this.db.prepare("SELECT * FROM money_changes WHERE state = 'approved' ORDER BY id DESC LIMIT 1").get() as Row | undefined;
    return row && fromRow(row);
  }

  /** The change waiting for an administrator, if any (a newer one replaces an older). */
  held(): MoneyChange | undefined {
    const row = this.db.prepare("SELECT * FROM money_changes WHERE state = 'held' ORDER BY id DESC LIMIT 1").get() as Row | undefined;
    return row && fromRow(row);
  }

  byId(id: number): MoneyChange | undefined {
    const row = this.db.prepare('SELECT * FROM money_changes WHERE id = ?').get(id) as Row | undefined;
    return row && fromRow(row);
  }

  /** The payment details as first found (the deployment's): approved by definition, nothing to mail. */
  recordBaseline(commitSha: string, settings: MoneySettings, feesText: string, now: Date): void {
    if (this.approved()) return;
    this.insert({ commitSha, settings, feesText, state: 'approved', changedBy: 'the deployment', decidedBy: 'the deployment', previousId: null }, now);
  }

  private insert(
    change: Pick<MoneyChange, 'commitSha' | 'settings' | 'feesText' | 'state' | 'changedBy' | 'previousId'> & { decidedBy: string | null },
    now: Date,
  ): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO money_changes (commit_sha, settings, fees_text, state, changed_by, detected_at, decided_by, decided_at, previous_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          change.commitSha,
          JSON.stringify(change.settings),
          change.feesText,
          change.state,
          change.changedBy.slice(0, 500),
          now.toISOString(),
          change.decidedBy,
          change.decidedBy ? now.toISOString() : null,
          change.previousId,
        ).lastInsertRowid,
    );
  }

  /**
   * Compares a commit's payment details with the approved ones. Unchanged: nothing held (a held change that was undone
   * is dropped). Changed by administrators only: approved at once, the other administrators told. Otherwise held (a
   * repeat of the held change stays held, told once), every administrator told. Returns the held change, if any.
   */
  check(commitSha: string, settings: MoneySettings, feesText: string, authors: string[], now: Date): MoneyChange | undefined {
    return this.db.transaction(() => {
      const approved = this.approved();
      if (!approved) {
        this.recordBaseline(commitSha, settings, feesText, now);
        return undefined;
      }
      const held = this.held();
      if (sameSettings(settings, approved.settings)) {
        if (held) this.db.prepare("UPDATE money_changes SET state = 'superseded' WHERE state = 'held'").run();
        return undefined;
      }
      if (held && sameSettings(settings, held.settings)) return held;
      const admins = this.deps.accounts.list().filter(isPublishAdmin);
      const adminEmails = new Set(admins.map((account) => account.email.toLowerCase()));
      const people = [...new Set(authors.map((author) => author.trim().toLowerCase()).filter(Boolean))];
      const byAdmins = people.length > 0 && people.every((person) => adminEmails.has(person));
      this.db.prepare("UPDATE money_changes SET state = 'superseded' WHERE state = 'held'").run();
      const id = this.insert(
        {
          commitSha,
          settings,
          feesText,
          state: byAdmins ? 'approved' : 'held',
          changedBy: people.join(', ') || 'unknown',
          decidedBy: byAdmins ? people.join(', ') : null,
          previousId: approved.id,
        },
        now,
      );
      const change = this.byId(id)!;
      const recipients = admins.map((account) => account.email).filter((email) => !byAdmins || !people.includes(email.toLowerCase()));
      this.mail(recipients, change, approved, now);
      return byAdmins ? undefined : change;
    })();
  }

  /** An administrator approves the held change: it is in force from the next publish. */
  approve(id: number, admin: string, now: Date): MoneyChange | undefined {
    return this.db.transaction(() => {
      const held = this.held();
      if (!held || held.id !== id) return undefined;
      this.db.prepare("UPDATE money_changes SET state = 'approved', decided_by = ?, decided_at = ? WHERE id = ?").run(admin, now.toISOString(), id);
      return this.byId(id);
    })();
  }

  private mail(recipients: string[], change: MoneyChange, approved: MoneyChange, now: Date): void {
    if (recipients.length === 0) return;
    const held = change.state === 'held';
    const body = [
      'Hello,',
      '',
      held
        ? `${change.changedBy} changed what families pay or where they pay it (commit ${change.commitSha.slice(0, 12)}). The change is held: the website and the families' pages keep the details below on the left until an administrator approves it in Website updates.`
        : `${change.changedBy}, an administrator, changed what families pay or where they pay it (commit ${change.commitSha.slice(0, 12)}). It goes live with the next update of the website.`,
      '',
      'Old -> new:',
      ...describeChange(approved.settings, change.settings).map((line) => `- ${line}`),
      '',
      held
        ? `Approve it (or undo the change) here: ${this.deps.siteUrl}/staff/updates#payment-details`
        : `If this is not right, undo it in Website updates: ${this.deps.siteUrl}/staff/updates`,
    ].join('\n');
    this.deps.outbox.enqueueToStaff(recipients, {
      topic: `money-${change.id}`,
      host: new URL(this.deps.siteUrl).hostname,
      now: now.getTime(),
      subject: held
        ? `Held for your approval: a change to the payment details of the ${this.deps.schoolName} website`
        : `Changed by an administrator: the payment details of the ${this.deps.schoolName} website`,
      body,
    });
  }
}

/**
 * Puts the approved payment details into a build's workspace: fees.yml as approved, and site.yml's UPI and bank
 * accounts (the rest of site.yml as committed).
 */
export function applyApproved(workspace: string, approved: MoneyChange): void {
  const sitePath = path.join(workspace, 'content', 'site.yml');
  const document = YAML.parseDocument(fs.readFileSync(sitePath, 'utf8'));
  document.set('upi', document.createNode(approved.settings.upi));
  document.set('bankAccounts', document.createNode(approved.settings.bankAccounts));
  fs.writeFileSync(sitePath, document.toString());
  fs.writeFileSync(path.join(workspace, 'content', 'fees.yml'), approved.feesText);
}

/** What the service's own pages charge and show: the approved payment details, or the content's when none is recorded (or cannot be read). */
export function paymentSettings(db: Database.Database, site: Site, contentFees: () => Fees): PaymentSettings {
  const row = db.prepare("SELECT id, settings, fees_text FROM money_changes WHERE state = 'approved' ORDER BY id DESC LIMIT 1").get() as
    { id: number; settings: string; fees_text: string } | undefined;
  if (!row) return { upi: site.upi, bankAccounts: site.bankAccounts, fees: contentFees() };
  const cache = parsedApproved.get(db) ?? new Map<number, PaymentSettings>();
  parsedApproved.set(db, cache);
  const cached = cache.get(row.id);
  if (cached) return cached;
  const settings = JSON.parse(row.settings) as MoneySettings;
  const upi = siteSchema.shape.upi.safeParse(settings.upi);
  const bankAccounts = siteSchema.shape.bankAccounts.safeParse(settings.bankAccounts);
  let fees: Fees | undefined;
  try {
    const parsed = feesSchema.safeParse(YAML.parse(row.fees_text));
    fees = parsed.success ? parsed.data : undefined;
  } catch {
    fees = undefined;
  }
  // Written by an older version of the schema: the content's own values, as before the record.
  if (!upi.success || !bankAccounts.success || !fees) return { upi: site.upi, bankAccounts: site.bankAccounts, fees: contentFees() };
  const value = { upi: upi.data, bankAccounts: bankAccounts.data, fees };
  cache.set(row.id, value);
  return value;
}

type PaymentSettings = { upi: UpiSettings; bankAccounts: BankAccount[]; fees: Fees };
/** Each database's approved records, parsed once (a record never changes once approved). */
const parsedApproved = new WeakMap<Database.Database, Map<number, PaymentSettings>>();
