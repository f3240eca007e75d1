/**
 * The budgets of bench/budgets.json, checked against one run's results. Pure: the same results always give
 * the same table, so `--check` is unit-tested without running a browser.
 */
import { z } from 'zod';
import { heaviestAfterTap } from './after-tap';
import type { BuildTimes } from './build-times';
import { CATEGORIES, type BenchReferences, type PageResult } from './types';

const route = z.string().startsWith('/');

export const budgetsSchema = z.object({
  /** Every route's Lighthouse scores, at least. */
  minScores: z.object({
    performance: z.number().min(0).max(100),
    accessibility: z.number().min(0).max(100),
    'best-practices': z.number().min(0).max(100),
    seo: z.number().min(0).max(100),
  }),
  /** Lower performance floors for named image-heavy routes (the rest keep minScores.performance). */
  minPerformanceByRoute: z.record(route, z.number().min(0).max(100)),
  maxTbtMs: z.number().nonnegative(),
  /** Routes with a TBT limit of their own. */
  maxTbtMsByRoute: z.record(route, z.number().nonnegative()),
  /** Each route's TBT over its own plain twin's (the same page with every script removed), same run. */
  maxTbtOverPlainMs: z.number().nonnegative(),
  maxCls: z.number().nonnegative(),
  /** Each route's LCP against its own plain twin (the same page with every script removed), same run. */
  maxLcpRatioToPlainPage: z.number().positive(),
  /** Scripts requested while nobody touches the page (load, and 5 s of idle after it: the boot script only), gzip, on every route. */
  maxJsBeforeInteractionGzipKb: z.number().nonnegative(),
  /** The islands' inline boot script, gzip. */
  maxBootScriptGzipKb: z.number().nonnegative(),
  /** A page's HTML answer, headers included, within TCP's first flight (bench/lib/first-flight.ts). */
  maxHtmlResponseBytes: z.number().int().positive(),
  /** Every script a page has requested once a reader has tapped its heaviest island, gzip. */
  maxJsAfterFirstTapGzipKb: z.number().nonnegative(),
  /** The inline RSC payload (the page's content a second time, as script), raw, on every route. */
  maxInlinePayloadKb: z.number().nonnegative(),
  home: z.object({ route, maxTransferKb: z.number().positive() }),
  maxImageOversize: z.number().positive(),
  maxPrefetchRequests: z.number().int().nonnegative(),
  maxEditorBytesOnPublicPages: z.number().int().nonnegative(),
  buildTimes: z.object({ maxFreshCloneS: z.number().positive(), maxRebuildS: z.number().positive() }),
});

export type Budgets = z.infer<typeof budgetsSchema>;

export interface BudgetRow {
  budget: string;
  route: string;
  actual: string;
  limit: string;
  /** undefined: could not be measured in this run (reported, and a failure under --check). */
  pass: boolean | undefined;
  cause?: string;
}

const KB = 1024;

function auditCause(page: PageResult, category: (typeof CATEGORIES)[number]): string | undefined {
  const failing = page.lighthouse?.failing[category] ?? [];
  if (failing.length === 0) return undefined;
  return failing
    .slice(0, 4)
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
    .join(', ');
}

/** A measured value against an upper limit: one row. */
function atMost(
  budget: string,
  page: PageResult,
  value: number | undefined,
  limit: number,
  show: (value: number) => string,
  cause?: () => string | undefined,
): BudgetRow {
  return {
    budget,
    route: page.route,
    actual: value === undefined ? 'n/a' : show(value),
    limit: `<= ${show(limit)}`,
    pass: value === undefined ? undefined : value <= limit,
    cause: value !== undefined && value > limit ? cause?.() : undefined,
  };
}

