'use client';

import { useEffect, type ComponentType } from 'react';
import Lightbox, { type Plugin, type SlideImage } from 'yet-another-react-lightbox';
// Types only: brings in the zoom plugin's props (`zoom`) without bundling its code here; /outdoor loads it.
import type {} from 'yet-another-react-lightbox/plugins/zoom';
import { VIEWER_LABELS, VIEWER_PADDING_PX } from './photo-tiles';
// Class names only: the lightbox's CSS (and YARL's) is in the page from the start (photo-grid.tsx), for the early viewer.
import styles from './photo-lightbox.module.css';

/** The spec's lightbox constants (SPEC section 9). */
export const LIGHTBOX_SETTINGS = {
  /** "animation 300 ms": opening and closing fade, slide change, zoom steps. */
  animation: { fade: 300, swipe: 300, zoom: 300 },
  /** "padding 10". */
  padding: `${VIEWER_PADDING_PX}px`,
  /** "key repeat limit 180 ms": held or hammered arrow keys change the photo at most once per 180 ms. */
  keyRepeatMs: 180,
  /**
   * "max zoom 300": zooming stops at 300 %, read as three times the photo's own pixel size (the largest
   * variant's width), i.e. YARL's maxZoomPixelRatio of 3. Past that a photo only gets blurrier.
   */
  maxZoomPixelRatio: 3,
} as const;

export const FAILED_MESSAGE = 'This image failed to load';

export interface PhotoLightboxProps {
  /** The photos the grid shows, as slides (photo-tiles.ts: the pipeline's WebP variants). */
  slides: SlideImage[];
  /** The open photo's position in `slides`; -1 when closed. */
  index: number;
  plugins: Plugin[];
  onView: (index: number) => void;
  onClose: () => void;
  /** The opening animation has finished. */
  onEntered?: () => void;
  /** The tile that opened the lightbox: focus goes back to it on close. */
  returnFocus: () => HTMLElement | null;
}

export interface PhotoLightboxModule {
  PhotoLightbox: ComponentType<PhotoLightboxProps>;
  plugins: Plugin[];
}

/**
 * Drops arrow-key presses that come sooner than `intervalMs` after the last one that counted, before the
 * lightbox sees them (a capture listener on window runs first), so a held key steps at a readable pace.
 */
function useArrowKeyLimit(active: boolean, intervalMs: number) {
  useEffect(() => {
    if (!active) return;
    let last = -Infinity;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const now = performance.now();
      if (now - last < intervalMs) {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      last = now;
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [active, intervalMs]);
}

function PhotoLightbox({ slides, index, plugins, onView, onClose, onEntered, returnFocus }: PhotoLightboxProps) {
  const open = index >= 0;
  useArrowKeyLimit(open, LIGHTBOX_SETTINGS.keyRepeatMs);

  return (
    <Lightbox
      open={open}
      index={Math.max(index, 0)}
      close={onClose}
      slides={slides}
      plugins={plugins}
      className={styles.viewer}
      animation={LIGHTBOX_SETTINGS.animation}
      carousel={{ finite: false, padding: LIGHTBOX_SETTINGS.padding }}
      controller={{ closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: LIGHTBOX_SETTINGS.maxZoomPixelRatio, scrollToZoom: true }}
      labels={VIEWER_LABELS}
      render={{ iconError: () => <p className={styles.error}>{FAILED_MESSAGE}</p> }}
      on={{
        view: ({ index: current }) => onView(current),
        entered: onEntered,
        exited: () => {
          // The lightbox restores focus itself when the opener had focus; browsers that do not focus a
          // clicked button (Safari) leave focus on the page body, so put it back on the tile here.
          const tile = returnFocus();
          if (tile && (document.activeElement === null || document.activeElement === document.body)) tile.focus();
        },
      }}
    />
  );
}

export const photoLightbox: Omit<PhotoLightboxModule, 'plugins'> = { PhotoLightbox };
