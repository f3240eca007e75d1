import type { Site } from '@/lib/content/site';
import { countryOptions } from '@/lib/forms/countries';
import { Island } from '@/components/island/island';
import admissionForm from './admission-form.island';
import { countryOptionElements } from './country-options';

interface SiteAdmissionFormProps {
  site: Site;
  form: 'admission' | 'payment';
  labelledBy: string;
  submitLabel: string;
}

/**
 * The admission form with the school's years and classes, picked on the server: the island gets only these. The
 * country list travels as the select's HTML (the island's slot), not as props or code.
 */
export function SiteAdmissionForm({ site, form, labelledBy, submitLabel }: SiteAdmissionFormProps) {
  return (
    <Island of={admissionForm} props={{ form, academicYears: site.academicYears, classOptions: site.classOptions, labelledBy, submitLabel }}>
      {countryOptionElements(countryOptions())}
    </Island>
  );
}
