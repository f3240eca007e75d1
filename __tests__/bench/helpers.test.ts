/** @jest-environment node */
import { parseFrontMatter, stringifyFrontMatter } from '@/lib/content/front-matter';
import { parseArgs, runsForNextRoute } from '@/bench/lib/args';
import { isStale } from '@/bench/lib/build';
import { failingAudits, lcpElement, summarise, type LighthouseResult } from '@/bench/lib/lighthouse';
import { elsewhere, firstTapSection, type TapMeasure } from '@/bench/lib/first-tap';
import { isPrefetch, oversizedImages } from '@/bench/lib/probe';
import { generatePosts } from '@/bench/lib/scale';
import { nginxConfig, parseWrk } from '@/bench/lib/throughput';

describe('parseArgs', () => {
  it('defaults to every route, 3 Lighthouse runs, throughput on, no scale, no check', () => {
    expect(parseArgs([])).toEqual({
      check: false,
      build: false,
      scale: false,
      throughput: true,
      buildTimes: true,
      onlyBuildTimes: false,
      onlyFreshClone: false,
      publish: true,
      onlyPublish: false,
      firstTap: true,
      onlyFirstTap: false,
      onlyBeacon: false,
      runs: 3,
      runsFixed: false,
      minutes: 18,
      wrkDuration: 30,
      concurrency: 6,
    });
  });

  it('times the builds unless told not to, or only them', () => {
    expect(parseArgs(['--no-build-times'])).toMatchObject({ buildTimes: false, onlyBuildTimes: false });
    expect(parseArgs(['--only-build-times'])).toMatchObject({ onlyBuildTimes: true });
    expect(parseArgs(['--only-fresh-clone'])).toMatchObject({ onlyFreshClone: true, onlyBuildTimes: false });
    expect(parseArgs(['--only-publish'])).toMatchObject({ onlyPublish: true, publish: true });
    expect(parseArgs(['--no-publish'])).toMatchObject({ publish: false });
    expect(parseArgs(['--no-first-tap'])).toMatchObject({ firstTap: false, onlyFirstTap: false });
    expect(parseArgs(['--only-beacon'])).toMatchObject({ onlyBeacon: true });
    expect(parseArgs(['--only-first-tap'])).toMatchObject({ onlyFirstTap: true });
  });

  it('reads flags in both --name=value and --name value forms', () => {
    const options = parseArgs(['--check', '--routes=/,/rules', '--runs', '5', '--no-throughput', '--scale']);
    expect(options).toMatchObject({ check: true, routes: ['/', '/rules'], runs: 5, runsFixed: true, throughput: false, scale: true });
  });

  it('rejects unknown options and bad values', () => {
    expect(() => parseArgs(['--fast'])).toThrow(/unknown option --fast/);
    expect(() => parseArgs(['--runs=0'])).toThrow(/--runs/);
    expect(() => parseArgs(['--routes=rules'])).toThrow(/--routes/);
  });
});

describe('runsForNextRoute', () => {
  it('keeps 3 runs while the time left covers 3 runs of every remaining route', () => {
    expect(runsForNextRoute({ maxRuns: 3, remainingMs: 300_000, remainingRoutes: 10, msPerRun: 10_000 })).toBe(3);
  });

  it('lowers the runs to what the time left allows, never below 1', () => {
    expect(runsForNextRoute({ maxRuns: 3, remainingMs: 200_000, remainingRoutes: 10, msPerRun: 10_000 })).toBe(2);
    expect(runsForNextRoute({ maxRuns: 3, remainingMs: 50_000, remainingRoutes: 10, msPerRun: 10_000 })).toBe(1);
    expect(runsForNextRoute({ maxRuns: 3, remainingMs: -5_000, remainingRoutes: 10, msPerRun: 10_000 })).toBe(1);
  });
});

describe('isStale', () => {
  it('rebuilds when out/ is missing or older than a source', () => {
    expect(isStale(undefined, 10)).toBe(true);
    expect(isStale(5, 10)).toBe(true);
    expect(isStale(10, 10)).toBe(false);
    expect(isStale(20, 10)).toBe(false);
  });
});

