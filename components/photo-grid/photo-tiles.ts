import type { SlideImage } from 'yet-another-react-lightbox';
import { REPLAY_ATTRIBUTE } from '@/lib/early-press';
import { webpVariantsFromLargest } from '@/lib/image-srcset';

/**
 * What the server-rendered grid and its lightbox island share (a plain module: a server component reading a
 * constant from a 'use client' module would get a client reference, not the value).
 */

/** The grid's root attribute: "zoom" when its lightbox zooms (read before hydration by the island's module). */
export const GRID_ATTRIBUTE = 'data-photo-grid';

/** A tile's link in a grid: the control a press opens the lightbox from. */
export const TILE_SELECTOR = `a[${REPLAY_ATTRIBUTE}]`;

/**
 * A tile's slide, read back from its HTML: every WebP variant the pipeline made (never the original), from the
 * tile's link to the largest one (the tile's own srcset stops at thumbnail widths), each with the photo's height
 * for its width, and the alt text. The grid's HTML is the one list of the photos; the island is not sent a
 * second copy.
 */
export function tileSlide(tile: Element): SlideImage {
  const img = tile.querySelector('img');
  if (!img) throw new Error('a photo tile without its image');
  const ratio = Number(img.getAttribute('height')) / Number(img.getAttribute('width'));
  const srcSet = webpVariantsFromLargest(tile.getAttribute('href') ?? '').map(({ src, width }) => ({ src, width, height: Math.round(width * ratio) }));
  const largest = srcSet[srcSet.length - 1];
  return { src: largest.src, alt: img.alt, width: largest.width, height: largest.height, srcSet };
}
