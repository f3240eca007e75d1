import { LinkResendForm } from '@/components/forms/link-resend-form';
import statusLookupForm from '@/components/forms/status-lookup-form.island';
import { Island } from '@/components/island/island';
import { PageHeader } from '@/components/page-header/page-header';
import { getSite, phoneDigits } from '@/lib/content/site';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/admission-status');

export default function AdmissionStatusPage() {
  const site = getSite();
  return (
    <>
      <PageHeader
        title="Track Your Application"
        intro="See where your admission application or payment confirmation stands, at any time."
        eyebrow="Admission"
      />
      <section className="section container" aria-labelledby="status-lookup-heading">
        <h2 id="status-lookup-heading">Look up the status</h2>
        <p>
          Enter the reference number from the e-mail we sent when you applied, and the e-mail address or phone number you gave in the form. You will see the
          current status and the date it last changed; for your child&apos;s privacy, nothing else is shown.
        </p>
        <Island of={statusLookupForm} props={{}} />
        <h2 id="link-resend-heading">Send me my link again</h2>
        <p>
          Every admission application has its own private page: its stages, the messages of the school office and what to do next. The link to it is in the
          e-mail we sent when you applied. Lost it, or has it expired? We will e-mail a new one to the address given in the application.
        </p>
        <LinkResendForm />
        <p>
          Have not applied yet? Use the <a href="/onlineadmission">online admission form</a>. Questions? Call the school office on{' '}
          <a href={`tel:+${phoneDigits(site.contact.phone)}`}>{site.contact.phone}</a> ({site.contact.officeHours}).
        </p>
      </section>
    </>
  );
}
