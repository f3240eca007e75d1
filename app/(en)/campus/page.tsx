import { ContentPage } from '@/components/content-page/content-page';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { getCampusImages } from '@/lib/content/campus';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import styles from './campus.module.css';

export const metadata = pageMetadata('/campus');

export default function CampusPage() {
  const images = getCampusImages();
  return (
    <ContentPage slug="campus" eyebrow="About Us">
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
    </ContentPage>
  );
}
