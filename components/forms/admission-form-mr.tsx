'use client';

import { mrForm } from '@/lib/forms/texts/mr-form';
import { AdmissionForm } from './admission-form';
import { FormTextsContext } from './form-texts';

/** The admission form in Marathi (/mr/onlineadmission): the same form, its words from lib/forms/texts/mr-form.ts. */
export function MarathiAdmissionForm(props: Parameters<typeof AdmissionForm>[0]) {
  return (
    <FormTextsContext value={mrForm}>
      <AdmissionForm {...props} />
    </FormTextsContext>
  );
}
