/**
 * The search results as HTML, one definition for the three places that show them: the /search page as built
 * (no query), the form service's /search without JavaScript, and the browser's search (header and /search page).
 * Every text is escaped here; an excerpt is text and highlighted parts only, never markup from elsewhere.
 */
import { escapeHtml } from '../escape-html';
import { MAX_QUERY_LENGTH } from './query';
import { SEARCH_PATH } from './records';

/** A stretch of an excerpt; `mark` ones match the query and are highlighted. */
export interface ExcerptPart {
  text: string;
  mark?: boolean;
}

export interface SearchHit {
  url: string;
  title: string;
  section: string;
  excerpt: ExcerptPart[];
}

/** Class names of the results' markup (styled globally under the search's wrappers, components/site-search). */
export const HIT_CLASS = 'search-hit';

export function renderExcerpt(parts: ExcerptPart[]): string {
  return parts.map((part) => (part.mark ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text))).join('');
}

/** The status line and the list of results for `query` (the query as the reader typed it, cleaned). */
export function renderResults(query: string, hits: SearchHit[]): string {
  if (!query) return '';
  const count = hits.length === 0 ? 'No results' : hits.length === 1 ? '1 result' : `${hits.length} results`;
  const status = `<p class="search-status" role="status">${count} for “${escapeHtml(query)}”${hits.length === 0 ? '. Try another word, or look through the menus above.' : ''}</p>`;
  if (hits.length === 0) return status;
  const items = hits
    .map(
      (hit) =>
        `<li class="${HIT_CLASS}"><a href="${escapeHtml(hit.url)}">${escapeHtml(hit.title)}</a> <span class="search-section">${escapeHtml(hit.section)}</span>` +
        `<p>${renderExcerpt(hit.excerpt)}</p></li>`,
    )
    .join('');
  return `${status}<ol class="search-list">${items}</ol>`;
}

/** The /search page's content: a plain GET form filled with the query the page shows, then the results. */
export function renderSearchBody(query: string, hits: SearchHit[] | undefined): string {
  const id = 'search-page-q';
  return (
    `<form class="search-page-form" role="search" action="${SEARCH_PATH}" method="get" data-site-search="page">` +
    `<label for="${id}">Search the school's website</label>` +
    `<span class="search-row"><input id="${id}" type="search" name="q" value="${escapeHtml(query)}" maxlength="${MAX_QUERY_LENGTH}" autocomplete="off" enterkeyhint="search">` +
    `<button type="submit">Search</button></span>` +
    `<div class="search-results" data-search-results aria-live="polite">${hits ? renderResults(query, hits) : ''}</div></form>`
  );
}
