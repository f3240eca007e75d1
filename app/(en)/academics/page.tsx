import { TextPage } from '@/components/text-page/text-page';
import { getPageContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/academics');

export default async function AcademicsPage() {
  return <TextPage page={await getPageContent('academics')} eyebrow="Learning" />;
}
