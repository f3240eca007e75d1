import { BankAccounts } from '@/components/bank-accounts/bank-accounts';
import { UpiPayment } from '@/components/bank-accounts/upi-payment';
import { AdmissionForm } from '@/components/forms/admission-form';
import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { getSite } from '@/lib/content/site';
import { countryOptions } from '@/lib/forms/countries';
import { pageMetadata } from '@/lib/seo';
import styles from '../forms-page.module.css';

export const metadata = pageMetadata('/bankers');

export default async function BankersPage() {
  const site = getSite();
  const page = await getPageContent('bankers');
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="Admission" />
      <section className="section container" aria-labelledby="bank-details-heading">
        <h2 id="bank-details-heading">Bank details</h2>
        <BankAccounts accounts={site.bankAccounts} />
        <UpiPayment upi={site.upi} />
        <div className={`prose ${styles.after}`} dangerouslySetInnerHTML={{ __html: page.html }} />
      </section>
      <section className="section section-alt" aria-labelledby="payment-form-heading">
        <div className="container">
          <h2 id="payment-form-heading">Payment confirmation form</h2>
          <AdmissionForm
            form="payment"
            academicYears={site.academicYears}
            classOptions={site.classOptions}
            countries={countryOptions()}
            labelledBy="payment-form-heading"
            submitLabel="Submit Payment Details"
          />
        </div>
      </section>
    </>
  );
}
