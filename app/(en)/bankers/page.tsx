import { AltSection } from '@/components/alt-section/alt-section';
import { PaymentOptions } from '@/components/bank-accounts/payment-options';
import { SiteAdmissionForm } from '@/components/forms/site-admission-form';
import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { getSite } from '@/lib/content/site';
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
        <PaymentOptions site={site} />
        <div className={`prose ${styles.after}`} dangerouslySetInnerHTML={{ __html: page.html }} />
      </section>
      <AltSection labelledBy="payment-form-heading">
        <h2 id="payment-form-heading">Payment confirmation form</h2>
        <SiteAdmissionForm site={site} form="payment" labelledBy="payment-form-heading" submitLabel="Submit Payment Details" />
      </AltSection>
    </>
  );
}
