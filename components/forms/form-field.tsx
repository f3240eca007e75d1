import type { ReactNode } from 'react';
import type { FormTexts } from '@/lib/forms/texts/types';
import styles from './forms.module.css';

interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  /** Format rule shown under the field (from lib/forms/formats.ts), or an island's slot that keeps it as built. */
  hint?: ReactNode;
  error?: string;
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  /** A select's options: plain strings, or value and label when they differ (country codes and names). */
  options?: readonly (string | { value: string; label: string })[];
  /**
   * A control of the caller's own in place of the input, given the field's attributes (id, name, required, the
   * ARIA ties to its hint and error): the country select an island keeps as it was built (IslandSlot).
   */
  control?: (attributes: FieldControlAttributes) => ReactNode;
  /** A select's preselected value (the placeholder option otherwise). */
  defaultValue?: string;
  /** Shown as the select's empty first option. */
  placeholder?: string;
  required?: boolean;
  /** Says "(optional)" beside a field that is not required; off when only some answers may leave it empty. */
  markOptional?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  /** Phones' keyboards: 'characters' for codes typed in capitals (a UTR, a reference number). */
  autoCapitalize?: 'characters' | 'words' | 'off';
  /** Off for codes: a spell checker's underline means nothing there. */
  spellCheck?: boolean;
  pattern?: string;
  maxLength?: number;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  /**
   * "(optional)" and "Please choose" in the form's language (a prop, not the islands' context: server forms use this
   * too); a form whose fields are all required and none a select (the look-up, the link's resend) needs none.
   */
  words?: Pick<FormTexts['ui'], 'optional' | 'pleaseChoose'>;
}

export interface FieldControlAttributes {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** A labelled input, select or textarea with its hint and its error message, tied together for screen readers. */
export function FormField(props: FormFieldProps) {
  const { id, name, label, hint, error, type = 'text', options = [], placeholder, required = true, markOptional = true, wide } = props;
  const ui = props.words;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common: FieldControlAttributes = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: styles.control,
  };
  return (
    <div className={`${styles.field}${wide ? ` ${styles.wide}` : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : markOptional ? <span className={styles.optional}>{` ${ui?.optional}`}</span> : null}
      </label>
      {props.control ? (
        props.control(common)
      ) : type === 'select' ? (
        <select {...common} autoComplete={props.autoComplete} defaultValue={props.defaultValue ?? ''}>
          {props.defaultValue ? null : (
            <option value="" disabled>
              {placeholder ?? ui?.pleaseChoose}
            </option>
          )}
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      ) : type === 'textarea' ? (
        <textarea {...common} rows={4} maxLength={props.maxLength} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          autoCapitalize={props.autoCapitalize}
          spellCheck={props.spellCheck}
          pattern={props.pattern}
          maxLength={props.maxLength}
        />
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
