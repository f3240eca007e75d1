/**
 * The browser's search: bundled by scripts/search-index.ts into out/pagefind/site-search.js and imported by the
 * header's loader (site-search.tsx) when a reader first focuses a search field. It starts Pagefind (its script,
 * WebAssembly and index, out/pagefind/), searches as the reader types, with the synonyms of
 * content/search-synonyms.yml, and shows the results in the form's result list, as the server's /search does.
 * Each settled search is reported (query and result count) to the insight endpoint with sendBeacon.
 */
import type { SearchSynonyms } from '@/lib/content/search-synonyms';
import { apiUrl } from '@/lib/forms/api';
import { cleanQuery, expandQuery, MAX_RESULTS, mergeResults } from '@/lib/search/query';
import { PAGEFIND_DIR, SEARCH_REPORT_ENDPOINT } from '@/lib/search/records';
import { renderResults, type ExcerptPart, type SearchHit } from '@/lib/search/render';

declare const __SEARCH_SYNONYMS__: SearchSynonyms['synonyms'];

interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string; section?: string };
}
interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
}

/** Typing settles after this long: the search runs once, not for every letter. */
const TYPING_MS = 120;
/** A search counts as made (and is reported) once it has stood this long, or when a result is followed. */
const REPORT_MS = 1500;

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* webpackIgnore: true */ `/${PAGEFIND_DIR}/pagefind.js`) as Promise<Pagefind>).then(async (module) => {
    // noWorker: a worker runs under its own script file's CSP (default-src 'none' for every file), which would
    // refuse its fetches and WebAssembly; the index of a school site is small enough for the page's thread.
    await module.options({ excerptLength: 30, noWorker: true });
    await module.init();
    return module;
  });
  return pagefind;
}

/** Pagefind's excerpt (escaped text with <mark>) as parts, parsed inertly: no markup of it reaches the page. */
function excerptParts(excerpt: string): ExcerptPart[] {
  const template = document.createElement('template');
  template.innerHTML = excerpt;
  return [...template.content.childNodes].map((node) => ({ text: node.textContent ?? '', mark: node.nodeName === 'MARK' }));
}

/** The best pages for a query and its synonym variants. */
export async function search(rawQuery: string): Promise<SearchHit[]> {
  const query = cleanQuery(rawQuery);
  if (!query) return [];
  const engine = await loadPagefind();
  const lists = await Promise.all(
    expandQuery(query, __SEARCH_SYNONYMS__).map(async (variant) =>
      (await engine.search(variant)).results.slice(0, MAX_RESULTS).map((result) => ({ url: result.id, score: result.score, result })),
    ),
  );
  return Promise.all(
    mergeResults(lists).map(async ({ result }) => {
      const data = await result.data();
      return { url: data.url, title: data.meta.title ?? data.url, section: data.meta.section ?? '', excerpt: excerptParts(data.excerpt) };
    }),
  );
}

const reported = new Set<string>();
/** Tells the school's insight what was searched and how much was found (no identifier; see issue 24). */
function report(query: string, results: number) {
  if (!query || reported.has(query) || !navigator.sendBeacon) return;
  reported.add(query);
  navigator.sendBeacon(apiUrl(SEARCH_REPORT_ENDPOINT), new Blob([JSON.stringify({ q: query, results })], { type: 'application/json' }));
}

const attached = new WeakSet<HTMLFormElement>();

/** Enhances one search form (the header's or the /search page's): results as the reader types. */
export function attach(form: HTMLFormElement) {
  if (attached.has(form)) return;
  attached.add(form);
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  const list = form.querySelector<HTMLElement>('[data-search-results]');
  if (!input || !list) return;
  const isHeader = form.dataset.siteSearch === 'header';
  let typing: ReturnType<typeof setTimeout> | undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  let shown = { query: '', count: 0 };

  const run = async () => {
    const ticket = ++latest;
    const query = cleanQuery(input.value);
    clearTimeout(settle);
    if (!query) {
      list.innerHTML = '';
      return;
    }
    const hits = await search(query).catch(() => undefined);
    // A newer search has started meanwhile, or the search could not load: the plain form still works.
    if (ticket !== latest || !hits) return;
    list.innerHTML = renderResults(query, hits);
    list.hidden = false;
    shown = { query, count: hits.length };
    settle = setTimeout(() => report(query, hits.length), REPORT_MS);
  };

  input.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(run, TYPING_MS);
  });
  // Following a result or sending the form is a search made, even within the settle time.
  list.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) report(shown.query, shown.count);
  });
  form.addEventListener('submit', () => report(shown.query, shown.count));
  if (isHeader) {
    form.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || list.hidden || !list.innerHTML) return;
      list.hidden = true;
      input.focus();
    });
    form.addEventListener('focusout', (event) => {
      if (!form.contains(event.relatedTarget as Node | null)) list.hidden = true;
    });
    input.addEventListener('focus', () => {
      if (list.innerHTML) list.hidden = false;
    });
  }
  void loadPagefind().catch(() => undefined);
  // What was typed before the script arrived, or the query of /search?q= on a host without the form service.
  if (input.value) void run();
}
