'use client';

import { useEffect, useRef, useState } from 'react';
import type { SlideImage } from 'yet-another-react-lightbox';
import { ENHANCED_ATTRIBUTE, heldPressRoot } from '@/lib/early-press';
import type { PhotoLightboxModule } from './photo-lightbox';
import { GRID_ATTRIBUTE, TILE_SELECTOR, tileSlide } from './photo-tiles';

const lightboxes = new Map<boolean, Promise<PhotoLightboxModule>>();

/** Loaded on the first click only (once), so the lightbox's code is not part of the page's first-load JavaScript. */
function loadLightbox(zoom: boolean): Promise<PhotoLightboxModule> {
  let loading = lightboxes.get(zoom);
  if (!loading) {
    loading = Promise.all([import('./photo-lightbox'), zoom ? import('./photo-lightbox-zoom') : Promise.resolve(null)]).then(([viewer, zoomPlugin]) => ({
      ...viewer.photoLightbox,
      plugins: zoomPlugin ? [zoomPlugin.photoLightboxZoom] : [],
    }));
    // A failed download is tried again on the next click.
    loading.catch(() => lightboxes.delete(zoom));
    lightboxes.set(zoom, loading);
  }
  return loading;
}

// A tile tapped before the framework arrived (lib/early-press.ts): its lightbox downloads now, with the framework.
const heldGrid = heldPressRoot(`[${GRID_ATTRIBUTE}]`);
if (heldGrid) void loadLightbox(heldGrid.getAttribute(GRID_ATTRIBUTE) === 'zoom').catch(() => undefined);

interface PhotoGridLightboxProps {
  /** The id of the grid's list (PhotoGrid's server-rendered tiles). */
  gridId: string;
  zoom: boolean;
}

/**
 * The photo grid's island: renders nothing but the lightbox, once opened. One delegated listener on the grid's
 * list (the tiles stay plain server-rendered elements) opens the clicked photo among the tiles the page shows at
 * that moment (a category filter may hide some); the list is marked enhanced once it listens, which is when the
 * site script replays a press it held.
 */
export function PhotoGridLightbox({ gridId, zoom }: PhotoGridLightboxProps) {
  const [viewer, setViewer] = useState<PhotoLightboxModule | null>(null);
  const [slides, setSlides] = useState<SlideImage[]>([]);
  const [openIndex, setOpenIndex] = useState(-1);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const grid = document.getElementById(gridId);
    if (!grid) return;
    const tiles = () => Array.from(grid.querySelectorAll<HTMLAnchorElement>(TILE_SELECTOR));

    async function open(event: MouseEvent, tile: HTMLAnchorElement) {
      event.preventDefault();
      opener.current = tile;
      const shown = tiles().filter((candidate) => getComputedStyle(candidate.closest('li') ?? candidate).display !== 'none');
      // Pressed and waiting for the lightbox's code (the first time): a turning ring over the photo.
      tile.setAttribute('aria-busy', 'true');
      try {
        const loaded = await loadLightbox(zoom);
        setSlides(shown.map(tileSlide));
        setViewer(loaded);
        setOpenIndex(shown.indexOf(tile));
      } catch {
        // The lightbox's script could not be fetched (offline): show the photo itself instead.
        window.location.assign(tile.href);
      } finally {
        tile.removeAttribute('aria-busy');
      }
    }

    const onClick = (event: MouseEvent) => {
      const tile = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(TILE_SELECTOR) : null;
      // A modified click (new tab, new window, download) keeps its native meaning.
      if (!tile || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      void open(event, tile);
    };
    // A finger or button going down on a tile: the lightbox's code starts downloading before the click comes.
    const onPress = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest(TILE_SELECTOR)) void loadLightbox(zoom).catch(() => undefined);
    };
    grid.addEventListener('click', onClick);
    grid.addEventListener('pointerdown', onPress, { passive: true });
    for (const tile of tiles()) tile.setAttribute('aria-haspopup', 'dialog');
    grid.setAttribute(ENHANCED_ATTRIBUTE, '');
    return () => {
      grid.removeEventListener('click', onClick);
      grid.removeEventListener('pointerdown', onPress);
      grid.removeAttribute(ENHANCED_ATTRIBUTE);
      for (const tile of tiles()) tile.removeAttribute('aria-haspopup');
    };
  }, [gridId, zoom]);

  if (!viewer) return null;
  return (
    <viewer.PhotoLightbox
      slides={slides}
      index={openIndex}
      plugins={viewer.plugins}
      onView={setOpenIndex}
      onClose={() => setOpenIndex(-1)}
      returnFocus={() => opener.current}
    />
  );
}
