import dataRequestForm from '@/components/forms/data-request-form.island';
import { Island } from '@/components/island/island';
import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { getRetention, retentionMarkdown } from '@/lib/content/retention';
import { getSite } from '@/lib/content/site';
import { pageMetadata } from '@/lib/seo';
import { DataProtectionContact } from './data-protection-contact';
import styles from './privacy.module.css';

export const metadata = pageMetadata('/privacy');

export default async function PrivacyPage() {
  // The retention periods come from content/retention.yml, the file the form service enforces.
  const page = await getPageContent('privacy', undefined, { retention: retentionMarkdown(getRetention()) });
  const contact = getSite().dataProtection;
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <div className="section container">
        <DataProtectionContact lang="en" />
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        <section className={styles.form} aria-labelledby="data-request-heading">
          <h2 id="data-request-heading">Ask to see, correct or erase your data</h2>
          <p>
            You can also withdraw your consent or nominate someone to act for you. To keep your family&apos;s data safe, we act on a request only once it is
            confirmed: through a link we e-mail to the address in your forms with us, or at the school office with proof of your identity. We answer it within{' '}
            {contact.replyDays} days, by e-mail to that address.
          </p>
          <Island of={dataRequestForm} props={{}} />
        </section>
      </div>
    </>
  );
}
