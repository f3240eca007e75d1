import { AltSection } from '@/components/alt-section/alt-section';
import { PaymentOptions } from '@/components/bank-accounts/payment-options';
import { SiteAdmissionForm } from '@/components/forms/site-admission-form';
import { PageHeader } from '@/components/page-header/page-header';
import { RteAdmissions } from '@/components/rte-admissions/rte-admissions';
import { getPageContent } from '@/lib/content/pages';
import { getSite } from '@/lib/content/site';
import { pageMetadata } from '@/lib/seo';
import styles from '../forms-page.module.css';

export const metadata = pageMetadata('/onlineadmission');

export default async function OnlineAdmissionPage() {
  const site = getSite();
  const page = await getPageContent('onlineadmission');
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="Admission" />
      <div className="section container">
        <p>
          <a className="button" href={site.applicationFormPdf} download>
            Download Application Form (PDF)
          </a>
        </p>
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        <RteAdmissions rte={site.rte} />
      </div>
      <AltSection labelledBy="bank-accounts-heading">
        <h2 id="bank-accounts-heading">Bank accounts for the registration fee</h2>
        <PaymentOptions site={site} />
      </AltSection>
      <section className="section container" aria-labelledby="admission-form-heading">
        <h2 id="admission-form-heading">Online admission form</h2>
        <p className={styles.lead}>
          Please fill in every field. Academic year and class apply to the child; the payment screenshot is the proof of the registration fee transfer.
        </p>
        <SiteAdmissionForm site={site} form="admission" labelledBy="admission-form-heading" submitLabel="Submit Application Form" />
      </section>
    </>
  );
}
