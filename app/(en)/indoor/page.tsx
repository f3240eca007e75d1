import { AltSection } from '@/components/alt-section/alt-section';
import { CardGrid } from '@/components/card-grid/card-grid';
import { ContentPage } from '@/components/content-page/content-page';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { getIndoor } from '@/lib/content/indoor';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import split from '../split.module.css';

export const metadata = pageMetadata('/indoor');

export default function IndoorPage() {
  const indoor = getIndoor();
  const cards = indoor.activities.map((activity) => ({
    id: activity.title,
    title: activity.title,
    image: { path: activity.image, alt: activity.alt },
    children: <p>{activity.text}</p>,
  }));
  return (
    <ContentPage
      slug="indoor"
      eyebrow="Activities"
      after={
        <AltSection labelledBy="leadership-heading" className={split.split}>
          <ResponsiveImage
            image={getImage(indoor.leadership.image)}
            alt={indoor.leadership.alt}
            sizes="(max-width: 799px) 92vw, 580px"
            className={split.rounded}
          />
          <div>
            <h2 id="leadership-heading">{indoor.leadership.heading}</h2>
            <p>{indoor.leadership.text}</p>
          </div>
        </AltSection>
      }
    >
      <CardGrid label="Indoor activities" cards={cards} sizes="(max-width: 599px) 92vw, 400px" wide />
    </ContentPage>
  );
}
