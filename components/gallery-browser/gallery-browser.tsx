import { Fragment } from 'react';
import { PhotoGrid, type GridPhoto } from '@/components/photo-grid/photo-grid';
import { BUILT_INLINE_SCRIPTS } from '@/inline-scripts/built';
import { ALL, categorySlug, countByFilter, GALLERY_CATEGORIES, type GalleryCategory } from '@/lib/gallery-categories';
import { ALL_SLUG, CATEGORY_NAME } from './gallery-names';
import styles from './gallery-browser.module.css';

export interface CategorisedPhoto extends GridPhoto {
  category?: GalleryCategory;
}

interface GalleryBrowserProps {
  photos: CategorisedPhoto[];
}

export { CATEGORY_NAME };

/**
 * Runs as the page is parsed, right after the filters and before the grid: chooses the category a shared address
 * names, else All, and keeps the address in step with the chosen category. Source: inline-scripts/gallery.ts.
 */
export const GALLERY_SCRIPT = BUILT_INLINE_SCRIPTS.gallery;

/**
 * The rules that show the chosen category's photos and status line: one pair per category, from the one list
 * of categories. With nothing chosen (no JavaScript yet or at all) the page shows All.
 */
export function filterStyles(): string {
  const scope = '[data-gallery]';
  const rules = [
    `${scope} [data-status]{display:none}`,
    `${scope}:not(:has(input[name="${CATEGORY_NAME}"]:checked)) [data-status="${ALL_SLUG}"]{display:inline}`,
  ];
  for (const category of GALLERY_CATEGORIES) {
    const slug = categorySlug(category);
    const chosen = `${scope}:has(#${CATEGORY_NAME}-${slug}:checked)`;
    rules.push(`${chosen} [data-status="${slug}"]{display:inline}`);
    if (category !== ALL) rules.push(`${chosen} [data-filterable]>li:not([data-category="${slug}"]){display:none}`);
  }
  return rules.join('\n');
}

/**
 * The category filters over the photo grid, working from the HTML alone: the categories are a radio group
 * styled as buttons, and CSS shows the chosen category's photos (uncategorised photos only under All) and its
 * status line. GALLERY_SCRIPT reads a shared address's category before the grid is painted and keeps the
 * address up to date. The grid's tiles link to the full-size photos; its island opens them in a lightbox.
 */
export function GalleryBrowser({ photos }: GalleryBrowserProps) {
  const counts = countByFilter(photos.map((photo) => photo.category));
  return (
    <div className={styles.gallery} data-gallery="">
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">Show photos by category</legend>
        <div className={styles.filters}>
          {GALLERY_CATEGORIES.map((category) => {
            const slug = categorySlug(category);
            return (
              <Fragment key={category}>
                <input type="radio" className={styles.radio} name={CATEGORY_NAME} id={`${CATEGORY_NAME}-${slug}`} value={slug} />
                <label htmlFor={`${CATEGORY_NAME}-${slug}`} className={styles.filter} data-filter={slug}>
                  {category}
                  <span className={styles.count}>
                    {counts[category]}
                    <span className="visually-hidden"> photos</span>
                  </span>
                </label>
              </Fragment>
            );
          })}
        </div>
      </fieldset>
      <script dangerouslySetInnerHTML={{ __html: GALLERY_SCRIPT }} />
      <style dangerouslySetInnerHTML={{ __html: filterStyles() }} />
      <p className={styles.status} role="status">
        {GALLERY_CATEGORIES.map((category) => {
          const count = counts[category];
          return (
            <span key={category} data-status={categorySlug(category)}>
              {category === ALL ? `Showing all ${count} photos` : `Showing ${count} ${count === 1 ? 'photo' : 'photos'} in ${category}`}
            </span>
          );
        })}
      </p>
      <PhotoGrid
        photos={photos.map(({ image, alt, category }) => ({ image, alt, filterKey: category ? categorySlug(category) : '' }))}
        label="Gallery photos"
        filterable
        eagerCount={4}
      />
    </div>
  );
}
