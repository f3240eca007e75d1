/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { budgetsPass, budgetsSchema, checkBudgets, checkBuildTimes, pickTextPage, type Budgets } from '@/bench/lib/budgets';
import { newestNewsFile, withExtraSentence } from '@/bench/lib/build-times';
import type { LighthouseSummary, PageResult } from '@/bench/lib/types';

const KB = 1024;

const budgets: Budgets = budgetsSchema.parse(JSON.parse(fs.readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')));

function lighthouse(overrides: Partial<LighthouseSummary> = {}): LighthouseSummary {
  return {
    runs: 3,
    scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
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
    bytes: { js: { raw: 300 * KB, gzip: 100 * KB, brotli: 90 * KB }, css: bytes, html: bytes, scripts: ['/_next/static/chunks/a.js'], stylesheets: [], missing: [] },
    lighthouse: lighthouse(lh),
    probe: { transferBytes: 0, requests: 0, idleBytes: 0, idleRequests: [], prefetchRequests: [], images: 2, imageOffenders: [], externalHosts: [], consoleErrors: [] },
    editor: { bytes: 0, files: [] },
    measureMs: 0,
    ...overrides,
  };
}

const frameworkFloor: PageResult = { ...page('/'), kind: 'framework-floor', bytes: { ...page('/').bytes!, js: { raw: 0, gzip: 95 * KB, brotli: 0 } } };
const plainFloor: PageResult = { ...page('/', {}, { lcp: 800 }), kind: 'plain-floor' };
const references = { frameworkFloor, plainFloor };

function row(rows: ReturnType<typeof checkBudgets>, budget: string, route: string) {
  const found = rows.find((candidate) => candidate.budget === budget && candidate.route === route);
  if (!found) throw new Error(`no row ${budget} ${route}`);
  return found;
}

describe('checkBudgets', () => {
  it('passes a site inside every budget', () => {
    const rows = checkBudgets(budgets, [page('/'), page('/documents')], references);
    expect(rows.filter((candidate) => candidate.pass !== true)).toEqual([]);
    expect(budgetsPass(rows)).toBe(true);
  });

  it.each([
    ['performance score', { scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 } }],
    ['accessibility score', { scores: { performance: 100, accessibility: 96, 'best-practices': 100, seo: 100 } }],
    ['best-practices score', { scores: { performance: 100, accessibility: 100, 'best-practices': 99, seo: 100 } }],
    ['seo score', { scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 92 } }],
    ['CLS', { cls: 0.021 }],
    // 1.4 x 800 ms = 1120 ms.
    ['LCP vs plain-HTML floor', { lcp: 1121 }],
  ])('fails %s when over, on that route only', (budget, lh) => {
    const rows = checkBudgets(budgets, [page('/'), page('/documents', {}, lh as Partial<LighthouseSummary>)], references);
    expect(row(rows, budget, '/documents').pass).toBe(false);
    expect(row(rows, budget, '/').pass).toBe(true);
    expect(budgetsPass(rows)).toBe(false);
  });

  it('accepts values exactly at the limits', () => {
    const rows = checkBudgets(budgets, [page('/documents', {}, { cls: 0.02, lcp: 1120 })], references);
    expect(row(rows, 'CLS', '/documents').pass).toBe(true);
    expect(row(rows, 'LCP vs plain-HTML floor', '/documents').pass).toBe(true);
  });

  it('names the failing Lighthouse audits as the cause', () => {
    const failing = { accessibility: [{ id: 'color-contrast', title: 'Contrast', score: 0 }] };
    const rows = checkBudgets(budgets, [page('/', {}, { scores: { performance: 100, accessibility: 90, 'best-practices': 100, seo: 100 }, failing })], references);
    expect(row(rows, 'accessibility score', '/').cause).toBe('color-contrast');
  });

  it('limits a text page to the framework floor plus 15 KB of gzipped JS', () => {
    const within = page('/documents', { bytes: { ...page('/').bytes!, js: { raw: 0, gzip: 110 * KB, brotli: 0 } } });
    const over = page('/documents', { bytes: { ...page('/').bytes!, js: { raw: 0, gzip: 110 * KB + 1, brotli: 0 } } });
    expect(row(checkBudgets(budgets, [within], references), 'text page first-load JS (gzip)', '/documents').pass).toBe(true);
    expect(row(checkBudgets(budgets, [over], references), 'text page first-load JS (gzip)', '/documents').pass).toBe(false);
  });

  it('measures /rules as the text page once it exists', () => {
    expect(pickTextPage(budgets.textPageJs.candidates, ['/', '/documents'])).toBe('/documents');
    expect(pickTextPage(budgets.textPageJs.candidates, ['/', '/documents', '/rules'])).toBe('/rules');
    const rows = checkBudgets(budgets, [page('/documents'), page('/rules')], references);
    expect(rows.filter((candidate) => candidate.budget.startsWith('text page')).map((candidate) => candidate.route)).toEqual(['/rules']);
  });

  it('limits the home page to 350 KB transferred', () => {
    expect(row(checkBudgets(budgets, [page('/', {}, { transferBytes: 350 * KB })], references), 'home total transfer', '/').pass).toBe(true);
    expect(row(checkBudgets(budgets, [page('/', {}, { transferBytes: 351 * KB })], references), 'home total transfer', '/').pass).toBe(false);
  });

  it('fails on an oversized image and on any idle prefetch, naming them', () => {
    const probe = {
      ...page('/').probe!,
      imageOffenders: [{ src: '/media/x/hero-1600.avif', naturalWidth: 1600, displayedWidth: 300, oversize: 3.05 }],
      prefetchRequests: ['/rules.txt'],
    };
    const rows = checkBudgets(budgets, [page('/', { probe })], references);
    expect(row(rows, 'image oversize', '/')).toMatchObject({ pass: false, cause: '/media/x/hero-1600.avif 1600px shown at 300px' });
    expect(row(rows, 'idle prefetch requests', '/')).toMatchObject({ pass: false, actual: '1', cause: '/rules.txt' });
  });

  it('treats anything it could not measure as not passing', () => {
    const rows = checkBudgets(budgets, [page('/', { lighthouse: undefined })], { frameworkFloor, plainFloor: { ...plainFloor, lighthouse: undefined } });
    expect(row(rows, 'performance score', '/')).toMatchObject({ pass: undefined, actual: 'n/a', cause: 'Lighthouse did not run' });
    expect(row(rows, 'LCP vs plain-HTML floor', '/').pass).toBeUndefined();
    expect(budgetsPass(rows)).toBe(false);
  });

  it('rejects a budgets file with a missing limit', () => {
    expect(() => budgetsSchema.parse({ ...budgets, maxCls: undefined })).toThrow();
  });
});

describe('build times', () => {
  const times = { cloneS: 2, npmCiS: 80, buildS: 130, freshS: 212, rebuildS: 95, changedFile: 'content/news/x.md', commit: 'abc1234', loadAverage: 1.5, cores: 2 };

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
    const rows = checkBudgets(budgets, [{ ...page('/'), editor: { bytes: 12, files: ['/admin/x.js'] } }], references);
    expect(row(rows, 'editor (/admin) bytes in first-load JS', '/')).toEqual(expect.objectContaining({ pass: false, cause: '/admin/x.js' }));
  });
});
