import type { RefObject } from 'react';
import { fillText, labelIn } from '@/lib/forms/texts/fill';
import type { FormWords, SendWords } from '@/lib/forms/texts/types';
import styles from './forms.module.css';

interface ErrorSummaryProps {
  /** The prefix of the form's field ids: each link's target without script. */
  idPrefix: string;
  errors: Record<string, string>;
  /** The form, to focus a field by its name (a group of radios has no id of its own). */
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's words (its labels) and a send's (the summary's title), in its language. */
  texts: FormWords;
  words: SendWords;
}

/** The form's fields in the order the forms show them (the words' labels list them so), unknown ones last. */
function orderOf(fields: readonly string[]) {
  return (name: string) => (fields.includes(name) ? fields.indexOf(name) : fields.length);
}

/**
 * At the top of a refused form: every answer to correct, each a link that takes the family to its field (on a phone
 * the first field's message may be screens away from the others).
 */
export function ErrorSummary({ idPrefix, errors, formRef, texts, words }: ErrorSummaryProps) {
  const { ui } = words;
  // Every field's label: the form's own, and those only the summary names (a send's words).
  const labels = { labels: { ...texts.labels, ...words.labels } };
  const order = orderOf(Object.keys(labels.labels));
  const names = Object.keys(errors).sort((a, b) => order(a) - order(b));
  if (names.length === 0) return null;
  const titleId = `${idPrefix}-error-summary`;
  return (
    <div className={styles.errorSummary} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.errorSummaryTitle}>
        {names.length === 1 ? ui.oneToCorrect : fillText(ui.manyToCorrect, { count: names.length })}
      </p>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <a
              href={`#${idPrefix}-${name}`}
              onClick={(event) => {
                const control = formRef.current?.elements.namedItem(name);
                const target = (control && 'length' in control && !('tagName' in control) ? control[0] : control) as HTMLElement | null | undefined;
                if (!target) return;
                event.preventDefault();
                target.focus();
              }}
            >
              {labelIn(name, labels)}: {errors[name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
