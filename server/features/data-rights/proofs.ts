import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { getSite } from '../../../lib/content/site';
import { referencesIn } from '../../../lib/forms/data-request';
import { toE164 } from '../../../lib/forms/phone';
import { formatDate } from '../../../lib/dates';
import type { OutboxRepository } from '../../core/outbox-repository';
import type { IntakeForm, Submission, SubmissionsRepository } from '../intake';

/**
 * Proof that a request about personal data (the privacy notice's form) comes from the family whose forms it is about
 * (issue 31). What the requester types selects nothing: it only decides whom the school asks. Each application the
 * request could be about (the typed e-mail address, phone number or a named reference) has an e-mail address on file;
 * a confirmation link goes to each such address, and a form is covered once the link of its address is confirmed, or
 * once the office has checked the requester's identity in person for it (recorded with who checked and how). Every mail
 * about the request goes to the addresses on file, never to the one typed.
 */

/** How long a confirmation link works. */
export const CONFIRM_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** At most this many addresses on file are asked to confirm one request (a shared phone number cannot fan out further). */
export const MAX_CONFIRMATIONS = 5;

export interface EmailProof {
  id: number;
  kind: 'email';
  email: string;
  sentAt: string;
  expiresAt: string;
  confirmedAt: string | null;
}

export interface InPersonProof {
  id: number;
  kind: 'in-person';
  references: string[];
  checkedBy: string;
  how: string;
  checkedAt: string;
}

export type Proof = EmailProof | InPersonProof;

interface ProofRow {
  id: number;
  kind: 'email' | 'in-person';
  email: string | null;
  sent_at: string | null;
  expires_at: string | null;
  confirmed_at: string | null;
  references_checked: string | null;
  checked_by: string | null;
  how: string | null;
  checked_at: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const lower = (email: string | undefined) => (email ?? '').trim().toLowerCase();

/** The phone numbers of a form (any of its phone fields), in E.164. */
function phonesOf(item: Submission): string[] {
  return [item.data.phone, item.data.phoneNumber, item.data.whatsappNumber].flatMap((phone) => {
    const number = phone ? toE164(phone) : undefined;
    return number ? [number] : [];
  });
}

export interface ProofContext {
  db: Database.Database;
  submissions: SubmissionsRepository;
  outbox: OutboxRepository;
  forms: IntakeForm[];
  config: { siteUrl: string };
  schoolName: string;
}

export class DataRequestProofs {
  constructor(private readonly context: ProofContext) {}

  private get db() {
    return this.context.db;
  }

  /** The e-mail address on file of a form (lower case), if it has one. */
  addressOf(item: Submission): string | undefined {
    const form = this.context.forms.find((candidate) => candidate.type === item.type);
    return lower(form?.applicantEmail(item.data)) || undefined;
  }

  /**
   * The forms the request could be about, to ask (never to select): the same e-mail address, the same phone number,
   * or a reference it names. Other requests are never among them.
   */
  candidates(request: Submission, all: Submission[] = this.context.submissions.list()): Submission[] {
    const email = lower(request.data.email);
    const phone = request.data.phone ? toE164(request.data.phone) : undefined;
    const references = referencesIn(request.data.references);
    return all.filter(
      (item) =>
        item.id !== request.id &&
        item.type !== 'data-request' &&
        (references.includes(item.reference) || (email !== '' && this.addressOf(item) === email) || (phone !== undefined && phonesOf(item).includes(phone))),
    );
  }

  /**
   * Asks the address on file of every form the request could be about to confirm it: one link per address, by mail.
   * Call it in the transaction that stores the request (the mails are queued with it); then kick the mail worker.
   */
  ask(request: Submission, now: Date): number {
    const byAddress = new Map<string, Submission[]>();
    for (const item of this.candidates(request)) {
      const address = this.addressOf(item);
      if (!address) continue;
      if (!byAddress.has(address) && byAddress.size >= MAX_CONFIRMATIONS) continue;
      byAddress.set(address, [...(byAddress.get(address) ?? []), item]);
    }
    for (const [address, items] of byAddress) this.sendLink(request, address, items, now);
    return byAddress.size;
  }

