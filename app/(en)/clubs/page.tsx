import { CardGrid } from '@/components/card-grid/card-grid';
import { ContentPage } from '@/components/content-page/content-page';
import { getClubs } from '@/lib/content/clubs';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/clubs');

export default function ClubsPage() {
  const cards = getClubs().map((club) => ({ id: club.name, title: club.name, tag: club.focus, children: <p>{club.description}</p> }));
  return (
    <ContentPage slug="clubs" eyebrow="Activities">
      <CardGrid label="School clubs" cards={cards} marker="club" />
    </ContentPage>
  );
}
