'use client';

import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { CONSENT_MESSAGE, GENDERS, TRANSACTION_HINT } from '@/lib/forms/admission-fields';
import { DEFAULT_COUNTRY, hints, htmlPatterns, MAX_LINE } from '@/lib/forms/rules';
import { labelFor } from '@/lib/forms/labels';
import { postalCodeRequired } from '@/lib/forms/postal-code-required';
import { screenshotUpload } from '@/lib/forms/uploads';
import { emailInput, phoneInput } from './field-presets';
import { FileField } from './file-field';
import { IslandSlot } from '@/lib/islands/slot';
import { FormField } from './form-field';
import { IntakeForm, type IntakeFields } from './intake-form';
import styles from './forms.module.css';

interface AdmissionFormProps {
  /** The online admission form, or the payment confirmation on /bankers (the same fields). */
  form: 'admission' | 'payment';
  academicYears: string[];
  classOptions: string[];
  /** Name of the submit button. */
  submitLabel: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /**
   * The country select's options (India first: CountryOptions), rendered on the server and kept as they are in the
   * browser (an island slot): the 250 countries stay out of the island's code and out of its props.
   */
  children?: ReactNode;
}

/** The admission application of SPEC section 3; the payment confirmation form has the very same fields. */
export function AdmissionForm({ form, academicYears, classOptions, submitLabel, labelledBy, children }: AdmissionFormProps) {
  const loadSchema = useCallback(
    () => import('@/lib/forms/admission').then((module) => module.admissionSchema({ academicYears, classOptions })),
    [academicYears, classOptions],
  );
  return (
    <IntakeForm
      form={form}
      loadSchema={loadSchema}
      idPrefix={form}
      submitLabel={submitLabel}
      sendingLabel="Sending…"
      labelledBy={labelledBy}
      note={<p className={styles.required}>Fields marked * are required.</p>}
    >
      {(fields) => <AdmissionFields prefix={form} academicYears={academicYears} classOptions={classOptions} countryOptions={children} {...fields} />}
    </IntakeForm>
  );
}

interface AdmissionFieldsProps extends IntakeFields, Pick<AdmissionFormProps, 'academicYears' | 'classOptions'> {
  countryOptions: ReactNode;
  /** The prefix of the fields' ids: the form's name, so both forms can share a page. */
  prefix: string;
}

/** The form's sections, as the legends number them: a long form on a phone says how far the family has come. */
const SECTIONS = 5;

function Legend({ step, children }: { step: number; children: string }) {
  return (
    <legend>
      <span className={styles.step}>
        Section {step} of {SECTIONS}
      </span>{' '}
      {children}
    </legend>
  );
}