describe('browser probe helpers', () => {
  it('recognises Next.js route prefetches', () => {
    expect(isPrefetch('http://127.0.0.1:1/rules.txt', {})).toBe(true);
    expect(isPrefetch('http://127.0.0.1:1/rules?_rsc=abc', {})).toBe(true);
    expect(isPrefetch('http://127.0.0.1:1/rules', { rsc: '1', 'next-router-prefetch': '1' })).toBe(true);
    expect(isPrefetch('http://127.0.0.1:1/robots.txt', {})).toBe(false);
    expect(isPrefetch('http://127.0.0.1:1/_next/static/chunks/a.js', {})).toBe(false);
    // A speculation rule's fetch of another page (moderate: only when a reader points at a link).
    expect(isPrefetch('http://127.0.0.1:1/rules', { 'sec-purpose': 'prefetch' })).toBe(true);
    expect(isPrefetch('http://127.0.0.1:1/rules', {})).toBe(false);
  });

  it('flags images more than twice as wide as displayed at the device pixel ratio', () => {
    const offenders = oversizedImages(
      [
        { src: '/ok.avif', naturalWidth: 700, clientWidth: 200 }, // 700 / (200 * 1.75) = 2.0
        { src: '/big.avif', naturalWidth: 1600, clientWidth: 200 }, // 4.57
        { src: '/hidden.avif', naturalWidth: 1600, clientWidth: 0 },
        { src: '/images/logo.svg', naturalWidth: 2000, clientWidth: 100 },
      ],
      1.75,
      2,
    );
    expect(offenders.map((offender) => offender.src)).toEqual(['/big.avif']);
    expect(offenders[0].oversize).toBeCloseTo(4.571, 2);
  });
});

function lhr(performance: number, lcp: number, failingScore = 1): LighthouseResult {
  return {
    categories: {
      performance: {
        score: performance,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'unused-javascript', weight: 0 },
        ],
      },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': {
        id: 'largest-contentful-paint',
        title: 'LCP',
        score: 0.9,
        scoreDisplayMode: 'numeric',
        numericValue: lcp,
        displayValue: `${lcp} ms`,
      },
      'unused-javascript': {
        id: 'unused-javascript',
        title: 'Unused JS',
        score: 0.5,
        scoreDisplayMode: 'metricSavings',
        displayValue: 'Est savings of 40 KiB',
      },
      'color-contrast': { id: 'color-contrast', title: 'Contrast', score: failingScore, scoreDisplayMode: 'binary' },
      'network-requests': { id: 'network-requests', title: 'Requests', score: null, scoreDisplayMode: 'informative', details: { items: [1, 2, 3] } },
    },
  };
}

describe('Lighthouse summary', () => {
  it('keeps the median of each figure over the runs', () => {
    const summary = summarise([lhr(0.9, 2000), lhr(0.99, 1000), lhr(0.95, 1500)]);
    expect(summary.scores.performance).toBe(95);
    expect(summary.lcp).toBe(1500);
    expect(summary.requests).toBe(3);
    expect(summary.runs).toBe(3);
  });

  it('names the LCP element of a run', () => {
    const result = lhr(0.9, 2000);
    result.audits['largest-contentful-paint-element'] = {
      id: 'largest-contentful-paint-element',
      title: 'LCP element',
      score: 0,
      scoreDisplayMode: 'metricSavings',
      details: { items: [{ items: [{ node: { selector: 'main > h1', nodeLabel: 'Documents Required for Admission' } }] }] },
    };
    expect(lcpElement(result)).toBe('main > h1 "Documents Required for Admission"');
    expect(lcpElement(lhr(0.9, 2000))).toBeUndefined();
  });

  it('lists the audits that cost points in a category', () => {
    expect(failingAudits(lhr(0.9, 2000, 0), 'accessibility').map((audit) => audit.id)).toEqual(['color-contrast']);
    // The weighted metric that cost points comes before the unweighted diagnostic, though its score is higher.
    expect(failingAudits(lhr(0.9, 2000), 'performance').map((audit) => audit.id)).toEqual(['largest-contentful-paint', 'unused-javascript']);
  });
});

