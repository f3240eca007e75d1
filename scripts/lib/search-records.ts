/** The search's records of a built site (scripts/search-index.ts): what each page offers to be found. */
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import type { NavEntry } from '../../lib/nav-entry';
import type { SearchRecord } from '../../lib/search/records';
import { sectionOf } from '../../lib/search/sections';
import { buildSiteTable, listOutFiles } from '../../server/core/site-policy';

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Elements whose text is never searched. */
const UNSEARCHED = new Set(['script', 'style', 'noscript', 'template']);
/** Block elements end a word: "Uniform</li><li>Library" must not read as "UniformLibrary". */
const BLOCKS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'dt', 'dd', 'div', 'section', 'article', 'summary', 'br']);

/** The record of one built page, or undefined for a page not meant to be found (no body marked, noindex, empty). */
export function extractRecord(html: string, url: string, navigation: NavEntry[]): SearchRecord | undefined {
  let language = 'en';
  let noindex = false;
  let marked = false;
  let title = '';
  let heading: string | undefined;
  let content = '';
  // Depths of the open elements, so each region ends with its own end tag (htmlparser2 reports every close).
  let depth = 0;
  let bodyDepth: number | undefined;
  let ignoredDepth: number | undefined;
  let headingDepth: number | undefined;
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        if (name === 'html' && attributes.lang) language = attributes.lang.split('-')[0].toLowerCase();
        if (name === 'meta' && attributes.name === 'robots' && /noindex/i.test(attributes.content ?? '')) noindex = true;
        if (name === 'title') inTitle = true;
        if (bodyDepth === undefined && 'data-pagefind-body' in attributes) {
          bodyDepth = depth;
          marked = true;
        }
        if (bodyDepth !== undefined && ignoredDepth === undefined && (UNSEARCHED.has(name) || 'data-pagefind-ignore' in attributes)) ignoredDepth = depth;
        if (bodyDepth !== undefined && ignoredDepth === undefined && name === 'h1' && heading === undefined) {
          headingDepth = depth;
          heading = '';
        }
      },
      ontext(text) {
        if (inTitle) title += text;
        if (bodyDepth === undefined || ignoredDepth !== undefined) return;
        content += text;
        if (headingDepth !== undefined) heading += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (bodyDepth !== undefined && ignoredDepth === undefined && BLOCKS.has(name)) content += ' ';
        if (depth === ignoredDepth) ignoredDepth = undefined;
        if (depth === headingDepth) headingDepth = undefined;
        if (depth === bodyDepth) bodyDepth = undefined;
        depth -= 1;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  const text = squeeze(content);
  if (noindex || !marked || !text) return undefined;
  const fallbackTitle = squeeze(title).replace(/\s*\|[^|]*$/, '');
  return { url, title: heading ? squeeze(heading) : fallbackTitle, section: sectionOf(url, navigation), text, language };
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
