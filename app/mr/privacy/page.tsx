import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';
import { DataProtectionContact } from '../../(en)/privacy/data-protection-contact';

export const metadata = pageMetadata('/mr/privacy');

/**
 * The privacy notice in Marathi, in short (issue 35): the contact for personal data first, as on the English notice,
 * then the summary (content/pages/mr/privacy.md), which leads to the full notice and its request form (English).
 */
export default async function MarathiPrivacyPage() {
  const page = await getPageContent('mr/privacy');
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <div className="section container">
        <DataProtectionContact lang="mr" />
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </>
  );
}
