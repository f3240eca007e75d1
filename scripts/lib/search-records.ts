/** The search's records of a built site (scripts/search-index.ts): what each page offers to be found. */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import type { NavEntry } from '../../lib/nav-entry';
import type { SearchRecord } from '../../lib/search/records';
import { sectionOf } from '../../lib/search/sections';
import { buildSiteTable, listOutFiles } from '../../server/site-policy';

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

