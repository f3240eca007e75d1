/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { getRetention } from '@/lib/content/retention';
import { SEARCH_REPORT_ENDPOINT } from '@/lib/search/records';
import type { ServerConfig } from '@/server/core/config';
import { dataPaths } from '@/server/core/database';
import { Maintenance } from '@/server/maintenance';
import { SubmissionsRepository } from '@/server/features/intake/submissions-repository';
import { insightCutoffDay } from '@/server/features/insight/retention';
import { CATEGORY_PARAMETER } from '@/components/gallery-browser/gallery-names';
import { normalisePageQuery, QUERY_PARAMETERS } from '@/lib/insight';
import { insightReport, OVERFLOW_REFERRER_LABEL, periodOf } from '@/server/features/insight/reports';
import { dayIn, InsightStore } from '@/server/features/insight/store';
import { multipart, startApp, testConfig, validAdmission } from '../../helpers/intake';
import { samplePng } from '../../helpers/samples';
import { createAccount, signIn, type StaffClient } from '../../helpers/staff';

const OFFICE = 'office.insight@sunrisevalleyschool.edu.in';
const EDITOR = 'editor.insight@sunrisevalleyschool.edu.in';
const PASSWORD = 'tamarind lantern veranda 61';
const SITE_HOST = 'www.sunrisevalleyschool.edu.in';

