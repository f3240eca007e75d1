import { ALL, categorySlug } from '@/lib/gallery-categories';

/** The names shared by the gallery's markup (gallery-browser.tsx) and its inline script (inline-scripts/gallery.ts). */

/** The radio group of the category filters. */
export const CATEGORY_NAME = 'gallery-category';
/** The address's parameter that names the chosen category (`?category=celebrations`). */
export const CATEGORY_PARAMETER = 'category';
export const ALL_SLUG = categorySlug(ALL);
