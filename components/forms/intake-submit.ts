import type { z } from 'zod/mini';
import { apiUrl } from '@/lib/forms/api';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { fieldsOf, isKept, keepSend, sendKept, takeOutcomes, type SendOutcome } from '@/lib/forms/send-queue';
import { SEND_QUEUE_TAG } from '@/lib/forms/send-queue-names';
import { FORM_POSTS } from '@/lib/forms/form-posts';
import type { SubmissionType } from '@/lib/forms/types';
import { loadSendWords } from '@/lib/forms/texts/send-words';
import type { FormWords, SendWords } from '@/lib/forms/texts/types';
import { MAX_UPLOAD_BYTES } from '@/lib/forms/upload-limits';
import { checkAnswers, loadCheck } from './check-answers';
import { prepareUpload } from './downscale';
import { deleteDraft, markKept, readDraft, type FormDraft } from './form-draft';
import { restoreDraft, saveDraft } from './form-draft-write';
import { sendForm, type IntakeAnswer } from './send-form';
import type { FormStatus } from './use-intake-form';

/** What the send of a form works with: the form's facts, and the island's state it reports to (use-intake-form.ts). */
export interface IntakeSendContext {
  type: SubmissionType;
  /** Loads the form's zod schema (fetched at the first thing typed, kept in `schemaRef`). */
  loadSchema: () => Promise<z.ZodMiniType>;
  schemaRef: { current: Promise<z.ZodMiniType> | undefined };
  /** Contact forms show the server's own reply text (SPEC section 4). */
  replyText?: boolean;
  /** The form's words in its language (those it shows at first; a send's own come from send-words.ts). */
  texts: FormWords;
  /** The idempotency key of the form being sent: made at its first send, kept for every retry until it is accepted. */
  sendKey: { current: string | undefined };
  formRef: { current: HTMLFormElement | null };
  /** Remounts the file inputs, so their "chosen file" notes clear with the form. */
  resetFiles(): void;
  setErrors(fields: Record<string, string>): void;
  setStatus(status: FormStatus): void;
  setProgress(progress: number | undefined): void;
  setDraftRestored(restored: boolean): void;
  /** Closes the offer of a draft kept on the phone. */
  closeOffer(): void;
  /** Hands the island what only a send shows, in the form's language, for it to show (the reference, the summary). */
  setSendWords(words: SendWords): void;
}

/** What a send says, in the form's language: its own words (send-words.ts) and the form's file and network messages. */
type SendMessages = FormWords['messages'] & SendWords['messages'];

async function sendMessages(context: IntakeSendContext): Promise<SendMessages> {
  const words = await loadSendWords(context.texts.lang);
  context.setSendWords(words);
  return { ...context.texts.messages, ...words.messages };
}

/** The server's sentence when it adds something to the field messages (not the generic heading nor one of them). */
function unshownError(error: string | undefined, fields: Record<string, string>, messages: SendMessages): string | undefined {
  if (!error || error === messages.correctFields || error === messages.failure) return undefined;
  return Object.values(fields).some((message) => error.includes(message)) ? undefined : error;
}

/** The form's schema, with the check's code and words: fetched once, all there before the connection may go. */
function schemaOf(context: IntakeSendContext): Promise<z.ZodMiniType> {
  context.schemaRef.current ??= Promise.all([context.loadSchema(), loadCheck(context.texts.lang)])
    .then(([loaded]) => loaded)
    .catch((error: unknown) => {
      // Try again next time (the visitor may be back online).
      context.schemaRef.current = undefined;
      throw error;
    });
  return context.schemaRef.current;
}

/**
 * At the first thing typed or chosen (not on a mere tap into the form, and still long before it is sent): fetches the
 * schema (with the phone number rules, the biggest part of a form's code) and the send's words in the form's language,
 * and keeps the draft on the phone as the family types (not files, not the consent box).
 */
export function prepare(form: HTMLFormElement | null, context: IntakeSendContext): void {
  const ignore = () => undefined;
  schemaOf(context).catch(ignore);
  loadSendWords(context.texts.lang).then(context.setSendWords, ignore);
  if (form) saveDraft(context.type, form);
}

/** Shows a refusal: each field's message beside it (the summary lists them), the first of those fields focused. */
function refuser(context: IntakeSendContext) {
  return (fields: Record<string, string>, text: string, detail?: string) => {
    context.setErrors(fields);
    context.setStatus({ kind: 'failure', text, detail });
    const form = context.formRef.current;
    const first = form ? (Array.from(form.elements).find((element) => (element as HTMLInputElement).name in fields) as HTMLElement | undefined) : undefined;
    first?.focus();
  };
}

/** The school has the form: it is cleared, and nothing of it stays on the phone. */
function accepted(form: HTMLFormElement, context: IntakeSendContext) {
  form.reset();
  context.resetFiles();
  deleteDraft(context.type);
  context.sendKey.current = undefined;
  context.closeOffer();
  context.setDraftRestored(false);
}

/** Asks the service worker to send the kept forms when the connection returns (Background Sync), where the browser can. */
function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(SEND_QUEUE_TAG))
    .catch(() => undefined);
}

/** Says a form is kept on the phone to be sent later, offline or after a failed send. */
async function keptStatus(context: IntakeSendContext): Promise<FormStatus> {
  const messages = await sendMessages(context);
  return { kind: 'kept', text: navigator.onLine ? messages.keptAfterFailure : messages.keptOffline };
}

