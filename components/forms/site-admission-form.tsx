import type { Site } from '@/lib/content/site';
import { countryOptions } from '@/lib/forms/countries';
import { Island } from '@/components/island/island';
import admissionForm from './admission-form.island';

interface SiteAdmissionFormProps {
  site: Site;
  form: 'admission' | 'payment';
  labelledBy: string;
  submitLabel: string;
}

/** The admission form with the school's years and classes and the country list, picked on the server: the island gets only these. */
export function SiteAdmissionForm({ site, form, labelledBy, submitLabel }: SiteAdmissionFormProps) {
  return (
    <Island
      of={admissionForm}
      props={{ form, academicYears: site.academicYears, classOptions: site.classOptions, countries: countryOptions(), labelledBy, submitLabel }}
    />
  );
}
