import { lazy, Suspense } from 'react';
import { loadSending } from './use-intake-form';
import type { FormStatus } from './use-intake-form';
import styles from './forms.module.css';

interface FormStatusProps {
  status: FormStatus;
  /** Upload progress, 0 to 1, while a file is being sent. */
  progress?: number;
}

// Shown only by a send, so they (and their words) come with the send's code (./intake-sending.ts).
const UploadProgress = lazy(() => loadSending().then(({ UploadProgress }) => ({ default: UploadProgress })));
const Reference = lazy(() => loadSending().then(({ Reference }) => ({ default: Reference })));

/** The live region that announces what happened to the form, with the reference number on success. */
export function FormStatusMessage({ status, progress }: FormStatusProps) {
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
      {progress !== undefined ? (
        <Suspense fallback={null}>
          <UploadProgress progress={progress} />
        </Suspense>
      ) : null}
      <div role="status" className={`${styles.status} ${tone}`}>
        {status.kind === 'idle' ? null : (
          <>
            <p className={styles.statusText}>{status.text}</p>
            {status.kind === 'success' && status.reference ? (
              <Suspense fallback={null}>
                <Reference reference={status.reference} />
              </Suspense>
            ) : null}
            {(status.kind === 'failure' || status.kind === 'success') && status.detail ? <p>{status.detail}</p> : null}
          </>
        )}
      </div>
    </div>
  );
}
