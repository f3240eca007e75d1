import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/visionmissin');

export default async function VisionMissionPage() {
  const page = await getPageContent('visionmissin');
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="About Us" />
      <div className="section container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </>
  );
}
