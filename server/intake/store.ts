import { randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import { REFERENCE } from '../../lib/forms/reference';
import type { IntakeForm } from './forms';
import { messageIdFor } from './mail';
import type { OutboxRepository } from './outbox-repository';
import type { StoredFile, SubmissionsRepository } from './submissions-repository';

// No 0/O or 1/I/L: references are read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** What newReference makes (lib/forms/reference.ts): links and look-ups by reference check it first. */
export { REFERENCE };

/** A reference such as ADM-20261121-7KQ2XD: the form, the day, and six random characters. */
export function newReference(prefix: string, now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${day}-${tail}`;
}

export interface StoreInput {
  form: IntakeForm;
  values: Record<string, string>;
  file: StoredFile | null;
  ip: string | null;
  requestId: string | null;
  now: Date;
}

/**
 * Commits a submission and its mails in one transaction: either the row and both outbox entries exist, or
 * nothing does. The upload (if any) is already durable on disk when this runs.
 */
export function storeSubmission(
  db: Database.Database,
  submissions: SubmissionsRepository,
  outbox: OutboxRepository,
  mail: { mailTo: string; siteUrl: string },
  input: StoreInput,
): { id: number; reference: string } {
  const { form, values, now } = input;
  return db.transaction(() => {
    let reference = newReference(form.prefix, now);
    while (submissions.referenceExists(reference)) reference = newReference(form.prefix, now);
    const { consent: _consent, ...data } = values;
    const createdAt = now.toISOString();
    const id = submissions.insert({
      reference,
      type: form.type,
      createdAt,
      data,
      consentAt: form.consent ? createdAt : null,
      ip: input.ip,
      requestId: input.requestId,
      file: input.file,
    });
    const at = now.getTime();
    outbox.enqueue({ submissionId: id, kind: 'office', recipient: mail.mailTo, messageId: messageIdFor(reference, 'office', mail.siteUrl), now: at });
    const applicant = form.applicantEmail(data);
    if (applicant) {
      outbox.enqueue({
        submissionId: id,
        kind: 'acknowledgement',
        recipient: applicant,
        messageId: messageIdFor(reference, 'acknowledgement', mail.siteUrl),
        now: at,
      });
    }
    return { id, reference };
  })();
}
