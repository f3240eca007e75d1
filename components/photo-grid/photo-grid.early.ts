import type { EarlyHandler } from '@/lib/islands/early';
import {
  CLOSE_ICON,
  CLOSE_VIEWER,
  fitPhoto,
  GRID_ATTRIBUTE,
  slideSrcSet,
  TILE_SELECTOR,
  tileSlide,
  VIEWER_CLASS,
  VIEWER_NAME,
  VIEWER_PADDING_PX,
} from './photo-tiles';

/** On the early viewer: the grid's id and the tile's position in it, which the island opens its lightbox on. */
export const EARLY_VIEWER_ATTRIBUTE = 'data-early-viewer';
/** Dispatched on the document when the reader closes the early viewer. */
export const EARLY_VIEWER_CLOSED = 'early-viewer-closed';

const earlyViewer = () => document.querySelector<HTMLElement>(`[${EARLY_VIEWER_ATTRIBUTE}]`);

/** Removes the early viewer, if any (the island calls it once its lightbox shows the photo). */
export function removeEarlyViewer(): void {
  earlyViewer()?.remove();
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  parent: Element,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  return parent.appendChild(created);
}

/**
 * A photo tile pressed before its island is ready (in the boot script, lib/islands/early.ts): the tapped photo
 * opens at once, large, from the image already on the page, in the lightbox's own markup (VIEWER_CLASS; its CSS is
 * in the page) at the place the lightbox will show it (fitPhoto), and sharpens when a larger variant arrives. It
 * closes with its button, Escape or a press beside the photo. When the island wakes it opens its lightbox on the
 * same photo and removes this viewer once its own image is there (photo-grid-lightbox.tsx).
 */
export const photoGridEarly: EarlyHandler = (event, root) => {
  const tile = event.type === 'click' && (event.target as Element).closest<HTMLAnchorElement>(TILE_SELECTOR);
  const grid = tile && tile.closest<HTMLElement>(`[${GRID_ATTRIBUTE}]`);
  const thumbnail = tile && tile.querySelector('img');
  if (!tile || !grid || !thumbnail || !root.contains(tile)) return false;
  removeEarlyViewer();
  const slide = tileSlide(tile);
  const viewer = element('div', VIEWER_CLASS.root, document.body, {
    role: 'dialog',
    'aria-modal': 'true',
    'aria-label': VIEWER_NAME,
    tabindex: '-1',
    [EARLY_VIEWER_ATTRIBUTE]: `${grid.id} ${Array.from(grid.querySelectorAll(TILE_SELECTOR)).indexOf(tile)}`,
  });
  // Above the lightbox while it opens beneath, until its own image is there.
  viewer.style.zIndex = '10000';
  const stage = element('div', VIEWER_CLASS.stage, viewer);
  stage.style.padding = `${VIEWER_PADDING_PX}px`;
  const image = element('img', VIEWER_CLASS.image, stage);
  // The thumbnail the page has already shown, scaled to where the photo will sit.
  const { width, height } = fitPhoto(slide);
  image.src = thumbnail.currentSrc || thumbnail.src;
  image.alt = slide.alt;
  image.style.width = `${width}px`;
  image.style.height = `${height}px`;
  const sharp = new Image();
  sharp.sizes = image.style.width;
  sharp.srcset = slideSrcSet(slide);
  sharp.onload = () => {
    image.sizes = sharp.sizes;
    image.srcset = sharp.srcset;
  };
  const close = element('button', VIEWER_CLASS.button, element('div', VIEWER_CLASS.toolbar, viewer), { type: 'button', 'aria-label': CLOSE_VIEWER });
  close.innerHTML = `<svg class="${VIEWER_CLASS.icon}" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="${CLOSE_ICON}"/></svg>`;

  const shut = () => {
    viewer.remove();
    removeEventListener('keydown', onKey, true);
    tile.focus();
    document.dispatchEvent(new Event(EARLY_VIEWER_CLOSED));
  };
  const onKey = (key: KeyboardEvent) => {
    if (key.key === 'Escape' && viewer.isConnected) shut();
  };
  addEventListener('keydown', onKey, true);
  close.onclick = shut;
  viewer.onclick = (press) => (press.target === viewer || press.target === stage) && shut();
  viewer.focus();
  return true;
};
