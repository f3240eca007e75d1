import { PageHeader } from '@/components/page-header/page-header';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { getPageContent } from '@/lib/content/pages';
import { getPaintings } from '@/lib/content/paintings';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import grid from '@/components/card-grid/card-grid.module.css';

export const metadata = pageMetadata('/studentscorner');

export default async function StudentsCornerPage() {
  const page = await getPageContent('studentscorner');
  const paintings = getPaintings();
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="Activities" />
      <div className="section container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        <ul className={grid.grid} aria-label="Paintings by our pupils">
          {paintings.map((painting) => (
            <li key={painting.image} className={grid.card} data-painting>
              <ResponsiveImage image={getImage(painting.image)} alt={painting.alt} sizes="(max-width: 599px) 92vw, 320px" />
              <div className={grid.body}>
                <h2 className={grid.cardTitle}>{painting.title}</h2>
                <p className={grid.meta}>
                  <span>{painting.student}</span>, {painting.class}, {painting.house}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
