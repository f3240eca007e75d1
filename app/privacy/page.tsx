import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { getRetention, retentionMarkdown } from '@/lib/content/retention';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/privacy');

export default async function PrivacyPage() {
  // The retention periods come from content/retention.yml, the file the form service enforces.
  const page = await getPageContent('privacy', undefined, { retention: retentionMarkdown(getRetention()) });
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <div className="section container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </>
  );
}
