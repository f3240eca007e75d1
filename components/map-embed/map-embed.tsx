'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './map-embed.module.css';

export interface MapEmbedProps {
  /** The map provider's embed URL (the iframe's src). */
  src: string;
  /** The iframe's accessible title, e.g. "Map showing Sunrise Valley School in Undri, Pune". */
  title: string;
}

/**
 * The location map, loaded only when the reader asks for it: the embed pulls about a megabyte of a third
 * party's scripts and tiles, which a parent on a metered connection should not pay for just by opening the
 * contact page. The box keeps its size either way (no layout shift); the link to the map below the box works
 * without JavaScript.
 */
export function MapEmbed({ src, title }: MapEmbedProps) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // The button that had focus is gone: keep the keyboard user where they were.
    if (shown) frame.current?.focus();
  }, [shown]);

  if (shown) {
    return <iframe ref={frame} className={styles.frame} src={src} title={title} referrerPolicy="no-referrer-when-downgrade" width={1200} height={450} />;
  }
  return (
    <div className={styles.placeholder}>
      <p>The map is loaded from Google Maps only when you ask for it.</p>
      <button type="button" className="button" onClick={() => setShown(true)}>
        Show map
      </button>
    </div>
  );
}
