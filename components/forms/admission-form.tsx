'use client';

import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_COUNTRY, GENDERS, htmlPatterns, MAX_LINE, postalCodeRequired } from '@/lib/forms/rules';
import { fillText, labelIn } from '@/lib/forms/texts/fill';
import { IMAGE_OR_PDF_ACCEPT } from '@/lib/forms/upload-limits';
import type { HintWords } from '@/lib/forms/texts/types';
import { emailInput, phoneInput } from './field-presets';
import { FileField } from './file-field';
import { useFormTexts } from './form-texts';
import { IslandSlot } from '@/lib/islands/slot';
import { englishOn } from '@/lib/languages';
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
   * The hints under the fields and the consent's words, in the form's language (lib/forms/texts/en-hints.ts,
   * mr-hints.ts), with the privacy notice's address: for the build's render only (Island's `htmlOnly`). The page
   * has them as HTML, which the island keeps (IslandSlot): they are neither in its props nor in its code.
   */
  hints?: HintWords;
  privacyHref?: string;
  /**
   * The payment proof's hint, as props: a sent form's reset mounts the file field again, where a slot would come back
   * empty (the page's copy went with the element it replaced).
   */
  fileHint: string;
  /**
   * The country select's options (India first, English names), rendered on the server and kept as they are
   * in the browser (an island slot): the 250 countries stay out of the island's code and out of its props.
   */
  children?: ReactNode;
}

/** The admission application of SPEC section 3; the payment confirmation form has the very same fields. */
export function AdmissionForm({ form, academicYears, classOptions, submitLabel, labelledBy, hints, privacyHref, fileHint, children }: AdmissionFormProps) {
  const { ui } = useFormTexts();
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
      sendingLabel={ui.sendingButton}
      labelledBy={labelledBy}
      note={<p className={styles.required}>{ui.requiredNote}</p>}
    >
      {(fields) => (
        <AdmissionFields
          prefix={form}
          academicYears={academicYears}
          classOptions={classOptions}
          hints={hints}
          fileHint={fileHint}
          countryOptions={children}
          privacyHref={privacyHref}
          {...fields}
        />
      )}
    </IntakeForm>
  );
}

interface AdmissionFieldsProps extends IntakeFields, Pick<AdmissionFormProps, 'academicYears' | 'classOptions' | 'hints' | 'privacyHref' | 'fileHint'> {
  countryOptions: ReactNode;
  /** The prefix of the fields' ids: the form's name, so both forms can share a page. */
  prefix: string;
}

/** The form's sections, as the legends number them: a long form on a phone says how far the family has come. */
const SECTIONS = 5;

function Legend({ step, children }: { step: number; children: string }) {
  const { ui } = useFormTexts();
  return (
    <legend>
      <span className={styles.step}>{fillText(ui.section, { step, total: SECTIONS })}</span> {children}
    </legend>
  );
}

/** The application's fields, grouped as the paper form groups them, in five numbered sections. */
function AdmissionFields({
  prefix,
  academicYears,
  classOptions,
  countryOptions,
  privacyHref,
  hints,
  fileHint,
  errors,
  resetKey,
  chooseFileAgain,
}: AdmissionFieldsProps) {
  const texts = useFormTexts();
  const { ui } = texts;
  // A hint as the page was built: its words on the server, kept from the HTML in the browser.
  const kept = (key: Exclude<keyof HintWords, `consent${string}` | 'screenshot'>) => <IslandSlot as="span">{hints?.[key]}</IslandSlot>;
  const field = (name: string, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField id={`${prefix}-${name}`} name={name} label={labelIn(name, texts)} error={errors[name]} maxLength={MAX_LINE} words={ui} {...extra} />
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
        <Legend step={1}>{ui.admissionDetails}</Legend>
        {field('academicYear', { type: 'select', options: academicYears, placeholder: ui.chooseAcademicYear })}
        {field('studentClass', { type: 'select', options: classOptions, placeholder: ui.chooseClass })}
      </fieldset>
      <fieldset className={styles.group}>
        <Legend step={2}>{ui.studentAndParents}</Legend>
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
            {labelIn('gender', texts)}
            <span aria-hidden="true"> *</span>
          </legend>
          {GENDERS.map((gender) => (
            <label key={gender} className={styles.radio}>
              <input type="radio" name="gender" value={gender} required /> {gender === 'Male' ? ui.male : ui.female}
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
        <Legend step={3}>{ui.contact}</Legend>
        {field('whatsappNumber', { ...phoneInput, hint: kept('whatsapp'), maxLength: 24 })}
        {field('phoneNumber', { ...phoneInput, hint: kept('phone'), maxLength: 24 })}
        {field('email', { ...emailInput, hint: kept('email'), wide: true })}
      </fieldset>
      <fieldset className={styles.group}>
        <Legend step={4}>{ui.address}</Legend>
        {field('address', { autoComplete: 'address-line1', wide: true })}
        {field('street', { autoComplete: 'address-line2' })}
        {field('area', { autoComplete: 'address-level3' })}
        {field('city', { autoComplete: 'address-level2' })}
        {field('state', { autoComplete: 'address-level1' })}
        {field('country', {
          hint: kept('country'),
          // The countries' options as built (the island's slot): no country list in the island's props or code. Their
          // names are English in either language (lib/forms/countries.ts), and marked so.
          control: (attributes) => (
            <IslandSlot as="select" {...attributes} lang={englishOn(texts.lang)} autoComplete="country" defaultValue={DEFAULT_COUNTRY}>
              {countryOptions}
            </IslandSlot>
          ),
        })}
        {field('pinCode', {
          hint: kept('pinCode'),
          autoComplete: 'postal-code',
          // Indian PIN codes are six digits: the number keyboard there; other countries' codes may have letters.
          inputMode: country === DEFAULT_COUNTRY ? 'numeric' : undefined,
          pattern: htmlPatterns.postalCode,
          maxLength: 12,
          required: postalRequired,
        })}
      </fieldset>
      <fieldset className={styles.group}>
        <Legend step={5}>{ui.payment}</Legend>
        {field('transactionNumber', { hint: kept('transactionNumber'), autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 64 })}
        <FileField
          key={resetKey}
          id={`${prefix}-screenshot`}
          name="screenshot"
          label={labelIn('screenshot', texts)}
          accept={IMAGE_OR_PDF_ACCEPT}
          hint={fileHint}
          error={errors.screenshot}
          chooseAgain={chooseFileAgain}
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
          <IslandSlot as="span">
            {hints ? (
              <>
                {hints.consentBefore}
                <a href={privacyHref ?? '/privacy'}>{hints.consentLink}</a>
                {hints.consentAfter}
              </>
            ) : null}
          </IslandSlot>
          <span aria-hidden="true"> *</span>
        </label>
        {errors.consent ? (
          <p id={`${prefix}-consent-error`} className={styles.error}>
            {errors.consent}
          </p>
        ) : null}
      </div>
    </>
  );
}
