import { PageHeader } from '@/components/page-header/page-header';
import { getClubs } from '@/lib/content/clubs';
import { getPageContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';
import grid from '@/components/card-grid/card-grid.module.css';

export const metadata = pageMetadata('/clubs');

export default async function ClubsPage() {
  const page = await getPageContent('clubs');
  const clubs = getClubs();
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="Activities" />
      <div className="section container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        <ul className={grid.grid} aria-label="School clubs">
          {clubs.map((club) => (
            <li key={club.name} className={grid.card} data-club>
              <div className={grid.body}>
                <p className={grid.tag}>{club.focus}</p>
                <h2 className={grid.cardTitle}>{club.name}</h2>
                <p>{club.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
