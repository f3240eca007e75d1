import type { EarlyHandler } from '@/lib/islands/early';
import { webpVariantsFromLargest } from '@/lib/image-srcset';
import { CLOSE_VIEWER, GRID_ATTRIBUTE, TILE_SELECTOR, tileRatio, VIEWER_NAME, VIEWER_PADDING_PX as PADDING_PX } from './photo-tiles';

/** On the early viewer: the grid's id and the tile's position in it, which the island opens its lightbox on. */
export const EARLY_VIEWER_ATTRIBUTE = 'data-early-viewer';
/** Dispatched on the document when the reader closes the early viewer. */
export const EARLY_VIEWER_CLOSED = 'early-viewer-closed';
const CLOSE_ICON = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

const earlyViewer = () => document.querySelector<HTMLElement>(`[${EARLY_VIEWER_ATTRIBUTE}]`);

/** Removes the early viewer, if any (the island calls it once its lightbox shows the photo). */
export function removeEarlyViewer(): void {
  earlyViewer()?.remove();
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  parent?: Element,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  if (parent) parent.appendChild(created);
  return created;
}

/**
 * A photo tile pressed before its island is ready (in the boot script, lib/islands/early.ts): the tapped photo
 * opens at once, large, from the image already on the page, in a viewer dressed in the lightbox's own classes
 * (its CSS is in the page), and sharpens when a larger variant arrives. It closes with its button, Escape or a
 * press beside the photo. When the island wakes it opens its lightbox on the same photo and removes this viewer
 * once its own image is there (photo-grid-lightbox.tsx).
 */
export const photoGridEarly: EarlyHandler = (event, root) => {
  const tile = event.type === 'click' && (event.target as Element).closest<HTMLAnchorElement>(TILE_SELECTOR);
  const grid = tile && tile.closest<HTMLElement>(`[${GRID_ATTRIBUTE}]`);
  const thumbnail = tile && tile.querySelector('img');
  if (!tile || !grid || !thumbnail || !root.contains(tile)) return false;
  removeEarlyViewer();
  const variants = webpVariantsFromLargest(tile.getAttribute('href')!);
  const width = variants[variants.length - 1].width;
  const height = width / tileRatio(tile);
  const viewer = element('div', `yarl__portal yarl__portal_open ${grid.getAttribute(GRID_ATTRIBUTE)}`, document.body, {
    role: 'dialog',
    'aria-modal': 'true',
    'aria-label': VIEWER_NAME,
  });
  viewer.setAttribute(EARLY_VIEWER_ATTRIBUTE, `${grid.id} ${Array.from(grid.querySelectorAll(TILE_SELECTOR)).indexOf(tile)}`);
  // Above the lightbox while it opens beneath, until its own image is there.
  viewer.style.zIndex = '10000';
  const container = element('div', 'yarl__container yarl__fullsize', viewer, { tabindex: '-1' });
  const slot = element('div', 'yarl__slide yarl__slide_current yarl__flex_center', element('div', 'yarl__carousel', container));
  slot.style.padding = `${PADDING_PX}px`;
  const image = element('img', 'yarl__slide_image', slot);
  // The thumbnail the page has already shown, scaled to where the photo will sit.
  const scale = Math.min((innerWidth - 2 * PADDING_PX) / width, (innerHeight - 2 * PADDING_PX) / height, 1);
  image.src = thumbnail.currentSrc || thumbnail.src;
  image.alt = thumbnail.alt;
  image.style.width = `${width * scale}px`;
  image.style.height = `${height * scale}px`;
  const sharp = new Image();
  const srcset = variants.map((variant) => `${variant.src} ${variant.width}w`).join();
  sharp.sizes = image.style.width;
  sharp.srcset = srcset;
  sharp.onload = () => {
    image.sizes = sharp.sizes;
    image.srcset = srcset;
  };
  const close = element('button', 'yarl__button', element('div', 'yarl__toolbar', container), { type: 'button', 'aria-label': CLOSE_VIEWER });
  close.innerHTML = `<svg class="yarl__icon" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="${CLOSE_ICON}"/></svg>`;

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
  container.onclick = (press) => press.target !== image && press.target === container && shut();
  slot.onclick = (press) => press.target === slot && shut();
  container.focus();
  return true;
};