export function checkBudgets(budgets: Budgets, pages: readonly PageResult[], references: BenchReferences): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const site = pages.filter((page) => page.kind === 'site');

  for (const page of site) {
    const lighthouse = page.lighthouse;
    for (const category of CATEGORIES) {
      const score = lighthouse?.scores[category];
      const min = category === 'performance' ? (budgets.minPerformanceByRoute[page.route] ?? budgets.minScores.performance) : budgets.minScores[category];
      rows.push({
        budget: `${category} score`,
        route: page.route,
        actual: score === undefined ? 'n/a' : String(score),
        limit: `>= ${min}`,
        pass: score === undefined ? undefined : score >= min,
        cause: score === undefined ? lighthouse?.errors.join('; ') || 'Lighthouse did not run' : score < min ? auditCause(page, category) : undefined,
      });
    }
    const ms = (value: number) => `${Math.round(value)} ms`;
    rows.push(atMost('TBT', page, lighthouse?.tbt, budgets.maxTbtMsByRoute[page.route] ?? budgets.maxTbtMs, ms, () => auditCause(page, 'performance')));
    const plainTbt = references.plain.get(page.route)?.lighthouse?.tbt;
    rows.push({
      ...atMost(
        'TBT over the page without scripts',
        page,
        lighthouse?.tbt === undefined || plainTbt === undefined ? undefined : lighthouse.tbt - plainTbt,
        budgets.maxTbtOverPlainMs,
        ms,
        () => auditCause(page, 'performance'),
      ),
      actual: lighthouse?.tbt === undefined || plainTbt === undefined ? 'n/a' : `${ms(lighthouse.tbt - plainTbt)} (${ms(lighthouse.tbt)} vs ${ms(plainTbt)})`,
    });
    rows.push(
      atMost(
        'CLS',
        page,
        lighthouse?.cls,
        budgets.maxCls,
        (value) => value.toFixed(3),
        () => auditCause(page, 'performance'),
      ),
    );

    const lcp = lighthouse?.lcp;
    const plainLcp = references.plain.get(page.route)?.lighthouse?.lcp;
    const lcpLimit = plainLcp === undefined ? undefined : plainLcp * budgets.maxLcpRatioToPlainPage;
    rows.push({
      budget: 'LCP vs the page without scripts',
      route: page.route,
      actual: lcp === undefined ? 'n/a' : `${Math.round(lcp)} ms${plainLcp ? ` (${(lcp / plainLcp).toFixed(2)}x)` : ''}`,
      limit:
        lcpLimit === undefined
          ? `<= ${budgets.maxLcpRatioToPlainPage}x its plain twin (twin n/a)`
          : `<= ${Math.round(lcpLimit)} ms (${budgets.maxLcpRatioToPlainPage}x ${Math.round(plainLcp!)} ms)`,
      pass: lcp === undefined || lcpLimit === undefined ? undefined : lcp <= lcpLimit,
      cause:
        lcp !== undefined && lcpLimit !== undefined && lcp > lcpLimit
          ? [lighthouse?.lcpElement ? `LCP element ${lighthouse.lcpElement}` : undefined, auditCause(page, 'performance')].filter(Boolean).join('; ')
          : undefined,
    });

    const kbText = (value: number) => `${(value / KB).toFixed(1)} KB`;
    rows.push(
      atMost('JS before the first interaction (gzip)', page, page.jsBeforeInteraction?.gzip, budgets.maxJsBeforeInteractionGzipKb * KB, kbText, () =>
        page.probe ? `scripts: ${page.probe.scriptsBeforeInteraction.join(', ')}` : undefined,
      ),
    );
    rows.push(atMost('boot script (gzip)', page, page.bytes?.boot.gzip, budgets.maxBootScriptGzipKb * KB, kbText));
    rows.push(
      atMost('HTML answer in the first round trip (headers + brotli)', page, page.htmlResponseBytes, budgets.maxHtmlResponseBytes, (value) => `${value} B`),
    );
    const heaviest = heaviestAfterTap(page.afterTap);
    rows.push({
      ...atMost(
        'JS after the first tap (gzip, heaviest island)',
        page,
        page.afterTap && heaviest === undefined ? 0 : heaviest?.jsGzip,
        budgets.maxJsAfterFirstTapGzipKb * KB,
        kbText,
        () => (heaviest ? `${heaviest.island}: ${heaviest.scripts.join(', ')}` : undefined),
      ),
      ...(heaviest?.error ? { pass: undefined, cause: `${heaviest.island}: ${heaviest.error}` } : {}),
    });
    rows.push(atMost('inline RSC payload (raw)', page, page.bytes?.inlinePayloadBytes, budgets.maxInlinePayloadKb * KB, kbText));

    const probe = page.probe;
    const worst = probe?.imageOffenders.reduce((max, offender) => Math.max(max, offender.oversize), 0);
    rows.push({
      budget: 'image oversize',
      route: page.route,
      actual: probe === undefined ? 'n/a' : `${probe.imageOffenders.length} of ${probe.images} images${worst ? `, worst ${worst.toFixed(1)}x` : ''}`,
      limit: `<= ${budgets.maxImageOversize}x displayed`,
      pass: probe === undefined ? undefined : probe.imageOffenders.length === 0,
      cause: page.probeError
        ? `probe failed: ${page.probeError}`
        : probe?.imageOffenders.length
          ? probe.imageOffenders
              .slice(0, 3)
              .map((offender) => `${offender.src} ${offender.naturalWidth}px shown at ${offender.displayedWidth}px`)
              .join('; ')
          : undefined,
    });
    rows.push({
      budget: 'idle prefetch requests',
      route: page.route,
      actual: probe === undefined ? 'n/a' : String(probe.prefetchRequests.length),
      limit: `<= ${budgets.maxPrefetchRequests}`,
      pass: probe === undefined ? undefined : probe.prefetchRequests.length <= budgets.maxPrefetchRequests,
      cause: page.probeError ? `probe failed: ${page.probeError}` : probe?.prefetchRequests.length ? probe.prefetchRequests.slice(0, 3).join(', ') : undefined,
    });
  }

  for (const page of site) {
    rows.push({
      budget: 'editor (/admin) bytes in first-load JS',
      route: page.route,
      actual: page.editor === undefined ? 'n/a' : `${page.editor.bytes} B`,
      limit: `<= ${budgets.maxEditorBytesOnPublicPages} B`,
      pass: page.editor === undefined ? undefined : page.editor.bytes <= budgets.maxEditorBytesOnPublicPages,
      cause: page.editor?.files.length ? page.editor.files.join(', ') : undefined,
    });
  }

  const home = site.find((page) => page.route === budgets.home.route);
  if (home) {
    const homeTransfer = home.lighthouse?.transferBytes ?? home.probe?.transferBytes;
    rows.push({
      budget: 'home total transfer',
      route: budgets.home.route,
      actual: homeTransfer === undefined ? 'n/a' : `${(homeTransfer / KB).toFixed(1)} KB`,
      limit: `<= ${budgets.home.maxTransferKb} KB`,
      pass: homeTransfer === undefined ? undefined : homeTransfer <= budgets.home.maxTransferKb * KB,
      cause: homeTransfer !== undefined && homeTransfer > budgets.home.maxTransferKb * KB ? auditCause(home, 'performance') : undefined,
    });
  }
  return rows;
}

/** --check fails when any budget is over, or could not be measured. */
export function budgetsPass(rows: readonly BudgetRow[]): boolean {
  return rows.every((row) => row.pass === true);
}

/** The two build-time budgets; rows say "not measured" when the phase was skipped. */
export function checkBuildTimes(budgets: Budgets, times: BuildTimes | undefined): BudgetRow[] {
  const row = (budget: string, actual: number | undefined, limit: number): BudgetRow => ({
    budget,
    route: '(build)',
    actual: actual === undefined ? 'n/a' : `${actual.toFixed(0)} s`,
    limit: `<= ${limit} s`,
    pass: actual === undefined ? undefined : actual <= limit,
    cause: actual === undefined ? 'not measured (--no-build-times)' : undefined,
  });
  return [
    row('fresh clone to built site', times?.freshS, budgets.buildTimes.maxFreshCloneS),
    row('one changed news item rebuilt', times?.rebuildS, budgets.buildTimes.maxRebuildS),
  ];
}
