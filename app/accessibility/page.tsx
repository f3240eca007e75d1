import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/accessibility');

export default async function AccessibilityPage() {
  const page = await getPageContent('accessibility');
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <div className="section container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </>
  );
}
