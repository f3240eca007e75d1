import { GalleryBrowser } from '@/components/gallery-browser/gallery-browser';
import { PageHeader } from '@/components/page-header/page-header';
import { getGalleryPhotos } from '@/lib/content/gallery';
import { getPageContent } from '@/lib/content/pages';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/gallery');

export default async function GalleryPage() {
  const page = await getPageContent('gallery');
  const photos = getGalleryPhotos().map(({ image, alt, category }) => ({ image: getImage(image), alt, category }));
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <div className="section container">
        {page.html ? <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} /> : null}
        <GalleryBrowser photos={photos} />
      </div>
    </>
  );
}
