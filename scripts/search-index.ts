/**
 * Build step after `next build` and scripts/defer-framework.ts (before compress.ts): makes the site searchable.
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
import { parse, type HTMLElement } from 'node-html-parser';
import * as pagefind from 'pagefind';
import { getDisclosures } from '../lib/content/disclosures';
import { getSearchSynonyms } from '../lib/content/search-synonyms';
import { mainNavigation, type NavEntry } from '../lib/navigation';
import { PAGEFIND_DIR, RECORDS_FILE, SEARCH_SCRIPT, type SearchData, type SearchRecord } from '../lib/search/records';
import { sectionOf } from '../lib/search/sections';
import { buildSiteTable, listOutFiles } from '../server/site-policy';

const ROOT = path.resolve(__dirname, '..');

const text = (element: HTMLElement) => element.textContent.replace(/\s+/g, ' ').trim();

/** The record of one built page, or undefined for a page not meant to be found (no body marked, noindex, empty). */
export function extractRecord(html: string, url: string, navigation: NavEntry[]): SearchRecord | undefined {
  const document = parse(html, { comment: false, blockTextElements: { script: false, style: false, noscript: false } });
  if (/noindex/i.test(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '')) return undefined;
  const body = document.querySelector('[data-pagefind-body]');
  if (!body) return undefined;
  for (const ignored of body.querySelectorAll('[data-pagefind-ignore], script, style, noscript, template')) ignored.remove();
  // Block elements end a word: "Uniform</li><li>Library" must not read as "UniformLibrary".
  for (const block of body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, div, section, article, summary, br')) {
    block.insertAdjacentHTML('beforeend', ' ');
  }
  const content = text(body);
  if (!content) return undefined;
  const heading = body.querySelector('h1');
  const fallbackTitle = text(document.querySelector('title') ?? body).replace(/\s*\|[^|]*$/, '');
  const language = (document.querySelector('html')?.getAttribute('lang') ?? 'en').split('-')[0].toLowerCase();
  return { url, title: heading ? text(heading) : fallbackTitle, section: sectionOf(url, navigation), text: content, language };
}

/** Every findable page of a built site, in URL order. */
export function buildRecords(outDir: string, navigation: NavEntry[]): SearchRecord[] {
  const table = buildSiteTable(listOutFiles(outDir));
  const records: SearchRecord[] = [];
  for (const [url, file] of table.pages) {
    const record = extractRecord(fs.readFileSync(path.join(outDir, file), 'utf8'), url, navigation);
    if (record) records.push(record);
  }
  return records;
}

/** Writes the records file, the Pagefind index and the browser's search script into out/. */
export async function writeSearchIndex(outDir: string, options: { apiBase?: string } = {}): Promise<{ records: number; languages: string[] }> {
  const records = buildRecords(outDir, mainNavigation(getDisclosures()));
  if (records.length === 0) throw new Error(`search index: no page of ${outDir} has data-pagefind-body`);
  fs.mkdirSync(path.dirname(path.join(outDir, RECORDS_FILE)), { recursive: true });
  const synonyms = getSearchSynonyms().synonyms;
  fs.writeFileSync(path.join(outDir, RECORDS_FILE), JSON.stringify({ synonyms, records } satisfies SearchData));

  const pagefindDir = path.join(outDir, PAGEFIND_DIR);
  fs.rmSync(pagefindDir, { recursive: true, force: true });
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

if (require.main === module) {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const outDir = path.resolve(process.argv[2] ?? 'out');
  writeSearchIndex(outDir, { apiBase: process.env.NEXT_PUBLIC_API_BASE })
    .then((result) => console.log(`Search: ${result.records} pages indexed (${result.languages.join(', ')}) in ${path.join(outDir, PAGEFIND_DIR)}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
