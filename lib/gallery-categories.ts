/**
 * The gallery's categories and the filtering rules, shared by the content loader (which validates each photo's
 * category against this list) and the gallery island (which filters and counts). No Node imports: island-safe.
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

export const PHOTO_CATEGORIES = GALLERY_CATEGORIES.filter((category): category is GalleryCategory => category !== 'All');

export const ALL: GalleryFilter = 'All';

/** The filter's form in the address, e.g. `Sports & Competitions` → `sports-competitions`. */
export function categorySlug(category: GalleryFilter): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The filter named by `?category=` in the address; `All` for a missing or unknown value. */
export function filterFromSearch(search: string): GalleryFilter {
  const slug = new URLSearchParams(search).get('category')?.trim().toLowerCase();
  return GALLERY_CATEGORIES.find((category) => categorySlug(category) === slug) ?? ALL;
}

/** The address's query string for a filter: `All` removes the parameter, the rest set it; other parameters stay. */
export function searchForFilter(search: string, filter: GalleryFilter): string {
  const params = new URLSearchParams(search);
  if (filter === ALL) params.delete('category');
  else params.set('category', categorySlug(filter));
  const query = params.toString();
  return query ? `?${query}` : '';
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

/** The `<style>` that gallery-prefilter.tsx adds before the grid is painted; the island removes it once hydrated. */
export const PREFILTER_STYLE_ID = 'gallery-prefilter';
