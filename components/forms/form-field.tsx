import styles from './forms.module.css';

interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  /** Format rule shown under the field (from lib/forms/formats.ts). */
  hint?: string;
  error?: string;
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  options?: readonly string[];
  /** Shown as the select's empty first option. */
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  pattern?: string;
  maxLength?: number;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
}

/** A labelled input, select or textarea with its hint and its error message, tied together for screen readers. */
export function FormField(props: FormFieldProps) {
  const { id, name, label, hint, error, type = 'text', options = [], placeholder, required = true, wide } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: styles.control,
  } as const;
  return (
    <div className={`${styles.field}${wide ? ` ${styles.wide}` : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className={styles.optional}> (optional)</span>}
      </label>
      {type === 'select' ? (
        <select {...common} defaultValue="">
          <option value="" disabled>
            {placeholder ?? 'Please choose'}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : type === 'textarea' ? (
        <textarea {...common} rows={4} maxLength={props.maxLength} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
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