  private sendLink(request: Submission, address: string, items: Submission[], now: Date): void {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + CONFIRM_DAYS * DAY_MS);
    this.db
      .prepare("INSERT INTO data_request_proofs (request_id, kind, email, token_hash, sent_at, expires_at) VALUES (?, 'email', ?, ?, ?, ?)")
      .run(request.id, address, sha256(token), now.toISOString(), expiresAt.toISOString());
    const site = getSite();
    const host = new URL(this.context.config.siteUrl).hostname;
    const titles = items.map((item) => `- ${item.reference} (${this.context.forms.find((form) => form.type === item.type)?.title ?? item.type})`);
    this.context.outbox.enqueue({
      submissionId: request.id,
      kind: 'status',
      recipient: address,
      messageId: `<${request.reference.toLowerCase()}.confirm-${now.getTime()}-${randomBytes(4).toString('hex')}@${host}>`,
      now: now.getTime(),
      subject: `Please confirm your request about personal data (${request.reference})`,
      body: [
        'Hello,',
        '',
        `On ${formatDate(request.createdAt)} someone asked ${this.context.schoolName}, with the form of our privacy notice, to deal with personal data ("${request.data.requestType}", reference ${request.reference}). It may be about the forms sent to us with this e-mail address:`,
        ...titles,
        '',
        'If you asked, please confirm it on this page (a button there confirms; the link works for 30 days):',
        `${this.context.config.siteUrl}/api/data-requests/confirm/${token}`,
        '',
        'If you did not ask, you need not do anything: nothing is done without a confirmation. The school writes about this request only to this address.',
        `Questions? ${site.dataProtection.name}, ${site.dataProtection.email}, ${site.dataProtection.phone}.`,
        '',
        'With regards,',
        this.context.schoolName,
      ].join('\n'),
    });
  }

  /** The request and its address that a confirmation link stands for, if the link is known; `expired` when too late. */
  byToken(token: string, now: Date): { request: Submission; proof: EmailProof; expired: boolean } | undefined {
    if (!/^[\w-]{43}$/.test(token)) return undefined;
    const row = this.db.prepare("SELECT * FROM data_request_proofs WHERE kind = 'email' AND token_hash = ?").get(sha256(token)) as
      (ProofRow & { request_id: number }) | undefined;
    const request = row ? this.context.submissions.byId(row.request_id) : undefined;
    if (!row || !request) return undefined;
    const proof = fromRow(row) as EmailProof;
    return { request, proof, expired: !proof.confirmedAt && Date.parse(proof.expiresAt) <= now.getTime() };
  }

  /** Records the confirmation of a link (once); false when it had expired. */
  confirm(proof: EmailProof, now: Date): boolean {
    if (proof.confirmedAt) return true;
    if (Date.parse(proof.expiresAt) <= now.getTime()) return false;
    this.db.prepare('UPDATE data_request_proofs SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL').run(now.toISOString(), proof.id);
    return true;
  }

  /** The office checked the requester's identity in person for these forms. */
  recordInPerson(request: Submission, references: string[], checkedBy: string, how: string, now: Date): void {
    this.db
      .prepare("INSERT INTO data_request_proofs (request_id, kind, references_checked, checked_by, how, checked_at) VALUES (?, 'in-person', ?, ?, ?, ?)")
      .run(request.id, references.join(','), checkedBy, how, now.toISOString());
  }

  proofs(request: Submission): Proof[] {
    return (this.db.prepare('SELECT * FROM data_request_proofs WHERE request_id = ? ORDER BY id').all(request.id) as ProofRow[]).map(fromRow);
  }

  /**
   * The forms the request is proven to be about: those whose address on file confirmed its link, and those the office
   * checked in person. Nothing else, whatever the requester typed.
   */
  covered(request: Submission, all: Submission[] = this.context.submissions.list()): Submission[] {
    const proofs = this.proofs(request);
    const addresses = new Set(proofs.flatMap((proof) => (proof.kind === 'email' && proof.confirmedAt ? [proof.email] : [])));
    const references = new Set(proofs.flatMap((proof) => (proof.kind === 'in-person' ? proof.references : [])));
    return all.filter((item) => {
      if (item.id === request.id || item.type === 'data-request') return false;
      const address = this.addressOf(item);
      return references.has(item.reference) || (address !== undefined && addresses.has(address));
    });
  }

  /** Where every mail about the request goes: the confirmed addresses on file, and those of the forms checked in person. */
  answerAddresses(request: Submission, covered: Submission[] = this.covered(request)): string[] {
    const addresses = new Set(this.proofs(request).flatMap((proof) => (proof.kind === 'email' && proof.confirmedAt ? [proof.email] : [])));
    for (const item of covered) {
      const address = this.addressOf(item);
      if (address) addresses.add(address);
    }
    return [...addresses];
  }
}

function fromRow(row: ProofRow): Proof {
  if (row.kind === 'email')
    return { id: row.id, kind: 'email', email: row.email ?? '', sentAt: row.sent_at ?? '', expiresAt: row.expires_at ?? '', confirmedAt: row.confirmed_at };
  return {
    id: row.id,
    kind: 'in-person',
    references: (row.references_checked ?? '').split(',').filter(Boolean),
    checkedBy: row.checked_by ?? '',
    how: row.how ?? '',
    checkedAt: row.checked_at ?? '',
  };
}