describe('throughput helpers', () => {
  it('reads requests per second and errors from wrk', () => {
    const output = `Running 30s test @ http://127.0.0.1:1/
  1 threads and 64 connections
  12000 requests in 30.00s, 80.00MB read
  Non-2xx or 3xx responses: 12
Requests/sec:   4000.25
Transfer/sec:      2.67MB
`;
    expect(parseWrk(output)).toEqual({ requestsPerSecond: 4000.25, transferPerSecond: '2.67MB', non2xx: 12, errors: undefined });
    expect(parseWrk('connection refused')).toBeUndefined();
  });

  it('writes an nginx config with clean URLs, gzip_static and only a local port', () => {
    const config = nginxConfig({ prefix: '/tmp/p', root: '/site/out', port: 4567, runAsRoot: false });
    expect(config).toContain('listen 127.0.0.1:4567;');
    expect(config).toContain('root /site/out;');
    expect(config).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(config).toContain('gzip_static on;');
    expect(config).not.toContain('user root');
  });
});

describe('generatePosts', () => {
  const template = {
    name: 'admission-checklist.md',
    content: stringifyFrontMatter('## Start early\n\nBegin six to eight months before the year.\n', {
      title: 'Admission checklist',
      topheading: 'Plan ahead',
      url: 'admission-checklist',
      date: '2025-01-10',
      image: 'blog/checklist.jpg',
    }),
  };

  it('keeps the real posts and clones them up to the count with unique slugs', () => {
    const posts = generatePosts([template], 3);
    expect(posts.map((post) => post.name)).toEqual(['admission-checklist.md', 'admission-checklist-2.md', 'admission-checklist-3.md']);
    const clone = parseFrontMatter(posts[2].content);
    expect(clone.data).toMatchObject({ url: 'admission-checklist-3', title: 'Admission checklist (part 3)', image: 'blog/checklist.jpg', date: '2025-01-08' });
    expect(clone.body).toContain('Begin six to eight months');
  });

  it('keeps only as many real posts as asked for, and nothing without templates', () => {
    expect(generatePosts([template, { ...template, name: 'b.md' }], 1)).toHaveLength(1);
    expect(generatePosts([], 100)).toEqual([]);
  });
});

describe('firstTapSection', () => {
  it('tabulates each control by tap delay and counts the taps that ended anywhere but their result', () => {
    const taps: TapMeasure[] = [
      { route: '/', label: 'chat launcher', delayMs: 100, outcome: 'result', resultMs: 1234.4, tapAfterLoadMs: 120, hydratedMs: 1010.6 },
      { route: '/', label: 'chat launcher', delayMs: 500, outcome: 'new window' },
      { route: '/', label: 'chat launcher', delayMs: 1500, outcome: 'result', resultMs: 80, tapAfterLoadMs: 1510.2, hydratedAtTap: true },
      { route: '/gallery', label: 'photo', delayMs: 100, outcome: 'navigation' },
    ];
    expect(elsewhere(taps)).toBe(2);
    const section = firstTapSection(taps);
    expect(section).toMatch(
      /chat launcher \/\s*\|\s*1234 ms \(tap at \+120, island 1011\)\s*\|\s*new window\s*\|\s*80 ms \(tap at \+1510, island ready\)\s*\|\s*1/,
    );
    expect(section).toMatch(/photo \/gallery\s*\|\s*navigation\s*\|\s*n\/a\s*\|\s*n\/a\s*\|\s*1/);
    expect(section).toContain('(2 of 4; goal 0)');
    expect(section).toContain('Slowest result: 1234 ms; results later than 1,000 ms after the tap: 1 of 4 (goal 0).');
  });
});
