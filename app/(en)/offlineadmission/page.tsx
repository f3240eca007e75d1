import { PageHeader } from '@/components/page-header/page-header';
import { RteAdmissions } from '@/components/rte-admissions/rte-admissions';
import { getPageContent } from '@/lib/content/pages';
import { formatAddress, getSite, phoneDigits } from '@/lib/content/site';
import { pageMetadata } from '@/lib/seo';
import styles from './offline-admission.module.css';

export const metadata = pageMetadata('/offlineadmission');

export default async function OfflineAdmissionPage() {
  const page = await getPageContent('offlineadmission');
  const site = getSite();
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="Admission" />
      <div className={`section container ${styles.layout}`}>
        <div>
          <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
          <RteAdmissions rte={site.rte} />
        </div>
        <aside className={styles.office} aria-labelledby="school-office">
          <h2 id="school-office">School office</h2>
          <dl>
            <dt>Office hours</dt>
            <dd>{site.contact.officeHours}</dd>
            <dt>Address</dt>
            <dd>{formatAddress(site)}</dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:+${phoneDigits(site.contact.phone)}`}>{site.contact.phone}</a>
            </dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
            </dd>
          </dl>
          <a className="button" href={site.applicationFormPdf} download>
            Download Application Form (PDF)
          </a>
        </aside>
      </div>
    </>
  );
}
