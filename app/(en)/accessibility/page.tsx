import { ContentPage } from '@/components/content-page/content-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/accessibility');

export default function AccessibilityPage() {
  return <ContentPage slug="accessibility" />;
}