/**
 * Checks and sends a form: its answers against the shared schema, the file downscaled and limited, then the request
 * with upload progress; a form the connection cannot carry is kept on the phone with its key and sent later.
 */
export async function submitIntake(form: HTMLFormElement, context: IntakeSendContext): Promise<void> {
  const { type, replyText, texts, setStatus, setProgress } = context;
  const refuse = refuser(context);
  let messages: SendMessages;
  try {
    messages = await sendMessages(context);
  } catch {
    // Offline before the send's words ever arrived (they come at the first thing typed): the draft keeps what was typed.
    return setStatus({ kind: 'error', text: texts.messages.networkError });
  }
  // Where it posts and its file field: the form's own table (its upload rules stay on the server).
  const post: { endpoint: string; fileField?: string } = FORM_POSTS[type];
  const endpoint = post.endpoint;
  // Forms with a file go as multipart; the others URL-encoded, as the spec's contact forms did.
  const fileField = post.fileField;
  const data = new FormData(form);
  const raw: Record<string, string> = {};
  data.forEach((value, key) => {
    if (typeof value === 'string') raw[key] = value;
  });
  // Without the check's code (offline before it was ever fetched) the form goes as it is: the school checks every
  // form on arrival, and a form kept on the phone tells its refusal when it is delivered.
  const result = await checkAnswers(() => schemaOf(context), raw, texts);
  const fields = result && !result.ok ? { ...result.fields } : {};
  const file = fileField ? data.get(fileField) : null;
  if (fileField && (!(file instanceof File) || file.size === 0)) fields[fileField] = messages.fileRequired;
  if (Object.keys(fields).length > 0) return refuse(fields, messages.correctFields);

  context.setErrors({});
  setStatus({ kind: 'sending', text: messages.sending });
  let body: FormData | URLSearchParams;
  if (fileField && file instanceof File) {
    const upload = await prepareUpload(file);
    // Do not make a parent on a slow connection upload a file the server will refuse.
    if (upload.size > MAX_UPLOAD_BYTES) return refuse({ [fileField]: messages.tooLarge }, messages.correctFields);
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
      return setStatus({ kind: 'error', text: messages.networkError });
    }
    markKept(type, true);
    setStatus({ kind: 'kept', text: navigator.onLine ? messages.keptAfterFailure : messages.keptOffline });
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
    accepted(form, context);
    setStatus({ kind: 'success', text: replyText && answer.message ? answer.message : messages.success, reference: answer.reference });
    return;
  }
  const refused = answer.fields ?? {};
  // Refused answers are shown beside their fields: retrying the same answers cannot work.
  if (Object.keys(refused).length > 0) return refuse(refused, messages.correctFields, unshownError(answer.error, refused, messages));
  if (replyText) return refuse({}, answer.error || messages.failure);
  refuse({}, messages.failure, answer.error && answer.error !== messages.failure ? answer.error : undefined);
}

/** Tells the family what became of a form kept on the phone: delivered (with its reference) or refused (what to correct). */
export async function tellOutcome(form: HTMLFormElement, outcome: SendOutcome, context: IntakeSendContext): Promise<void> {
  const { type } = context;
  const refuse = refuser(context);
  const messages = await sendMessages(context);
  if (outcome.kind === 'delivered') {
    accepted(form, context);
    context.setStatus({
      kind: 'success',
      text: context.replyText && outcome.message ? outcome.message : messages.success,
      reference: outcome.reference,
      detail: messages.deliveredLater,
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
  if (Object.keys(fields).length > 0) refuse(fields, messages.correctFields, unshownError(outcome.error, fields, messages));
  else refuse({}, messages.failure, outcome.error && outcome.error !== messages.failure ? outcome.error : undefined);
}

/**
 * Shows the outcomes of this form's kept sends (delivered by this page or by the service worker) not yet shown;
 * answers whether a send of this form still waits on the phone.
 */
export async function showOutcomes(form: HTMLFormElement | null, context: IntakeSendContext): Promise<boolean> {
  const outcomes = await takeOutcomes(context.type);
  if (form) for (const outcome of outcomes) await tellOutcome(form, outcome, context);
  const kept = await isKept(context.type);
  if (!kept) markKept(context.type, false);
  return kept;
}

/** Sends the forms kept on the phone now (the connection is back), then says what became of this one. */
export async function sendKeptNow(form: HTMLFormElement | null, context: IntakeSendContext): Promise<void> {
  await sendKept();
  await showOutcomes(form, context);
}

/**
 * After the island has woken on a phone that keeps a send (the built HTML cannot know of it): the outcome of one sent
 * while the page was closed, or this form still waiting, sent now if the phone is online.
 */
export async function resumeKept(form: HTMLFormElement | null, context: IntakeSendContext): Promise<void> {
  if (!(await showOutcomes(form, context))) return;
  context.closeOffer();
  context.setStatus(await keptStatus(context));
  if (navigator.onLine) await sendKeptNow(form, context);
}

/** Puts the offered draft back into the form; its file must be chosen again (browsers cannot keep one). */
export function restoreOffered(form: HTMLFormElement, draft: FormDraft, context: IntakeSendContext): void {
  restoreDraft(form, draft);
  saveDraft(context.type, form);
  context.closeOffer();
  context.setDraftRestored(true);
  (form.elements[0] as HTMLElement | undefined)?.focus();
}
