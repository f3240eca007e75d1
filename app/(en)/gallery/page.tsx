import { ContentPage } from '@/components/content-page/content-page';
import { GalleryBrowser } from '@/components/gallery-browser/gallery-browser';
import { getGalleryPhotos } from '@/lib/content/gallery';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/gallery');

export default function GalleryPage() {
  const photos = getGalleryPhotos().map(({ image, alt, category }) => ({ image: getImage(image), alt, category }));
  return (
    <ContentPage slug="gallery">
      <GalleryBrowser photos={photos} />
    </ContentPage>
  );
}
