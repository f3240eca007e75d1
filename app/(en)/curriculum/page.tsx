import { TextPage } from '@/components/text-page/text-page';
import { getPageContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/curriculum');

export default async function CurriculumPage() {
  return <TextPage page={await getPageContent('curriculum')} eyebrow="Learning" />;
}
