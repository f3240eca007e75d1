'use client';

import { MAX_LINE, MAX_TEXT } from '@/lib/forms/rules';
import { resumeUpload } from '@/lib/forms/uploads';
import { EnglishField, EnglishForm, englishEmail, englishPhone } from './english-form';
import { FileField } from './file-field';
import { IntakeForm } from './intake-form';
import styles from './forms.module.css';

const loadSchema = () => import('@/lib/forms/career').then((module) => module.careerSchema);

/** 'Apply for a Job': name, e-mail, phone, résumé and a message, sent with the file. */
export function CareerForm() {
  return (
    <EnglishForm>
      <IntakeForm form="career" loadSchema={loadSchema} idPrefix="career" submitLabel="Submit Application" labelledBy="career-form-heading">
        {({ errors, resetKey, chooseFileAgain }) => (
          <div className={styles.grid}>
            <EnglishField id="career-name" name="name" label="Full Name" autoComplete="name" maxLength={MAX_LINE} error={errors.name} />
            <EnglishField id="career-email" name="email" label="Email" {...englishEmail} error={errors.email} />
            <EnglishField id="career-phone" name="phone" label="Phone Number" {...englishPhone} error={errors.phone} />
            <FileField
              key={resetKey}
              id="career-resume"
              name="resume"
              label="Upload Resume"
              accept={resumeUpload.accept}
              hint={resumeUpload.hint}
              error={errors.resume}
              chooseAgain={chooseFileAgain}
            />
            <EnglishField
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
    </EnglishForm>
  );
}
