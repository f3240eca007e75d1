/**
 * The search's rules that the browser (components/site-search/search-client.ts, over Pagefind) and the server's
 * /search without JavaScript (server/search/) share: how a query is cleaned, how synonyms widen it, how results of
 * several queries merge. Pure, no Node imports: bundled into the browser's search script as it is.
 */
import type { SearchSynonyms } from '../content/search-synonyms';

/** Longer queries are cut: no parent types more, and it bounds the work a hostile query can cause. */
export const MAX_QUERY_LENGTH = 100;
/** Results shown by either search. */
export const MAX_RESULTS = 20;

/** The query as searched: control characters dropped, spaces collapsed, lower case, at most MAX_QUERY_LENGTH. */
export function cleanQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The query and its synonym variants: each phrase of `words` found whole in the query is replaced by each of its
 * `means` ("school bus routes" -> "transport routes"). The query itself comes first; no duplicates.
 */
export function expandQuery(query: string, synonyms: SearchSynonyms['synonyms']): string[] {
  const variants = [query];
  if (!query) return [];
  for (const group of synonyms) {
    for (const word of group.words) {
      const pattern = new RegExp(`(^| )${escapeRegExp(word)}(?= |$)`);
      if (!pattern.test(query)) continue;
      for (const meaning of group.means) {
        const variant = query.replace(pattern, `$1${meaning}`);
        if (!variants.includes(variant)) variants.push(variant);
      }
    }
  }
  return variants;
}

/**
 * Results of the query and its variants as one list: each page once, its scores added up, best first. A page with
 * the parent's word and the school's word for it ("bus" and "transport") beats one that has only one of them.
 */
export function mergeResults<T extends { url: string; score: number }>(lists: T[][], limit = MAX_RESULTS): T[] {
  const merged = new Map<string, T>();
  for (const list of lists) {
    for (const result of list) {
      const seen = merged.get(result.url);
      merged.set(result.url, seen ? { ...seen, score: seen.score + result.score } : result);
    }
  }
  return [...merged.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}
