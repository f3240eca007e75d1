import type { z } from 'zod/mini';
import { apiUrl } from '@/lib/forms/api';
import {
  CORRECT_FIELDS_MESSAGE,
  DELIVERED_LATER_MESSAGE,
  FAILURE_MESSAGE,
  KEPT_AFTER_FAILURE_MESSAGE,
  KEPT_OFFLINE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SENDING_MESSAGE,
  SUCCESS_MESSAGE,
} from '@/lib/forms/messages';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { fieldsOf, keepSend, type SendOutcome } from '@/lib/forms/send-queue';
import { SEND_QUEUE_TAG } from '@/lib/forms/send-queue-names';
import { FORMS, type FormFacts, type SubmissionType } from '@/lib/forms/types';
import { FILE_REQUIRED, MAX_UPLOAD_BYTES, TOO_LARGE } from '@/lib/forms/uploads';
import { checkAnswers } from './check-answers';
import { prepareUpload } from './downscale';
import { markKept, readDraft } from './form-draft';
import { restoreDraft } from './form-draft-write';
import { sendForm, type IntakeAnswer } from './send-form';
import type { FormStatus } from './use-intake-form';

/** What the send of a form works with: the form's facts, and the island's state it reports to (use-intake-form.ts). */
export interface IntakeSendContext {
  type: SubmissionType;
  schema: () => Promise<z.ZodMiniType>;
  /** Contact forms show the server's own reply text (SPEC section 4). */
  replyText?: boolean;
  /** The idempotency key of the form being sent: made at its first send, kept for every retry until it is accepted. */
  sendKey: { current: string | undefined };
  refuse(fields: Record<string, string>, text: string, detail?: string): void;
  /** The school has the form: it is cleared, and nothing of it stays on the phone. */
  accepted(form: HTMLFormElement): void;
  setErrors(fields: Record<string, string>): void;
  setStatus(status: FormStatus): void;
  setProgress(progress: number | undefined): void;
  setDraftRestored(restored: boolean): void;
}

/** The server's sentence when it adds something to the field messages (not the generic heading nor one of them). */
function unshownError(error: string | undefined, fields: Record<string, string>): string | undefined {
  if (!error || error === CORRECT_FIELDS_MESSAGE || error === FAILURE_MESSAGE) return undefined;
  return Object.values(fields).some((message) => error.includes(message)) ? undefined : error;
}

/** Asks the service worker to send the kept forms when the connection returns (Background Sync), where the browser can. */
function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(SEND_QUEUE_TAG))
    .catch(() => undefined);
}

/** Says a form is kept on the phone to be sent later, offline or after a failed send. */
export const keptStatus = (): FormStatus => ({ kind: 'kept', text: navigator.onLine ? KEPT_AFTER_FAILURE_MESSAGE : KEPT_OFFLINE_MESSAGE });

/**
 * Checks and sends a form: its answers against the shared schema, the file downscaled and limited, then the request
 * with upload progress; a form the connection cannot carry is kept on the phone with its key and sent later.
 */
export async function submitIntake(form: HTMLFormElement, context: IntakeSendContext): Promise<void> {
  const { type, replyText, refuse, setStatus, setProgress } = context;
  const facts: FormFacts = FORMS[type];
  const endpoint = facts.endpoint;
  // Forms with a file go as multipart; the others URL-encoded, as the spec's contact forms did.
  const fileField = facts.upload?.field;
  const data = new FormData(form);
  const raw: Record<string, string> = {};
  data.forEach((value, key) => {
    if (typeof value === 'string') raw[key] = value;
  });
  // Without the check's code (offline before it was ever fetched) the form goes as it is: the school checks every
  // form on arrival, and a form kept on the phone tells its refusal when it is delivered.
  const result = await checkAnswers(context.schema, raw);
  const fields = result && !result.ok ? { ...result.fields } : {};
  const file = fileField ? data.get(fileField) : null;
  if (fileField && (!(file instanceof File) || file.size === 0)) fields[fileField] = FILE_REQUIRED;
  if (Object.keys(fields).length > 0) return refuse(fields, CORRECT_FIELDS_MESSAGE);

  context.setErrors({});
  setStatus({ kind: 'sending', text: SENDING_MESSAGE });
  let body: FormData | URLSearchParams;
  if (fileField && file instanceof File) {
    const upload = await prepareUpload(file);
    // Do not make a parent on a slow connection upload a file the server will refuse.
    if (upload.size > MAX_UPLOAD_BYTES) return refuse({ [fileField]: TOO_LARGE }, CORRECT_FIELDS_MESSAGE);
    data.set(fileField, upload);
    body = data;
    setProgress(0);
  } else {
    body = new URLSearchParams(raw);
  }

  const key = (context.sendKey.current ??= newIdempotencyKey());
  /** Keeps the form on the phone, to be sent when the connection returns. */
  const keep = async () => {
    try {
      await keepSend({
        key,
        form: type,
        url: apiUrl(endpoint),
        multipart: body instanceof FormData,
        fields: fieldsOf(body),
        queuedAt: new Date().toISOString(),
      });
    } catch {
      // No storage for it (IndexedDB refused): the family must send again.
      return setStatus({ kind: 'error', text: NETWORK_ERROR_MESSAGE });
    }
    markKept(type, true);
    setStatus(keptStatus());
    requestBackgroundSync();
  };
  if (navigator.onLine === false) return keep();

  let answer: IntakeAnswer;
  try {
    answer = await sendForm(apiUrl(endpoint), body, fileField ? setProgress : undefined, key);
  } catch (error) {
    // No answer (the connection dropped on the way): the form is kept, not lost.
    console.warn('Form submission failed; kept on this device to send again:', error);
    return keep();
  } finally {
    setProgress(undefined);
  }
  if (answer.success) {
    context.accepted(form);
    setStatus({ kind: 'success', text: replyText && answer.message ? answer.message : SUCCESS_MESSAGE, reference: answer.reference });
    return;
  }
  const refused = answer.fields ?? {};
  // Refused answers are shown beside their fields: retrying the same answers cannot work.
  if (Object.keys(refused).length > 0) return refuse(refused, CORRECT_FIELDS_MESSAGE, unshownError(answer.error, refused));
  if (replyText) return refuse({}, answer.error || FAILURE_MESSAGE);
  refuse({}, FAILURE_MESSAGE, answer.error && answer.error !== FAILURE_MESSAGE ? answer.error : undefined);
}

/** Tells the family what became of a form kept on the phone: delivered (with its reference) or refused (what to correct). */
export function tellOutcome(form: HTMLFormElement, outcome: SendOutcome, context: IntakeSendContext): void {
  const { type, refuse } = context;
  if (outcome.kind === 'delivered') {
    context.accepted(form);
    context.setStatus({
      kind: 'success',
      text: context.replyText && outcome.message ? outcome.message : SUCCESS_MESSAGE,
      reference: outcome.reference,
      detail: DELIVERED_LATER_MESSAGE,
    });
    return;
  }
  // Refused: nothing was stored. What was typed comes back from the draft to be corrected.
  const draft = readDraft(type);
  if (draft) {
    restoreDraft(form, draft);
    context.setDraftRestored(true);
  }
  context.sendKey.current = undefined;
  const fields = outcome.fields ?? {};
  if (Object.keys(fields).length > 0) refuse(fields, CORRECT_FIELDS_MESSAGE, unshownError(outcome.error, fields));
  else refuse({}, FAILURE_MESSAGE, outcome.error && outcome.error !== FAILURE_MESSAGE ? outcome.error : undefined);
}
