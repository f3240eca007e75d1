import { getChildSafety } from '@/lib/content/child-safety';
import { pageMetadata } from '@/lib/seo';
import { ChildSafety } from '../../(en)/child-safety/child-safety';

export const metadata = pageMetadata('/mr/child-safety');

/** Child safety in Marathi (issue 35): the `mr:` texts of content/child-safety.yml in the English page's parts. */
export default function MarathiChildSafetyPage() {
  const page = getChildSafety(undefined, 'mr');
  if (!page) throw new Error('content/child-safety.yml: the Marathi texts (mr:) that /mr/child-safety shows are missing');
  return <ChildSafety page={page} lang="mr" />;
}
