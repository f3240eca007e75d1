import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { apiUrl } from '@/lib/forms/api';
import { OUTCOME_MESSAGE } from '@/lib/forms/send-queue-names';
import { FORM_POSTS } from '@/lib/forms/form-posts';
import type { SubmissionType } from '@/lib/forms/types';
import type { FormWords, SendWords } from '@/lib/forms/texts/types';
import { anyKept, deleteDraft, readDraft, type FormDraft } from './form-draft';
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
  /** The form's words in its language (the outcomes, the file's messages). */
  texts: FormWords;
}

/**
 * Progressive enhancement of a form that also works natively: validates with the shared schema, sends with
 * upload progress, shows the outcome, resets on success and keeps everything typed on failure. Keeps a draft on the
 * phone as the family types and offers it back on return (./form-draft.ts); a form sent offline, or whose send fails
 * on the way, is kept on the phone and sent when the connection returns (lib/forms/send-queue.ts), with the key that
 * has the school store it once however often it arrives.
 */
export function useIntakeForm({ form: type, loadSchema, replyText, texts }: IntakeFormOptions) {
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
  /** What only a send shows (its outcome's reference, the summary, the draft's offer): fetched with the send's code. */
  const [sendWords, setSendWords] = useState<SendWords | undefined>(undefined);
  const live = useHydrated();
  const draftOffer = live && offerOpen ? keptDraft : undefined;
  const closeOffer = useCallback(() => setOfferOpen(false), []);
  useEffect(() => {
    // A draft is offered: fetch the code that restores it now, so the press on "Restore" answers at once.
    if (draftOffer)
      loadSending()
        .then(({ loadSendWords }) => loadSendWords(texts.lang))
        .then(setSendWords, () => undefined);
  }, [draftOffer, texts.lang]);
  const [draftRestored, setDraftRestored] = useState(false);

  const resetFiles = useCallback(() => setResetKey((key) => key + 1), []);

  /** What the send's code (./intake-submit.ts) reports to. */
  const sendContext = useCallback(
    (): IntakeSendContext => ({
      type,
      loadSchema,
      schemaRef,
      replyText,
      texts,
      sendKey,
      formRef,
      resetFiles,
      setErrors,
      setStatus,
      setProgress,
      setDraftRestored,
      closeOffer,
      setSendWords,
    }),
    [type, loadSchema, replyText, texts, resetFiles, closeOffer],
  );

  useEffect(() => {
    // After the island has woken (the built HTML cannot know what this phone keeps): a form still waiting to be sent,
    // or the outcome of one sent while the page was closed. Each step is the send's code's (./intake-submit.ts).
    const kept = (step: 'resumeKept' | 'sendKeptNow' | 'showOutcomes') =>
      loadSending()
        .then(async (sending) => {
          await sending[step](formRef.current, sendContext());
        })
        .catch(() => undefined);
    // Nothing kept on this phone (the usual case): the queue's code is not fetched.
    if (anyKept()) void kept('resumeKept');
    const online = () => {
      if (anyKept()) void kept('sendKeptNow');
    };
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === OUTCOME_MESSAGE) void kept('showOutcomes');
    };
    window.addEventListener('online', online);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('online', online);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [sendContext]);

  /** Puts the offered draft back into the form (the send's code does it). */
  const restoreOffered = useCallback(async () => {
    const form = formRef.current;
    if (form && draftOffer) (await loadSending()).restoreOffered(form, draftOffer, sendContext());
  }, [draftOffer, sendContext]);

  /** Forgets the offered draft: the form starts empty. */
  const discardOffered = useCallback(() => {
    deleteDraft(type);
    closeOffer();
    (formRef.current?.elements[0] as HTMLElement | undefined)?.focus();
  }, [type, closeOffer]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      const form = event.currentTarget;
      loadSending()
        .then(
          (sending) => sending.submitIntake(form, sendContext()),
          // Offline before the send's code ever arrived (it comes at the first thing typed): the draft keeps what was typed.
          () => setStatus({ kind: 'error', text: texts.messages.networkError }),
        )
        .finally(() => {
          busy.current = false;
        });
    },
    [sendContext, texts],
  );

  /** The first thing typed fetches what a send needs, and each keeps the draft (./intake-submit.ts `prepare`). */
  const onInput = useCallback(() => {
    loadSending()
      .then(({ prepare }) => prepare(formRef.current, sendContext()))
      .catch(() => undefined);
  }, [sendContext]);

  const draft = { offer: draftOffer, restored: draftRestored, restore: restoreOffered, discard: discardOffered };
  return { formRef, onSubmit, onInput, status, errors, progress, resetKey, draft, sendWords, action: apiUrl(FORM_POSTS[type].endpoint) };
}
