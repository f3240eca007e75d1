import { ContentPage } from '@/components/content-page/content-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/visionmissin');

export default function VisionMissionPage() {
  return <ContentPage slug="visionmissin" eyebrow="About Us" />;
}
