'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PhotoGrid, type GridPhoto } from '@/components/photo-grid/photo-grid';
import {
  ALL,
  categorySlug,
  countByFilter,
  filterFromSearch,
  GALLERY_CATEGORIES,
  matchesFilter,
  PREFILTER_STYLE_ID,
  searchForFilter,
  type GalleryCategory,
  type GalleryFilter,
} from '@/lib/gallery-categories';
import styles from './gallery-browser.module.css';

export interface CategorisedPhoto extends GridPhoto {
  category?: GalleryCategory;
}

interface GalleryBrowserProps {
  photos: CategorisedPhoto[];
}

/**
 * The category buttons over the photo grid. The server renders every photo (so the page works without
 * JavaScript); this island only hides the ones outside the chosen category and keeps the choice in the
 * address (`?category=celebrations`) so it can be shared and is restored when the link is opened.
 */
export function GalleryBrowser({ photos }: GalleryBrowserProps) {
  const [filter, setFilter] = useState<GalleryFilter>(ALL);
  const [addressRead, setAddressRead] = useState(false);
  const filtersRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The page is built once as static HTML, so the address is read in the browser.
    const fromAddress = () => setFilter(filterFromSearch(window.location.search));
    fromAddress();
    setAddressRead(true);
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, []);

  // The prefilter style hid the same tiles until now; drop it in the commit that sets `hidden`, before paint.
  useLayoutEffect(() => {
    if (!addressRead) return;
    document.getElementById(PREFILTER_STYLE_ID)?.remove();
    // On phones the buttons scroll sideways: bring the address's category into view.
    const filters = filtersRef.current;
    const pressed = filters?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (filters && pressed && filters.scrollWidth > filters.clientWidth) filters.scrollLeft = pressed.offsetLeft - filters.offsetLeft - 16;
  }, [addressRead]);

  function choose(next: GalleryFilter) {
    setFilter(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(null, '', `${pathname}${searchForFilter(search, next)}${hash}`);
  }

  const counts = countByFilter(photos.map((photo) => photo.category));
  const showing = counts[filter];

  return (
    <>
      <div ref={filtersRef} className={styles.filters} role="group" aria-label="Show photos by category">
        {GALLERY_CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            className={styles.filter}
            aria-pressed={category === filter}
            onClick={() => choose(category)}
          >
            {category}
            <span className={styles.count}>
              {counts[category]}
              <span className="visually-hidden"> photos</span>
            </span>
          </button>
        ))}
      </div>
      <p className={styles.status} role="status">
        {filter === ALL ? `Showing all ${showing} photos` : `Showing ${showing} ${showing === 1 ? 'photo' : 'photos'} in ${filter}`}
      </p>
      <PhotoGrid
        photos={photos}
        label="Gallery photos"
        isVisible={(photo) => matchesFilter(photo.category, filter)}
        categoryOf={(photo) => (photo.category ? categorySlug(photo.category) : undefined)}
        eagerCount={4}
      />
    </>
  );
}
