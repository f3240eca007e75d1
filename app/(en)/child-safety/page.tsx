import { getChildSafety } from '@/lib/content/child-safety';
import { pageMetadata } from '@/lib/seo';
import { ChildSafety } from './child-safety';

export const metadata = pageMetadata('/child-safety');

export default function ChildSafetyPage() {
  return <ChildSafety page={getChildSafety()} lang="en" />;
}
