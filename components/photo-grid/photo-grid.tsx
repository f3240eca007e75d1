import { Island } from '@/components/island/island';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import type { ImageData } from '@/lib/images';
import photoGrid from './photo-grid.island';
import { GRID_ATTRIBUTE, TILE_ATTRIBUTE } from './photo-tiles';
// The lightbox's look is in the page from the start: the early viewer (photo-grid.early.ts) wears it before the island.
import './photo-viewer.css';
import styles from './photo-grid.module.css';

/** One tile: the processed image (plain data from the server) and its alt text. */
export interface GridPhoto {
  image: ImageData;
  alt: string;
  /** A filterable grid's key for the tile (the gallery's category slug; '' for none), as `data-category`. */
  filterKey?: string;
}

interface PhotoGridProps {
  photos: GridPhoto[];
  /** Names the list for screen readers, e.g. "Outdoor activities photos"; also gives the list its id. */
  label: string;
  /** Marks the grid for CSS that hides tiles by their `data-category` (the gallery's category filter). */
  filterable?: boolean;
  /** Adds the lightbox's zoom (on /outdoor). */
  zoom?: boolean;
  /** Tiles at the top of the page that load eagerly; the rest load lazily as they near the viewport. */
  eagerCount?: number;
}

/**
 * Tiles with a blurred preview: the first screen of a small phone (four rows of two) and the first two rows of four
 * on a desk. Each preview is ~100 bytes of incompressible base64: more would push /gallery's HTML past the first
 * round trip of a slow connection (14.6 KB with its headers), which costs every reader more than a few previews.
 */
export const PREVIEW_TILES = 8;

/** The tiles' displayed width at each breakpoint of photo-grid.module.css: 2, 3 or 4 columns in a 1200 px container. */
export const TILE_SIZES = '(min-width: 1200px) 280px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';
/** The widest a tile is ever shown, by TILE_SIZES: 31vw of a window just under 1024 px. */
export const TILE_MAX_WIDTH = 320;

/** The full-size photo a tile links to: the largest WebP variant the build made (the lightbox's srcset is read back from it). */
export function fullSize(photo: GridPhoto): string {
  return photo.image.variants[photo.image.variants.length - 1].webp;
}

/** The list's id, from its label ("Gallery photos" → "gallery-photos-grid"): how its lightbox island finds it. */
export const gridId = (label: string) => `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-grid`;

/**
 * A grid of photo tiles: server-rendered links to the full-size photos, so it works from the HTML alone (and
 * opens in a new tab with a modifier key). Its island (photo-grid.island.ts) gets the grid as server-rendered
 * children and adds only the lightbox, which listens for clicks on the list: in the browser no tile component runs,
 * the tiles are never redrawn, and the island's props are two values, not the photos. A tap before the island is
 * ready opens the photo at once in the early viewer (photo-grid.early.ts), and the lightbox takes over from it.
 */
export function PhotoGrid({ photos, label, filterable = false, zoom = false, eagerCount = 2 }: PhotoGridProps) {
  const id = gridId(label);
  return (
    <Island of={photoGrid} props={{ gridId: id, zoom }}>
      <ul id={id} className={styles.grid} aria-label={label} data-filterable={filterable ? '' : undefined} {...{ [GRID_ATTRIBUTE]: '' }}>
        {photos.map((photo, index) => (
          <li key={photo.image.key} className={styles.tile} data-category={filterable ? photo.filterKey : undefined}>
            <a href={fullSize(photo)} className={styles.button} {...{ [TILE_ATTRIBUTE]: '' }}>
              <ResponsiveImage
                image={photo.image}
                alt={photo.alt}
                sizes={TILE_SIZES}
                maxShownWidth={TILE_MAX_WIDTH}
                avif={false}
                priority={index < eagerCount}
                placeholder={index < PREVIEW_TILES}
                fill
              />
            </a>
          </li>
        ))}
      </ul>
    </Island>
  );
}
