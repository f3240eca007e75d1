'use client';

import { DATA_REQUEST_KINDS } from '@/lib/forms/data-request-kinds';
import { MAX_LINE } from '@/lib/forms/rules';
import { EnglishField, EnglishForm, englishEmail, englishPhone } from './english-form';
import { IntakeForm } from './intake-form';
import styles from './forms.module.css';

const loadSchema = () => import('@/lib/forms/data-request').then((module) => module.dataRequestSchema);

/** The privacy notice's request form (DPDP Act, 2023, ss. 11 to 14): see, correct, erase, withdraw consent, nominate. */
export function DataRequestForm() {
  return (
    <EnglishForm>
      <IntakeForm form="data-request" loadSchema={loadSchema} replyText idPrefix="dpr" submitLabel="Send the request" labelledBy="data-request-heading">
        {({ errors }) => (
          <div className={styles.grid}>
            <EnglishField
              id="dpr-requestType"
              name="requestType"
              label="What you are asking for"
              type="select"
              options={DATA_REQUEST_KINDS}
              error={errors.requestType}
              wide
            />
            <EnglishField id="dpr-name" name="name" label="Your full name" autoComplete="name" maxLength={MAX_LINE} error={errors.name} />
            <EnglishField
              id="dpr-email"
              name="email"
              label="Email"
              {...englishEmail}
              hint="We write only to the e-mail address in your forms with us: the link to confirm your request goes there."
              error={errors.email}
            />
            <EnglishField id="dpr-phone" name="phone" label="Phone number" {...englishPhone} error={errors.phone} />
            <EnglishField
              id="dpr-references"
              name="references"
              label="Reference numbers of your forms"
              required={false}
              maxLength={MAX_LINE}
              hint="For example ADM-20261121-7KQ2XD, separated by commas."
              error={errors.references}
            />
            <EnglishField
              id="dpr-details"
              name="details"
              label="Details of your request"
              type="textarea"
              maxLength={2000}
              hint="What to correct, whose data it is (for example your child's name), or whom you nominate."
              error={errors.details}
              wide
            />
          </div>
        )}
      </IntakeForm>
    </EnglishForm>
  );
}
