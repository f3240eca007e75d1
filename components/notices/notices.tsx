import type { Notice } from '@/lib/content/notices';
import { BUILT_INLINE_SCRIPTS } from '@/inline-scripts/built';
import { ChevronDownIcon } from '@/components/icons/icons';
import { SHELL_WORDS, type ShellWords } from '@/components/site-shell/shell-words';
import styles from './notices.module.css';

/**
 * Decides in the browser which notices show (the HTML may be months old) and remembers dismissals: runs inline
 * right after the notices, before first paint, without React. Source: inline-scripts/notices.ts.
 */
export const NOTICES_SCRIPT = BUILT_INLINE_SCRIPTS.notices;

interface NoticesProps {
  /** Each in the page's language, or in English (`lang`) where it has no translation. */
  notices: (Notice & { lang?: string })[];
  /** The words around the notices, in the page's language (English unless told). */
  words?: ShellWords['notices'];
  /** When the page is built: what a visitor without JavaScript sees is decided at this moment. */
  builtAt: number;
}

/**
 * Dated announcements from content/notices/en/, above the top bar on every page. Each is in the HTML with its
 * time window; the inline script shows the ones current in the visitor's browser and remembers dismissals.
 * A server component: no React runs for it in the browser.
 */
export function Notices({ notices, builtAt, words = SHELL_WORDS.en.notices }: NoticesProps) {
  if (notices.length === 0) return null;
  return (
    <div className={styles.notices}>
      {notices.map((notice) => {
        const titleId = `notice-${notice.slug}`;
        return (
          <section
            key={notice.dismissKey}
            className={`${styles.notice} ${styles[notice.severity]}`}
            aria-labelledby={titleId}
            lang={notice.lang}
            data-notice={notice.dismissKey}
            data-from={notice.fromMs}
            data-until={notice.untilMs}
            data-severity={notice.severity}
            hidden={!(builtAt >= notice.fromMs && builtAt < notice.untilMs)}
            // The inline script changes `hidden` before React hydrates; that difference is intended.
            suppressHydrationWarning
          >
            <div className={`container ${styles.inner}`}>
              {/* On a phone the notice is one line, its title, that opens to the message (issue 37); on wider screens
                  the message is always shown beside the title (the CSS shows the closed details' content there). */}
              <details className={styles.details} data-notice-details="">
                <summary className={styles.summary}>
                  <strong id={titleId} className={styles.title}>
                    {notice.title}
                  </strong>
                  <ChevronDownIcon size={18} />
                </summary>
                <p className={styles.text}>
                  <span>{notice.message}</span>
                  {notice.link ? (
                    <>
                      {' '}
                      <a className={styles.link} href={notice.link}>
                        {notice.linkText ?? words.readMore}
                      </a>
                    </>
                  ) : null}
                </p>
              </details>
              {/* Shown by the script: without JavaScript a dismiss button could not work. */}
              <button
                type="button"
                className={styles.dismiss}
                data-notice-dismiss
                aria-label={`${words.dismiss} ${notice.title}`}
                hidden
                suppressHydrationWarning
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </section>
        );
      })}
      <script dangerouslySetInnerHTML={{ __html: NOTICES_SCRIPT }} />
    </div>
  );
}
