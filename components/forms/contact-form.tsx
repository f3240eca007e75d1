'use client';

import { MAX_LINE } from '@/lib/forms/rules';
import { EnglishField, EnglishForm, englishEmail, englishPhone } from './english-form';
import { IntakeForm } from './intake-form';
import styles from './forms.module.css';

const loadSchema = () => import('@/lib/forms/contact').then((module) => module.contactSchema);

/** The contact page's 'Get in Touch' form: 'Sending...', then the server's reply text. */
export function ContactForm() {
  return (
    <EnglishForm>
      <IntakeForm form="contact" loadSchema={loadSchema} replyText idPrefix="contact" submitLabel="Send" labelledBy="contact-form-heading">
        {({ errors }) => (
          <div className={styles.grid}>
            <EnglishField id="contact-firstName" name="firstName" label="First name" autoComplete="given-name" maxLength={MAX_LINE} error={errors.firstName} />
            <EnglishField id="contact-lastName" name="lastName" label="Last name" autoComplete="family-name" maxLength={MAX_LINE} error={errors.lastName} />
            <EnglishField id="contact-email" name="email" label="Email" {...englishEmail} error={errors.email} />
            <EnglishField id="contact-phone" name="phone" label="Phone number" {...englishPhone} error={errors.phone} />
          </div>
        )}
      </IntakeForm>
    </EnglishForm>
  );
}
