/**
 * Forms kept on the phone while it is offline (or when a send failed on the way), and sent when the connection returns:
 * by the service worker (public/sw.js, built from lib/offline/service-worker.ts) on Background Sync where the browser
 * has it, on the next visit where not, and by the form's island when the page sees the connection return. Each queued
 * send carries the key made when the form was first sent (lib/forms/idempotency.ts): whoever delivers it, and however
 * often, the school stores it once. Works in a page and in the service worker (IndexedDB, through idb-keyval).
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { IDEMPOTENCY_HEADER } from './idempotency';
import type { SubmissionType } from './types';

/** A field of a kept form: its text, or a file (kept as a Blob with its name: a File does not survive every store). */
export type QueuedValue = string | { blob: Blob; name: string };

/** A form kept on the phone until it can be sent. */
export interface QueuedSend {
  /** The form's idempotency key (also the queue's key for it). */
  key: string;
  form: SubmissionType;
  url: string;
  /** multipart/form-data (a form with a file) or URL-encoded, as the form's island would have sent it. */
  multipart: boolean;
  fields: [string, QueuedValue][];
  /** When it was kept (ISO). */
  queuedAt: string;
}

/** What became of a kept form: delivered (with its reference) or refused by the school (what to correct). */
export type SendOutcome =
  | { key: string; form: SubmissionType; kind: 'delivered'; reference: string; message?: string; at: string }
  | { key: string; form: SubmissionType; kind: 'refused'; error: string; fields?: Record<string, string>; at: string };

/** The intake's JSON answer (server/features/intake/api-routes.ts) and its HTTP status. */
export interface DeliveryAnswer {
  status: number;
  body: { success: boolean; reference?: string; message?: string; error?: string; fields?: Record<string, string> };
}

/** Sends one kept form; rejects when no answer came (still offline, the connection dropped). */
export type Deliver = (send: QueuedSend) => Promise<DeliveryAnswer>;

export { OUTCOME_MESSAGE, SEND_QUEUE_TAG } from './send-queue-names';

let stores: { sends: UseStore; outcomes: UseStore } | undefined;
const db = () => (stores ??= { sends: createStore('school-form-queue', 'sends'), outcomes: createStore('school-form-outcomes', 'outcomes') });

/** Keeps a form to send later (a second keep of the same key replaces the first: it is the same form). */
export async function keepSend(send: QueuedSend): Promise<void> {
  await set(send.key, send, db().sends);
}

/** The forms waiting to be sent, oldest first. */
export async function keptSends(): Promise<QueuedSend[]> {
  const all = (await entries<string, QueuedSend>(db().sends)).map(([, send]) => send);
  return all.sort((a, b) => (a.queuedAt < b.queuedAt ? -1 : a.queuedAt > b.queuedAt ? 1 : 0));
}

/** A kept form's fields as the body the island would have sent. */
export function bodyOf(send: QueuedSend): FormData | URLSearchParams {
  if (!send.multipart) return new URLSearchParams(send.fields.map(([name, value]) => [name, typeof value === 'string' ? value : value.name]));
  const data = new FormData();
  for (const [name, value] of send.fields) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value.blob, value.name);
  }
  return data;
}

/** A form's body as fields to keep (the file as a Blob). */
export function fieldsOf(body: FormData | URLSearchParams): [string, QueuedValue][] {
  const fields: [string, QueuedValue][] = [];
  body.forEach((value: FormDataEntryValue, name: string) => {
    fields.push([name, typeof value === 'string' ? value : { blob: value, name: value.name }]);
  });
  return fields;
}

/** Sends a kept form with fetch, as the island sends it (its key in the header), and reads the intake's answer. */
export const deliverWithFetch: Deliver = async (send) => {
  const response = await fetch(send.url, {
    method: 'POST',
    body: bodyOf(send),
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', [IDEMPOTENCY_HEADER]: send.key },
    credentials: 'same-origin',
  });
  let body: DeliveryAnswer['body'];
  try {
    body = (await response.json()) as DeliveryAnswer['body'];
  } catch {
    // A proxy's or captive portal's page is no answer from the school: the form stays kept.
    throw new Error(`unreadable answer (HTTP ${response.status})`);
  }
  return { status: response.status, body };
};

/** An answer that says "later" rather than "no": the school could not store it now, or asked the phone to slow down. */
const tryAgainLater = (status: number) => status >= 500 || status === 429 || status === 408;

let running: Promise<SendOutcome[]> | undefined;

/**
 * Sends every kept form, oldest first, until one gets no answer (still offline: the rest wait too). A delivered or
 * refused form leaves the queue and its outcome is kept for the page that tells the family (takeOutcomes); one the
 * school could not store now stays. Returns the outcomes of this run. One run at a time in each page or worker.
 */
export function sendKept(deliver: Deliver = deliverWithFetch): Promise<SendOutcome[]> {
  running ??= (async () => {
    const outcomes: SendOutcome[] = [];
    for (const send of await keptSends()) {
      let answer: DeliveryAnswer;
      try {
        answer = await deliver(send);
      } catch {
        break;
      }
      if (!answer.body.success && tryAgainLater(answer.status)) break;
      const at = new Date().toISOString();
      const outcome: SendOutcome =
        answer.body.success && answer.body.reference
          ? { key: send.key, form: send.form, kind: 'delivered', reference: answer.body.reference, message: answer.body.message, at }
          : { key: send.key, form: send.form, kind: 'refused', error: answer.body.error ?? '', fields: answer.body.fields, at };
      await set(send.key, outcome, db().outcomes);
      await del(send.key, db().sends);
      outcomes.push(outcome);
    }
    return outcomes;
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/** The outcomes of a form's kept sends not yet shown to the family, removed as they are taken. */
export async function takeOutcomes(form: SubmissionType): Promise<SendOutcome[]> {
  const mine = (await entries<string, SendOutcome>(db().outcomes)).map(([, outcome]) => outcome).filter((outcome) => outcome.form === form);
  await Promise.all(mine.map((outcome) => del(outcome.key, db().outcomes)));
  return mine;
}

/** Whether a form of this kind is waiting on this phone to be sent. */
export async function isKept(form: SubmissionType): Promise<boolean> {
  return (await keptSends()).some((send) => send.form === form);
}
