import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { ISLAND_ATTRIBUTE, islandKinds, REPLAY_ATTRIBUTE } from '@/lib/early-press';
import type { ImageData } from '@/lib/images';
import { PhotoGridLightbox } from './photo-grid-lightbox';
import { GRID_ATTRIBUTE } from './photo-tiles';
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

/** Tiles with a blurred preview: the first screenful on any width (three rows of four, six rows of two). */
export const PREVIEW_TILES = 12;

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
 * opens in a new tab with a modifier key). The island is only the lightbox beside it (PhotoGridLightbox), which
 * listens for clicks on the list: in the browser no tile component runs, no second render pass redraws the
 * tiles when the island is ready, and the island's props are two strings, not the photos. A click before the
 * island is ready is held by the site script and replayed on the same tile once it is (lib/early-press.ts).
 */
export function PhotoGrid({ photos, label, filterable = false, zoom = false, eagerCount = 2 }: PhotoGridProps) {
  const id = gridId(label);
  return (
    <>
      <ul
        id={id}
        className={styles.grid}
        aria-label={label}
        data-filterable={filterable ? '' : undefined}
        {...{ [ISLAND_ATTRIBUTE]: zoom ? islandKinds('photo', 'zoom') : islandKinds('photo'), [GRID_ATTRIBUTE]: zoom ? 'zoom' : '' }}
      >
        {photos.map((photo, index) => (
          <li key={photo.image.key} className={styles.tile} data-category={filterable ? photo.filterKey : undefined}>
            {/* Tiles are never redrawn, so the held press's control is the tile itself: its key can stay empty. */}
            <a href={fullSize(photo)} className={styles.button} {...{ [REPLAY_ATTRIBUTE]: '' }}>
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
      <PhotoGridLightbox gridId={id} zoom={zoom} />
    </>
  );
}
