import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { apiUrl } from '@/lib/forms/api';
import { NETWORK_ERROR_MESSAGE } from '@/lib/forms/island-messages';
import { OUTCOME_MESSAGE } from '@/lib/forms/send-queue-names';
import { FORM_POSTS } from '@/lib/forms/form-posts';
import type { SubmissionType } from '@/lib/forms/types';
import { anyKept, deleteDraft, markKept, readDraft, type FormDraft } from './form-draft';
import type { IntakeSendContext } from './intake-submit';
import { useHydrated } from '@/lib/islands/use-hydrated';

export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'sending'; text: string }
  | { kind: 'kept'; text: string }
  | { kind: 'success'; text: string; reference?: string; detail?: string }
  | { kind: 'failure'; text: string; detail?: string }
  | { kind: 'error'; text: string };

/** What only a send needs (./intake-sending.ts), fetched at the first thing typed rather than with the island. */
export const loadSending = () => import('./intake-sending');

export interface IntakeFormOptions {
  /** Which form (lib/forms/types.ts): its endpoint and its file field, if any. */
  form: SubmissionType;
  /** Loads the form's zod schema: fetched when the form is first used, so zod is not in every page's bundle. */
  loadSchema: () => Promise<z.ZodMiniType>;
  /** Contact forms show 'Sending...' and then the server's own reply text (SPEC section 4). */
  replyText?: boolean;
}

/**
 * Progressive enhancement of a form that also works natively: validates with the shared schema, sends with
 * upload progress, shows the outcome, resets on success and keeps everything typed on failure. Keeps a draft on the
 * phone as the family types and offers it back on return (./form-draft.ts); a form sent offline, or whose send fails
 * on the way, is kept on the phone and sent when the connection returns (lib/forms/send-queue.ts), with the key that
 * has the school store it once however often it arrives.
 */
export function useIntakeForm({ form: type, loadSchema, replyText }: IntakeFormOptions) {
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

  /** What the send's code (./intake-submit.ts) reports to. */
  const sendContext = useCallback(
    (): IntakeSendContext => ({ type, schema, replyText, sendKey, refuse, accepted, setErrors, setStatus, setProgress, setDraftRestored }),
    [type, schema, replyText, refuse, accepted],
  );

  /**
   * Shows the outcomes of this form's kept sends (delivered by this page or by the service worker) not yet shown;
   * answers whether a send of this form still waits on the phone.
   */
  const showOutcomes = useCallback(async () => {
    const { isKept, takeOutcomes, tellOutcome } = await loadSending();
    const outcomes = await takeOutcomes(type);
    const form = formRef.current;
    if (form) outcomes.forEach((outcome) => tellOutcome(form, outcome, sendContext()));
    const kept = await isKept(type);
    if (!kept) markKept(type, false);
    return kept;
  }, [sendContext, type]);

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
      setStatus((await loadSending()).keptStatus());
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
  }, [type, showOutcomes, sendKeptNow, closeOffer]);

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
      let sending: Awaited<ReturnType<typeof loadSending>>;
      try {
        sending = await loadSending();
      } catch {
        // Offline before the send's code ever arrived (it comes at the first thing typed): the draft keeps what was typed.
        return setStatus({ kind: 'error', text: NETWORK_ERROR_MESSAGE });
      }
      await sending.submitIntake(form, sendContext());
    },
    [sendContext],
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
  return { formRef, onSubmit, onInput, status, errors, progress, resetKey, draft, action: apiUrl(FORM_POSTS[type].endpoint) };
}
