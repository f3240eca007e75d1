import type { SendWords } from '@/lib/forms/texts/types';
import type { FormStatus } from './use-intake-form';
import styles from './forms.module.css';

interface FormStatusProps {
  status: FormStatus;
  /** Upload progress, 0 to 1, while a file is being sent. */
  progress?: number;
  /** What only a send shows, in the form's language: there once the send's code has fetched them. */
  words?: SendWords['ui'];
}

/** The live region that announces what happened to the form, with the reference number on success. */
export function FormStatusMessage({ status, progress, words }: FormStatusProps) {
  const tone =
    status.kind === 'success'
      ? styles.success
      : status.kind === 'failure' || status.kind === 'error'
        ? styles.failure
        : status.kind === 'kept'
          ? styles.kept
          : '';
  return (
    <div className={styles.statusArea}>
      {progress !== undefined && words ? (
        <progress className={styles.progress} max={1} value={progress} aria-label={words.uploadProgress}>
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      <div role="status" className={`${styles.status} ${tone}`}>
        {status.kind === 'idle' ? null : (
          <>
            <p className={styles.statusText}>{status.text}</p>
            {status.kind === 'success' && status.reference && words ? (
              <p>
                {words.referenceBefore}
                <strong>{status.reference}</strong>
                {words.referenceAfter}
              </p>
            ) : null}
            {(status.kind === 'failure' || status.kind === 'success') && status.detail ? <p>{status.detail}</p> : null}
          </>
        )}
      </div>
    </div>
  );
}
