'use client';

import { MAX_LINE, MAX_TEXT } from '@/lib/forms/rules';
import { EnglishField, EnglishForm, englishPhone } from './english-form';
import { IntakeForm } from './intake-form';
import styles from './forms.module.css';

const loadSchema = () => import('@/lib/forms/enquiry').then((module) => module.enquirySchema);

/** The footer's quick enquiry form on every page: name, email, phone and message, really sent. */
export function EnquiryForm() {
  return (
    <EnglishForm>
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
            <EnglishField id="enquiry-name" name="name" label="Your name" required={false} autoComplete="name" maxLength={MAX_LINE} error={errors.name} />
            <EnglishField
              id="enquiry-email"
              name="email"
              label="Email"
              type="email"
              required={false}
              autoComplete="email"
              maxLength={MAX_LINE}
              error={errors.email}
            />
            <EnglishField
              id="enquiry-phone"
              name="phone"
              label="Phone"
              {...englishPhone}
              required={false}
              maxLength={24}
              hint={`E-mail or phone, so we can reply. ${englishPhone.hint}`}
              error={errors.phone}
            />
            <EnglishField id="enquiry-message" name="message" label="Message" type="textarea" maxLength={MAX_TEXT} error={errors.message} />
          </>
        )}
      </IntakeForm>
    </EnglishForm>
  );
}
