import { webpVariantsFromLargest } from '@/lib/image-srcset';

/**
 * What the server-rendered grid, its island, the lightbox and the island's early handler share (a plain module: a
 * server component reading a constant from a 'use client' module would get a client reference, not the value).
 */

/** The lightbox's padding around the photo (SPEC section 9, "padding 10"); the early viewer keeps to it too. */
export const VIEWER_PADDING_PX = 10;

/** The lightbox's name, and its close button's, which the early viewer (photo-grid.early.ts) wears too. */
export const VIEWER_NAME = 'Photo viewer';
export const CLOSE_VIEWER = 'Close photo viewer';

/** The lightbox's names for its parts. */
export const VIEWER_LABELS = {
  dialog: VIEWER_NAME,
  /** The photo on show, e.g. "Photo 2 of 14". */
  slide: 'Photo {index} of {total}',
  previous: 'Previous photo',
  next: 'Next photo',
  close: CLOSE_VIEWER,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
};

/**
 * The viewer's markup, which the early viewer (photo-grid.early.ts) and the lightbox (photo-lightbox.tsx) both
 * build, styled by photo-viewer.css: a fixed dialog (`root`) over the page, the photo centred in its `stage`, and a
 * `toolbar` of icon buttons at the top right (the early viewer's has its close button only).
 */
export const VIEWER_CLASS = {
  root: 'photo-viewer',
  stage: 'photo-viewer__stage',
  image: 'photo-viewer__image',
  toolbar: 'photo-viewer__toolbar',
  button: 'photo-viewer__button',
  icon: 'photo-viewer__icon',
};

/** The close button's icon (Material Design's "close", 24 x 24). */
export const CLOSE_ICON = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/** The grid's list, marked for the early viewer. */
export const GRID_ATTRIBUTE = 'data-photo-grid';

/** A tile's link: the control a press opens the lightbox from. */
export const TILE_SELECTOR = 'a[data-tile]';
export const TILE_ATTRIBUTE = 'data-tile';

/** One photo of the lightbox: its largest WebP variant, every variant with its size, and its alt text. */
export interface PhotoSlide {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcSet: { src: string; width: number; height: number }[];
}

/**
 * A tile's slide, read back from its HTML: every WebP variant the pipeline made (never the original), from the
 * tile's link to the largest one (the tile's own srcset stops at thumbnail widths), each with the photo's height
 * for its width (from the tile image's width and height), and the alt text. The grid's HTML is the one list of the
 * photos; the island is not sent a second copy.
 */
export function tileSlide(tile: Element): PhotoSlide {
  const img = tile.querySelector('img');
  if (!img) throw new Error('a photo tile without its image');
  const ratio = Number(img.getAttribute('width')) / Number(img.getAttribute('height'));
  const srcSet = webpVariantsFromLargest(tile.getAttribute('href') ?? '').map(({ src, width }) => ({ src, width, height: Math.round(width / ratio) }));
  const largest = srcSet[srcSet.length - 1];
  return { src: largest.src, alt: img.alt, width: largest.width, height: largest.height, srcSet };
}

/** A slide's `srcset` attribute. */
export const slideSrcSet = (slide: PhotoSlide) => slide.srcSet.map((variant) => `${variant.src} ${variant.width}w`).join(', ');

/**
 * The viewer's box inside its padding: the window, which the open viewer covers (the page's scrollbar goes while it
 * is open, photo-viewer.css; the lightbox measures again once open); jsdom has no layout, so the window's size there.
 */
export function viewerBox(): { width: number; height: number } {
  const page = document.documentElement;
  return { width: (page.clientWidth || innerWidth) - 2 * VIEWER_PADDING_PX, height: (page.clientHeight || innerHeight) - 2 * VIEWER_PADDING_PX };
}

/**
 * Where a photo sits unzoomed: as large as the viewer allows, never past its own pixels (a larger photo would only
 * be blurred). The early viewer and the lightbox place it by this one rule, so the lightbox takes over from the
 * early viewer without a jump.
 */
export function fitPhoto(slide: Pick<PhotoSlide, 'width' | 'height'>): { width: number; height: number } {
  const box = viewerBox();
  const scale = Math.min(box.width / slide.width, box.height / slide.height, 1);
  return { width: slide.width * scale, height: slide.height * scale };
}
