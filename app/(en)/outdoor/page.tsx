import { PageHeader } from '@/components/page-header/page-header';
import { PhotoGrid } from '@/components/photo-grid/photo-grid';
import { getOutdoorPhotos } from '@/lib/content/gallery';
import { getPageContent } from '@/lib/content/pages';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import styles from './outdoor.module.css';

export const metadata = pageMetadata('/outdoor');

export default async function OutdoorPage() {
  const page = await getPageContent('outdoor');
  const photos = getOutdoorPhotos().map(({ image, alt }) => ({ image: getImage(image), alt }));
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="Activities" />
      <div className="section container">
        <div className={`prose ${styles.text}`} dangerouslySetInnerHTML={{ __html: page.html }} />
        <h2 className={styles.heading}>Outdoor activities in pictures</h2>
        <PhotoGrid photos={photos} label="Outdoor activities photos" zoom />
      </div>
    </>
  );
}
