import { BUILT_INLINE_SCRIPTS } from '@/inline-scripts/built';
import styles from './not-found-message.module.css';

interface NotFoundMessageProps {
  /** The generic heading, text and links. */
  generic: React.ReactNode;
  /** The same for a missing blog article. */
  blog: React.ReactNode;
}

/**
 * Parsed before both messages: marks the block for the blog message when the address is under /blog/, before
 * anything is painted. Source: inline-scripts/not-found.ts.
 */
export const NOT_FOUND_SCRIPT = BUILT_INLINE_SCRIPTS.notFound;

/**
 * There is one 404.html for every unknown address, so which message fits is only known in the browser: an
 * address under /blog/ is a missing article. Both messages are in the HTML and CSS shows one of them, chosen
 * by an inline script before the first paint; without JavaScript the generic message shows.
 */
export function NotFoundMessage({ generic, blog }: NotFoundMessageProps) {
  return (
    <div className={styles.messages}>
      <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_SCRIPT }} />
      <div className={styles.generic}>{generic}</div>
      <div className={styles.blog}>{blog}</div>
    </div>
  );
}
