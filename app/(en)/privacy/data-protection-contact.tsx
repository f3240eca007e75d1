import { getSite, telHref } from '@/lib/content/site';
import { fillText } from '@/lib/forms/texts/render';
import { englishOn, IN_ENGLISH, type SiteLanguage } from '@/lib/languages';
import styles from './privacy.module.css';

/** The box's words in each language; `{days}` is content/site.yml's dataProtection.replyDays. */
const WORDS = {
  en: {
    heading: 'Questions about your personal data',
    contact: 'Designated contact',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
    replyBefore: 'We answer every request within',
    days: '{days} days',
    replyAfter: '(Digital Personal Data Protection Rules, 2025).',
    form: 'Send a request with the form below',
    formHref: '#data-request-heading',
  },
  mr: {
    heading: 'तुमच्या वैयक्तिक माहितीबद्दल प्रश्न',
    contact: 'नेमलेली व्यक्ती',
    email: 'ई-मेल',
    phone: 'फोन',
    address: 'पत्ता',
    replyBefore: 'आम्ही प्रत्येक विनंतीला',
    days: '{days} दिवसांत',
    replyAfter: 'उत्तर देतो (डिजिटल वैयक्तिक डेटा संरक्षण नियम, 2025).',
    form: `विनंती फॉर्मने पाठवा ${IN_ENGLISH}`,
    formHref: '/privacy#data-request-heading',
  },
} as const;

/**
 * The privacy notice's first box (DPDP Rules, 2025, rule 9: the contact for questions about personal data, published
 * prominently), on /privacy and its Marathi summary /mr/privacy. In Marathi the contact's name, role and address stay
 * as written, in English, and the request form (English) is a link marked so.
 */
export function DataProtectionContact({ lang }: { lang: SiteLanguage }) {
  const contact = getSite().dataProtection;
  const words = WORDS[lang];
  const english = englishOn(lang);
  return (
    <section id="data-protection-contact" className={`callout ${styles.contact}`} aria-labelledby="dpdp-contact-heading">
      <h2 id="dpdp-contact-heading">{words.heading}</h2>
      <dl className="label-list">
        <dt>{words.contact}</dt>
        <dd lang={english}>
          {contact.name}, {contact.role}
        </dd>
        <dt>{words.email}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>{words.phone}</dt>
        <dd>
          <a href={telHref(contact.phone)}>{contact.phone}</a>
        </dd>
        <dt>{words.address}</dt>
        <dd lang={english}>{contact.address}</dd>
      </dl>
      <p>
        {words.replyBefore} <strong data-reply-days>{fillText(words.days, { days: contact.replyDays })}</strong> {words.replyAfter}{' '}
        <a href={words.formHref} hrefLang={english}>
          {words.form}
        </a>
        .
      </p>
    </section>
  );
}
