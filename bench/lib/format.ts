/** Plain-text tables for the terminal and a markdown copy for bench/results/latest.md. */
import type { BudgetRow } from './budgets';
import { formatRatio, kb, ratio } from './stats';
import type { BenchReferences, PageResult } from './types';

export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(headers), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

const ms = (value: number | undefined) => (value === undefined ? 'n/a' : String(Math.round(value)));
const score = (value: number | undefined) => (value === undefined ? 'n/a' : String(value));

export function label(page: PageResult): string {
  if (page.kind === 'framework-floor') return '[framework floor]';
  if (page.kind === 'plain-floor') return '[plain HTML floor]';
  return page.route;
}

/** Every first-load byte the HTML asks for (HTML + CSS + JS), brotli: what the server sends. */
export function firstLoadBrotli(page: PageResult): number | undefined {
  const bytes = page.bytes;
  return bytes ? bytes.html.brotli + bytes.css.brotli + bytes.js.brotli : undefined;
}

export function resultsTable(pages: readonly PageResult[]): string {
  const headers = ['route', 'runs', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS gz/br KB', 'CSS gz/br KB', 'HTML gz/br KB', 'transfer KB', 'reqs', 'idle KB', 'prefetch', 'img>2x', 'CPU BI', 'time s'];
  const rows = pages.map((page) => {
    const lh = page.lighthouse;
    const bytes = page.bytes;
    const pair = (key: 'js' | 'css' | 'html') => (bytes ? `${kb(bytes[key].gzip)}/${kb(bytes[key].brotli)}` : 'n/a');
    return [
      label(page),
      String(lh?.runs ?? 0),
      score(lh?.scores.performance),
      score(lh?.scores.accessibility),
      score(lh?.scores['best-practices']),
      score(lh?.scores.seo),
      ms(lh?.fcp),
      ms(lh?.lcp),
      ms(lh?.tbt),
      lh?.cls === undefined ? 'n/a' : lh.cls.toFixed(3),
      pair('js'),
      pair('css'),
      pair('html'),
      kb(lh?.transferBytes ?? page.probe?.transferBytes),
      String(lh?.requests ?? page.probe?.requests ?? 'n/a'),
      kb(page.probe?.idleBytes),
      String(page.probe?.prefetchRequests.length ?? 'n/a'),
      page.probe ? String(page.probe.imageOffenders.length) : 'n/a',
      lh?.benchmarkIndex === undefined ? 'n/a' : String(Math.round(lh.benchmarkIndex)),
      (page.measureMs / 1000).toFixed(1),
    ];
  });
  return table(headers, rows);
}

/** Our figures divided by each reference's: 2.00x means twice the floor. */
export function ratioTable(pages: readonly PageResult[], references: BenchReferences): string {
  const framework = references.frameworkFloor;
  const plain = references.plainFloor;
  const headers = ['route', 'LCP ÷fw', 'LCP ÷plain', 'FCP ÷fw', 'FCP ÷plain', 'JS gz ÷fw', 'first-load br ÷fw', 'first-load br ÷plain', 'transfer ÷fw', 'transfer ÷plain', 'reqs ÷fw', 'reqs ÷plain'];
  const transfer = (page: PageResult | undefined) => page?.lighthouse?.transferBytes ?? page?.probe?.transferBytes;
  const requests = (page: PageResult | undefined) => page?.lighthouse?.requests ?? page?.probe?.requests;
  const rows = pages
    .filter((page) => page.kind === 'site')
    .map((page) => [
      page.route,
      formatRatio(ratio(page.lighthouse?.lcp, framework?.lighthouse?.lcp)),
      formatRatio(ratio(page.lighthouse?.lcp, plain?.lighthouse?.lcp)),
      formatRatio(ratio(page.lighthouse?.fcp, framework?.lighthouse?.fcp)),
      formatRatio(ratio(page.lighthouse?.fcp, plain?.lighthouse?.fcp)),
      formatRatio(ratio(page.bytes?.js.gzip, framework?.bytes?.js.gzip)),
      formatRatio(ratio(firstLoadBrotli(page), framework ? firstLoadBrotli(framework) : undefined)),
      formatRatio(ratio(firstLoadBrotli(page), plain ? firstLoadBrotli(plain) : undefined)),
      formatRatio(ratio(transfer(page), transfer(framework))),
      formatRatio(ratio(transfer(page), transfer(plain))),
      formatRatio(ratio(requests(page), requests(framework))),
      formatRatio(ratio(requests(page), requests(plain))),
    ]);
  return table(headers, rows);
}

export function budgetTable(rows: readonly BudgetRow[], options: { onlyProblems: boolean }): string {
  const shown = options.onlyProblems ? rows.filter((row) => row.pass !== true) : rows;
  if (shown.length === 0) return 'All budgets pass.';
  return table(
    ['budget', 'route', 'actual', 'limit', 'result', 'cause'],
    shown.map((row) => [row.budget, row.route, row.actual, row.limit, row.pass === undefined ? 'NOT MEASURED' : row.pass ? 'pass' : 'FAIL', row.cause ?? '']),
  );
}
