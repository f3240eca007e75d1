import { AltSection } from '@/components/alt-section/alt-section';
import { PaymentOptions } from '@/components/bank-accounts/payment-options';
import { SiteAdmissionForm } from '@/components/forms/site-admission-form';
import { SHELL_WORDS } from '@/components/site-shell/shell-words';
import { AdmissionText } from '@/components/admission-text/admission-text';
import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { getSite } from '@/lib/content/site';
import { addressIn, englishOn, type SiteLanguage } from '@/lib/languages';
import styles from '../forms-page.module.css';

/** The page's own words; its text is content/pages/en/onlineadmission.md (Marathi: content/pages/mr/onlineadmission.md). */
const WORDS = {
  en: {
    page: 'onlineadmission',
    eyebrow: 'Admission',
    accounts: 'Bank accounts for the registration fee',
    accountsNote: undefined,
    form: 'Online admission form',
    lead: 'Please fill in every field. Academic year and class apply to the child; the payment screenshot is the proof of the registration fee transfer.',
    submit: 'Submit Application Form',
  },
  mr: {
    page: 'mr/onlineadmission',
    eyebrow: 'प्रवेश',
    accounts: 'नोंदणी शुल्कासाठी बँक खाती',
    accountsNote: 'खात्यांचे तपशील बँकेत लिहिले जातात तसे, इंग्रजीत:',
    form: 'ऑनलाइन प्रवेश अर्ज',
    lead: 'कृपया सर्व माहिती भरा. शैक्षणिक वर्ष आणि इयत्ता मुलाच्या प्रवेशाची आहेत; पैसे भरल्याचा स्क्रीनशॉट हा नोंदणी शुल्क भरल्याचा पुरावा आहे. नावे आणि पत्ता इंग्रजीत किंवा मराठीत लिहू शकता.',
    submit: 'प्रवेश अर्ज पाठवा',
  },
} as const;

/**
 * The online admission page in either language (/onlineadmission, /mr/onlineadmission): its text, the RTE seats, the
 * bank accounts and the form. In Marathi, what stays English (the PDF, the accounts as the bank writes them) says so.
 */
export async function OnlineAdmission({ lang }: { lang: SiteLanguage }) {
  const site = getSite();
  const words = WORDS[lang];
  const page = await getPageContent(words.page);
  const english = englishOn(lang);
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow={words.eyebrow} />
      <div className="section container">
        <p>
          <a className="button" href={site.applicationFormPdf} download hrefLang={english}>
            {SHELL_WORDS[lang].header.downloadForm}
          </a>
        </p>
        <AdmissionText page={page} rte={site.rte} lang={lang} />
      </div>
      <AltSection labelledBy="bank-accounts-heading">
        <h2 id="bank-accounts-heading">{words.accounts}</h2>
        {words.accountsNote ? <p>{words.accountsNote}</p> : null}
        <PaymentOptions site={site} lang={lang} />
      </AltSection>
      <section className="section container" aria-labelledby="admission-form-heading">
        <h2 id="admission-form-heading">{words.form}</h2>
        <p className={styles.lead}>{words.lead}</p>
        <SiteAdmissionForm
          site={site}
          form="admission"
          labelledBy="admission-form-heading"
          submitLabel={words.submit}
          lang={lang}
          privacyHref={addressIn('/privacy', lang)}
        />
      </section>
    </>
  );
}
