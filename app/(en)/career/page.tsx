import { AltSection } from '@/components/alt-section/alt-section';
import { ContentPage } from '@/components/content-page/content-page';
import careerForm from '@/components/forms/career-form.island';
import { Island } from '@/components/island/island';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/career');

export default function CareerPage() {
  return (
    <ContentPage
      slug="career"
      eyebrow="Work with us"
      after={
        <AltSection labelledBy="career-form-heading">
          <h2 id="career-form-heading">Apply for a Job</h2>
          <Island of={careerForm} props={{}} />
        </AltSection>
      }
    />
  );
}
