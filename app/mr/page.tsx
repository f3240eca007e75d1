import { SHELL_WORDS } from '@/components/site-shell/shell-words';
import { JsonLd } from '@/components/json-ld/json-ld';
import { getPageContent } from '@/lib/content/pages';
import { getSite, telHref } from '@/lib/content/site';
import { HTML_LANG, IN_ENGLISH } from '@/lib/languages';
import { marathiLabel, menuLabel, type PagePath } from '@/lib/site-map';
import { pageMetadata } from '@/lib/seo';
import { schoolStructuredData } from '@/lib/structured-data';
import home from '../(en)/home.module.css';
import { Welcome } from '../(en)/welcome';

export const metadata = pageMetadata('/mr');

/** What a family needs most: the Marathi pages, and the English pages it will need next (marked as English). */
const FOR_FAMILIES: { href: PagePath; lang?: string }[] = [
  { href: '/mr/onlineadmission' },
  { href: '/mr/offlineadmission' },
  { href: '/mr/fees' },
  { href: '/mr/admission-status' },
  { href: '/documents', lang: HTML_LANG.en },
  { href: '/mr/contact' },
];

/** The Marathi home page (issue 35): the school in a few lines, and the way to apply. */
export default async function MarathiHomePage() {
  const site = getSite();
  const welcome = await getPageContent('mr/home');
  return (
    <>
      <JsonLd data={schoolStructuredData(site)} />
      {/* On a phone the heading starts in the first screen, as on the English home page (issue 37). */}
      <div className={home.opening}>
        <Welcome
          eyebrow={`${site.affiliation.board} · इंग्रजी माध्यम · स्थापना ${site.established}`}
          welcome={welcome}
          apply={{ href: '/mr/onlineadmission', label: 'ऑनलाइन अर्ज करा' }}
          download={{ href: site.applicationFormPdf, label: SHELL_WORDS.mr.header.downloadForm, hrefLang: HTML_LANG.en }}
        />
      </div>

      <section className="section container" aria-labelledby="families-heading">
        <h2 id="families-heading">पालकांसाठी</h2>
        <ul>
          {FOR_FAMILIES.map((link) => (
            <li key={link.href}>
              <a href={link.href} hrefLang={link.lang}>
                {link.lang ? `${marathiLabel(link.href)} ${IN_ENGLISH}` : menuLabel(link.href)}
              </a>
            </li>
          ))}
        </ul>
        <p>
          शाळेचे कार्यालय: <a href={telHref(site.contact.phone)}>{site.contact.phone}</a>, <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
        </p>
      </section>
    </>
  );
}
