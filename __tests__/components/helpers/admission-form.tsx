import type { ComponentProps } from 'react';
import { EnglishAdmissionForm } from '@/components/forms/admission-form-en';
import { countryOptionElements } from '@/components/forms/country-options';
import { enHints } from '@/lib/forms/texts/en-hints';

/**
 * The English admission form as a page builds it (components/forms/site-admission-form.tsx): its hints, the file's
 * hint, and these countries in its select; `props` change the rest.
 */
export function builtAdmissionForm(countries: readonly { value: string; label: string }[], props: Partial<ComponentProps<typeof EnglishAdmissionForm>> = {}) {
  return (
    <EnglishAdmissionForm
      hints={enHints}
      fileHint={enHints.screenshot}
      form="admission"
      academicYears={['2026-2027']}
      classOptions={['Nursery']}
      submitLabel="Send"
      labelledBy="x"
      {...props}
    >
      {countryOptionElements(countries)}
    </EnglishAdmissionForm>
  );
}