/** A built site of four pages, so the beacon's paths can be checked against real pages. */
function siteWithPages(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insight-out-'));
  const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body>${title}</body></html>`;
  for (const name of ['index', 'rules', 'onlineadmission', 'documents', '404']) fs.writeFileSync(path.join(outDir, `${name}.html`), page(name));
  return outDir;
}

const view = (body: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/insight/view',
  remoteAddress: '10.1.2.3',
  // As navigator.sendBeacon sends a string: text/plain, no preflight.
  headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('insight: page views, form starts and searches, privacy first (issue 24)', () => {
  let config: ServerConfig;
  let app: FastifyInstance;
  let db: Database.Database;
  let office: StaffClient;
  const rows = () => db.prepare('SELECT * FROM insight_page_views ORDER BY path, referrer, device').all() as Record<string, unknown>[];
  const total = () => (db.prepare('SELECT coalesce(sum(count), 0) AS n FROM insight_page_views').get() as { n: number }).n;

  beforeAll(async () => {
    config = testConfig({ outDir: siteWithPages() });
    app = await startApp(config);
    db = new Database(dataPaths(config.dataDir).database);
    await createAccount(app, config, OFFICE, 'office', PASSWORD);
    await createAccount(app, config, EDITOR, 'editor', PASSWORD);
    office = await signIn(app, OFFICE, PASSWORD);
  });

  afterAll(async () => {
    await app.close();
    db.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    app.insight.flush();
    for (const table of ['insight_page_views', 'insight_form_starts', 'insight_searches']) db.prepare(`DELETE FROM ${table}`).run();
  });

  it('counts a page view as a daily count of path, query, referring host and device, and nothing else', async () => {
    const response = await app.inject(
      view(
        { path: '/rules', query: 'category=Celebrations&utm_source=WhatsApp', referrer: 'WWW.Google.com', device: 'mobile' },
        { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/140', cookie: 'visitor=abc123', 'x-forwarded-for': '203.0.113.9' },
      ),
    );
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    await app.inject(
      view({ path: '/rules', query: 'utm_source=whatsapp&fbclid=IwAR0xyz&category=celebrations', referrer: 'www.google.com', device: 'mobile' }),
    );
    app.insight.flush();
    const today = dayIn(getRetention().timeZone, new Date());
    expect(rows()).toEqual([
      { day: today, path: '/rules', query: 'category=celebrations&utm_source=whatsapp', referrer: 'www.google.com', entry: 1, device: 'mobile', count: 2 },
    ]);
  });

  it('keeps only the known query parameters, normalised: 592 distinct query strings from one address in one burst are one row', async () => {
    for (let i = 0; i < 592; i += 1) {
      // One address of its own (the others' tests stay under the rate limit).
      const response = await app.inject({
        ...view({ path: '/rules', query: `q=aarav+kulkarni+${i}&session=${i}&x${i}=1`, device: 'mobile' }),
        remoteAddress: '10.31.7.7',
      });
      expect(response.statusCode).toBe(204);
    }
    await app.inject({ ...view({ path: '/rules', query: 'category=<script>&utm_campaign=admissions-2027', device: 'mobile' }), remoteAddress: '10.31.7.8' });
    app.insight.flush();
    expect(rows().map((row) => [row.query, row.count])).toEqual([
      ['', 592],
      ['utm_campaign=admissions-2027', 1],
    ]);
    expect(QUERY_PARAMETERS).toHaveProperty(CATEGORY_PARAMETER);
    expect(normalisePageQuery('%E0%A4%')).toBe('');
  });

  it('caps the rows of a day: past the limit a new referrer or query is counted on its page and device alone, and no view is lost', async () => {
    const store = new InsightStore(db, { timeZone: getRetention().timeZone, flushMs: 60_000, maxViewRowsPerDay: 10 });
    const at = new Date('2027-02-01T06:00:00Z');
    for (let i = 0; i < 200; i += 1)
      store.view({ path: '/rules', query: '', referrer: `site-${i}.example.com`, entry: true, device: i % 2 ? 'mobile' : 'desktop' }, at);
    store.flush();
    for (let i = 200; i < 400; i += 1) store.view({ path: '/', query: '', referrer: `site-${i}.example.com`, entry: true, device: 'mobile' }, at);
    store.flush();
    const day = db.prepare("SELECT path, referrer, device, count FROM insight_page_views WHERE day = '2027-02-01' ORDER BY path, referrer").all() as {
      path: string;
      referrer: string;
      device: string;
      count: number;
    }[];
    expect(day.length).toBe(13);
    expect(day.filter((row) => row.referrer === '*').map((row) => [row.path, row.device, row.count])).toEqual(
      expect.arrayContaining([
        ['/rules', 'desktop', 95],
        ['/rules', 'mobile', 95],
        ['/', 'mobile', 200],
      ]),
    );
    expect(day.reduce((sum, row) => sum + row.count, 0)).toBe(400);
    const period = periodOf('week', '2027-02-01', getRetention().timeZone);
    expect(insightReport(db, period, getRetention().timeZone).referrers[0]).toEqual({ item: OVERFLOW_REFERRER_LABEL, count: 390 });
  });

  it('holds no IP address, user agent, cookie or identifier: the table has only these columns, and no row holds what the request carried', async () => {
    await app.inject(view({ path: '/', referrer: '', device: 'desktop' }, { 'user-agent': 'UniqueAgent/9.9', cookie: 'sid=secret-cookie' }));
    app.insight.flush();
    for (const table of ['insight_page_views', 'insight_form_starts', 'insight_searches']) {
      const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name);
      expect(columns).not.toEqual(expect.arrayContaining([expect.stringMatching(/ip|agent|cookie|session|user|visitor|id$/i)]));
    }
    expect((db.prepare('PRAGMA table_info(insight_page_views)').all() as { name: string }[]).map((column) => column.name)).toEqual([
      'day',
      'path',
      'query',
      'referrer',
      'entry',
      'device',
      'count',
    ]);
    const stored = JSON.stringify(rows());
    for (const secret of ['10.1.2.3', 'UniqueAgent', 'secret-cookie']) expect(stored).not.toContain(secret);
    expect(rows()).toEqual([expect.objectContaining({ path: '/', query: '', referrer: '', entry: 1, device: 'desktop', count: 1 })]);
  });

  it('does not count a request with Do-Not-Track or Global Privacy Control', async () => {
    expect((await app.inject(view({ path: '/rules', device: 'tablet' }, { dnt: '1' }))).statusCode).toBe(204);
    expect((await app.inject(view({ path: '/rules', device: 'tablet' }, { 'sec-gpc': '1' }))).statusCode).toBe(204);
    const started = await app.inject({ ...view({ form: 'admission' }, { 'sec-gpc': '1' }), url: '/api/insight/started' });
    expect(started.statusCode).toBe(204);
    const search = await app.inject({ ...view({ q: 'bus', results: 0 }, { dnt: '1' }), url: '/api/insight/search' });
    expect(search.statusCode).toBe(204);
    app.insight.flush();
    expect(total()).toBe(0);
    expect(db.prepare('SELECT count(*) AS n FROM insight_form_starts').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM insight_searches').get()).toEqual({ n: 0 });
  });

  it("counts a search at the one address the browser's search reports to (SEARCH_REPORT_ENDPOINT)", async () => {
    const response = await app.inject({ ...view({ q: 'Bus  Routes', results: 3 }), url: `/api${SEARCH_REPORT_ENDPOINT}` });
    expect(response.statusCode).toBe(204);
    app.insight.flush();
    expect(db.prepare('SELECT query, found_nothing AS foundNothing, count FROM insight_searches').all()).toEqual([
      { query: 'bus routes', foundNothing: 0, count: 1 },
    ]);
  });

  it('refuses bad input with 400 and counts nothing of it', async () => {
    const bad: unknown[] = [
      'not json',
      {},
      { path: 'rules', device: 'mobile' },
      { path: '/rules', device: 'phone' },
      { path: `/${'a'.repeat(300)}`, device: 'mobile' },
      { path: '/rules', query: 'q'.repeat(300), device: 'mobile' },
      { path: '/rules', referrer: 'evil host/with path', device: 'mobile' },
      { path: '/rules', device: 'mobile', ip: '10.0.0.1' },
      { path: '/rules', device: 'mobile', userAgent: 'x' },
      [{ path: '/rules', device: 'mobile' }],
    ];
    for (const body of bad) {
      const response = await app.inject(view(body));
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.body).not.toMatch(/at .*\.ts|stack|zod/i);
    }
    expect((await app.inject({ ...view({ form: 'payment' }), url: '/api/insight/started' })).statusCode).toBe(400);
    expect((await app.inject({ ...view({ q: 'bus', results: -1 }), url: '/api/insight/search' })).statusCode).toBe(400);
    expect((await app.inject({ ...view({ q: 'bus' }), url: '/api/insight/search' })).statusCode).toBe(400);
    expect((await app.inject(view(JSON.stringify({ path: '/rules', device: 'mobile', pad: 'x'.repeat(4000) })))).statusCode).toBe(413);
    app.insight.flush();
    expect(total()).toBe(0);
  });

  it('counts a view from our own pages as no entry and keeps no referrer for it; an unknown path counts as the 404 page', async () => {
    await app.inject(view({ path: '/onlineadmission', referrer: SITE_HOST, device: 'desktop' }));
    await app.inject(view({ path: '/made-up/page', query: 'x=1', referrer: 'example.org', device: 'mobile' }));
    await app.inject({ ...view({ path: '/documents', device: 'tablet' }), headers: { 'content-type': 'application/json' } });
    app.insight.flush();
    expect(rows().map(({ path: p, query, referrer, entry }) => ({ p, query, referrer, entry }))).toEqual([
      { p: '/404', query: '', referrer: 'example.org', entry: 1 },
      { p: '/documents', query: '', referrer: '', entry: 1 },
      { p: '/onlineadmission', query: '', referrer: '', entry: 0 },
    ]);
  });

  it('rate-limits one address (INSIGHT_RATE_LIMIT per minute)', async () => {
    const limited = await startApp(testConfig({ outDir: siteWithPages(), insightRateLimit: 3 }));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await limited.inject(view({ path: '/', device: 'mobile' }))).statusCode);
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
      expect((await limited.inject({ ...view({ path: '/', device: 'mobile' }), remoteAddress: '10.9.9.9' })).statusCode).toBe(204);
    } finally {
      await limited.close();
    }
  });

  it('writes what is held in memory on a clean shutdown: nothing is lost', async () => {
    const own = testConfig({ outDir: siteWithPages() });
    const other = await startApp(own);
    for (let i = 0; i < 25; i += 1) await other.inject(view({ path: '/rules', device: i % 2 ? 'mobile' : 'desktop' }));
    other.recordSearch('Bus  Route ', 3);
    expect(other.insight.pending()).toBe(26);
    await other.close();
    const reopened = new Database(dataPaths(own.dataDir).database, { readonly: true });
    expect(reopened.prepare('SELECT sum(count) AS n FROM insight_page_views').get()).toEqual({ n: 25 });
    expect(reopened.prepare('SELECT query, found_nothing, count FROM insight_searches').all()).toEqual([{ query: 'bus route', found_nothing: 0, count: 1 }]);
    reopened.close();
    fs.rmSync(own.dataDir, { recursive: true, force: true });
  });

  it('the nightly retention purge deletes counts older than insightMonths and keeps the rest', async () => {
    const retention = getRetention();
    expect(retention.insightMonths).toBe(13);
    const now = new Date('2026-11-24T06:00:00Z');
    expect(insightCutoffDay(retention, now)).toBe('2025-10-24');
    const insert = db.prepare("INSERT INTO insight_page_views (day, path, query, referrer, entry, device, count) VALUES (?, '/', '', '', 1, 'mobile', 1)");
    for (const day of ['2025-10-23', '2025-10-24', '2026-11-24']) insert.run(day);
    db.prepare("INSERT INTO insight_searches (day, query, found_nothing, count) VALUES ('2024-01-01', 'old', 1, 4), ('2026-01-01', 'new', 1, 2)").run();
    db.prepare("INSERT INTO insight_form_starts (day, form, count) VALUES ('2025-01-01', 'admission', 3)").run();
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const maintenance = new Maintenance(
      { dataDir: config.dataDir, retention, purgeSchedule: null, backupSchedule: '0 2 * * *', backupKeep: 1 },
      db,
      new SubmissionsRepository(db),
      log,
    );
    await maintenance.purge(now);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ insightRows: 3 }), expect.any(String));
    expect(db.prepare('SELECT day FROM insight_page_views ORDER BY day').all()).toEqual([{ day: '2025-10-24' }, { day: '2026-11-24' }]);
    expect(db.prepare('SELECT query FROM insight_searches').all()).toEqual([{ query: 'new' }]);
    expect(db.prepare('SELECT count(*) AS n FROM insight_form_starts').get()).toEqual({ n: 0 });
  });

  describe('/staff/insight', () => {
    it('is refused without a session (GET redirects to sign-in) and to an editor-only account', async () => {
      for (const url of ['/staff/insight', '/staff/insight.csv', '/staff/insight?period=month']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(`/staff/sign-in?next=${encodeURIComponent(url)}`);
        expect(response.body).not.toContain('Insight');
      }
      const editor = await signIn(app, EDITOR, PASSWORD, '10.0.0.7');
      const refused = await editor.get('/staff/insight');
      expect(refused.statusCode).toBe(403);
      expect((await editor.get('/staff/insight.csv')).statusCode).toBe(403);
      expect(refused.body).not.toContain('href="/staff/insight"');
      expect((await office.get('/staff')).body).toContain('href="/staff/insight"');
    });

    it('shows the admissions funnel, the zero-result searches, top pages, entries and referrers for data made by the test, and exports them as CSV', async () => {
      // Three families read the admission pages (two from Google), two start the form, one sends it and is offered a place.
      for (const referrer of ['www.google.com', 'www.google.com', '']) await app.inject(view({ path: '/onlineadmission', referrer, device: 'mobile' }));
      await app.inject(view({ path: '/documents', referrer: SITE_HOST, device: 'mobile' }));
      await app.inject(view({ path: '/rules', referrer: 'facebook.com', device: 'desktop' }));
      for (let i = 0; i < 2; i += 1) await app.inject({ ...view({ form: 'admission' }), url: '/api/insight/started' });
      const before = (db.prepare("SELECT count(*) AS n FROM submissions WHERE type = 'admission'").get() as { n: number }).n;
      const png = await samplePng();
      const sent = await app.inject({
        method: 'POST',
        url: '/api/admissions',
        remoteAddress: '10.4.4.4',
        ...(await multipart(validAdmission, { field: 'screenshot', name: 'upi.png', type: 'image/png', data: png })),
      });
      expect(sent.statusCode).toBe(201);
      const reference = sent.json().reference as string;
      expect((await office.post(`/staff/submissions/${reference}/status`, { status: 'under_review' })).statusCode).toBe(303);
      // A seat is offered through the offer form (the plain status form does not set Offered).
      const replyBy = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      expect((await office.post(`/staff/submissions/${reference}/decision`, { decision: 'offered', replyBy })).statusCode).toBe(303);
      // Searches: through the route (the client search) and the decorator (the server-side fallback).
      await app.inject({ ...view({ q: 'Bus routes', results: 4 }), url: '/api/insight/search' });
      await app.inject({ ...view({ q: 'swimming pool', results: 0 }), url: '/api/insight/search' });
      app.recordSearch('  Swimming   Pool?', 0);
      app.recordSearch('robotics club', 0);

      const page = await office.get('/staff/insight');
      expect(page.statusCode).toBe(200);
      const text = page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
      expect(text).toContain('Admission pages viewed 4');
      expect(text).toContain('Admission forms started 2');
      expect(text).toContain(`Admission forms submitted ${before + 1}`);
      expect(text).toMatch(/Reached: Under review 1 \d+%/);
      expect(text).toMatch(/Reached: Offered 1 /);
      expect(text).toMatch(/Reached: Admitted 0 /);
      const nothing = page.body.slice(page.body.indexOf('id="nothing-heading"'), page.body.indexOf('id="searches-heading"'));
      expect(nothing).toContain('<td>swimming pool</td><td>2</td><td>2</td>');
      expect(nothing).toContain('<td>robotics club</td><td>1</td><td>1</td>');
      expect(nothing).not.toContain('bus routes');
      expect(page.body).toContain('<td>bus routes</td><td>1</td><td>0</td>');
      const entries = page.body.slice(page.body.indexOf('id="entries-heading"'), page.body.indexOf('id="referrers-heading"'));
      expect(entries).toContain('<td>/onlineadmission</td><td>3</td>');
      expect(entries).not.toContain('/documents');
      const referrers = page.body.slice(page.body.indexOf('id="referrers-heading"'));
      expect(referrers).toContain('<td>www.google.com</td><td>2</td>');
      expect(referrers).toContain('<td>facebook.com</td><td>1</td>');
      expect(referrers).not.toContain(SITE_HOST);
      expect(text).toContain('Page views 5');
      expect(text).toContain('Visits that arrived from elsewhere (entries) 4');

      const month = await office.get('/staff/insight?period=month');
      expect(month.body).toContain('Admission forms started</td><td>2');

      const csv = await office.get('/staff/insight.csv?period=week');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="insight-week-\d{4}-\d{2}-\d{2}\.csv"/);
      expect(csv.body.startsWith('\uFEFF"Section","Item","Count","Found nothing"\r\n')).toBe(true);
      expect(csv.body).toContain('"Admissions funnel","Admission forms started","2",\r\n');
      expect(csv.body).toContain('"Searches","swimming pool","2","2"\r\n');
      expect(csv.body).toContain('"Referrers","www.google.com","2",\r\n');
      const audit = db.prepare("SELECT actor, action, target FROM audit_log WHERE action = 'export' AND target = 'insight'").all();
      expect(audit).toEqual([{ actor: OFFICE, action: 'export', target: 'insight' }]);
    });

    it('reads a week or a month from the address, and falls back to this week for a bad date', async () => {
      const week = await office.get('/staff/insight?period=week&date=2026-11-25');
      expect(week.body).toContain('Insight: Week of 23 Nov 2026 to 29 Nov 2026');
      expect(week.body).toContain('href="/staff/insight?period=week&amp;date=2026-11-16"');
      const month = await office.get('/staff/insight?period=month&date=2026-02-10');
      expect(month.body).toContain('Insight: February 2026');
      const bad = await office.get('/staff/insight?period=week&date=2026-02-31%3Cscript%3E');
      expect(bad.statusCode).toBe(200);
      expect(bad.body).not.toContain('<script');
    });
  });
});
