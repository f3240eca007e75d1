import type { SlideImage } from 'yet-another-react-lightbox';
import { webpVariantsFromLargest } from '@/lib/image-srcset';

/**
 * What the server-rendered grid, its island and the island's early handler share (a plain module: a server
 * component reading a constant from a 'use client' module would get a client reference, not the value).
 */

/** The lightbox's padding around the photo (SPEC section 9, "padding 10"); the early viewer keeps to it too. */
export const VIEWER_PADDING_PX = 10;

/** The lightbox's name, and its close button's, which the early viewer (photo-grid.early.ts) wears too. */
export const VIEWER_NAME = 'Photo viewer';
export const CLOSE_VIEWER = 'Close photo viewer';

/** The lightbox's names for its parts. */
export const VIEWER_LABELS = {
  Lightbox: VIEWER_NAME,
  'Photo gallery': 'Photos',
  '{index} of {total}': 'Photo {index} of {total}',
  Previous: 'Previous photo',
  Next: 'Next photo',
  Close: CLOSE_VIEWER,
};

/** A tile's photo: its width over its height, from the tile's image. */
export function tileRatio(tile: Element): number {
  const img = tile.querySelector('img');
  return Number(img?.getAttribute('width')) / Number(img?.getAttribute('height'));
}

/** The grid's list: its value is the lightbox's class (photo-lightbox.module.css), which the early viewer wears too. */
export const GRID_ATTRIBUTE = 'data-photo-grid';

/** A tile's link: the control a press opens the lightbox from. */
export const TILE_SELECTOR = 'a[data-tile]';
export const TILE_ATTRIBUTE = 'data-tile';

/**
 * A tile's slide, read back from its HTML: every WebP variant the pipeline made (never the original), from the
 * tile's link to the largest one (the tile's own srcset stops at thumbnail widths), each with the photo's height
 * for its width, and the alt text. The grid's HTML is the one list of the photos; the island is not sent a
 * second copy.
 */
export function tileSlide(tile: Element): SlideImage {
  const img = tile.querySelector('img');
  if (!img) throw new Error('a photo tile without its image');
  const ratio = tileRatio(tile);
  const srcSet = webpVariantsFromLargest(tile.getAttribute('href') ?? '').map(({ src, width }) => ({ src, width, height: Math.round(width / ratio) }));
  const largest = srcSet[srcSet.length - 1];
  return { src: largest.src, alt: img.alt, width: largest.width, height: largest.height, srcSet };
}
