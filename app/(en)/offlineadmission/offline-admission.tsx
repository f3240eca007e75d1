import { SHELL_WORDS } from '@/components/site-shell/shell-words';
import { AdmissionText } from '@/components/admission-text/admission-text';
import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { OfficeHours } from '@/components/office-hours/office-hours';
import { formatAddress, getSite, telHref } from '@/lib/content/site';
import { englishOn, type SiteLanguage } from '@/lib/languages';
import styles from './offline-admission.module.css';

/** The page's own words; its text is content/pages/offlineadmission.md (Marathi: content/pages/mr/offlineadmission.md). */
const WORDS = {
  en: {
    page: 'offlineadmission',
    eyebrow: 'Admission',
    office: 'School office',
    hours: 'Office hours',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
  },
  mr: {
    page: 'mr/offlineadmission',
    eyebrow: 'प्रवेश',
    office: 'शाळेचे कार्यालय',
    hours: 'कार्यालयाची वेळ',
    address: 'पत्ता',
    phone: 'फोन',
    email: 'ई-मेल',
  },
} as const;

/**
 * The offline admission page in either language (/offlineadmission, /mr/offlineadmission): how to collect and return
 * the paper form, the RTE seats, and the school office. In Marathi the address (as the post writes it) and the PDF
 * are English and say so.
 */
export async function OfflineAdmission({ lang }: { lang: SiteLanguage }) {
  const site = getSite();
  const words = WORDS[lang];
  const page = await getPageContent(words.page);
  const english = englishOn(lang);
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow={words.eyebrow} />
      <div className={`section container ${styles.layout}`}>
        <div>
          <AdmissionText page={page} rte={site.rte} lang={lang} />
        </div>
        <aside className={styles.office} aria-labelledby="school-office">
          <h2 id="school-office">{words.office}</h2>
          <dl>
            <dt>{words.hours}</dt>
            <dd>
              <OfficeHours hours={site.contact.officeHours} lang={lang} />
            </dd>
            <dt>{words.address}</dt>
            <dd lang={english}>{formatAddress(site)}</dd>
            <dt>{words.phone}</dt>
            <dd>
              <a href={telHref(site.contact.phone)}>{site.contact.phone}</a>
            </dd>
            <dt>{words.email}</dt>
            <dd>
              <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
            </dd>
          </dl>
          <a className="button" href={site.applicationFormPdf} download hrefLang={english}>
            {SHELL_WORDS[lang].header.downloadForm}
          </a>
        </aside>
      </div>
    </>
  );
}
