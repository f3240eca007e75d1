import { CardGrid } from '@/components/card-grid/card-grid';
import { ContentPage } from '@/components/content-page/content-page';
import { getPaintings } from '@/lib/content/paintings';
import { pageMetadata } from '@/lib/seo';
import grid from '@/components/card-grid/card-grid.module.css';

export const metadata = pageMetadata('/studentscorner');

export default function StudentsCornerPage() {
  const cards = getPaintings().map((painting) => ({
    id: painting.image,
    title: painting.title,
    image: { path: painting.image, alt: painting.alt },
    children: (
      <p className={grid.meta}>
        <span>{painting.student}</span>, {painting.class}, {painting.house}
      </p>
    ),
  }));
  return (
    <ContentPage slug="studentscorner" eyebrow="Activities">
      <CardGrid label="Paintings by our pupils" cards={cards} marker="painting" />
    </ContentPage>
  );
}
