import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { apiUrl } from '@/lib/forms/api';
import type { SendOutcome } from '@/lib/forms/send-queue';
import { OUTCOME_MESSAGE, SEND_QUEUE_TAG } from '@/lib/forms/send-queue-names';
import { FORMS, type FormFacts, type SubmissionType } from '@/lib/forms/types';
import type { FormWords } from '@/lib/forms/texts/types';
import { MAX_UPLOAD_BYTES } from '@/lib/forms/uploads';
import { checkAnswers } from './check-answers';
import { anyKept, deleteDraft, markKept, readDraft, type FormDraft } from './form-draft';
import type { IntakeAnswer } from './send-form';
import { useHydrated } from '@/lib/islands/use-hydrated';

export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'sending'; text: string }
  | { kind: 'kept'; text: string }
  | { kind: 'success'; text: string; reference?: string; detail?: string }
  | { kind: 'failure'; text: string; detail?: string }
  | { kind: 'error'; text: string };

/** What only a send needs (./intake-sending.ts), fetched at the first thing typed rather than with the island. */
const loadSending = () => import('./intake-sending');

/** Asks the service worker to send the kept forms when the connection returns (Background Sync), where the browser can. */
function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(SEND_QUEUE_TAG))
    .catch(() => undefined);
}

export interface IntakeFormOptions {
  /** Which form (lib/forms/types.ts): its endpoint and its file field, if any. */
  form: SubmissionType;
  /** Loads the form's zod schema: fetched when the form is first used, so zod is not in every page's bundle. */
  loadSchema: () => Promise<z.ZodMiniType>;
  /** Contact forms show 'Sending...' and then the server's own reply text (SPEC section 4). */
  replyText?: boolean;
  /** The form's words in its language (the outcomes, the file's messages). */
  texts: FormWords;
}

/** The server's sentence when it adds something to the field messages (not the generic heading nor one of them). */
function unshownError(error: string | undefined, fields: Record<string, string>, texts: FormWords): string | undefined {
  if (!error || error === texts.messages.correctFields || error === texts.messages.failure) return undefined;
  return Object.values(fields).some((message) => error.includes(message)) ? undefined : error;
}

/**
 * Progressive enhancement of a form that also works natively: validates with the shared schema, sends with
 * upload progress, shows the outcome, resets on success and keeps everything typed on failure. Keeps a draft on the
 * phone as the family types and offers it back on return (./form-draft.ts); a form sent offline, or whose send fails
 * on the way, is kept on the phone and sent when the connection returns (lib/forms/send-queue.ts), with the key that
 * has the school store it once however often it arrives.
 */
