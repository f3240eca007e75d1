'use client';

import { mr } from '@/lib/forms/texts/mr';
import { AdmissionForm } from './admission-form';
import { FormTextsContext } from './form-texts';

/** The admission form in Marathi (/mr/onlineadmission): the same form, its words from lib/forms/texts/mr.ts. */
export function MarathiAdmissionForm(props: Parameters<typeof AdmissionForm>[0]) {
  return (
    <FormTextsContext value={mr}>
      <AdmissionForm {...props} />
    </FormTextsContext>
  );
}
