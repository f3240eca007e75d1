import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { formatDateTime } from '../../core/format';
import type { Submission } from '../intake';
import type { JourneyContext } from './family-mail';

/** What a family did on its page that the office is told of (issue 33). */
export type FamilyAction = 'document-uploaded' | 'visit-booked' | 'visit-moved' | 'visit-cancelled' | 'offer-accepted' | 'offer-declined' | 'utr-entered';

const ACTION_WORDS: Record<FamilyAction, string> = {
  'document-uploaded': 'Document uploaded',
  'visit-booked': 'Visit booked',
  'visit-moved': 'Visit moved',
  'visit-cancelled': 'Visit cancelled',
  'offer-accepted': 'Offer accepted',
  'offer-declined': 'Offer declined',
  'utr-entered': 'UPI transaction ID (UTR) entered',
};

/** How the office hears of families' actions: a mail for each, or one digest a day (staff_settings, changed in /staff). */
export type OfficeMailChoice = 'each' | 'digest';
export const OFFICE_MAIL_CHOICES: readonly OfficeMailChoice[] = ['each', 'digest'];
const SETTING = 'office-mail-family-actions';

/** The daily digest is sent at 8 in the morning, school time, with what families did since the last one. */
export const FAMILY_DIGEST_SCHEDULE = '0 8 * * *';

export interface WaitingAction {
  id: number;
  reference: string;
  action: FamilyAction;
  summary: string;
  at: string;
}

/** The office's choice and the family actions waiting for the next digest. */
export class FamilyActions {
  constructor(private readonly db: Database.Database) {}

  /** The office's choice: a mail for each action until someone chooses otherwise. */
  choice(): { value: OfficeMailChoice; changedBy: string | null; changedAt: string | null } {
    const row = this.db.prepare('SELECT value, changed_by AS changedBy, changed_at AS changedAt FROM staff_settings WHERE key = ?').get(SETTING) as
      { value: string; changedBy: string; changedAt: string } | undefined;
    const value = OFFICE_MAIL_CHOICES.find((choice) => choice === row?.value) ?? 'each';
    return { value, changedBy: row?.changedBy ?? null, changedAt: row?.changedAt ?? null };
  }

  setChoice(value: OfficeMailChoice, by: string, now: Date): void {
    this.db
      .prepare(
        `INSERT INTO staff_settings (key, value, changed_by, changed_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, changed_by = excluded.changed_by, changed_at = excluded.changed_at`,
      )
      .run(SETTING, value, by, now.toISOString());
  }

  waiting(): WaitingAction[] {
    return this.db
      .prepare(
        `SELECT a.id, s.reference, a.action, a.summary, a.at FROM family_actions a JOIN submissions s ON s.id = a.submission_id
         WHERE a.mailed_at IS NULL ORDER BY a.id`,
      )
      .all() as WaitingAction[];
  }

  record(submissionId: number, action: FamilyAction, summary: string, now: Date, mailed: boolean): void {
    this.db
      .prepare('INSERT INTO family_actions (submission_id, action, summary, at, mailed_at) VALUES (?, ?, ?, ?, ?)')
      .run(submissionId, action, summary, now.toISOString(), mailed ? now.toISOString() : null);
  }

  markMailed(ids: number[], now: Date): void {
    const mark = this.db.prepare('UPDATE family_actions SET mailed_at = ? WHERE id = ? AND mailed_at IS NULL');
    for (const id of ids) mark.run(now.toISOString(), id);
  }
}

const staffLink = (siteUrl: string, reference: string) => `${siteUrl.replace(/\/$/, '')}/staff/submissions/${reference}`;
const messageId = (topic: string, siteUrl: string, now: Date) => `<${topic}-${now.getTime()}-${randomBytes(4).toString('hex')}@${new URL(siteUrl).hostname}>`;

/**
 * Tells the office what a family did on its page: at once (a mail to MAIL_TO about the application), or kept for the
 * daily digest, as the office chose in /staff. Call it inside the transaction of the action, then kick the mail worker.
 */
export function tellOffice(context: JourneyContext, item: Submission, action: FamilyAction, summary: string, now: Date): void {
  const actions = new FamilyActions(context.db);
  const each = actions.choice().value === 'each';
  actions.record(item.id, action, summary, now, each);
  if (!each) return;
  const child = context.forms.find((form) => form.type === item.type)?.applicantName(item.data) ?? item.reference;
  context.outbox.enqueue({
    submissionId: item.id,
    // A written mail (its text fixed now), to the office's address rather than the family's.
    kind: 'status',
    recipient: context.config.mailTo,
    messageId: messageId(`${item.reference.toLowerCase()}.office-${action}`, context.config.siteUrl, now),
    now: Date.now(),
    subject: `${ACTION_WORDS[action]}: ${child} (${item.reference})`,
    body: [
      `${ACTION_WORDS[action]} on the application page of ${child} (${item.reference}), ${formatDateTime(now.toISOString())}:`,
      '',
      summary,
      '',
      'The application in the staff inbox:',
      staffLink(context.config.siteUrl, item.reference),
      '',
      'You get a mail for each thing a family does; the office can choose one digest a day instead, in the staff inbox under "Mail to the office".',
    ].join('\n'),
  });
}

/** The daily digest: one mail to the office listing every family action not mailed yet; nothing when there is none. */
export function sendFamilyDigest(context: JourneyContext, now: Date): { mailed: number } {
  const actions = new FamilyActions(context.db);
  const mailed = context.db.transaction(() => {
    const waiting = actions.waiting();
    if (waiting.length === 0) return 0;
    const byApplication = new Map<string, WaitingAction[]>();
    for (const entry of waiting) byApplication.set(entry.reference, [...(byApplication.get(entry.reference) ?? []), entry]);
    const body = [
      `What families did on their application pages since the last digest: ${waiting.length} action${waiting.length === 1 ? '' : 's'} on ${byApplication.size} application${byApplication.size === 1 ? '' : 's'}.`,
      '',
      ...[...byApplication].flatMap(([reference, entries]) => [
        `${reference}: ${staffLink(context.config.siteUrl, reference)}`,
        ...entries.map((entry) => `- ${formatDateTime(entry.at)}: ${ACTION_WORDS[entry.action]}. ${entry.summary}`),
        '',
      ]),
      'This digest comes every morning at 8; the office can choose a mail for each action instead, in the staff inbox under "Mail to the office".',
    ].join('\n');
    context.outbox.enqueue({
      submissionId: null,
      kind: 'account',
      recipient: context.config.mailTo,
      messageId: messageId('family-digest', context.config.siteUrl, now),
      now: Date.now(),
      subject: `Families' actions: ${waiting.length} since the last digest`,
      body,
    });
    actions.markMailed(
      waiting.map((entry) => entry.id),
      now,
    );
    return waiting.length;
  })();
  if (mailed > 0) context.mailWorker.kick();
  return { mailed };
}

export { ACTION_WORDS };
