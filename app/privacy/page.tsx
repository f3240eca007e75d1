import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/privacy');

export default async function PrivacyPage() {
  const page = await getPageContent('privacy');
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <div className="section container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </>
  );
}
