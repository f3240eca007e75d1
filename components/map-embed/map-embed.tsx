import { escapeHtml } from '@/lib/escape-html';
import styles from './map-embed.module.css';

export interface MapEmbedProps {
  /** The map provider's embed URL. */
  src: string;
  /** The iframe's accessible title, e.g. "Map showing Sunrise Valley School in Undri, Pune". */
  title: string;
  /** The placeholder's words and language (English unless told). */
  words?: MapWords;
}

export interface MapWords {
  lang: string;
  note: string;
  show: string;
}

const ENGLISH_MAP_WORDS: MapWords = { lang: 'en-IN', note: 'The map is loaded from Google Maps only when you ask for it.', show: 'Show map' };

/**
 * The small document the map's frame shows until the reader asks for the map: a note and a 'Show map' link
 * that loads the embed into the frame itself. Plain HTML, so it works the same with or without JavaScript (a
 * lazy iframe would load at once without JavaScript, where browsers ignore loading="lazy"). It inherits the
 * page's CSP, which allows its inline style and the map's host.
 */
export function placeholderDocument(src: string, words: MapWords = ENGLISH_MAP_WORDS): string {
  return [
    `<!DOCTYPE html><html lang="${escapeHtml(words.lang)}"><head><meta charset="utf-8"><style>`,
    'html,body{height:100%;margin:0}',
    'body{box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.75rem;padding:1rem;',
    'background:#f5f7fa;color:#1d2733;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;text-align:center}',
    'p{margin:0;max-width:40ch}',
    'a{display:inline-flex;align-items:center;min-height:44px;padding:.5rem 1.25rem;border-radius:8px;background:#0f3b66;color:#fff;font-weight:600;text-decoration:none}',
    'a:hover{background:#0a2947}a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}',
    `</style></head><body><p>${escapeHtml(words.note)}</p>`,
    `<a href="${escapeHtml(src)}">${escapeHtml(words.show)}</a></body></html>`,
  ].join('');
}

/**
 * The location map, loaded only when the reader asks for it: the embed pulls about a megabyte of a third
 * party's scripts and tiles, which a parent on a metered connection should not pay for just by opening the
 * contact page. The frame keeps its size throughout (no layout shift) and first shows placeholderDocument;
 * its 'Show map' link loads the map in its place. The link to the map below the box is there too.
 */
export function MapEmbed({ src, title, words }: MapEmbedProps) {
  return (
    <iframe
      className={styles.frame}
      srcDoc={placeholderDocument(src, words)}
      title={title}
      referrerPolicy="no-referrer-when-downgrade"
      width={1200}
      height={450}
    />
  );
}
