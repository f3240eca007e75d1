'use client';

import { useCallback, useRef, useState, type FormEvent } from 'react';
import { apiUrl } from '@/lib/forms/api';
import { MAX_LINE } from '@/lib/forms/rules';
import { LANGUAGE_FIELD } from '@/lib/forms/texts/types';
import type { LookupWords } from '@/lib/forms/status-lookup-fields';
import { checkAnswers } from './check-answers';
import { FormField } from './form-field';
import { sendForm } from './send-form';
import styles from './forms.module.css';

type LookupState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'found'; reference: string; status: string; changedOn: string; meaning: string; hasApplicationPage: boolean }
  | { kind: 'refused'; text: string };

interface LookupAnswer {
  success: boolean;
  reference?: string;
  status?: string;
  changedOn?: string;
  meaning?: string;
  hasApplicationPage?: boolean;
  error?: string;
  fields?: Record<string, string>;
}

/** The two questions: which application, and the e-mail or phone it was sent with. */
const LOOKUP_FIELDS = [
  { name: 'reference', autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 40 },
  { name: 'contact', autoComplete: 'email', maxLength: MAX_LINE },
] as const;

const loadSchema = () => import('@/lib/forms/status-lookup').then((module) => module.statusLookupSchema);

/**
 * "Track your application": posts natively to /api/status (which answers with a page) until this script has
 * loaded; then it checks the fields, asks for JSON and shows the answer here without leaving the page. In the words of
 * its page's language (lib/forms/status-lookup-fields.ts, lib/forms/texts/lookup-mr.ts: one island each), which it
 * posts with the form.
 */
export function StatusLookupForm({ words }: { words: LookupWords }) {
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = useRef(false);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      // "Send me my link again" after a look-up posts the reference just given to its own address, as a plain form.
      if ((event.nativeEvent as SubmitEvent).submitter?.hasAttribute('formaction')) return;
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      const form = event.currentTarget;
      try {
        const raw = Object.fromEntries(new FormData(form).entries()) as Record<string, string>;
        const checked = await checkAnswers(loadSchema, raw, words);
        if (!checked) return setState({ kind: 'refused', text: words.messages.networkError });
        if (!checked.ok) {
          setErrors(checked.fields);
          setState({ kind: 'idle' });
          (form.elements.namedItem(Object.keys(checked.fields)[0]) as HTMLElement | null)?.focus();
          return;
        }
        setErrors({});
        setState({ kind: 'sending' });
        let answer: LookupAnswer;
        try {
          answer = (await sendForm(apiUrl('/status'), new URLSearchParams(raw))) as LookupAnswer;
        } catch (error) {
          console.error('Status look-up failed:', error);
          setState({ kind: 'refused', text: words.messages.networkError });
          return;
        }
        if (answer.success && answer.status) {
          setState({
            kind: 'found',
            reference: answer.reference ?? '',
            status: answer.status,
            changedOn: answer.changedOn ?? '',
            meaning: answer.meaning ?? '',
            hasApplicationPage: answer.hasApplicationPage === true,
          });
        } else {
          setErrors(answer.fields ?? {});
          setState({ kind: 'refused', text: answer.error || words.messages.notFound });
        }
      } finally {
        busy.current = false;
      }
    },
    [words],
  );

  return (
    <form method="post" action={apiUrl('/status')} onSubmit={onSubmit} className={styles.form} aria-labelledby="status-lookup-heading">
      {words.lang === 'en' ? null : <input type="hidden" name={LANGUAGE_FIELD} value={words.lang} />}
      <div className={styles.grid}>
        {LOOKUP_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`lookup-${field.name}`}
            {...field}
            label={words.labels[field.name]}
            hint={words.hints[field.name]}
            error={errors[field.name]}
          />
        ))}
      </div>
      <button type="submit" className="button" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? words.sending : words.submit}
      </button>
      <div role="status" className={`${styles.status} ${state.kind === 'found' ? styles.success : state.kind === 'refused' ? styles.failure : ''}`}>
        {state.kind === 'found' ? (
          <>
            <p className={styles.statusText}>
              {words.heading} {state.reference}: <strong>{state.status}</strong>
              {words.sinceBefore}
              {state.changedOn}
              {words.sinceAfter}
            </p>
            <p>{state.meaning}</p>
            {state.hasApplicationPage ? (
              <p>
                {words.pageByMail} {/* The reference just given, not asked again (WCAG 3.3.7): this form's own, posted to the resend address. */}
                <button type="submit" className="button" formAction={apiUrl('/status/link')} formNoValidate>
                  {words.resend}
                </button>
              </p>
            ) : null}
          </>
        ) : state.kind === 'refused' ? (
          <p className={styles.statusText}>{state.text}</p>
        ) : null}
      </div>
    </form>
  );
}
