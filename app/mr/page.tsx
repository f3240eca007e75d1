import { JsonLd } from '@/components/json-ld/json-ld';
import { getPageContent } from '@/lib/content/pages';
import { getSite, telHref } from '@/lib/content/site';
import { HTML_LANG } from '@/lib/languages';
import { pageMetadata } from '@/lib/seo';
import { schoolStructuredData } from '@/lib/structured-data';
import { Welcome } from '../(en)/welcome';

export const metadata = pageMetadata('/mr');

/** What a family can do in Marathi today, and the English pages it will need next (marked as English). */
const FOR_FAMILIES = [
  { href: '/mr/onlineadmission', label: 'ऑनलाइन प्रवेश अर्ज', note: 'मराठीत' },
  { href: '/fees', label: 'शुल्क रचना', note: 'मराठी व इंग्रजी', lang: HTML_LANG.en },
  { href: '/mr/admission-status', label: 'अर्जाची स्थिती पाहा', note: 'मराठीत' },
  { href: '/documents', label: 'प्रवेशासाठी लागणारी कागदपत्रे', note: 'इंग्रजीत', lang: HTML_LANG.en },
  { href: '/contact', label: 'शाळेशी संपर्क आणि पत्ता', note: 'इंग्रजीत', lang: HTML_LANG.en },
];

/** The Marathi home page (issue 35): the school in a few lines, and the way to apply. */
export default async function MarathiHomePage() {
  const site = getSite();
  const welcome = await getPageContent('mr/home');
  return (
    <>
      <JsonLd data={schoolStructuredData(site)} />
      <Welcome
        eyebrow={`${site.affiliation.board} · इंग्रजी माध्यम · स्थापना ${site.established}`}
        welcome={welcome}
        apply={{ href: '/mr/onlineadmission', label: 'ऑनलाइन अर्ज करा' }}
        download={{ href: site.applicationFormPdf, label: 'प्रवेश अर्ज डाउनलोड करा (PDF, इंग्रजी)', hrefLang: HTML_LANG.en }}
      />

      <section className="section container" aria-labelledby="families-heading">
        <h2 id="families-heading">पालकांसाठी</h2>
        <ul>
          {FOR_FAMILIES.map((link) => (
            <li key={link.href}>
              <a href={link.href} hrefLang={link.lang}>
                {link.label}
              </a>{' '}
              ({link.note})
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
