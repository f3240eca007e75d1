'use client';

import { hints, htmlPatterns, MAX_LINE, MAX_TEXT } from '@/lib/forms/rules';
import { resumeUpload } from '@/lib/forms/uploads';
import { FileField } from './file-field';
import { FormField } from './form-field';
import { FormStatusMessage } from './form-status';
import { Honeypot } from './honeypot';
import { useIntakeForm } from './use-intake-form';
import styles from './forms.module.css';

const loadSchema = () => import('@/lib/forms/career').then((module) => module.careerSchema);

/** 'Apply for a Job': name, e-mail, phone, résumé and a message, sent with the file. */
export function CareerForm() {
  const { formRef, onSubmit, onFocus, status, errors, progress, resetKey, action } = useIntakeForm({ form: 'career', loadSchema });
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onFocus={onFocus}
      className={styles.form}
      aria-labelledby="career-form-heading"
    >
      <div className={styles.grid}>
        <FormField id="career-name" name="name" label="Full Name" autoComplete="name" maxLength={MAX_LINE} error={errors.name} />
        <FormField
          id="career-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          hint={hints.email}
          maxLength={MAX_LINE}
          error={errors.email}
        />
        <FormField
          id="career-phone"
          name="phone"
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          pattern={htmlPatterns.phone}
          hint={hints.phone}
          error={errors.phone}
        />
        <FileField
          key={resetKey}
          id="career-resume"
          name="resume"
          label="Upload Resume"
          accept={resumeUpload.accept}
          hint={resumeUpload.hint}
          error={errors.resume}
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
      <Honeypot id="career-website" />
      <button type="submit" className="button" disabled={status.kind === 'sending'}>
        Submit Application
      </button>
      <FormStatusMessage status={status} progress={progress} />
    </form>
  );
}
