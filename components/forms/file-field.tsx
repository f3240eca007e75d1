'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/islands/use-hydrated';
import { fillText } from '@/lib/forms/texts/fill';
import { formatBytes, MAX_UPLOAD_BYTES, DOWNSCALE_ABOVE_BYTES } from '@/lib/forms/upload-limits';
import { useFormTexts } from './form-texts';
import styles from './forms.module.css';

interface FileFieldProps {
  id: string;
  name: string;
  label: string;
  accept: string;
  hint: ReactNode;
  error?: string;
  /** A draft of the form was put back: what says the file (which no browser keeps) must be chosen again. */
  chooseAgain?: string;
}

/** A file input that says which file was chosen and how big it is, and warns before a too-large upload. */
export function FileField({ id, name, label, accept, hint, error, chooseAgain }: FileFieldProps) {
  const { ui, messages } = useFormTexts();
  const [chosen, setChosen] = useState<{ name: string; size: number; type: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // False in the built HTML, true once the island runs: without script the browser's own input names the file,
  // and a note saying "no file" would stay on the page after one is chosen.
  const live = useHydrated();

  // A file chosen before the island arrived (the input works natively) is described as soon as it has.
  useEffect(() => {
    const file = input.current?.files?.[0];
    if (file) setChosen({ name: file.name, size: file.size, type: file.type });
  }, []);

  const tooLarge = chosen !== null && chosen.size > MAX_UPLOAD_BYTES && !/^image\/(jpeg|png|webp)$/.test(chosen.type);
  const shown = error ?? (tooLarge ? messages.tooLarge : undefined);
  const describedBy = [`${id}-hint`, `${id}-chosen`, shown ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={accept}
        required
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy}
        className={styles.file}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setChosen(file ? { name: file.name, size: file.size, type: file.type } : null);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <p id={`${id}-chosen`} className={styles.chosen} aria-live="polite">
        {chosen
          ? `${fillText(ui.fileChosen, { name: chosen.name, size: formatBytes(chosen.size) })}${chosen.size > DOWNSCALE_ABOVE_BYTES && /^image\//.test(chosen.type) ? ui.fileMadeSmaller : ''}`
          : chooseAgain
            ? chooseAgain
            : live
              ? ui.noFile
              : null}
      </p>
      {shown ? (
        <p id={`${id}-error`} className={styles.error}>
          {shown}
        </p>
      ) : null}
    </div>
  );
}
