/**
 * What the site's search costs and when (issue 24): nothing before the load event, or while the page sits idle;
 * then the bytes that focusing the header's search field loads (the search script, Pagefind's script, its
 * WebAssembly and index entry) and those of a first search ("bus": the index chunks and the results' fragments).
 */
import type { Browser, Request } from 'playwright-core';
import { IDLE_MS, phoneContext } from './probe';
import { table } from './format';

export interface SearchFocusMeasure {
  route: string;
  /** Search files requested before the field was focused: must be none. */
  beforeFocus: string[];
  focus: { bytes: number; requests: string[] };
  firstSearch: { bytes: number; requests: number; query: string; results: number };
}

const SEARCH_FILES = /\/pagefind\//;

export async function measureSearchFocus(browser: Browser, baseUrl: string, route = '/'): Promise<SearchFocusMeasure> {
  const context = await phoneContext(browser, baseUrl);
  // The insight endpoint is not the search's cost; answered here so a missing one costs nothing either.
  await context.route('**/api/insight/search', (route) => route.fulfill({ status: 204 }));
  const page = await context.newPage();
  let phase: 'before' | 'focus' | 'search' = 'before';
  const beforeFocus: string[] = [];
  const measures = { focus: { bytes: 0, requests: [] as string[] }, search: { bytes: 0, requests: 0 } };
  const pending: Promise<void>[] = [];
  page.on('request', (request: Request) => {
    if (phase === 'before' && SEARCH_FILES.test(request.url())) beforeFocus.push(new URL(request.url()).pathname);
  });
  page.on('requestfinished', (request: Request) => {
    if (phase === 'before' || !SEARCH_FILES.test(request.url())) return;
    const counted = phase;
    pending.push(
      request.sizes().then((sizes) => {
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        if (counted === 'focus') {
          measures.focus.bytes += bytes;
          measures.focus.requests.push(new URL(request.url()).pathname);
        } else {
          measures.search.bytes += bytes;
          measures.search.requests += 1;
        }
      }),
    );
  });
  try {
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(IDLE_MS);
    phase = 'focus';
    await page.focus('form[data-site-search="header"] input[name="q"]');
    await page.waitForRequest(/\.pagefind$/);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    phase = 'search';
    const query = 'bus';
    await page.fill('form[data-site-search="header"] input[name="q"]', query);
    await page.locator('header .search-status').waitFor();
    await page.waitForLoadState('networkidle');
    const results = await page.locator('header .search-hit').count();
    await Promise.all(pending);
    return { route, beforeFocus, focus: measures.focus, firstSearch: { ...measures.search, query, results } };
  } finally {
    await context.close();
  }
}

export function searchFocusSection(measure: SearchFocusMeasure): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return `## Search: bytes on focus (${measure.route}, as sent)\n\n${table(
    ['step', 'KB', 'requests', 'note'],
    [
      [
        'before focus (load + 5 s idle)',
        '0.0',
        String(measure.beforeFocus.length),
        measure.beforeFocus.length ? `requested: ${measure.beforeFocus.join(', ')}` : 'none, as required',
      ],
      ['focusing the header field', kb(measure.focus.bytes), String(measure.focus.requests.length), measure.focus.requests.join(', ')],
      [
        `first search "${measure.firstSearch.query}"`,
        kb(measure.firstSearch.bytes),
        String(measure.firstSearch.requests),
        `${measure.firstSearch.results} results`,
      ],
    ],
  )}`;
}
