/** Plain-text tables for the terminal and a markdown copy for bench/results/latest.md. */
import { heaviestAfterTap } from './after-tap';
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
  if (page.kind === 'plain') return `${page.route} [no scripts]`;
  return page.route;
}

/** Every first-load byte the HTML asks for (HTML + CSS + JS), brotli: what the server sends. */
export function firstLoadBrotli(page: PageResult): number | undefined {
  const bytes = page.bytes;
  return bytes ? bytes.html.brotli + bytes.css.brotli + bytes.js.brotli : undefined;
}

/**
 * JS before tap: scripts the browser requested while nobody touched the page (load and 5 s idle, gzip, probe).
 * JS after tap: every script the page had requested once its heaviest island was tapped (gzip, after-tap.ts).
 * boot/inline: the islands' boot script and the page's other inline scripts, gzip each; payload: inline RSC, raw.
 */
export function resultsTable(pages: readonly PageResult[]): string {
  const headers = [
    'route',
    'runs',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS before tap gz KB',
    'JS after tap gz KB',
    'boot/inline gz KB',
    'payload KB',
    'CSS gz/br KB',
    'HTML gz/br KB',
    'transfer KB',
    'reqs',
    'idle KB',
    'prefetch',
    'img>2x',
    'CPU BI',
    'time s',
  ];
  const rows = pages.map((page) => {
    const lh = page.lighthouse;
    const bytes = page.bytes;
    const pair = (key: 'css' | 'html') => (bytes ? `${kb(bytes[key].gzip)}/${kb(bytes[key].brotli)}` : 'n/a');
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
      kb(page.jsBeforeInteraction?.gzip),
      afterTapCell(page),
      bytes ? `${kb(bytes.boot.gzip)}/${kb(bytes.inline.gzip)}` : 'n/a',
      bytes ? kb(bytes.inlinePayloadBytes) : 'n/a',
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

/** The heaviest island's JavaScript after its first tap, and which island. */
function afterTapCell(page: PageResult): string {
  if (page.kind !== 'site') return '';
  const heaviest = heaviestAfterTap(page.afterTap);
  if (!heaviest) return page.afterTap ? '0.0 (no island)' : 'n/a';
  return `${kb(heaviest.jsGzip)} (${heaviest.island}${heaviest.error ? ', error' : ''})`;
}

/** Our figures divided by each reference's: 1.05x means 5 % over the page without scripts. */
export function ratioTable(pages: readonly PageResult[], references: BenchReferences): string {
  const framework = references.frameworkFloor;
  const headers = [
    'route',
    'LCP ms',
    'LCP no-scripts ms',
    'LCP ÷no-scripts',
    'FCP ÷no-scripts',
    'TBT ms',
    'TBT no-scripts ms',
    'TBT −no-scripts',
    'first-load br ÷no-scripts',
    'transfer ÷no-scripts',
    'reqs ÷no-scripts',
    'LCP ÷fw',
    'transfer ÷fw',
  ];
  const transfer = (page: PageResult | undefined) => page?.lighthouse?.transferBytes ?? page?.probe?.transferBytes;
  const requests = (page: PageResult | undefined) => page?.lighthouse?.requests ?? page?.probe?.requests;
  const rows = pages
    .filter((page) => page.kind === 'site')
    .map((page) => {
      const plain = references.plain.get(page.route);
      return [
        page.route,
        ms(page.lighthouse?.lcp),
        ms(plain?.lighthouse?.lcp),
        formatRatio(ratio(page.lighthouse?.lcp, plain?.lighthouse?.lcp)),
        formatRatio(ratio(page.lighthouse?.fcp, plain?.lighthouse?.fcp)),
        ms(page.lighthouse?.tbt),
        ms(plain?.lighthouse?.tbt),
        page.lighthouse?.tbt === undefined || plain?.lighthouse?.tbt === undefined ? 'n/a' : `${Math.round(page.lighthouse.tbt - plain.lighthouse.tbt)}`,
        formatRatio(ratio(firstLoadBrotli(page), plain ? firstLoadBrotli(plain) : undefined)),
        formatRatio(ratio(transfer(page), transfer(plain))),
        formatRatio(ratio(requests(page), requests(plain))),
        formatRatio(ratio(page.lighthouse?.lcp, framework?.lighthouse?.lcp)),
        formatRatio(ratio(transfer(page), transfer(framework))),
      ];
    });
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
