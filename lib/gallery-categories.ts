/**
 * The gallery's categories and the filtering rules, shared by the content loader (which validates each photo's
 * category against this list) and the gallery page (which filters and counts). No Node imports: island-safe.
 */

/** The filter buttons, in order. `All` is the filter that shows every photo; no photo is filed under it. */
export const GALLERY_CATEGORIES = [
  'All',
  'School Campus',
  'Facilities',
  'Celebrations',
  'Sports & Competitions',
  'Activities',
  'Social Connection',
  'Summer Camp',
  'Trips Excursion',
  'Weather Station',
  'Republic Day',
] as const;

export type GalleryFilter = (typeof GALLERY_CATEGORIES)[number];

/** A category a photo can be filed under (every filter except `All`). */
export type GalleryCategory = Exclude<GalleryFilter, 'All'>;

// Pure: the gallery's inline script (inline-scripts/gallery.ts) bundles this module without the list.
export const PHOTO_CATEGORIES = /* @__PURE__ */ GALLERY_CATEGORIES.filter((category): category is GalleryCategory => category !== 'All');

export const ALL: GalleryFilter = 'All';

/** The filter's form in the address, e.g. `Sports & Competitions` → `sports-competitions`. */
export function categorySlug(category: GalleryFilter): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Whether a photo with this category shows under the filter. Uncategorised photos show only under `All`. */
export function matchesFilter(category: GalleryCategory | undefined, filter: GalleryFilter): boolean {
  return filter === ALL || category === filter;
}

/** How many photos each filter shows, for the counts on the buttons. */
export function countByFilter(categories: ReadonlyArray<GalleryCategory | undefined>): Record<GalleryFilter, number> {
  const counts = Object.fromEntries(GALLERY_CATEGORIES.map((category) => [category, 0])) as Record<GalleryFilter, number>;
  for (const category of categories) {
    counts.All += 1;
    if (category) counts[category] += 1;
  }
  return counts;
}
