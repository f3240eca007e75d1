/**
 * Lighthouse 12 (the newest that runs on Node 20) in its default mobile configuration: Moto G Power
 * emulation with simulated slow-4G throttling. Each page is measured `runs` times; we keep medians.
 */
import { CATEGORIES, type Category, type FailingAudit, type LighthouseSummary } from './types';
import { median } from './stats';

/** The parts of a Lighthouse result the bench reads. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      numericValue?: number;
      details?: { items?: unknown[] };
    }
  >;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  runWarnings?: string[];
}

/** Audits that cost points in a category: scored below 1 and not informational. */
export function failingAudits(result: LighthouseResult, category: Category): FailingAudit[] {
  const refs = result.categories[category]?.auditRefs ?? [];
  const failing: FailingAudit[] = [];
  for (const ref of refs) {
    const audit = result.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
    if (category === 'performance' && ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
    failing.push({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue, lostPoints: ref.weight * (1 - audit.score) });
  }
  // Scored metrics first, by the points they cost; then the diagnostics that explain them, worst first.
  return failing.sort((a, b) => (b.lostPoints ?? 0) - (a.lostPoints ?? 0) || (a.score ?? 0) - (b.score ?? 0));
}

/** The element Lighthouse took as the largest contentful paint ("h1.title", "img.hero"...). */
export function lcpElement(result: LighthouseResult): string | undefined {
  const table = result.audits['largest-contentful-paint-element']?.details?.items?.[0] as
    { items?: { node?: { selector?: string; nodeLabel?: string } }[] } | undefined;
  const node = table?.items?.[0]?.node;
  if (!node) return undefined;
  return [node.selector, node.nodeLabel ? `"${node.nodeLabel.slice(0, 40)}"` : undefined].filter(Boolean).join(' ');
}

/** Reduces several runs to medians; the failing audits come from the run whose performance is the median. */
export function summarise(results: readonly LighthouseResult[], errors: string[] = []): LighthouseSummary {
  const numeric = (id: string) => median(results.map((result) => result.audits[id]?.numericValue));
  const scores: Partial<Record<Category, number>> = {};
  for (const category of CATEGORIES) {
    const value = median(
      results.map((result) => result.categories[category]?.score).map((score) => (score === null || score === undefined ? undefined : score * 100)),
    );
    if (value !== undefined) scores[category] = Math.round(value);
  }
  const byPerformance = [...results].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  const failing: Partial<Record<Category, FailingAudit[]>> = {};
  if (medianRun) for (const category of CATEGORIES) failing[category] = failingAudits(medianRun, category);
  return {
    runs: results.length,
    scores,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferBytes: numeric('total-byte-weight'),
    requests: median(results.map((result) => result.audits['network-requests']?.details?.items?.length)),
    failing,
    lcpElement: medianRun ? lcpElement(medianRun) : undefined,
    benchmarkIndex: median(results.map((result) => result.environment?.benchmarkIndex)),
    errors,
  };
}

/** Runs Lighthouse `runs` times on one URL through the Chromium at `port`. */
export async function runLighthouse(url: string, options: { port: number; runs: number; blockedUrlPatterns?: string[] }): Promise<LighthouseSummary> {
  const { default: lighthouse } = await import('lighthouse');
  const results: LighthouseResult[] = [];
  const errors: string[] = [];
  // A run that fails (Lighthouse's NO_NAVSTART and the like on a busy machine) is retried, up to `runs` times.
  for (let attempt = 0; results.length < options.runs && attempt < options.runs * 2; attempt += 1) {
    try {
      const outcome = await lighthouse(
        url,
        { port: options.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        {
          extends: 'lighthouse:default',
          settings: {
            // The screenshots feed no score; skipping them saves seconds per run on a 2-core machine.
            disableFullPageScreenshot: true,
            // bf-cache has weight 0 in every category and costs an extra navigation per run.
            skipAudits: ['bf-cache'],
            blockedUrlPatterns: options.blockedUrlPatterns ?? [],
          },
        },
      );
      const lhr = outcome?.lhr as unknown as LighthouseResult | undefined;
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.runtimeError) errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      else results.push(lhr);
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  return summarise(results, errors);
}
