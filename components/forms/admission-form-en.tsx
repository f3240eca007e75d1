'use client';

import { enForm } from '@/lib/forms/texts/en-form';
import { AdmissionForm } from './admission-form';
import { FormTextsContext } from './form-texts';

/** The admission form in English (/onlineadmission, /bankers): the same form as the Marathi one, its words from en-form.ts. */
export function EnglishAdmissionForm(props: Parameters<typeof AdmissionForm>[0]) {
  return (
    <FormTextsContext value={enForm}>
      <AdmissionForm {...props} />
    </FormTextsContext>
  );
}
