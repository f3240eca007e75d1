/**
 * The budgets of bench/budgets.json, checked against one run's results. Pure: the same results always give
 * the same table, so `--check` is unit-tested without running a browser.
 */
import { z } from 'zod';
import type { BuildTimes } from './build-times';
import { CATEGORIES, type BenchReferences, type PageResult } from './types';

export const budgetsSchema = z.object({
  minScores: z.object({
    performance: z.number().min(0).max(100),
    accessibility: z.number().min(0).max(100),
    'best-practices': z.number().min(0).max(100),
    seo: z.number().min(0).max(100),
  }),
  maxCls: z.number().nonnegative(),
  maxLcpRatioToPlainFloor: z.number().positive(),
  textPageJs: z.object({
    candidates: z.array(z.string().startsWith('/')).min(1),
    maxGzipKbOverFrameworkFloor: z.number().nonnegative(),
  }),
  home: z.object({ route: z.string().startsWith('/'), maxTransferKb: z.number().positive() }),
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

/** The first candidate that exists among the measured routes: /rules once it exists, /documents before. */
export function pickTextPage(candidates: readonly string[], routes: readonly string[]): string | undefined {
  return candidates.find((candidate) => routes.includes(candidate));
}

function auditCause(page: PageResult, category: (typeof CATEGORIES)[number]): string | undefined {
  const failing = page.lighthouse?.failing[category] ?? [];
  if (failing.length === 0) return undefined;
  return failing
    .slice(0, 4)
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
    .join(', ');
}

export function checkBudgets(budgets: Budgets, pages: readonly PageResult[], references: BenchReferences): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const site = pages.filter((page) => page.kind === 'site');
  const floorLcp = references.plainFloor?.lighthouse?.lcp;

  for (const page of site) {
    const lighthouse = page.lighthouse;
    for (const category of CATEGORIES) {
      const score = lighthouse?.scores[category];
      const min = budgets.minScores[category];
      rows.push({
        budget: `${category} score`,
        route: page.route,
        actual: score === undefined ? 'n/a' : String(score),
        limit: `>= ${min}`,
        pass: score === undefined ? undefined : score >= min,
        cause: score === undefined ? lighthouse?.errors.join('; ') || 'Lighthouse did not run' : score < min ? auditCause(page, category) : undefined,
      });
    }
    const cls = lighthouse?.cls;
    rows.push({
      budget: 'CLS',
      route: page.route,
      actual: cls === undefined ? 'n/a' : cls.toFixed(3),
      limit: `<= ${budgets.maxCls}`,
      pass: cls === undefined ? undefined : cls <= budgets.maxCls,
      cause: cls !== undefined && cls > budgets.maxCls ? auditCause(page, 'performance') : undefined,
    });
    const lcp = lighthouse?.lcp;
    const lcpLimit = floorLcp === undefined ? undefined : floorLcp * budgets.maxLcpRatioToPlainFloor;
    rows.push({
      budget: 'LCP vs plain-HTML floor',
      route: page.route,
      actual: lcp === undefined ? 'n/a' : `${Math.round(lcp)} ms`,
      limit: lcpLimit === undefined ? `<= ${budgets.maxLcpRatioToPlainFloor}x floor (floor n/a)` : `<= ${Math.round(lcpLimit)} ms (${budgets.maxLcpRatioToPlainFloor}x ${Math.round(floorLcp!)} ms)`,
      pass: lcp === undefined || lcpLimit === undefined ? undefined : lcp <= lcpLimit,
      cause:
        lcp !== undefined && lcpLimit !== undefined && lcp > lcpLimit
          ? [lighthouse?.lcpElement ? `LCP element ${lighthouse.lcpElement}` : undefined, auditCause(page, 'performance')].filter(Boolean).join('; ')
          : undefined,
    });
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

  const textRoute = pickTextPage(
    budgets.textPageJs.candidates,
    site.map((page) => page.route),
  );
  const textPage = site.find((page) => page.route === textRoute);
  const floorJs = references.frameworkFloor?.bytes?.js.gzip;
  const textJs = textPage?.bytes?.js.gzip;
  const jsLimit = floorJs === undefined ? undefined : floorJs + budgets.textPageJs.maxGzipKbOverFrameworkFloor * KB;
  rows.push({
    budget: 'text page first-load JS (gzip)',
    route: textRoute ?? `none of ${budgets.textPageJs.candidates.join(', ')}`,
    actual: textJs === undefined ? 'n/a' : `${(textJs / KB).toFixed(1)} KB`,
    limit:
      jsLimit === undefined
        ? `<= floor + ${budgets.textPageJs.maxGzipKbOverFrameworkFloor} KB (floor n/a)`
        : `<= ${(jsLimit / KB).toFixed(1)} KB (floor ${(floorJs! / KB).toFixed(1)} + ${budgets.textPageJs.maxGzipKbOverFrameworkFloor})`,
    pass: textJs === undefined || jsLimit === undefined ? undefined : textJs <= jsLimit,
    cause:
      textJs !== undefined && jsLimit !== undefined && textJs > jsLimit
        ? `scripts: ${textPage!.bytes!.scripts.join(', ')}`
        : undefined,
  });

  const home = site.find((page) => page.route === budgets.home.route);
  const homeTransfer = home?.lighthouse?.transferBytes ?? home?.probe?.transferBytes;
  rows.push({
    budget: 'home total transfer',
    route: budgets.home.route,
    actual: homeTransfer === undefined ? 'n/a' : `${(homeTransfer / KB).toFixed(1)} KB`,
    limit: `<= ${budgets.home.maxTransferKb} KB`,
    pass: homeTransfer === undefined ? undefined : homeTransfer <= budgets.home.maxTransferKb * KB,
    cause: homeTransfer !== undefined && homeTransfer > budgets.home.maxTransferKb * KB ? auditCause(home!, 'performance') : undefined,
  });
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
  return [row('fresh clone to built site', times?.freshS, budgets.buildTimes.maxFreshCloneS), row('one changed news item rebuilt', times?.rebuildS, budgets.buildTimes.maxRebuildS)];
}
