import { BankAccounts } from '@/components/bank-accounts/bank-accounts';
import { UpiPayment } from '@/components/bank-accounts/upi-payment';
import { AdmissionForm } from '@/components/forms/admission-form';
import { PageHeader } from '@/components/page-header/page-header';
import { RteAdmissions } from '@/components/rte-admissions/rte-admissions';
import { getPageContent } from '@/lib/content/pages';
import { getSite } from '@/lib/content/site';
import { countryOptions } from '@/lib/forms/countries';
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
      <section className="section section-alt" aria-labelledby="bank-accounts-heading">
        <div className="container">
          <h2 id="bank-accounts-heading">Bank accounts for the registration fee</h2>
          <BankAccounts accounts={site.bankAccounts} />
          <UpiPayment upi={site.upi} />
        </div>
      </section>
      <section className="section container" aria-labelledby="admission-form-heading">
        <h2 id="admission-form-heading">Online admission form</h2>
        <p className={styles.lead}>
          Please fill in every field. Academic year and class apply to the child; the payment screenshot is the proof of the registration fee transfer.
        </p>
        <AdmissionForm
          form="admission"
          academicYears={site.academicYears}
          classOptions={site.classOptions}
          countries={countryOptions()}
          labelledBy="admission-form-heading"
          submitLabel="Submit Application Form"
        />
      </section>
    </>
  );
}
