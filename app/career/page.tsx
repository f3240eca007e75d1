import { ContentPage } from '@/components/content-page/content-page';
import { CareerForm } from '@/components/forms/career-form';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/career');

export default function CareerPage() {
  return (
    <ContentPage
      slug="career"
      eyebrow="Work with us"
      after={
        <section className="section section-alt" aria-labelledby="career-form-heading">
          <div className="container">
            <h2 id="career-form-heading">Apply for a Job</h2>
            <CareerForm />
          </div>
        </section>
      }
    />
  );
}
