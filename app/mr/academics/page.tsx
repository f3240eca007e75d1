import { TextPage } from '@/components/text-page/text-page';
import { getPageContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/mr/academics');

/** The stages of schooling in Marathi (issue 35), the pre-primary (foundational) years first; the English page's frame. */
export default async function MarathiAcademicsPage() {
  return <TextPage page={await getPageContent('mr/academics')} eyebrow="शिक्षण" />;
}
