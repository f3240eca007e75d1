import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/documents');

export default async function DocumentsPage() {
  const page = await getPageContent('documents');
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="Admission" />
      <div className="section container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </>
  );
}
