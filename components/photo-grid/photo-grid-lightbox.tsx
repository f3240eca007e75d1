'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IslandSlot } from '@/lib/islands/slot';
import { EARLY_VIEWER_ATTRIBUTE, EARLY_VIEWER_CLOSED, removeEarlyViewer } from './photo-grid.early';
import type { PhotoLightboxModule } from './photo-lightbox';
import { TILE_SELECTOR, tileSlide, type PhotoSlide } from './photo-tiles';

const lightboxes = new Map<boolean, Promise<PhotoLightboxModule>>();

/** Loaded on the first press only (once), so the lightbox's code is not part of what the island first downloads. */
function loadLightbox(zoom: boolean): Promise<PhotoLightboxModule> {
  let loading = lightboxes.get(zoom);
  if (!loading) {
    loading = Promise.all([import('./photo-lightbox'), zoom ? import('./photo-lightbox-zoom') : Promise.resolve(null)]).then(([viewer, zoomModule]) => ({
      ...viewer.photoLightbox,
      useZoom: zoomModule?.usePhotoZoom,
    }));
    // A failed download is tried again on the next click.
    loading.catch(() => lightboxes.delete(zoom));
    lightboxes.set(zoom, loading);
  }
  return loading;
}

/** How long the early viewer may wait for the lightbox's own image before it gives way anyway. */
const HANDOVER_MAX_MS = 5000;

interface PhotoGridLightboxProps {
  /** The id of the grid's list (PhotoGrid's server-rendered tiles, this island's `children`). */
  gridId: string;
  zoom: boolean;
  children?: ReactNode;
}

/**
 * The photo grid's island (photo-grid.island.ts): the server-rendered grid as its slot, and the lightbox, once
 * opened. One delegated listener on the grid's list (the tiles stay plain server-rendered elements, never redrawn)
 * opens the clicked photo among the tiles the page shows at that moment (a category filter may hide some). A photo
 * tapped before the island was ready is already showing in the early viewer (photo-grid.early.ts): the island
 * opens its lightbox on it and removes that viewer once the lightbox's own image is there.
 */
export function PhotoGridLightbox({ gridId, zoom, children }: PhotoGridLightboxProps) {
  const [viewer, setViewer] = useState<PhotoLightboxModule | null>(null);
  const [slides, setSlides] = useState<PhotoSlide[]>([]);
  const [openIndex, setOpenIndex] = useState(-1);
  const opener = useRef<HTMLElement | null>(null);
  /** The lightbox is opening under the early viewer. */
  const handingOver = useRef(false);

  useEffect(() => {
    const grid = document.getElementById(gridId);
    if (!grid) return;
    const tiles = () => Array.from(grid.querySelectorAll<HTMLAnchorElement>(TILE_SELECTOR));

    async function open(tile: HTMLAnchorElement) {
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
        removeEarlyViewer();
        window.location.assign(tile.href);
      } finally {
        tile.removeAttribute('aria-busy');
      }
    }

    const onClick = (event: MouseEvent) => {
      const tile = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(TILE_SELECTOR) : null;
      // A modified click (new tab, new window, download) keeps its native meaning.
      if (!tile || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void open(tile);
    };
    // A finger or button going down on a tile: the lightbox's code starts downloading before the click comes.
    const onPress = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest(TILE_SELECTOR)) void loadLightbox(zoom).catch(() => undefined);
    };
    // The reader closed the early viewer while the lightbox was opening beneath it.
    const onEarlyClosed = () => {
      if (handingOver.current) setOpenIndex(-1);
    };
    grid.addEventListener('click', onClick);
    grid.addEventListener('pointerdown', onPress, { passive: true });
    document.addEventListener(EARLY_VIEWER_CLOSED, onEarlyClosed);
    for (const tile of tiles()) tile.setAttribute('aria-haspopup', 'dialog');

    const [earlyGrid, earlyIndex] = (document.querySelector(`[${EARLY_VIEWER_ATTRIBUTE}]`)?.getAttribute(EARLY_VIEWER_ATTRIBUTE) ?? '').split(' ');
    const earlyTile = earlyGrid === gridId ? tiles()[Number(earlyIndex)] : undefined;
    if (earlyTile) {
      handingOver.current = true;
      void open(earlyTile);
    }
    return () => {
      grid.removeEventListener('click', onClick);
      grid.removeEventListener('pointerdown', onPress);
      document.removeEventListener(EARLY_VIEWER_CLOSED, onEarlyClosed);
      for (const tile of tiles()) tile.removeAttribute('aria-haspopup');
    };
  }, [gridId, zoom]);

  /** The lightbox is open: the early viewer goes once the lightbox's current photo has loaded (or failed). */
  function onEntered(image: HTMLImageElement | null) {
    if (!handingOver.current) return;
    handingOver.current = false;
    if (!image || image.complete) return removeEarlyViewer();
    image.addEventListener('load', removeEarlyViewer, { once: true });
    image.addEventListener('error', removeEarlyViewer, { once: true });
    window.setTimeout(removeEarlyViewer, HANDOVER_MAX_MS);
  }

  return (
    <>
      <IslandSlot>{children}</IslandSlot>
      {viewer ? (
        <viewer.PhotoLightbox
          slides={slides}
          index={openIndex}
          useZoom={viewer.useZoom}
          onView={setOpenIndex}
          onClose={() => setOpenIndex(-1)}
          onEntered={onEntered}
          returnFocus={() => opener.current}
        />
      ) : null}
    </>
  );
}
