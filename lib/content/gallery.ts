import path from 'node:path';
import { z } from 'zod';
import { GALLERY_CATEGORIES, PHOTO_CATEGORIES, type GalleryCategory } from '../gallery-categories';
import { imageKey } from './fields';
import { defaultContentRoot, readYaml } from './reader';

const categorySchema = z.enum(PHOTO_CATEGORIES, {
  error: (issue) =>
    issue.input === 'All'
      ? 'Leave category out for a photo that belongs under "All" only'
      : `Unknown category "${String(issue.input)}": use one of ${GALLERY_CATEGORIES.slice(1).join(', ')}`,
});

function photoSchema(root: string) {
  return z.strictObject({
    image: imageKey(root),
    alt: z.string().trim().min(5, 'Describe what the photo shows (at least 5 characters)'),
    category: categorySchema.optional(),
  });
}

export function photosFileSchema(root: string, withCategories: boolean) {
  const photo = withCategories ? photoSchema(root) : photoSchema(root).omit({ category: true });
  return z.object({ photos: z.array(photo).min(1) });
}

/** One photo of a gallery: the original's key under content/images/, its alt text and (on /gallery) its category. */
export interface GalleryPhoto {
  image: string;
  alt: string;
  category?: GalleryCategory;
}

/** The photos of /gallery, in page order, from `content/gallery.yml`. */
export function getGalleryPhotos(root: string = defaultContentRoot()): GalleryPhoto[] {
  return readYaml(path.join(root, 'gallery.yml'), photosFileSchema(root, true)).photos;
}

/** The photos of /outdoor, in page order, from `content/outdoor.yml` (no categories there). */
export function getOutdoorPhotos(root: string = defaultContentRoot()): GalleryPhoto[] {
  return readYaml(path.join(root, 'outdoor.yml'), photosFileSchema(root, false)).photos;
}
