'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { heldPressRoot, ISLAND_ATTRIBUTE, REPLAY_ATTRIBUTE } from '@/lib/early-press';
import type { ImageData } from '@/lib/images';
import type { PhotoLightboxModule } from './photo-lightbox';
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
  /** Names the list for screen readers, e.g. "Outdoor activities photos". */
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

/** The full-size photo a tile links to: the largest WebP variant the build made. */
export function fullSize(photo: GridPhoto): string {
  return photo.image.variants[photo.image.variants.length - 1].webp;
}

/** The grid's root attribute: "zoom" when its lightbox zooms (read before hydration, see below). */
const GRID_ATTRIBUTE = 'data-photo-grid';
const lightboxes = new Map<boolean, Promise<PhotoLightboxModule>>();

/** Loaded on the first click only (once), so the lightbox's code is not part of the page's first-load JavaScript. */
function loadLightbox(zoom: boolean): Promise<PhotoLightboxModule> {
  let loading = lightboxes.get(zoom);
  if (!loading) {
    loading = Promise.all([import('./photo-lightbox'), zoom ? import('yet-another-react-lightbox/plugins/zoom') : Promise.resolve(null)]).then(
      ([viewer, zoomPlugin]) => ({ ...viewer.photoLightbox, plugins: zoomPlugin ? [zoomPlugin.default] : [] }),
    );
    // A failed download is tried again on the next click.
    loading.catch(() => lightboxes.delete(zoom));
    lightboxes.set(zoom, loading);
  }
  return loading;
}

// A tile tapped before the framework arrived (lib/early-press.ts): its lightbox downloads now, with the framework.
const heldGrid = heldPressRoot(`[${GRID_ATTRIBUTE}]`);
if (heldGrid) void loadLightbox(heldGrid.getAttribute(GRID_ATTRIBUTE) === 'zoom').catch(() => undefined);

/**
 * A grid of photo tiles. Each tile is a link to the full-size photo, so it works from the HTML alone (and opens
 * in a new tab with a modifier key); once the island has arrived a plain click opens the photo in a lightbox
 * instead, among the tiles the page shows at that moment (a category filter may hide some). The lightbox's
 * code loads on the first click. A click before the island is ready is held by the site script and replayed
 * on the same tile once it is (lib/early-press.ts): the lightbox opens on the photo that was tapped.
 */
export function PhotoGrid({ photos, label, filterable = false, zoom = false, eagerCount = 2 }: PhotoGridProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [viewer, setViewer] = useState<PhotoLightboxModule | null>(null);
  const [loadingIndex, setLoadingIndex] = useState<number | null>(null);
  const [shown, setShown] = useState<GridPhoto[]>([]);
  const [openIndex, setOpenIndex] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);

  // The second pass after hydration (react.dev, hydrateRoot: different client content): tiles become lightbox openers.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setEnhanced(true), []);

  /** The photos whose tiles the page shows now, in order. */
  function visiblePhotos(): GridPhoto[] {
    const tiles = Array.from(list.current?.children ?? []);
    return photos.filter((_, index) => tiles[index] && getComputedStyle(tiles[index]).display !== 'none');
  }

  async function open(event: MouseEvent<HTMLAnchorElement>, photo: GridPhoto, index: number) {
    // A modified click (new tab, new window, download) keeps its native meaning.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    const current = visiblePhotos();
    setShown(current);
    const at = current.indexOf(photo);
    if (viewer) {
      setOpenIndex(at);
      return;
    }
    setLoadingIndex(index);
    try {
      setViewer(await loadLightbox(zoom));
      setOpenIndex(at);
    } catch {
      // The lightbox's script could not be fetched (offline): show the photo itself instead.
      window.location.assign(fullSize(photo));
    } finally {
      setLoadingIndex(null);
    }
  }

  return (
    <>
      <ul
        ref={list}
        className={styles.grid}
        aria-label={label}
        data-filterable={filterable ? '' : undefined}
        {...{ [ISLAND_ATTRIBUTE]: '', [GRID_ATTRIBUTE]: zoom ? 'zoom' : '' }}
        data-enhanced={enhanced ? '' : undefined}
      >
        {photos.map((photo, index) => (
          <li key={photo.image.key} className={styles.tile} data-category={filterable ? photo.filterKey : undefined}>
            <a
              href={fullSize(photo)}
              className={styles.button}
              {...{ [REPLAY_ATTRIBUTE]: index }}
              aria-haspopup={enhanced ? 'dialog' : undefined}
              aria-busy={loadingIndex === index ? true : undefined}
              onClick={(event) => void open(event, photo, index)}
            >
              <ResponsiveImage image={photo.image} alt={photo.alt} sizes={TILE_SIZES} priority={index < eagerCount} placeholder={index < PREVIEW_TILES} fill />
            </a>
          </li>
        ))}
      </ul>
      {viewer ? (
        <viewer.PhotoLightbox
          photos={shown}
          index={openIndex}
          plugins={viewer.plugins}
          onView={setOpenIndex}
          onClose={() => setOpenIndex(-1)}
          returnFocus={() => opener.current}
        />
      ) : null}
    </>
  );
}
