import { RteAdmissions } from '@/components/rte-admissions/rte-admissions';
import type { PageContent } from '@/lib/content/pages';
import type { Site } from '@/lib/content/site';
import type { SiteLanguage } from '@/lib/languages';

/** An admission page's text, then the RTE seats (online and offline admission, in either language). */
export function AdmissionText({ page, rte, lang }: { page: PageContent; rte: Site['rte']; lang: SiteLanguage }) {
  return (
    <>
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      <RteAdmissions rte={rte} lang={lang} />
    </>
  );
}
