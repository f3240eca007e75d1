import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { type Certificate, daysLeft, REMINDER_DAYS } from '../../../lib/content/certificates';
import { formatDate } from '../../../lib/dates';
import { AccountsRepository } from '../../sign-in/accounts';
import { hasRole } from '../../sign-in/policy';
import type { OutboxRepository } from '../../core/outbox-repository';

export interface ReminderSettings {
  siteUrl: string;
  schoolName: string;
  certificates: Certificate[];
}

/** The administrators' addresses (active accounts with the admin role). */
function adminEmails(db: Database.Database): string[] {
  return new AccountsRepository(db)
    .list()
    .filter((account) => !account.disabledAt && hasRole(account, 'admin'))
    .map((account) => account.email);
}

/**
 * Mails the administrators (outbox kind 'account') when a certificate comes within 60, 30 or 7 days of the end of
 * its validity. Each reminder goes once: the thresholds crossed are recorded (migration 6) in the same transaction
 * as the mails, and a day that crosses two thresholds at once (a late start) sends only the nearer one.
 */
export function sendCertificateReminders(db: Database.Database, outbox: OutboxRepository, settings: ReminderSettings, now: Date): { mailed: string[] } {
  const mailed: string[] = [];
  const recorded = db.prepare('SELECT 1 FROM certificate_reminders WHERE document = ? AND valid_until = ? AND days_before = ?');
  const record = db.prepare('INSERT INTO certificate_reminders (document, valid_until, days_before, sent_at) VALUES (?, ?, ?, ?)');
  const admins = adminEmails(db);
  db.transaction(() => {
    for (const certificate of settings.certificates) {
      const left = daysLeft(certificate.validUntil, now);
      if (left < 0) continue;
      const due = REMINDER_DAYS.filter((days) => left <= days && !recorded.get(certificate.key, certificate.validUntil, days));
      if (due.length === 0) continue;
      for (const days of due) record.run(certificate.key, certificate.validUntil, days, now.toISOString());
      const host = new URL(settings.siteUrl).hostname;
      for (const email of admins) {
        outbox.enqueue({
          submissionId: null,
          kind: 'account',
          recipient: email,
          messageId: `<certificate-${randomBytes(12).toString('hex')}@${host}>`,
          // Due at once: `now` decides which reminder is due, the mail worker sends by the real clock.
          now: Date.now(),
          subject: `Certificate expires in ${left} day${left === 1 ? '' : 's'}: ${certificate.title}`,
          body: [
            'Hello,',
            '',
            `The Mandatory Disclosure of the ${settings.schoolName} website lists "${certificate.title}", valid until ${formatDate(certificate.validUntil, 'short')}: ${left} day${left === 1 ? '' : 's'} from today.`,
            certificate.renewalAppliedOn
              ? `A renewal was applied for on ${formatDate(certificate.renewalAppliedOn, 'short')}.`
              : 'Please apply for its renewal now.',
            '',
            'When the renewed certificate arrives, upload its scan and change validUntil in content/mandatory-disclosure.yml (the editor:',
            `Documents (PDF) > Mandatory Public Disclosure). After ${formatDate(certificate.validUntil, 'short')} the website build fails until it is`,
            'renewed or the renewal is recorded as applied for (renewalAppliedOn).',
            '',
            `This reminder is sent ${REMINDER_DAYS.join(', ')} days before the end of a validity.`,
          ].join('\n'),
        });
      }
      mailed.push(`${certificate.key}:${Math.min(...due)}`);
    }
  })();
  return { mailed };
}
