'use client';

import { hints, MAX_LINE, MAX_TEXT } from '@/lib/forms/rules';
import { phoneInput } from './field-presets';
import { FormField } from './form-field';
import { IntakeForm } from './intake-form';
import styles from './forms.module.css';

const loadSchema = () => import('@/lib/forms/enquiry').then((module) => module.enquirySchema);

/** The footer's quick enquiry form on every page: name, email, phone and message, really sent. */
export function EnquiryForm() {
  return (
    <IntakeForm
      form="enquiry"
      loadSchema={loadSchema}
      replyText
      idPrefix="enquiry"
      submitLabel="Send message"
      label="Send us a message"
      className={`${styles.form} ${styles.compact}`}
      buttonClassName="button button-accent"
    >
      {({ errors }) => (
        <>
          <FormField id="enquiry-name" name="name" label="Your name" required={false} autoComplete="name" maxLength={MAX_LINE} error={errors.name} />
          <FormField
            id="enquiry-email"
            name="email"
            label="Email"
            type="email"
            required={false}
            autoComplete="email"
            maxLength={MAX_LINE}
            error={errors.email}
          />
          <FormField
            id="enquiry-phone"
            name="phone"
            label="Phone"
            {...phoneInput}
            required={false}
            maxLength={24}
            hint={`E-mail or phone, so we can reply. ${hints.phone}`}
            error={errors.phone}
          />
          <FormField id="enquiry-message" name="message" label="Message" type="textarea" maxLength={MAX_TEXT} error={errors.message} />
        </>
      )}
    </IntakeForm>
  );
}
