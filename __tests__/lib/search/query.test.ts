/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getSearchSynonyms, searchSynonymsSchema } from '@/lib/content/search-synonyms';
import { ContentError } from '@/lib/content/reader';
import { cleanQuery, expandQuery, MAX_QUERY_LENGTH, mergeResults } from '@/lib/search/query';
import { renderResults } from '@/lib/search/render';

const synonyms = getSearchSynonyms().synonyms;

describe('search synonyms (content/search-synonyms.yml)', () => {
  it('maps what parents type to the school words the issue names', () => {
    expect(expandQuery('bus', synonyms)).toEqual(['bus', 'transport']);
    expect(expandQuery('fees', synonyms)).toEqual(['fees', 'fee structure']);
    expect(expandQuery('holidays', synonyms)).toEqual(['holidays', 'holiday programme']);
  });

  it('replaces whole words and phrases only, keeping the rest of the query', () => {
    expect(expandQuery('school bus routes', synonyms)).toEqual(['school bus routes', 'school transport routes', 'transport routes']);
    expect(expandQuery('fee for class 5', synonyms)).toEqual(['fee for class 5', 'fee structure for class 5']);
    // "business" contains "bus" but is another word.
    expect(expandQuery('business studies', synonyms)).toEqual(['business studies']);
    expect(expandQuery('', synonyms)).toEqual([]);
  });

  it('rejects a synonym a search could never match, naming the field', () => {
    expect(searchSynonymsSchema.safeParse({ synonyms: [{ words: ['Bus'], means: ['transport'] }] }).success).toBe(false);
    expect(searchSynonymsSchema.safeParse({ synonyms: [{ words: ['school  bus'], means: ['transport'] }] }).success).toBe(false);
    expect(searchSynonymsSchema.safeParse({ synonyms: [{ words: [], means: ['transport'] }] }).success).toBe(false);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'synonyms-'));
    fs.writeFileSync(path.join(root, 'search-synonyms.yml'), 'synonyms:\n  - words: [bus]\n    means: []\n');
    expect(() => getSearchSynonyms(root)).toThrow(ContentError);
    expect(() => getSearchSynonyms(root)).toThrow(/search-synonyms\.yml: synonyms\[0\]\.means/);
  });
});

describe('cleanQuery', () => {
  it('lower-cases, collapses spaces, drops control and format characters, and cuts long queries', () => {
    expect(cleanQuery('  Nursery\t\n AGE ')).toBe('nursery age');
    expect(cleanQuery('bus\u0000\u202eroutes')).toBe('bus routes');
    expect(cleanQuery('x'.repeat(5000))).toHaveLength(MAX_QUERY_LENGTH);
    expect(cleanQuery(['bus'])).toBe('');
    expect(cleanQuery(undefined)).toBe('');
  });
});

describe('mergeResults', () => {
  it('keeps each page once with its scores added up, best first', () => {
    const merged = mergeResults([
      [
        { url: '/faq', score: 2 },
        { url: '/rules', score: 1 },
      ],
      [
        { url: '/rules', score: 5 },
        { url: '/fees', score: 0.5 },
      ],
    ]);
    expect(merged).toEqual([
      { url: '/rules', score: 6 },
      { url: '/faq', score: 2 },
      { url: '/fees', score: 0.5 },
    ]);
  });
});

describe('renderResults', () => {
  it('escapes every text and only marks what the excerpt marks', () => {
    const html = renderResults('<img onerror=x>', [
      { url: '/a"b', title: '<b>T</b>', section: 'S&S', excerpt: [{ text: '<script>' }, { text: 'bus', mark: true }] },
    ]);
    expect(html).toContain('1 result for “&lt;img onerror=x&gt;”');
    expect(html).toContain('href="/a&quot;b"');
    expect(html).toContain('&lt;b&gt;T&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;<mark>bus</mark>');
    expect(html).not.toMatch(/<(?:img|script|b)\b/);
    expect(renderResults('zzz', [])).toBe(
      '<p class="search-status" role="status">No results for “zzz”. Try another word, or look through the menus above.</p>',
    );
  });
});
