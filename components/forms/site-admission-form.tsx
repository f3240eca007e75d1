import type { Site } from '@/lib/content/site';
import { countryOptions } from '@/lib/forms/countries';
import { enHints } from '@/lib/forms/texts/en-hints';
import { mrHints } from '@/lib/forms/texts/mr-hints';
import type { FormLanguage } from '@/lib/forms/texts/types';
import { Island } from '@/components/island/island';
import admissionForm from './admission-form.island';
import marathiAdmissionForm from './admission-form-mr.island';
import { countryOptionElements } from './country-options';

interface SiteAdmissionFormProps {
  site: Site;
  form: 'admission' | 'payment';
  labelledBy: string;
  submitLabel: string;
  /** The form's language: the Marathi one is its own island, with its words. */
  lang?: FormLanguage;
  privacyHref?: string;
}

/**
 * The admission form with the school's years and classes and its hints, picked on the server: the island gets only these. The
 * country list (English names in either language) travels as the select's HTML (the island's slot), not as props or code.
 */
export function SiteAdmissionForm({ site, form, labelledBy, submitLabel, lang = 'en', privacyHref }: SiteAdmissionFormProps) {
  const hints = lang === 'mr' ? mrHints : enHints;
  const props = { form, academicYears: site.academicYears, classOptions: site.classOptions, labelledBy, submitLabel, fileHint: hints.screenshot };
  // The other hints and the consent's words are the page's HTML only (the island keeps them): not again in its props.
  const htmlOnly = { hints, privacyHref };
  const countries = countryOptionElements(countryOptions());
  return (
    <Island of={lang === 'mr' ? marathiAdmissionForm : admissionForm} props={props} htmlOnly={htmlOnly}>
      {countries}
    </Island>
  );
}
