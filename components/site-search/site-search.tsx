import { SHELL_WORDS, type ShellWords } from '@/components/site-shell/shell-words';
import { MAX_QUERY_LENGTH } from '@/lib/search/query';
import type { SiteLanguage } from '@/lib/languages';
import { SEARCH_PATH, SEARCH_SCRIPT } from '@/lib/search/records';
import { renderSearchBody } from '@/lib/search/render';
import styles from './site-search.module.css';

/**
 * Loads the browser's search (search-client.ts, bundled into out/pagefind/ by scripts/search-index.ts) when a
 * reader focuses a search field: nothing of it before, so no page requests a byte more before its load event.
 * On /search?q= without server results (a static host without the form service) it searches after the load event.
 * Static text: the same CSP hash on every page.
 */
export const SEARCH_LOADER = `(function(){var d=document,p;
function go(f){p=p||import("${SEARCH_SCRIPT}");p.then(function(m){m.attach(f)},function(){p=null})}
d.addEventListener("focusin",function(e){var f=e.target.closest&&e.target.closest("form[data-site-search]");if(f)go(f)});
if(location.pathname=="${SEARCH_PATH}"&&/[?&]q=./.test(location.search))addEventListener("load",function(){var f=d.querySelector("form[data-site-search=page]");
if(f&&!f.querySelector(".search-status"))go(f)})})()`.replace(/\n/g, '');

/**
 * The search field of every page's header: a plain GET form to /search that the search script enhances. In the
 * browser Pagefind searches the page's own language (its <html lang>); without JavaScript a Marathi page's form
 * says `lang=mr`, and the form service searches the Marathi pages.
 */
export function HeaderSearch({ words = SHELL_WORDS.en.search, lang = 'en' }: { words?: ShellWords['search']; lang?: SiteLanguage }) {
  return (
    <form className={styles.header} role="search" action={SEARCH_PATH} method="get" data-site-search="header">
      {lang !== 'en' && <input type="hidden" name="lang" value={lang} />}
      <label htmlFor="site-search-q" className="visually-hidden">
        {words.label}
      </label>
      <input
        id="site-search-q"
        className={styles.input}
        type="search"
        name="q"
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        placeholder={words.placeholder}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.button}>
        {words.button}
      </button>
      {/* Filled by the search script (never by React: hydration leaves inner HTML it did not write alone). */}
      <div className={`search-results ${styles.panel}`} data-search-results aria-live="polite" dangerouslySetInnerHTML={{ __html: '' }} />
      <script dangerouslySetInnerHTML={{ __html: SEARCH_LOADER }} />
    </form>
  );
}

/** The /search page's content as built (no query); the form service fills in the results (server/features/search/plugin.ts). */
export function SearchPageBody() {
  return <div className={styles.page} data-pagefind-ignore="all" dangerouslySetInnerHTML={{ __html: renderSearchBody('', undefined) }} />;
}
