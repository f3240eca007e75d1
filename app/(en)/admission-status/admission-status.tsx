import { LinkResendForm } from '@/components/forms/link-resend-form';
import { OfficeHours } from '@/components/office-hours/office-hours';
import statusLookupForm from '@/components/forms/status-lookup-form.island';
import marathiStatusLookupForm from '@/components/forms/status-lookup-form-mr.island';
import { Island } from '@/components/island/island';
import { PageHeader } from '@/components/page-header/page-header';
import { getSite, phoneDigits } from '@/lib/content/site';
import { lookupWords } from '@/lib/forms/status-lookup-fields';
import { mrLookupWords } from '@/lib/forms/texts/lookup-mr';
import type { SiteLanguage } from '@/lib/languages';

/** The page's own words in each language (the look-up form's are lib/forms: the island carries only its language's). */
const WORDS = {
  en: {
    title: 'Track Your Application',
    intro: 'See where your admission application or payment confirmation stands, at any time.',
    eyebrow: 'Admission',
    lookUp: 'Look up the status',
    lookUpText:
      "Enter the reference number from the e-mail we sent when you applied, and the e-mail address or phone number you gave in the form. You will see the current status and the date it last changed; for your child's privacy, nothing else is shown.",
    pageText:
      'Every admission application has its own private page: its stages, the messages of the school office and what to do next. The link to it is in the e-mail we sent when you applied. Lost it, or has it expired? We will e-mail a new one to the address given in the application.',
    notYet: 'Have not applied yet? Use the ',
    form: 'online admission form',
    formHref: '/onlineadmission',
    questions: '. Questions? Call the school office on ',
    lookup: lookupWords,
  },
  mr: {
    title: 'अर्जाची स्थिती',
    intro: 'तुमचा प्रवेश अर्ज कुठपर्यंत आला आहे ते कधीही पाहा.',
    eyebrow: 'प्रवेश',
    lookUp: 'स्थिती पाहा',
    lookUpText:
      'अर्ज केल्यावर आम्ही पाठवलेल्या ई-मेलमधील संदर्भ क्रमांक, आणि फॉर्ममध्ये दिलेला ई-मेल पत्ता किंवा फोन नंबर लिहा. अर्जाची सध्याची स्थिती आणि ती कोणत्या तारखेपासून आहे, एवढेच दिसेल; मुलांच्या माहितीच्या सुरक्षिततेसाठी आणखी काही दाखवले जात नाही.',
    pageText:
      'प्रत्येक प्रवेश अर्जाचे स्वतःचे खाजगी पान असते: अर्जाचे टप्पे, शाळेच्या कार्यालयाचे संदेश आणि पुढे काय करायचे. त्याची लिंक अर्ज केल्यावर आलेल्या ई-मेलमध्ये आहे. ती हरवली, किंवा तिची मुदत संपली? अर्जातील ई-मेल पत्त्यावर आम्ही नवीन लिंक पाठवू.',
    notYet: 'अजून अर्ज केला नाही? ',
    form: 'ऑनलाइन प्रवेश अर्ज',
    formHref: '/mr/onlineadmission',
    questions: ' भरा. काही प्रश्न असल्यास शाळेच्या कार्यालयाला फोन करा: ',
    lookup: mrLookupWords,
  },
} satisfies Record<SiteLanguage, unknown>;

/** "Track your application" (/admission-status, and /mr/admission-status in Marathi, issue 35). */
export function AdmissionStatus({ lang = 'en' }: { lang?: SiteLanguage }) {
  const site = getSite();
  const words = WORDS[lang];
  return (
    <>
      <PageHeader title={words.title} intro={words.intro} eyebrow={words.eyebrow} />
      <section className="section container" aria-labelledby="status-lookup-heading">
        <h2 id="status-lookup-heading">{words.lookUp}</h2>
        <p>{words.lookUpText}</p>
        <Island of={lang === 'mr' ? marathiStatusLookupForm : statusLookupForm} props={{}} />
        <h2 id="link-resend-heading">{words.lookup.resend}</h2>
        <p>{words.pageText}</p>
        <LinkResendForm words={words.lookup} />
        <p>
          {words.notYet}
          <a href={words.formHref}>{words.form}</a>
          {words.questions}
          <a href={`tel:+${phoneDigits(site.contact.phone)}`}>{site.contact.phone}</a> (<OfficeHours hours={site.contact.officeHours} lang={lang} />
          ).
        </p>
      </section>
    </>
  );
}
