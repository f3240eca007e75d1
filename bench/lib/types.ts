import type { AfterTap } from './after-tap';
import type { ByteCounts, FirstLoadBytes } from './html-assets';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A Lighthouse audit that cost points: why a score is below 100. */
export interface FailingAudit {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Weight x (1 - score): the category points this audit cost (0 for unweighted diagnostics). */
  lostPoints?: number;
}

/** Lighthouse mobile figures of one page: medians over the runs. Scores 0-100, times in ms. */
export interface LighthouseSummary {
  runs: number;
  scores: Partial<Record<Category, number>>;
  fcp?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  /** Bytes over the network (compressed, with headers) and the number of requests, as Lighthouse saw them. */
  transferBytes?: number;
  requests?: number;
  /** Audits below full score in the median-performance run, per category (for "why"). */
  failing: Partial<Record<Category, FailingAudit[]>>;
  /** The LCP element of the median run. */
  lcpElement?: string;
  /** Lighthouse's CPU benchmark of this machine at the time (higher is faster; a busy machine scores low). */
  benchmarkIndex?: number;
  errors: string[];
}

export interface ImageOffender {
  src: string;
  naturalWidth: number;
  displayedWidth: number;
  /** naturalWidth / (displayed CSS width * DPR). */
  oversize: number;
}

/** What a real browser (playwright) saw: idle downloads, prefetches and image sizes at mobile width. */
export interface BrowserProbe {
  transferBytes: number;
  requests: number;
  /** Local scripts requested before the load event (paths), in request order. */
  scriptsBeforeLoad: string[];
  /** Local scripts requested while nobody touched the page: before the load event and in the idle time after it. */
  scriptsBeforeInteraction: string[];
  /** Bytes downloaded after the load event, until the network was idle and 5 s more had passed. */
  idleBytes: number;
  idleRequests: string[];
  /** Requests Next.js made to prefetch other routes (RSC payloads; not the page's own), over the page's whole life. */
  prefetchRequests: string[];
  images: number;
  imageOffenders: ImageOffender[];
  externalHosts: string[];
  consoleErrors: string[];
}

export interface PageResult {
  route: string;
  /** Which site the page belongs to: ours, the framework floor, or the plain twin of our page at `route`. */
  kind: 'site' | 'framework-floor' | 'plain';
  url: string;
  bytes?: FirstLoadBytes;
  /** The page's HTML answer as sent over HTTP (status line, headers, brotli body): bench/lib/first-flight.ts. */
  htmlResponseBytes?: number;
  /** The scripts the browser requested while nobody touched the page (load and 5 s idle after), as sent. */
  jsBeforeInteraction?: ByteCounts;
  /** JavaScript after the first tap on each of the page's islands (after-tap.ts). */
  afterTap?: AfterTap[];
  /** Bytes of the content editor (/admin) among the page's first-load scripts, and those scripts. */
  editor?: { bytes: number; files: string[] };
  lighthouse?: LighthouseSummary;
  probe?: BrowserProbe;
  /** Why the browser probe failed, when it did. */
  probeError?: string;
  /** Wall-clock time spent measuring this page (Lighthouse runs and probe). */
  measureMs: number;
}

export interface BenchReferences {
  frameworkFloor?: PageResult;
  /** Each route's plain twin (the same page without scripts), by route. */
  plain: ReadonlyMap<string, PageResult>;
}