export function useIntakeForm({ form: type, loadSchema, replyText, texts }: IntakeFormOptions) {
  const { messages } = texts;
  const facts: FormFacts = FORMS[type];
  const endpoint = facts.endpoint;
  // Forms with a file go as multipart; the others URL-encoded, as the spec's contact forms did.
  const fileField = facts.upload?.field;
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [resetKey, setResetKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const schemaRef = useRef<Promise<z.ZodMiniType> | undefined>(undefined);
  const busy = useRef(false);
  /** The idempotency key of the form being sent: made at its first send, kept for every retry until it is accepted. */
  const sendKey = useRef<string | undefined>(undefined);
  // The draft this phone kept, read once: offered only after hydration (the built HTML cannot know of it).
  const [keptDraft] = useState<FormDraft | undefined>(() => (typeof window === 'undefined' ? undefined : readDraft(type)));
  const [offerOpen, setOfferOpen] = useState(true);
  const live = useHydrated();
  const draftOffer = live && offerOpen ? keptDraft : undefined;
  const closeOffer = useCallback(() => setOfferOpen(false), []);
  useEffect(() => {
    // A draft is offered: fetch the code that restores it now, so the press on "Restore" answers at once.
    if (draftOffer) loadSending().catch(() => undefined);
  }, [draftOffer]);
  const [draftRestored, setDraftRestored] = useState(false);

  const schema = useCallback(() => {
    schemaRef.current ??= loadSchema().catch((error: unknown) => {
      // Try again next time (the visitor may be back online).
      schemaRef.current = undefined;
      throw error;
    });
    return schemaRef.current;
  }, [loadSchema]);

  const refuse = useCallback((fields: Record<string, string>, text: string, detail?: string) => {
    setErrors(fields);
    setStatus({ kind: 'failure', text, detail });
    const form = formRef.current;
    const first = form ? (Array.from(form.elements).find((element) => (element as HTMLInputElement).name in fields) as HTMLElement | undefined) : undefined;
    first?.focus();
  }, []);

  /** The school has the form: it is cleared, and nothing of it stays on the phone. */
  const accepted = useCallback(
    (form: HTMLFormElement) => {
      form.reset();
      // Remounts the file inputs so their "chosen file" notes clear with the form.
      setResetKey((key) => key + 1);
      deleteDraft(type);
      sendKey.current = undefined;
      closeOffer();
      setDraftRestored(false);
    },
    [type, closeOffer],
  );

  /** Tells the family what became of a form kept on the phone: delivered (with its reference) or refused (what to correct). */
  const tell = useCallback(
    (outcome: SendOutcome) => {
      const form = formRef.current;
      if (!form) return;
      if (outcome.kind === 'delivered') {
        accepted(form);
        setStatus({
          kind: 'success',
          text: replyText && outcome.message ? outcome.message : messages.success,
          reference: outcome.reference,
          detail: messages.deliveredLater,
        });
        return;
      }
      // Refused: nothing was stored. What was typed comes back from the draft to be corrected.
      const draft = readDraft(type);
      if (draft) {
        // Told from showOutcomes, which has loaded the send's code already.
        void loadSending().then(({ restoreDraft }) => restoreDraft(form, draft));
        setDraftRestored(true);
      }
      sendKey.current = undefined;
      const fields = outcome.fields ?? {};
      if (Object.keys(fields).length > 0) refuse(fields, messages.correctFields, unshownError(outcome.error, fields, texts));
      else refuse({}, messages.failure, outcome.error && outcome.error !== messages.failure ? outcome.error : undefined);
    },
    [accepted, refuse, replyText, type, messages, texts],
  );

  /**
   * Shows the outcomes of this form's kept sends (delivered by this page or by the service worker) not yet shown;
   * answers whether a send of this form still waits on the phone.
   */
  const showOutcomes = useCallback(async () => {
    const { isKept, takeOutcomes } = await loadSending();
    const outcomes = await takeOutcomes(type);
    outcomes.forEach(tell);
    const kept = await isKept(type);
    if (!kept) markKept(type, false);
    return kept;
  }, [tell, type]);

  /** Sends the forms kept on the phone now (the connection is back), then says what became of this one. */
  const sendKeptNow = useCallback(async () => {
    const { sendKept } = await loadSending();
    await sendKept();
    await showOutcomes();
  }, [showOutcomes]);

  useEffect(() => {
    // After the island has woken (the built HTML cannot know what this phone keeps): a form still waiting to be sent,
    // or the outcome of one sent while the page was closed.
    const noStore = () => undefined;
    void (async () => {
      // Nothing kept on this phone (the usual case): the queue's code is not fetched.
      if (!anyKept()) return;
      if (!(await showOutcomes())) return;
      closeOffer();
      setStatus({ kind: 'kept', text: navigator.onLine ? messages.keptAfterFailure : messages.keptOffline });
      if (navigator.onLine) await sendKeptNow();
    })().catch(noStore);
    const online = () => {
      if (anyKept()) void sendKeptNow().catch(noStore);
    };
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === OUTCOME_MESSAGE) void showOutcomes().catch(noStore);
    };
    window.addEventListener('online', online);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('online', online);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [type, showOutcomes, sendKeptNow, closeOffer, messages]);

  /** Puts the offered draft back into the form; its file must be chosen again (browsers cannot keep one). */
  const restoreOffered = useCallback(async () => {
    const form = formRef.current;
    if (!form || !draftOffer) return;
    const { restoreDraft, saveDraft } = await loadSending();
    restoreDraft(form, draftOffer);
    saveDraft(type, form);
    closeOffer();
    setDraftRestored(true);
    (form.elements[0] as HTMLElement | undefined)?.focus();
  }, [draftOffer, type, closeOffer]);

  /** Forgets the offered draft: the form starts empty. */
  const discardOffered = useCallback(() => {
    deleteDraft(type);
    closeOffer();
    (formRef.current?.elements[0] as HTMLElement | undefined)?.focus();
  }, [type, closeOffer]);

  const submit = useCallback(
    async (form: HTMLFormElement) => {
      const data = new FormData(form);
      const raw: Record<string, string> = {};
      data.forEach((value, key) => {
        if (typeof value === 'string') raw[key] = value;
      });
      // Without the check's code (offline before it was ever fetched) the form goes as it is: the school checks every
      // form on arrival, and a form kept on the phone tells its refusal when it is delivered.
      const result = await checkAnswers(schema, raw, texts);
      const fields = result && !result.ok ? { ...result.fields } : {};
      const file = fileField ? data.get(fileField) : null;
      if (fileField && (!(file instanceof File) || file.size === 0)) fields[fileField] = messages.fileRequired;
      if (Object.keys(fields).length > 0) return refuse(fields, messages.correctFields);

      setErrors({});
      setStatus({ kind: 'sending', text: messages.sending });
      let sending: Awaited<ReturnType<typeof loadSending>>;
      try {
        sending = await loadSending();
      } catch {
        // Offline before the send's code ever arrived (it comes at the first thing typed): the draft keeps what was typed.
        return setStatus({ kind: 'error', text: messages.networkError });
      }
      const { fieldsOf, keepSend, newIdempotencyKey, prepareUpload, sendForm } = sending;
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

      const key = (sendKey.current ??= newIdempotencyKey());
      /** Keeps the form on the phone, to be sent when the connection returns. */
      const keep = async (text: string) => {
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
        setStatus({ kind: 'kept', text });
        requestBackgroundSync();
      };
      if (navigator.onLine === false) return keep(messages.keptOffline);

      let answer: IntakeAnswer;
      try {
        answer = await sendForm(apiUrl(endpoint), body, fileField ? setProgress : undefined, key);
      } catch (error) {
        // No answer (the connection dropped on the way): the form is kept, not lost.
        console.warn('Form submission failed; kept on this device to send again:', error);
        return keep(navigator.onLine ? messages.keptAfterFailure : messages.keptOffline);
      } finally {
        setProgress(undefined);
      }
      if (answer.success) {
        accepted(form);
        setStatus({ kind: 'success', text: replyText && answer.message ? answer.message : messages.success, reference: answer.reference });
        return;
      }
      const refused = answer.fields ?? {};
      // Refused answers are shown beside their fields: retrying the same answers cannot work.
      if (Object.keys(refused).length > 0) return refuse(refused, messages.correctFields, unshownError(answer.error, refused, texts));
      if (replyText) return refuse({}, answer.error || messages.failure);
      const detail = answer.error && answer.error !== messages.failure ? answer.error : undefined;
      refuse({}, messages.failure, detail);
    },
    [endpoint, schema, fileField, replyText, refuse, type, accepted, messages, texts],
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      try {
        await submit(event.currentTarget);
      } finally {
        busy.current = false;
      }
    },
    [submit],
  );

  /**
   * Starts fetching the schema (with the phone number rules, the biggest part of a form's code) at the first thing
   * typed or chosen: not on a mere tap into the form, and still long before the form is sent.
   */
  const onInput = useCallback(() => {
    schema().catch(() => undefined);
    // The draft follows what the family types (not files, not the consent box).
    loadSending()
      .then(({ saveDraft }) => formRef.current && saveDraft(type, formRef.current))
      .catch(() => undefined);
  }, [schema, type]);

  const draft = { offer: draftOffer, restored: draftRestored, restore: restoreOffered, discard: discardOffered };
  return { formRef, onSubmit, onInput, status, errors, progress, resetKey, draft, action: apiUrl(endpoint) };
}
