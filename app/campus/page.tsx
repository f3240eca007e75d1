import { PageHeader } from '@/components/page-header/page-header';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { getCampusImages } from '@/lib/content/campus';
import { getPageContent } from '@/lib/content/pages';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import styles from './campus.module.css';

export const metadata = pageMetadata('/campus');

export default async function CampusPage() {
  const page = await getPageContent('campus');
  const images = getCampusImages();
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="About Us" />
      <div className="section container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        <ul className={styles.gallery} aria-label="Campus photographs">
          {images.map((item) => (
            <li key={item.image}>
              <figure className={styles.figure}>
                <ResponsiveImage image={getImage(item.image)} alt={item.alt} sizes="(max-width: 699px) 92vw, 590px" />
                <figcaption>{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
