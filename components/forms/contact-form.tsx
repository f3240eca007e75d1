'use client';

import { MAX_LINE } from '@/lib/forms/rules';
import { emailInput, phoneInput } from './field-presets';
import { FormField } from './form-field';
import { IntakeForm } from './intake-form';
import styles from './forms.module.css';

const loadSchema = () => import('@/lib/forms/contact').then((module) => module.contactSchema);

/** The contact page's 'Get in Touch' form: 'Sending...', then the server's reply text. */
export function ContactForm() {
  return (
    <IntakeForm form="contact" loadSchema={loadSchema} replyText idPrefix="contact" submitLabel="Send" labelledBy="contact-form-heading">
      {({ errors }) => (
        <div className={styles.grid}>
          <FormField id="contact-firstName" name="firstName" label="First name" autoComplete="given-name" maxLength={MAX_LINE} error={errors.firstName} />
          <FormField id="contact-lastName" name="lastName" label="Last name" autoComplete="family-name" maxLength={MAX_LINE} error={errors.lastName} />
          <FormField id="contact-email" name="email" label="Email" {...emailInput} error={errors.email} />
          <FormField id="contact-phone" name="phone" label="Phone number" {...phoneInput} error={errors.phone} />
        </div>
      )}
    </IntakeForm>
  );
}
