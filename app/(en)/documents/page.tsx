import { ContentPage } from '@/components/content-page/content-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/documents');

export default function DocumentsPage() {
  return <ContentPage slug="documents" eyebrow="Admission" />;
}
