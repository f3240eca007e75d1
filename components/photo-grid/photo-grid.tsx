'use client';

import { useRef, useState } from 'react';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import type { ImageData } from '@/lib/images';
import type { PhotoLightboxModule } from './photo-lightbox';
import styles from './photo-grid.module.css';

/** One tile: the processed image (plain data from the server) and its alt text. */
export interface GridPhoto {
  image: ImageData;
  alt: string;
}

interface PhotoGridProps<P extends GridPhoto> {
  photos: P[];
  /** Names the list for screen readers, e.g. "Outdoor activities photos". */
  label: string;
  /** Which photos show; the rest stay in the HTML but hidden. Every photo shows without it. */
  isVisible?: (photo: P) => boolean;
  /** A filterable grid marks each tile with its category slug (read by the gallery's prefilter script). */
  categoryOf?: (photo: P) => string | undefined;
  /** Adds the lightbox's zoom (on /outdoor). */
  zoom?: boolean;
  /** Tiles at the top of the page that load eagerly; the rest load lazily as they near the viewport. */
  eagerCount?: number;
}

/** The tiles' displayed width at each breakpoint of photo-grid.module.css: 2, 3 or 4 columns in a 1200 px container. */
export const TILE_SIZES = '(min-width: 1200px) 280px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

/** Loaded on the first click only, so the lightbox's code is not part of the page's first-load JavaScript. */
async function loadLightbox(zoom: boolean): Promise<PhotoLightboxModule> {
  const [viewer, zoomPlugin] = await Promise.all([
    import('./photo-lightbox'),
    zoom ? import('yet-another-react-lightbox/plugins/zoom') : Promise.resolve(null),
  ]);
  return { ...viewer.photoLightbox, plugins: zoomPlugin ? [zoomPlugin.default] : [] };
}

/**
 * A grid of photo tiles. Each tile is a button that opens the photo in a lightbox; the grid itself is plain
 * server-rendered HTML (every photo shows without JavaScript), and the lightbox loads on the first click.
 */
export function PhotoGrid<P extends GridPhoto>({ photos, label, isVisible, categoryOf, zoom = false, eagerCount = 2 }: PhotoGridProps<P>) {
  const [viewer, setViewer] = useState<PhotoLightboxModule | null>(null);
  const [loadingIndex, setLoadingIndex] = useState<number | null>(null);
  const [openIndex, setOpenIndex] = useState(-1);
  const opener = useRef<HTMLButtonElement | null>(null);

  const shown = photos.filter((photo) => !isVisible || isVisible(photo));

  async function open(photo: P, button: HTMLButtonElement) {
    opener.current = button;
    const index = shown.indexOf(photo);
    if (viewer) {
      setOpenIndex(index);
      return;
    }
    setLoadingIndex(index);
    try {
      setViewer(await loadLightbox(zoom));
      setOpenIndex(index);
    } catch {
      // The lightbox's script could not be fetched (offline): show the photo itself instead.
      window.location.assign(photo.image.variants[photo.image.variants.length - 1].webp);
    } finally {
      setLoadingIndex(null);
    }
  }

  return (
    <>
      <ul className={styles.grid} aria-label={label} data-filterable={categoryOf ? '' : undefined}>
        {photos.map((photo, index) => {
          const hidden = isVisible ? !isVisible(photo) : false;
          const shownIndex = shown.indexOf(photo);
          return (
            <li key={photo.image.key} className={styles.tile} hidden={hidden} data-category={categoryOf?.(photo)}>
              <button
                type="button"
                className={styles.button}
                aria-haspopup="dialog"
                aria-busy={loadingIndex !== null && loadingIndex === shownIndex}
                onClick={(event) => void open(photo, event.currentTarget)}
              >
                <ResponsiveImage image={photo.image} alt={photo.alt} sizes={TILE_SIZES} priority={index < eagerCount} fill />
              </button>
            </li>
          );
        })}
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
