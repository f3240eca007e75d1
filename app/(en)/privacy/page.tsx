import dataRequestForm from '@/components/forms/data-request-form.island';
import { Island } from '@/components/island/island';
import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { getRetention, retentionMarkdown } from '@/lib/content/retention';
import { getSite, telHref } from '@/lib/content/site';
import { pageMetadata } from '@/lib/seo';
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
        {/* DPDP Rules, 2025, rule 9: the contact for questions about personal data, published prominently. */}
        <section id="data-protection-contact" className={`callout ${styles.contact}`} aria-labelledby="dpdp-contact-heading">
          <h2 id="dpdp-contact-heading">Questions about your personal data</h2>
          <dl className="label-list">
            <dt>Designated contact</dt>
            <dd>
              {contact.name}, {contact.role}
            </dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </dd>
            <dt>Address</dt>
            <dd>{contact.address}</dd>
          </dl>
          <p>
            We answer every request within <strong data-reply-days>{contact.replyDays} days</strong> (Digital Personal Data Protection Rules, 2025).{' '}
            <a href="#data-request-heading">Send a request with the form below</a>.
          </p>
        </section>
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
