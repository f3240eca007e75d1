import { InLanguage } from '@/components/in-language/in-language';
import { HTML_LANG, type SiteLanguage } from '@/lib/languages';
import { officeHoursIn } from '@/lib/office-hours';

/** The school office's hours (content/site.yml) in the page's language; marked English when they stay English. */
export function OfficeHours({ hours, lang }: { hours: string; lang: SiteLanguage }) {
  const shown = officeHoursIn(hours, lang);
  return <InLanguage lang={shown.lang === lang ? undefined : HTML_LANG[shown.lang]}>{shown.text}</InLanguage>;
}
