import { CareerForm } from '@/components/forms/career-form';
import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/career');

export default async function CareerPage() {
  const page = await getPageContent('career');
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="Work with us" />
      <div className="section container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
      <section className="section section-alt" aria-labelledby="career-form-heading">
        <div className="container">
          <h2 id="career-form-heading">Apply for a Job</h2>
          <CareerForm />
        </div>
      </section>
    </>
  );
}
