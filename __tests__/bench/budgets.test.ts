/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { budgetsPass, budgetsSchema, checkBudgets, checkBuildTimes, type Budgets } from '@/bench/lib/budgets';
import { newestNewsFile, withExtraSentence } from '@/bench/lib/build-times';
import type { BenchReferences, LighthouseSummary, PageResult } from '@/bench/lib/types';

const KB = 1024;

const budgets: Budgets = budgetsSchema.parse(JSON.parse(fs.readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')));

function lighthouse(overrides: Partial<LighthouseSummary> = {}): LighthouseSummary {
  return {
    runs: 3,
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcp: 900,
    lcp: 1000,
    tbt: 0,
    cls: 0,
    transferBytes: 200 * KB,
    requests: 10,
    failing: {},
    errors: [],
    ...overrides,
  };
}

function page(route: string, overrides: Partial<PageResult> = {}, lh: Partial<LighthouseSummary> = {}): PageResult {
  const bytes = { raw: 0, gzip: 0, brotli: 0 };
  return {
    route,
    kind: 'site',
    url: `http://127.0.0.1:1${route}`,
    bytes: {
      js: bytes,
      islandJs: { raw: 240 * KB, gzip: 75 * KB, brotli: 64 * KB },
      boot: { raw: 6 * KB, gzip: 3 * KB, brotli: 2.7 * KB },
      inline: { raw: 4 * KB, gzip: 2 * KB, brotli: 1.8 * KB },
      css: bytes,
      html: bytes,
      scripts: [],
      islandModules: { 'chat-widget': ['/_islands/chat-widget-A.js'] },
      islandScripts: ['/_islands/chat-widget-A.js'],
      stylesheets: [],
      inlineScriptBytes: 3 * KB,
      inlinePayloadBytes: 0,
      missing: [],
    },
    htmlResponseBytes: 12_000,
    jsBeforeInteraction: { raw: 0, gzip: 0, brotli: 0 },
    afterTap: [{ island: 'chat-widget', jsGzip: 72 * KB, scripts: ['/_islands/chat-widget-A.js', '/_islands/chunk-react.js'] }],
    lighthouse: lighthouse(lh),
    probe: {
      transferBytes: 0,
      requests: 0,
      scriptsBeforeLoad: [],
      scriptsBeforeInteraction: [],
      idleBytes: 0,
      idleRequests: [],
      prefetchRequests: [],
      images: 2,
      imageOffenders: [],
      externalHosts: [],
      consoleErrors: [],
    },
    editor: { bytes: 0, files: [] },
    measureMs: 0,
    ...overrides,
  };
}

/** Every route's plain twin at 1000 ms LCP and 10 ms TBT: the limits are 1000 ms and 30 ms. */
function referencesFor(routes: string[], lcp: number | undefined = 1000): BenchReferences {
  return {
    frameworkFloor: { ...page('/'), kind: 'framework-floor' },
    plain: new Map(routes.map((route) => [route, { ...page(route, {}, { lcp, tbt: 10 }), kind: 'plain' as const }])),
  };
}

function row(rows: ReturnType<typeof checkBudgets>, budget: string, route: string) {
  const found = rows.find((candidate) => candidate.budget === budget && candidate.route === route);
  if (!found) throw new Error(`no row ${budget} ${route}`);
  return found;
}

describe('budgets.json', () => {
  it("holds issue 34's targets", () => {
    expect(budgets).toMatchObject({
      minScores: { performance: 100 },
      minPerformanceByRoute: {},
      maxTbtMs: 50,
      maxTbtOverPlainMs: 20,
      maxCls: 0,
      maxLcpRatioToPlainPage: 1,
      maxJsBeforeInteractionGzipKb: 3,
      maxBootScriptGzipKb: 3,
      maxHtmlResponseBytes: 14_600,
      maxJsAfterFirstTapGzipKb: 80,
      maxInlinePayloadKb: 0,
    });
    // Every route after its first tap, the photo pages too: no route has a limit of its own.
    const file = JSON.parse(fs.readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')) as object;
    expect(Object.keys(file).filter((key) => /^\$?maxJsAfterFirstTap/.test(key))).toEqual(['maxJsAfterFirstTapGzipKb']);
  });
});

describe('checkBudgets', () => {
  const routes = ['/', '/documents', '/gallery'];

  it('passes a site inside every budget', () => {
    const rows = checkBudgets(
      budgets,
      routes.map((route) => page(route)),
      referencesFor(routes),
    );
    expect(rows.filter((candidate) => candidate.pass !== true)).toEqual([]);
    expect(budgetsPass(rows)).toBe(true);
  });

  it.each([
    ['performance score', { scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 } }],
    ['accessibility score', { scores: { performance: 100, accessibility: 96, 'best-practices': 100, seo: 100 } }],
    ['best-practices score', { scores: { performance: 100, accessibility: 100, 'best-practices': 99, seo: 100 } }],
    ['seo score', { scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 92 } }],
    ['TBT', { tbt: 51 }],
    ['TBT over the page without scripts', { tbt: 31 }],
    ['CLS', { cls: 0.001 }],
    ['LCP vs the page without scripts', { lcp: 1001 }],
  ])('fails %s when over, on that route only', (budget, lh) => {
    const rows = checkBudgets(budgets, [page('/'), page('/documents', {}, lh as Partial<LighthouseSummary>)], referencesFor(routes));
    expect(row(rows, budget, '/documents').pass).toBe(false);
    expect(row(rows, budget, '/').pass).toBe(true);
    expect(budgetsPass(rows)).toBe(false);
  });

  it("keeps each page's HTML answer, headers included, within TCP's first flight (10 segments of 1,460 bytes)", () => {
    const budget = 'HTML answer in the first round trip (headers + brotli)';
    const rows = checkBudgets(
      budgets,
      [page('/gallery', { htmlResponseBytes: 14_667 }), page('/documents', { htmlResponseBytes: 14_600 })],
      referencesFor(routes),
    );
    expect(row(rows, budget, '/gallery')).toMatchObject({ pass: false, actual: '14667 B', limit: '<= 14600 B' });
    expect(row(rows, budget, '/documents').pass).toBe(true);
  });

  it('accepts values exactly at the limits', () => {
    const rows = checkBudgets(budgets, [page('/documents', {}, { tbt: 30, cls: 0, lcp: 1000 })], referencesFor(routes));
    expect(row(rows, 'TBT', '/documents').pass).toBe(true);
    expect(row(rows, 'TBT over the page without scripts', '/documents')).toMatchObject({ pass: true, actual: '20 ms (30 ms vs 10 ms)' });
    expect(row(rows, 'CLS', '/documents').pass).toBe(true);
    expect(row(rows, 'LCP vs the page without scripts', '/documents')).toMatchObject({ pass: true, actual: '1000 ms (1.00x)' });
  });

  it("compares each route's LCP with its own plain twin", () => {
    const references: BenchReferences = {
      plain: new Map([
        ['/documents', { ...page('/documents', {}, { lcp: 900 }), kind: 'plain' as const }],
        ['/gallery', { ...page('/gallery', {}, { lcp: 2000 }), kind: 'plain' as const }],
      ]),
    };
    const rows = checkBudgets(budgets, [page('/documents', {}, { lcp: 1000 }), page('/gallery', {}, { lcp: 2000 })], references);
    expect(row(rows, 'LCP vs the page without scripts', '/documents').pass).toBe(false);
    expect(row(rows, 'LCP vs the page without scripts', '/gallery')).toMatchObject({ pass: true, limit: '<= 2000 ms (1x 2000 ms)' });
  });

  it('allows no script before the first interaction but the boot script (3 KB), naming them', () => {
    const over = page('/rules', {
      jsBeforeInteraction: { raw: 9000, gzip: 3 * KB + 300, brotli: 3000 },
      probe: { ...page('/').probe!, scriptsBeforeInteraction: ['/_islands/boot-C.js', '/_islands/events-calendar-A.js'] },
    });
    const rows = checkBudgets(budgets, [over, page('/documents')], referencesFor(['/rules', '/documents']));
    expect(row(rows, 'JS before the first interaction (gzip)', '/rules')).toMatchObject({
      pass: false,
      actual: '3.3 KB',
      cause: 'scripts: /_islands/boot-C.js, /_islands/events-calendar-A.js',
    });
    expect(row(rows, 'JS before the first interaction (gzip)', '/documents').pass).toBe(true);
  });

  it('keeps the boot script within 3 KB gzip, and the heaviest island after its first tap within 80 KB, naming it', () => {
    const boot = { raw: 7 * KB, gzip: 3 * KB + 1, brotli: 3 * KB };
    const afterTap = [
      { island: 'chat-widget', jsGzip: 72 * KB, scripts: ['/_islands/chat-widget-A.js'] },
      { island: 'photo-grid', jsGzip: 80 * KB + 1, scripts: ['/_islands/photo-grid-B.js', '/_islands/chunk-react.js'] },
    ];
    const rows = checkBudgets(budgets, [page('/gallery', { bytes: { ...page('/').bytes!, boot }, afterTap })], referencesFor(['/gallery']));
    expect(row(rows, 'boot script (gzip)', '/gallery')).toMatchObject({ pass: false, actual: '3.0 KB' });
    expect(row(rows, 'JS after the first tap (gzip, heaviest island)', '/gallery')).toMatchObject({
      pass: false,
      actual: '80.0 KB',
      cause: 'photo-grid: /_islands/photo-grid-B.js, /_islands/chunk-react.js',
    });
    // A page without islands has nothing after a tap.
    expect(
      row(checkBudgets(budgets, [page('/rules', { afterTap: [] })], referencesFor(['/rules'])), 'JS after the first tap (gzip, heaviest island)', '/rules')
        .pass,
    ).toBe(true);
    // A tap that left the page or never woke its island is not a measurement.
    const failed = [{ island: 'photo-grid', jsGzip: 10, scripts: [], error: 'the tap left the page for /media/x.webp' }];
    expect(
      row(
        checkBudgets(budgets, [page('/gallery', { afterTap: failed })], referencesFor(['/gallery'])),
        'JS after the first tap (gzip, heaviest island)',
        '/gallery',
      ),
    ).toMatchObject({
      pass: undefined,
      cause: 'photo-grid: the tap left the page for /media/x.webp',
    });
  });

  it('allows no inline RSC payload', () => {
    const heavy = page('/teachers', { bytes: { ...page('/').bytes!, inlinePayloadBytes: 107 * KB } });
    expect(row(checkBudgets(budgets, [heavy], referencesFor(['/teachers'])), 'inline RSC payload (raw)', '/teachers')).toMatchObject({
      pass: false,
      actual: '107.0 KB',
    });
  });

  it('limits the home page to 350 KB transferred', () => {
    expect(row(checkBudgets(budgets, [page('/', {}, { transferBytes: 350 * KB })], referencesFor(['/'])), 'home total transfer', '/').pass).toBe(true);
    expect(row(checkBudgets(budgets, [page('/', {}, { transferBytes: 351 * KB })], referencesFor(['/'])), 'home total transfer', '/').pass).toBe(false);
  });

  it('names the failing Lighthouse audits as the cause', () => {
    const failing = { accessibility: [{ id: 'color-contrast', title: 'Contrast', score: 0 }] };
    const rows = checkBudgets(
      budgets,
      [page('/', {}, { scores: { performance: 100, accessibility: 90, 'best-practices': 100, seo: 100 }, failing })],
      referencesFor(['/']),
    );
    expect(row(rows, 'accessibility score', '/').cause).toBe('color-contrast');
  });

  it('fails on an oversized image and on any idle prefetch, naming them', () => {
    const probe = {
      ...page('/').probe!,
      imageOffenders: [{ src: '/media/x/hero-1600.avif', naturalWidth: 1600, displayedWidth: 300, oversize: 3.05 }],
      prefetchRequests: ['/rules.txt'],
    };
    const rows = checkBudgets(budgets, [page('/', { probe })], referencesFor(['/']));
    expect(row(rows, 'image oversize', '/')).toMatchObject({ pass: false, cause: '/media/x/hero-1600.avif 1600px shown at 300px' });
    expect(row(rows, 'idle prefetch requests', '/')).toMatchObject({ pass: false, actual: '1', cause: '/rules.txt' });
  });

  it('treats anything it could not measure as not passing', () => {
    const rows = checkBudgets(
      budgets,
      [page('/', { lighthouse: undefined, jsBeforeInteraction: undefined, afterTap: undefined })],
      referencesFor(['/'], undefined),
    );
    expect(row(rows, 'performance score', '/')).toMatchObject({ pass: undefined, actual: 'n/a', cause: 'Lighthouse did not run' });
    expect(row(rows, 'LCP vs the page without scripts', '/').pass).toBeUndefined();
    expect(row(rows, 'TBT over the page without scripts', '/').pass).toBeUndefined();
    expect(row(rows, 'JS before the first interaction (gzip)', '/').pass).toBeUndefined();
    expect(row(rows, 'JS after the first tap (gzip, heaviest island)', '/').pass).toBeUndefined();
    expect(budgetsPass(rows)).toBe(false);
  });

  it('rejects a budgets file with a missing limit', () => {
    expect(() => budgetsSchema.parse({ ...budgets, maxCls: undefined })).toThrow();
    expect(() => budgetsSchema.parse({ ...budgets, maxJsAfterFirstTapGzipKb: undefined })).toThrow();
  });
});

describe('build times', () => {
  const times = {
    cloneS: 2,
    npmCiS: 80,
    packages: 700,
    buildS: 130,
    prebuildS: 60,
    nextBuildS: 55,
    postbuildS: 15,
    freshS: 212,
    rebuildS: 95,
    changedFile: 'content/news/x.md',
    cpuS: { clone: 1, npmCi: 40, prebuild: 90, nextBuild: 80, postbuild: 20 },
    commit: 'abc1234',
    loadAverageStart: 1.2,
    loadAverage: 1.5,
    cores: 2,
  };

  it('checks a fresh clone against 4 minutes and a one-item rebuild against 90 s', () => {
    const rows = checkBuildTimes(budgets, times);
    expect(rows.map((entry) => [entry.budget, entry.actual, entry.pass])).toEqual([
      ['fresh clone to built site', '212 s', true],
      ['one changed news item rebuilt', '95 s', false],
    ]);
  });

  it('reports them as not measured when skipped', () => {
    expect(checkBuildTimes(budgets, undefined).map((entry) => entry.pass)).toEqual([undefined, undefined]);
  });

  it('changes the newest news item by one sentence', () => {
    expect(newestNewsFile(['2026-01-10-a.md', '2026-12-23-b.md', 'notes.txt'])).toBe('2026-12-23-b.md');
    expect(withExtraSentence('---\ntitle: A\n---\nText.\n\n')).toBe('---\ntitle: A\n---\nText. The photographs from the day are now on the gallery page.\n');
  });

  it('flags editor bytes on a public page', () => {
    const rows = checkBudgets(budgets, [{ ...page('/'), editor: { bytes: 12, files: ['/admin/x.js'] } }], referencesFor(['/']));
    expect(row(rows, 'editor (/admin) bytes in first-load JS', '/')).toEqual(expect.objectContaining({ pass: false, cause: '/admin/x.js' }));
  });
});
