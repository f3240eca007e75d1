import { randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import { normaliseTransactionNumber } from '../../../lib/forms/formats';
import { formTexts, type FormLanguage } from '../../../lib/forms/texts';
import { IDEMPOTENCY_KEY_REUSED } from '../../../lib/forms/idempotency';
import { REFERENCE } from '../../../lib/forms/reference';
import { IntakeError } from '../../core/errors';
import type { IntakeForm } from './forms';
import { messageIdFor } from './submission-mails';
import type { OutboxRepository } from '../../core/outbox-repository';
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
  /** The sending browser's key for this form (IDEMPOTENCY_KEY): a key already stored returns that submission. */
  idempotencyKey?: string;
  /** The language the family wrote in (its form's `lang`): its mails and its page follow it. English when not given. */
  language?: FormLanguage;
  /** Runs in the same transaction once the row exists (a data request asks the addresses on file to confirm it). */
  afterStore?: (submission: { id: number; reference: string }) => void;
}

/** The forms whose transaction number names a payment to the school (admission and payment confirmation). */
const PAYING_TYPES = ['admission', 'payment'];

/** Two submissions are one family's when they share an e-mail address or a phone number. */
function sameFamily(a: Record<string, string>, b: Record<string, string>): boolean {
  const email = (values: Record<string, string>) => (values.email ?? '').trim().toLowerCase();
  if (email(a) && email(a) === email(b)) return true;
  const phones = (values: Record<string, string>) => [values.phoneNumber, values.whatsappNumber, values.phone].filter(Boolean);
  return phones(a).some((phone) => phones(b).includes(phone));
}

/**
 * Whether another family's admission or payment form already gave this transaction number (one bank transaction pays
 * one family's fee). Compared without spaces and dashes, in capitals, as the shared schema stores it (older rows as typed).
 */
export function transactionNumberTaken(db: Database.Database, type: string, values: Record<string, string>): boolean {
  const number = values.transactionNumber;
  if (!number || !PAYING_TYPES.includes(type)) return false;
  const rows = db
    .prepare(
      `SELECT data FROM submissions WHERE type IN ('admission', 'payment')
       AND upper(replace(replace(json_extract(data, '$.transactionNumber'), ' ', ''), '-', '')) = ?`,
    )
    .pluck()
    .all(normaliseTransactionNumber(number)) as string[];
  return rows.some((data) => !sameFamily(JSON.parse(data) as Record<string, string>, values));
}

/**
 * Commits a submission and its mails in one transaction: either the row and both outbox entries exist, or
 * nothing does. The upload (if any) is already durable on disk when this runs. Throws an IntakeError (nothing
 * stored) when the transaction number is another family's. A form sent again with the key of one already stored (a
 * phone that kept it while offline, or retried after the answer was lost) stores nothing and returns the first one,
 * `repeated`: the caller removes the second upload.
 */
export function storeSubmission(
  db: Database.Database,
  submissions: SubmissionsRepository,
  outbox: OutboxRepository,
  mail: { mailTo: string; siteUrl: string },
  input: StoreInput,
): { id: number; reference: string; repeated?: true } {
  const { form, values, now } = input;
  return db.transaction(() => {
    // In the transaction: two sends of one form at the same moment cannot both be stored.
    const first = input.idempotencyKey ? submissions.byIdempotencyKey(input.idempotencyKey) : undefined;
    if (first) {
      if (first.type !== form.type) throw new IntakeError(409, IDEMPOTENCY_KEY_REUSED);
      return { id: first.id, reference: first.reference, repeated: true as const };
    }
    // In the transaction that stores it: two families sending the same number at once cannot both get in.
    if (transactionNumberTaken(db, form.type, values)) {
      const { messages } = formTexts[input.language ?? 'en'];
      throw new IntakeError(400, messages.correctFields, { transactionNumber: messages.transactionNumberUsed });
    }
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
      idempotencyKey: input.idempotencyKey ?? null,
      language: input.language ?? 'en',
    });
    const at = now.getTime();
    outbox.enqueue({ submissionId: id, kind: 'office', recipient: mail.mailTo, messageId: messageIdFor(reference, 'office', mail.siteUrl), now: at });
    input.afterStore?.({ id, reference });
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
