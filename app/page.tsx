import Link from 'next/link';
import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { getSite } from '@/lib/content/site';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/');

export default async function HomePage() {
  const site = getSite();
  const page = await getPageContent('home');
  const years = new Date().getFullYear() - site.established;
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow={`${site.affiliation.board} · Est. ${site.established}`} />
      <section className="section container" aria-labelledby="welcome-heading">
        <h2 id="welcome-heading">Over {Math.floor(years / 5) * 5} years of learning in Undri</h2>
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        <p>
          <Link className="button" href="/onlineadmission" prefetch={false}>
            Apply online
          </Link>{' '}
          <a className="button button-secondary" href={site.applicationFormPdf} download>
            Download the application form
          </a>
        </p>
      </section>
    </>
  );
}
