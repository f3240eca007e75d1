'use client';

import { hints, htmlPatterns, MAX_LINE, MAX_TEXT } from '@/lib/forms/rules';
import { FormField } from './form-field';
import { FormStatusMessage } from './form-status';
import { Honeypot } from './honeypot';
import { useIntakeForm } from './use-intake-form';
import styles from './forms.module.css';

const loadSchema = () => import('@/lib/forms/enquiry').then((module) => module.enquirySchema);

/** The footer's quick enquiry form on every page: name, email, phone and message, really sent. */
export function EnquiryForm() {
  const { formRef, onSubmit, onFocus, status, errors, action } = useIntakeForm({ form: 'enquiry', loadSchema, replyText: true });
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={onSubmit}
      onFocus={onFocus}
      className={`${styles.form} ${styles.compact}`}
      aria-label="Send us a message"
    >
      <FormField id="enquiry-name" name="name" label="Your name" required={false} autoComplete="name" maxLength={MAX_LINE} error={errors.name} />
      <FormField id="enquiry-email" name="email" label="Email" type="email" required={false} autoComplete="email" maxLength={MAX_LINE} error={errors.email} />
      <FormField
        id="enquiry-phone"
        name="phone"
        label="Phone"
        type="tel"
        required={false}
        autoComplete="tel"
        inputMode="tel"
        pattern={htmlPatterns.phone}
        maxLength={24}
        hint={`E-mail or phone, so we can reply. ${hints.phone}`}
        error={errors.phone}
      />
      <FormField id="enquiry-message" name="message" label="Message" type="textarea" maxLength={MAX_TEXT} error={errors.message} />
      <Honeypot id="enquiry-website" />
      <button type="submit" className="button button-accent" disabled={status.kind === 'sending'}>
        Send message
      </button>
      <FormStatusMessage status={status} />
    </form>
  );
}
