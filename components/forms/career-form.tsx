'use client';

import { MAX_LINE, MAX_TEXT } from '@/lib/forms/rules';
import { resumeUpload } from '@/lib/forms/uploads';
import { emailInput, phoneInput } from './field-presets';
import { FileField } from './file-field';
import { FormField } from './form-field';
import { IntakeForm } from './intake-form';
import styles from './forms.module.css';

const loadSchema = () => import('@/lib/forms/career').then((module) => module.careerSchema);

/** 'Apply for a Job': name, e-mail, phone, résumé and a message, sent with the file. */
export function CareerForm() {
  return (
    <IntakeForm form="career" loadSchema={loadSchema} idPrefix="career" submitLabel="Submit Application" labelledBy="career-form-heading">
      {({ errors, resetKey, draftRestored }) => (
        <div className={styles.grid}>
          <FormField id="career-name" name="name" label="Full Name" autoComplete="name" maxLength={MAX_LINE} error={errors.name} />
          <FormField id="career-email" name="email" label="Email" {...emailInput} error={errors.email} />
          <FormField id="career-phone" name="phone" label="Phone Number" {...phoneInput} error={errors.phone} />
          <FileField
            key={resetKey}
            id="career-resume"
            name="resume"
            label="Upload Resume"
            accept={resumeUpload.accept}
            hint={resumeUpload.hint}
            error={errors.resume}
            chooseAgain={draftRestored}
          />
          <FormField
            id="career-message"
            name="message"
            label="Message"
            type="textarea"
            wide
            maxLength={MAX_TEXT}
            hint="The post you are applying for and a few lines about yourself."
            error={errors.message}
          />
        </div>
      )}
    </IntakeForm>
  );
}
