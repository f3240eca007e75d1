/**
 * The server's search over the build's page records (out/.search/records.json, scripts/search-index.ts): the
 * /search page without JavaScript finds what the browser's Pagefind search finds, with the same synonyms.
 * One MiniSearch index per language, built when a site is first searched.
 */
import fs from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import type { SearchSynonyms } from '../../../lib/content/search-synonyms';
import { cleanQuery, expandQuery, MAX_RESULTS, mergeResults } from '../../../lib/search/query';
import { RECORDS_FILE, type SearchData, type SearchRecord } from '../../../lib/search/records';
import type { ExcerptPart, SearchHit } from '../../../lib/search/render';

/** Characters of page text an excerpt shows around the first match. */
const EXCERPT_LENGTH = 220;
const EXCERPT_LEAD = 60;

const SEARCH_OPTIONS = {
  boost: { title: 4, section: 1.5 },
  // "holiday" finds "holidays"; a typo of a long word still finds it.
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 6 ? 0.2 : false),
} as const;

/** Terms of a query as MiniSearch splits them (letters and digits of any script). */
const terms = (query: string) => query.split(/[^\p{L}\p{M}\p{N}]+/u).filter((term) => term.length > 0);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A stretch of `text` around the first word that starts with a query term, those words marked. */
export function excerptOf(text: string, queryTerms: string[]): ExcerptPart[] {
  const words = [...new Set(queryTerms.filter((term) => term.length > 1))].sort((a, b) => b.length - a.length).map(escapeRegExp);
  if (words.length === 0) return [{ text: text.slice(0, EXCERPT_LENGTH) }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})[\\p{L}\\p{M}\\p{N}]*`, 'giu');
  const first = pattern.exec(text);
  pattern.lastIndex = 0;
  let start = first ? Math.max(0, first.index - EXCERPT_LEAD) : 0;
  // Start at a word, not inside one.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const window = text.slice(start, end);
  const parts: ExcerptPart[] = start > 0 ? [{ text: '… ' }] : [];
  let at = 0;
  for (const match of window.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: window.slice(at, match.index) });
    parts.push({ text: match[0], mark: true });
    at = match.index + match[0].length;
  }
  if (at < window.length) parts.push({ text: window.slice(at) });
  if (end < text.length) parts.push({ text: ' …' });
  return parts;
}

export class SearchEngine {
  private readonly indexes = new Map<string, { index: MiniSearch<SearchRecord>; records: Map<string, SearchRecord> }>();

  constructor(
    records: SearchRecord[],
    private readonly synonyms: SearchSynonyms['synonyms'],
  ) {
    for (const record of records) {
      let entry = this.indexes.get(record.language);
      if (!entry) {
        entry = { index: new MiniSearch<SearchRecord>({ idField: 'url', fields: ['title', 'section', 'text'] }), records: new Map() };
        this.indexes.set(record.language, entry);
      }
      entry.index.add(record);
      entry.records.set(record.url, record);
    }
  }

  /** Reads a built site's records and synonyms; a site built without them finds nothing. */
  static fromOutDir(outDir: string): SearchEngine {
    const file = path.join(outDir, RECORDS_FILE);
    const data: SearchData = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { synonyms: [], records: [] };
    return new SearchEngine(data.records, data.synonyms);
  }

  get size(): number {
    return [...this.indexes.values()].reduce((sum, entry) => sum + entry.records.size, 0);
  }

  /** The best pages for a query typed by anyone (cleaned here), each with a highlighted excerpt. */
  search(rawQuery: unknown, language = 'en'): SearchHit[] {
    const query = cleanQuery(rawQuery);
    const entry = this.indexes.get(language);
    if (!query || !entry) return [];
    const variants = expandQuery(query, this.synonyms);
    const run = (combineWith: 'AND' | 'OR') =>
      mergeResults(
        variants.map((variant) =>
          entry.index.search(variant, { ...SEARCH_OPTIONS, combineWith }).map((result) => ({ url: String(result.id), score: result.score })),
        ),
      );
    // Every word must match; only when no page has them all, any word may.
    let results = run('AND');
    if (results.length === 0) results = run('OR');
    const queryTerms = variants.flatMap(terms);
    return results.slice(0, MAX_RESULTS).map(({ url }) => {
      const record = entry.records.get(url) as SearchRecord;
      return { url, title: record.title, section: record.section, excerpt: excerptOf(record.text, queryTerms) };
    });
  }
}
