import type { SearchSynonyms } from '../content/search-synonyms';
import { INSIGHT_ENDPOINTS } from '../insight-beacon';
import { SITE_LANGUAGES, type SiteLanguage } from '../languages';

/**
 * One searchable page, as the build extracts it from out/ (scripts/search-index.ts). The same records feed the
 * browser's Pagefind index and the server's /search without JavaScript, so both find the same pages.
 */
export interface SearchRecord {
  /** Clean URL path, e.g. `/faq`. */
  url: string;
  title: string;
  /** The menu the page is in (e.g. "Admission", "News"): shown with each result and a Pagefind filter. */
  section: string;
  /** The page's main content as plain text (navigation, header and footer left out). */
  text: string;
  /** ISO 639-1 code from the page's `<html lang>`: one index per language. */
  language: string;
}

/** What the build writes for the server's search: the records and the synonyms they were built with. */
export interface SearchData {
  synonyms: SearchSynonyms['synonyms'];
  records: SearchRecord[];
}

/** Where the build writes the SearchData inside out/: a dot folder, so no host serves it (server/core/site-policy.ts). */
export const RECORDS_FILE = '.search/records.json';
/** Pagefind's output folder in out/, and the browser's search script in it. */
export const PAGEFIND_DIR = 'pagefind';
export const SEARCH_SCRIPT = `/${PAGEFIND_DIR}/site-search.js`;
/** The search page: a static shell in out/ that the form service fills with results (server/search/). */
export const SEARCH_PATH = '/search';
/** The insight endpoint under the API base (POST `{ q, results }`): each search reports its query and result count. */
export const SEARCH_REPORT_ENDPOINT = INSIGHT_ENDPOINTS.search;

/** The language a search asks for (`lang` of the search form: a Marathi page's box sends `mr`); English otherwise. */
export function searchLanguage(value: unknown): SiteLanguage {
  const first = Array.isArray(value) ? value[0] : value;
  return SITE_LANGUAGES.find((language) => language === first) ?? SITE_LANGUAGES[0];
}
