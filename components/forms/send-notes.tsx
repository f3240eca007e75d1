import { use } from 'react';
import { loadSendWords } from '@/lib/forms/texts/send-words';
import type { SendWords } from '@/lib/forms/texts/types';
import { useFormTexts } from './form-texts';
import styles from './forms.module.css';

/**
 * What only a send shows, in the form's language (lib/forms/texts/send-words.ts). Only the send's code (./intake-sending.ts)
 * imports this, so the words come with it; a component that shows them is inside a Suspense boundary, and they are
 * there by then (fetched at the first thing typed).
 */
export function useSendWords(): SendWords {
  return use(loadSendWords(useFormTexts().lang));
}

/** The upload's progress bar: shown only while a send carries a file. */
export function UploadProgress({ progress }: { progress: number }) {
  const { ui } = useSendWords();
  return (
    <progress className={styles.progress} max={1} value={progress} aria-label={ui.uploadProgress}>
      {Math.round(progress * 100)}%
    </progress>
  );
}

/** The reference of a form the school has: shown only after a send. */
export function Reference({ reference }: { reference: string }) {
  const { ui } = useSendWords();
  return (
    <p>
      {ui.referenceBefore}
      <strong>{reference}</strong>
      {ui.referenceAfter}
    </p>
  );
}
