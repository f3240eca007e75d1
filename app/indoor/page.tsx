import { PageHeader } from '@/components/page-header/page-header';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { getIndoor } from '@/lib/content/indoor';
import { getPageContent } from '@/lib/content/pages';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import grid from '@/components/card-grid/card-grid.module.css';
import styles from './indoor.module.css';

export const metadata = pageMetadata('/indoor');

export default async function IndoorPage() {
  const page = await getPageContent('indoor');
  const indoor = getIndoor();
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="Activities" />
      <div className="section container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        <ul className={`${grid.grid} ${grid.wide}`} aria-label="Indoor activities">
          {indoor.activities.map((activity) => (
            <li key={activity.title} className={grid.card}>
              <ResponsiveImage image={getImage(activity.image)} alt={activity.alt} sizes="(max-width: 599px) 92vw, 400px" />
              <div className={grid.body}>
                <h2 className={grid.cardTitle}>{activity.title}</h2>
                <p>{activity.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <section className="section section-alt" aria-labelledby="leadership-heading">
        <div className={`container ${styles.split}`}>
          <ResponsiveImage image={getImage(indoor.leadership.image)} alt={indoor.leadership.alt} sizes="(max-width: 799px) 92vw, 580px" className={styles.rounded} />
          <div>
            <h2 id="leadership-heading">{indoor.leadership.heading}</h2>
            <p>{indoor.leadership.text}</p>
          </div>
        </div>
      </section>
    </>
  );
}
