import { TextPage } from '@/components/text-page/text-page';
import { getPageContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/assessments');

export default async function AssessmentsPage() {
  return <TextPage page={await getPageContent('assessments')} eyebrow="Learning" />;
}
