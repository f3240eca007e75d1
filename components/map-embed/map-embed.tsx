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
 * contact page. A native `<details>`: the lazy iframe inside it is not rendered, so not fetched, until 'Show map'
 * opens it; no JavaScript is involved. The box keeps its size either way (no layout shift); the link to the map
 * below the box is there too.
 */
export function MapEmbed({ src, title }: MapEmbedProps) {
  return (
    <div className={styles.embed}>
      <p className={styles.note}>The map is loaded from Google Maps only when you ask for it.</p>
      <details className={styles.details}>
        <summary className={`button ${styles.toggle}`}>
          <span className={styles.whenClosed}>Show map</span>
          <span className={styles.whenOpen}>Hide map</span>
        </summary>
        <iframe className={styles.frame} src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" width={1200} height={450} />
      </details>
    </div>
  );
}
