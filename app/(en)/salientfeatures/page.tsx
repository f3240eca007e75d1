import { CardGrid } from '@/components/card-grid/card-grid';
import { ContentPage } from '@/components/content-page/content-page';
import { getFeatures } from '@/lib/content/features';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/salientfeatures');

export default function SalientFeaturesPage() {
  const cards = getFeatures().map((feature) => ({
    id: feature.title,
    title: feature.title,
    image: { path: feature.image, alt: feature.alt },
    children: <p>{feature.text}</p>,
  }));
  return (
    <ContentPage slug="salientfeatures" eyebrow="About Us">
      <CardGrid label="Salient features" cards={cards} marker="feature" />
    </ContentPage>
  );
}
