import { PhoneAndMail } from '@/components/contact-lines/contact-lines';
import { InLanguage } from '@/components/in-language/in-language';
import contactForm from '@/components/forms/contact-form.island';
import { Island } from '@/components/island/island';
import { MapEmbed } from '@/components/map-embed/map-embed';
import { LocationIcon } from '@/components/icons/icons';
import { OfficeHours } from '@/components/office-hours/office-hours';
import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { formatAddress, getSite, type Site } from '@/lib/content/site';
import { fillText } from '@/lib/forms/texts/render';
import { englishOn, HTML_LANG, IN_ENGLISH, type SiteLanguage } from '@/lib/languages';
import styles from '../forms-page.module.css';

/** The page's own words; its text is content/pages/contact.md (Marathi: content/pages/mr/contact.md). */
const WORDS = {
  en: {
    page: 'contact',
    eyebrow: 'Contact',
    form: 'Get in Touch',
    formLead: 'Leave your details and the school office will call or write back within two working days.',
    details: 'Visit or call us',
    hours: undefined,
    map: 'Find us in {area}, {city}',
    mapTitle: 'Map showing {name} in {area}, {city}',
    mapWords: undefined,
    openMap: 'Open the map in Google Maps (opens in a new tab)',
  },
  mr: {
    page: 'mr/contact',
    eyebrow: 'संपर्क',
    // The contact form is English for now: the page leads to it, marked as English.
    form: 'आम्हाला लिहा',
    formLead: `तुमचे नाव, फोन आणि प्रश्न इंग्रजी संपर्क फॉर्ममध्ये लिहा; शाळेचे कार्यालय दोन कामाच्या दिवसांत फोन करेल किंवा उत्तर लिहील.`,
    formLink: `संपर्क फॉर्म ${IN_ENGLISH}`,
    details: 'भेटा किंवा फोन करा',
    hours: 'कार्यालयाची वेळ:',
    map: 'शाळेचा नकाशा',
    mapTitle: '{area}, {city} येथील {name} दाखवणारा नकाशा',
    mapWords: { lang: HTML_LANG.mr, note: 'तुम्ही सांगितल्यावरच नकाशा Google Maps वरून उघडतो.', show: 'नकाशा दाखवा' },
    openMap: 'नकाशा Google Maps मध्ये उघडा (नव्या टॅबमध्ये)',
  },
} as const;

/** The school's facts the page's sentences name. */
function placeOf(site: Site) {
  return { name: site.name, area: site.address.area, city: site.address.city };
}

/**
 * The contact page in either language (/contact, /mr/contact): a way to write, the office's address, phone, e-mail and
 * hours, and the map. In Marathi, the form (English for now) is a link marked as English, the address is as the post
 * writes it.
 */
export async function Contact({ lang }: { lang: SiteLanguage }) {
  const site = getSite();
  const page = await getPageContent(WORDS[lang].page);
  const place = placeOf(site);
  const words = WORDS[lang];
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow={words.eyebrow} />
      <div className={`section container ${styles.columns}`}>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{words.form}</h2>
          <p className={styles.lead}>{words.formLead}</p>
          {'formLink' in words ? (
            <p>
              <a className="button" href="/contact#contact-form-heading" hrefLang={HTML_LANG.en}>
                {words.formLink}
              </a>
            </p>
          ) : (
            <Island of={contactForm} props={{}} />
          )}
        </section>
        <section aria-labelledby="contact-details-heading" className={styles.details}>
          <h2 id="contact-details-heading">{words.details}</h2>
          <address className={styles.address}>
            <p>
              <LocationIcon size={18} />{' '}
              <InLanguage lang={englishOn(lang)}>
                {site.name}, {formatAddress(site)}
              </InLanguage>
            </p>
            <PhoneAndMail contact={site.contact} iconSize={18} />
          </address>
          {words.hours ? (
            <p>
              {words.hours} <OfficeHours hours={site.contact.officeHours} lang={lang} />
            </p>
          ) : null}
          <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        </section>
      </div>
      <section className="section container" aria-labelledby="map-heading">
        <h2 id="map-heading">{fillText(words.map, place)}</h2>
        <div className={styles.map}>
          <MapEmbed src={site.mapEmbedUrl} title={fillText(words.mapTitle, place)} words={words.mapWords} />
        </div>
        <p>
          <a href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer">
            {words.openMap}
          </a>
        </p>
      </section>
    </>
  );
}