/** The application's fields, grouped as the paper form groups them, in five numbered sections. */
function AdmissionFields({ prefix, academicYears, classOptions, countryOptions, errors, resetKey, draftRestored }: AdmissionFieldsProps) {
  const field = (name: string, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField id={`${prefix}-${name}`} name={name} label={labelFor(name)} error={errors[name]} maxLength={MAX_LINE} {...extra} />
  );
  // The postal code is required in the browser as the server requires it: in India (chosen in the HTML, so the built
  // page marks it required before any script runs) and every country but those without postal codes.
  // The select is the one source of the chosen country, also when the family chose it before the island woke.
  const countryId = `${prefix}-country`;
  const watchCountry = useCallback(
    (changed: () => void) => {
      const select = document.getElementById(countryId);
      select?.addEventListener('change', changed);
      return () => select?.removeEventListener('change', changed);
    },
    [countryId],
  );
  const country = useSyncExternalStore(
    watchCountry,
    () => (document.getElementById(countryId) as HTMLSelectElement | null)?.value ?? DEFAULT_COUNTRY,
    () => DEFAULT_COUNTRY,
  );
  const postalRequired = postalCodeRequired(country);
  return (
    <>
      <fieldset className={styles.group}>
        <Legend step={1}>Admission details</Legend>
        {field('academicYear', { type: 'select', options: academicYears, placeholder: 'Choose the academic year' })}
        {field('studentClass', { type: 'select', options: classOptions, placeholder: 'Choose the class' })}
      </fieldset>
      <fieldset className={styles.group}>
        <Legend step={2}>Student and parents</Legend>
        {field('firstName', { autoComplete: 'off' })}
        {/* The child's family name is usually the family's: autofill offers the parent's. The other names are not the sender's. */}
        {field('lastName', { autoComplete: 'family-name' })}
        {field('fatherName', { autoComplete: 'off' })}
        {field('motherName', { autoComplete: 'off' })}
        {/* The group carries the error state: aria-invalid belongs to a radiogroup, not to each radio. */}
        <fieldset
          role="radiogroup"
          aria-labelledby={`${prefix}-gender-legend`}
          aria-invalid={errors.gender ? true : undefined}
          aria-describedby={errors.gender ? `${prefix}-gender-error` : undefined}
          className={`${styles.radios} ${styles.wide}`}
        >
          <legend id={`${prefix}-gender-legend`} className={styles.label}>
            Gender<span aria-hidden="true"> *</span>
          </legend>
          {GENDERS.map((gender) => (
            <label key={gender} className={styles.radio}>
              <input type="radio" name="gender" value={gender} required /> {gender}
            </label>
          ))}
          {errors.gender ? (
            <p id={`${prefix}-gender-error`} className={styles.error}>
              {errors.gender}
            </p>
          ) : null}
        </fieldset>
      </fieldset>
      <fieldset className={styles.group}>
        <Legend step={3}>Contact</Legend>
        {field('whatsappNumber', { ...phoneInput, hint: hints.whatsapp, maxLength: 24 })}
        {field('phoneNumber', { ...phoneInput, maxLength: 24 })}
        {field('email', { ...emailInput, wide: true })}
      </fieldset>
      <fieldset className={styles.group}>
        <Legend step={4}>Address</Legend>
        {field('address', { autoComplete: 'address-line1', wide: true })}
        {field('street', { autoComplete: 'address-line2' })}
        {field('area', { autoComplete: 'address-level3' })}
        {field('city', { autoComplete: 'address-level2' })}
        {field('state', { autoComplete: 'address-level1' })}
        {field('country', {
          hint: hints.country,
          // The countries' options as built (the island's slot): no country list in the island's props or code.
          control: (attributes) => (
            <IslandSlot as="select" {...attributes} autoComplete="country" defaultValue={DEFAULT_COUNTRY}>
              {countryOptions}
            </IslandSlot>
          ),
        })}
        {field('pinCode', {
          hint: hints.pinCode,
          autoComplete: 'postal-code',
          // Indian PIN codes are six digits: the number keyboard there; other countries' codes may have letters.
          inputMode: country === DEFAULT_COUNTRY ? 'numeric' : undefined,
          pattern: htmlPatterns.postalCode,
          maxLength: 12,
          required: postalRequired,
        })}
      </fieldset>
      <fieldset className={styles.group}>
        <Legend step={5}>Payment</Legend>
        {field('transactionNumber', { hint: TRANSACTION_HINT, autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 64 })}
        <FileField
          key={resetKey}
          id={`${prefix}-screenshot`}
          name="screenshot"
          label={labelFor('screenshot')}
          accept={screenshotUpload.accept}
          hint={screenshotUpload.hint}
          error={errors.screenshot}
          chooseAgain={draftRestored}
        />
      </fieldset>
      <div className={styles.consent}>
        <input
          id={`${prefix}-consent`}
          name="consent"
          type="checkbox"
          value="yes"
          required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${prefix}-consent-error` : undefined}
        />
        <label htmlFor={`${prefix}-consent`}>
          I am the child&apos;s parent or guardian and I agree that the school stores and uses these details to process the admission, as described in the{' '}
          <a href="/privacy">privacy notice</a>.<span aria-hidden="true"> *</span>
        </label>
        {errors.consent ? (
          <p id={`${prefix}-consent-error`} className={styles.error}>
            {CONSENT_MESSAGE}
          </p>
        ) : null}
      </div>
    </>
  );
}
