'use client';

import { hints, htmlPatterns, MAX_LINE } from '@/lib/forms/rules';
import { FormField } from './form-field';
import { FormStatusMessage } from './form-status';
import { Honeypot } from './honeypot';
import { useIntakeForm } from './use-intake-form';
import styles from './forms.module.css';

const loadSchema = () => import('@/lib/forms/contact').then((module) => module.contactSchema);

/** The contact page's 'Get in Touch' form: 'Sending...', then the server's reply text. */
export function ContactForm() {
  const { formRef, onSubmit, onFocus, status, errors, action } = useIntakeForm({ form: 'contact', loadSchema, replyText: true });
  return (
    <form ref={formRef} method="post" action={action} onSubmit={onSubmit} onFocus={onFocus} className={styles.form} aria-labelledby="contact-form-heading">
      <div className={styles.grid}>
        <FormField id="contact-firstName" name="firstName" label="First name" autoComplete="given-name" maxLength={MAX_LINE} error={errors.firstName} />
        <FormField id="contact-lastName" name="lastName" label="Last name" autoComplete="family-name" maxLength={MAX_LINE} error={errors.lastName} />
        <FormField
          id="contact-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          hint={hints.email}
          maxLength={MAX_LINE}
          error={errors.email}
        />
        <FormField
          id="contact-phone"
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          pattern={htmlPatterns.phone}
          hint={hints.phone}
          error={errors.phone}
        />
      </div>
      <Honeypot id="contact-website" />
      <button type="submit" className="button" disabled={status.kind === 'sending'}>
        Send
      </button>
      <FormStatusMessage status={status} />
    </form>
  );
}
