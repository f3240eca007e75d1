import { ArrowUpIcon } from '@/components/icons/icons';
import styles from './go-to-top.module.css';
import { GO_TO_TOP_THRESHOLD } from './go-to-top-threshold';

export { GO_TO_TOP_THRESHOLD };

/** The id of the page's <body> (above the notices and the top bar), which the link leads to. */
export const TOP_ID = 'top';

/**
 * A link to the top of the page: it works from the HTML alone (the page scrolls smoothly unless the reader
 * prefers reduced motion, see globals.css). It shows once the page has scrolled past the threshold, by a
 * scroll-driven animation where the browser has them and otherwise by the layout's inline script, which marks
 * the page as scrolled (components/site-script). On a phone it is the page's last line instead, after the footer: a
 * floating button there would cover the words under it (issue 37).
 */
export function GoToTop({ label = 'Go to top' }: { label?: string }) {
  return (
    <a href={`#${TOP_ID}`} className={styles.button} aria-label={label} style={{ animationRange: `${GO_TO_TOP_THRESHOLD}px ${GO_TO_TOP_THRESHOLD + 1}px` }}>
      <ArrowUpIcon size={22} fromSprite />
      {/* Shown on a phone, where the link is the page's last line rather than a floating button. */}
      <span className={styles.words}>{label}</span>
    </a>
  );
}
