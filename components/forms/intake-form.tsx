import { lazy, Suspense, type ReactNode } from 'react';
import { FORM_POSTS } from '@/lib/forms/form-posts';
import { LANGUAGE_FIELD } from '@/lib/forms/texts/types';
import { FormStatusMessage } from './form-status';
import { useFormTexts } from './form-texts';
import { Honeypot } from './honeypot';
import { loadSending, useIntakeForm, type IntakeFormOptions } from './use-intake-form';
import styles from './forms.module.css';

// Shown only after a send was refused, or when a draft is offered: both come with the send's code (./intake-sending.ts),
// which is fetched by then, so a first tap on a form does not download them.
const ErrorSummary = lazy(() => loadSending().then(({ ErrorSummary }) => ({ default: ErrorSummary })));
const DraftOffer = lazy(() => loadSending().then(({ DraftOffer }) => ({ default: DraftOffer })));

/** What a form's fields need from the form: the messages beside them, and a key that changes when the form is reset. */
export interface IntakeFields {
  errors: Record<string, string>;
  resetKey: number;
  /** A draft was put back: what a file field says (its file must be chosen again), in the form's language. */
  chooseFileAgain?: string;
}

interface IntakeFormProps extends Omit<IntakeFormOptions, 'texts'> {
  /** The prefix of the form's field ids; the honeypot's id is made from it. */
  idPrefix: string;
  submitLabel: string;
  /** The button's text while the form is being sent, when it says so. */
  sendingLabel?: string;
  /** Id of the heading that names the form, or else its own accessible name. */
  labelledBy?: string;
  label?: string;
  className?: string;
  buttonClassName?: string;
  /** Shown between the fields and the submit button. */
  note?: ReactNode;
  children: (fields: IntakeFields) => ReactNode;
}

/**
 * The frame every intake form shares: a native post (multipart for forms with a file, so they work before the
 * script has loaded), the honeypot, the submit button and the live status, enhanced by useIntakeForm.
 */
export function IntakeForm(props: IntakeFormProps) {
  const { form, loadSchema, replyText, idPrefix, submitLabel, sendingLabel, labelledBy, label, note, children } = props;
  const texts = useFormTexts();
  const { formRef, onSubmit, onInput, status, errors, progress, resetKey, draft, action, sendWords } = useIntakeForm({ form, loadSchema, replyText, texts });
  const sending = status.kind === 'sending';
  const post: { endpoint: string; fileField?: string } = FORM_POSTS[form];
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      encType={post.fileField ? 'multipart/form-data' : undefined}
      onSubmit={onSubmit}
      onInput={onInput}
      className={props.className ?? styles.form}
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      {/* First, so the server knows the form's language before it reads a file it may refuse. English, the
          server's default, goes without it (an English form posts exactly what it always did). */}
      {texts.lang === 'en' ? null : <input type="hidden" name={LANGUAGE_FIELD} value={texts.lang} />}
      <Suspense fallback={null}>
        {status.kind === 'failure' && sendWords ? <ErrorSummary idPrefix={idPrefix} errors={errors} formRef={formRef} texts={texts} words={sendWords} /> : null}
        {draft.offer && sendWords ? (
          <DraftOffer savedAt={draft.offer.savedAt} onRestore={draft.restore} onDiscard={draft.discard} locale={texts.locale} words={sendWords.ui} />
        ) : null}
      </Suspense>
      {children({ errors, resetKey, chooseFileAgain: draft.restored ? sendWords?.messages.chooseFileAgain : undefined })}
      <Honeypot id={`${idPrefix}-website`} />
      {note}
      <button type="submit" className={props.buttonClassName ?? 'button'} disabled={sending}>
        {sending && sendingLabel ? sendingLabel : submitLabel}
      </button>
      <FormStatusMessage status={status} progress={progress} words={sendWords?.ui} />
    </form>
  );
}
