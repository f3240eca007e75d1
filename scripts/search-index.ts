/**
 * Build step after `next build` and scripts/islands/page-transform.ts (before compress.ts): makes the site searchable.
 * 1. Reads every page of out/ and keeps its main content (`<main data-pagefind-body>`, less `data-pagefind-ignore`
 *    parts): title, URL, section, text and language, written to out/.search/records.json (a dot folder: never
 *    served) for the form service's /search without JavaScript (server/search/).
 * 2. Indexes the same records with Pagefind into out/pagefind/ (one index per language, as Pagefind splits them).
 * 3. Bundles the browser's search script (components/site-search/search-client.ts) into out/pagefind/, with the
 *    synonyms of content/search-synonyms.yml, loaded only when a reader focuses a search field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { getDisclosures } from '../lib/content/disclosures';
import { getSearchSynonyms } from '../lib/content/search-synonyms';
import { mainNavigation } from '../lib/navigation';
import { PAGEFIND_DIR, RECORDS_FILE, SEARCH_SCRIPT, type SearchData } from '../lib/search/records';
import { buildRecords } from './lib/search-records';

const ROOT = path.resolve(__dirname, '..');

/** Writes the records file, the Pagefind index and the browser's search script into out/. */
export async function writeSearchIndex(outDir: string, options: { apiBase?: string } = {}): Promise<{ records: number; languages: string[] }> {
  const records = buildRecords(outDir, mainNavigation(getDisclosures()));
  if (records.length === 0) throw new Error(`search index: no page of ${outDir} has data-pagefind-body`);
  fs.mkdirSync(path.dirname(path.join(outDir, RECORDS_FILE)), { recursive: true });
  const synonyms = getSearchSynonyms().synonyms;
  fs.writeFileSync(path.join(outDir, RECORDS_FILE), JSON.stringify({ synonyms, records } satisfies SearchData));

  const pagefindDir = path.join(outDir, PAGEFIND_DIR);
  fs.rmSync(pagefindDir, { recursive: true, force: true });
  // Pagefind's Node API is an ES module only; this script runs as CommonJS.
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    for (const record of records) {
      // The title leads the content so that a word of the title counts as Pagefind counts an <h1>'s.
      const added = await index.addCustomRecord({
        url: record.url,
        content: `${record.title}. ${record.text}`,
        language: record.language,
        meta: { title: record.title, section: record.section },
        filters: { section: [record.section] },
      });
      if (added.errors.length > 0) throw new Error(`Pagefind: ${record.url}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: pagefindDir });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }

  const result = buildSync({
    absWorkingDir: ROOT,
    entryPoints: ['components/site-search/search-client.ts'],
    outfile: path.join(outDir, SEARCH_SCRIPT),
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    define: {
      __SEARCH_SYNONYMS__: JSON.stringify(synonyms),
      'process.env.NEXT_PUBLIC_API_BASE': JSON.stringify(options.apiBase ?? ''),
    },
    // Pagefind's own script, fetched from the site when the reader first searches.
    external: [`/${PAGEFIND_DIR}/pagefind.js`],
    logLevel: 'warning',
  });
  if (result.errors.length > 0) throw new Error('search script: esbuild failed');
  return { records: records.length, languages: [...new Set(records.map((record) => record.language))] };
}
