/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseFrontMatter } from '@/lib/content/front-matter';
import YAML from 'yaml';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '@/lib/escape-html';
import { getDisclosures } from '@/lib/content/disclosures';
import { getAllTeachers } from '@/lib/content/teachers';
import { mainNavigation } from '@/lib/navigation';
import { RECORDS_FILE } from '@/lib/search/records';
import { renderSearchBody } from '@/lib/search/render';
import { buildRecords } from '@/scripts/lib/search-records';
import { getSearchSynonyms } from '@/lib/content/search-synonyms';
import { hostConfigInput } from '@/scripts/write-host-config';
import { renderNginxInclude } from '@/server/host-config';
import { NON_PAGE_CSP } from '@/server/core/site-policy';
import { startApp, testConfig } from '../../helpers/intake';

const CONTENT = path.join(process.cwd(), 'content');

/** Every text of a content file, as its page shows them. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** A page as the site lays it out: header navigation and footer around the main content the search indexes. */
function page(title: string, texts: string[]): string {
  return `<!DOCTYPE html><html lang="en-IN"><head><title>${escapeHtml(title)} | Sunrise Valley School</title></head><body>
<header><nav>Uniform Bus Transport Fees Nursery Sanitation</nav></header>
<main data-pagefind-body><h1>${escapeHtml(title)}</h1>${texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}<div data-pagefind-ignore>zebracrossing</div></main>
<footer>Uniform shop, school bus office</footer></body></html>`;
}

/** A built site from the real content files: one page per file, the /search shell, and the search's records. */
function builtSite(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-out-'));
  // A file kept in both languages (faq.yml, child-safety.yml: `en:` and `mr:`) gives its English page the English only.
  const english = (data: { en?: unknown; mr?: unknown }) => (data && typeof data === 'object' && 'en' in data && 'mr' in data ? data.en : data);
  const yamlPage = (file: string) => strings(english(YAML.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8'))));
  const pages: Record<string, [string, string[]]> = {
    'index.html': ['Home', yamlPage('home.yml')],
    'faq.html': ['Frequently Asked Questions', yamlPage('faq.yml')],
    'rules.html': ['Rules & Regulations', yamlPage('rules.yml')],
    'fees.html': ['Fee Structure', yamlPage('fees.yml')],
    'holiday.html': ['Holiday Programme', yamlPage('holidays.yml')],
    'testimonials.html': ['Testimonials', yamlPage('testimonials.yml')],
    'child-safety.html': ['Child Safety', yamlPage('child-safety.yml')],
    'mandatory-disclosure.html': ['Mandatory Public Disclosure', yamlPage('mandatory-disclosure.yml')],
    'teachers.html': ['Our Teachers', getAllTeachers().map((teacher) => `${teacher.name}, ${teacher.designation}`)],
  };
  for (const file of fs.readdirSync(path.join(CONTENT, 'blog'))) {
    const { data, body: content } = parseFrontMatter(fs.readFileSync(path.join(CONTENT, 'blog', file), 'utf8'));
    fs.mkdirSync(path.join(outDir, 'blog'), { recursive: true });
    pages[`blog/${String(data.url)}.html`] = [String(data.title), [content]];
  }
  for (const [file, [title, texts]] of Object.entries(pages)) fs.writeFileSync(path.join(outDir, file), page(title, texts));
  // A Marathi page: its own language's index (issue 35).
  fs.writeFileSync(
    path.join(outDir, 'mr.html'),
    page('मुख्य पृष्ठ', [parseFrontMatter(fs.readFileSync(path.join(CONTENT, 'pages', 'mr', 'home.md'), 'utf8')).body]).replace('lang="en-IN"', 'lang="mr"'),
  );
  fs.writeFileSync(path.join(outDir, '404.html'), '<!DOCTYPE html><html><head><title>Not found</title></head><body>Not found</body></html>');
  fs.writeFileSync(
    path.join(outDir, 'search.html'),
    `<!DOCTYPE html><html lang="en-IN"><head><title>Search</title></head><body><header><form data-site-search="header"></form></header>` +
      `<main data-pagefind-body><div data-pagefind-ignore="all"><h1>Search</h1><div>${renderSearchBody('', undefined)}</div></div></main>` +
      `<script>console.log("site")</script></body></html>`,
  );
  fs.mkdirSync(path.join(outDir, 'pagefind', 'index'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'pagefind', 'index', 'en_1.pf_index'), gzipSync(Buffer.from('pagefind index')));
  const records = buildRecords(outDir, mainNavigation(getDisclosures()));
  fs.mkdirSync(path.join(outDir, '.search'));
  fs.writeFileSync(path.join(outDir, RECORDS_FILE), JSON.stringify({ synonyms: getSearchSynonyms().synonyms, records }));
  return outDir;
}

/** The result links of a /search page, in order. */
const resultUrls = (html: string) => [...html.matchAll(/<li class="search-hit"><a href="([^"]*)"/g)].map((match) => match[1]);

describe('/search without JavaScript (the form service over the build records)', () => {
  let app: FastifyInstance;
  let outDir: string;
  const recorded: Array<[string, number]> = [];

  beforeAll(async () => {
    outDir = builtSite();
    app = await startApp(testConfig({ outDir }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const search = async (q: string) => {
    const response = await app.inject({ method: 'GET', url: `/search?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('indexes the main content only: not the header, the footer, the ignored parts or the search page', () => {
    const { records } = JSON.parse(fs.readFileSync(path.join(outDir, RECORDS_FILE), 'utf8')) as { records: { url: string; text: string; section: string }[] };
    expect(records.map((record) => record.url)).not.toContain('/search');
    expect(records.every((record) => !record.text.includes('zebracrossing') && !record.text.includes('Uniform shop'))).toBe(true);
    expect(records.find((record) => record.url === '/faq')?.section).toBe('Learning');
    expect(records.find((record) => record.url === '/blog/nursery-admission-age-criteria')?.section).toBe('Blog');
  });

  it.each([
    ['bus', '/faq'],
    ['uniform', '/rules'],
    ['nursery age', '/blog/nursery-admission-age-criteria'],
    ['sanitation certificate', '/mandatory-disclosure'],
    ['holidays', '/holiday'],
  ])('"%s" finds %s first', async (q, url) => {
    const response = await search(q);
    expect(resultUrls(response.body)[0]).toBe(url);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("finds a teacher by name on the teachers' page, with the name highlighted and the section shown", async () => {
    const teacher = getAllTeachers()[3];
    const surname = teacher.name.split(' ').pop() as string;
    const response = await search(teacher.name);
    expect(resultUrls(response.body)[0]).toBe('/teachers');
    expect(response.body).toContain(`<mark>${escapeHtml(surname)}</mark>`);
    expect(response.body).toMatch(/<a href="\/teachers">Our Teachers<\/a> <span class="search-section">About Us<\/span>/);
  });

  it('searches the language the form asks for: Marathi words find the Marathi page only from a Marathi search box', async () => {
    const marathi = await app.inject({ method: 'GET', url: `/search?q=${encodeURIComponent('क्लब')}&lang=mr` });
    expect(resultUrls(marathi.body)).toEqual(['/mr']);
    expect(resultUrls((await search('क्लब')).body)).toEqual([]);
    const english = await app.inject({ method: 'GET', url: '/search?q=bus&lang=mr' });
    expect(resultUrls(english.body)).toEqual([]);
    // Any other language is English.
    expect(resultUrls((await app.inject({ method: 'GET', url: '/search?q=bus&lang=xx' })).body)).toContain('/faq');
  });

  it('answers in the page shell with its CSP, the query in the field, and a status line', async () => {
    const response = await search('Uniform');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+' 'wasm-unsafe-eval'/);
    expect(response.body).toContain('value="uniform"');
    expect(response.body).toMatch(/<p class="search-status" role="status">\d+ results? for “uniform”<\/p>/);
  });

  it('shows the empty page without a query, and says so when nothing is found', async () => {
    const empty = await app.inject({ method: 'GET', url: '/search' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain(renderSearchBody('', undefined));
    expect(empty.headers['x-robots-tag']).toBeUndefined();
    expect((await search('qwertyuiopzz')).body).toContain('No results for “qwertyuiopzz”');
  });

  it('is safe against hostile queries: escaped, cut to 100 characters, arrays and control characters ignored', async () => {
    const hostile = await search('"><script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(hostile.body).not.toContain('<script>alert');
    expect(hostile.body).not.toContain('<img src=x');
    expect(hostile.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const long = await search('uniform '.repeat(2000));
    expect(long.body).toMatch(/value="(uniform ?){12}unif"/);
    const array = await app.inject({ method: 'GET', url: '/search?q=bus&q=%3Cb%3E' });
    expect(resultUrls(array.body)[0]).toBe('/faq');
    const control = await search('uni\u0000form\u202e');
    expect(control.body).toContain('value="uni form"');
  });

  it("sends Pagefind's gzip files byte for byte, without a Content-Encoding they do not have", async () => {
    const response = await app.inject({ method: 'GET', url: '/pagefind/index/en_1.pf_index', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(fs.readFileSync(path.join(outDir, 'pagefind', 'index', 'en_1.pf_index')))).toBe(true);
  });

  it('tells the insight hook of each search with its result count', async () => {
    const hooked = await startApp(testConfig({ outDir }));
    // The contract with the insight plugin (issue 24): it decorates recordSearch; here a stand-in records the calls.
    hooked.recordSearch = (query, results) => recorded.push([query, results]);
    await hooked.inject({ method: 'GET', url: '/search?q=Uniform' });
    await hooked.inject({ method: 'GET', url: '/search?q=qwertyuiopzz' });
    await hooked.inject({ method: 'GET', url: '/search' });
    await hooked.close();
    expect(recorded[0][0]).toBe('uniform');
    expect(recorded[0][1]).toBeGreaterThan(0);
    expect(recorded[1]).toEqual(['qwertyuiopzz', 0]);
    expect(recorded).toHaveLength(2);
  });

  it('does not tell the insight hook of a search from a reader who opted out (Do-Not-Track or Global Privacy Control), yet answers it', async () => {
    const calls: Array<[string, number]> = [];
    const hooked = await startApp(testConfig({ outDir }));
    hooked.recordSearch = (query, results) => calls.push([query, results]);
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }]) {
      const response = await hooked.inject({ method: 'GET', url: '/search?q=Uniform', headers });
      expect(response.statusCode).toBe(200);
      expect(resultUrls(response.body).length).toBeGreaterThan(0);
    }
    await hooked.inject({ method: 'GET', url: '/search?q=Uniform', headers: { dnt: '0' } });
    await hooked.close();
    expect(calls).toEqual([['uniform', expect.any(Number)]]);
  });
});

describe('the search for other hosts and in the CSP', () => {
  it('has nginx send /search (only that address) to the form service, and lets only pages with a search field compile WebAssembly', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-host-'));
    fs.writeFileSync(path.join(outDir, 'index.html'), '<html><body><form role="search" data-site-search="header"></form></body></html>');
    fs.writeFileSync(path.join(outDir, 'search.html'), `<html><body>${renderSearchBody('', undefined)}</body></html>`);
    fs.writeFileSync(path.join(outDir, 'plain.html'), '<html><body>No field</body></html>');
    fs.mkdirSync(path.join(outDir, 'pagefind'));
    fs.writeFileSync(path.join(outDir, 'pagefind', 'site-search.js'), 'x');
    const options = { siteUrl: 'https://school.example' };
    const input = hostConfigInput(outDir, options);
    const nginx = renderNginxInclude(input);
    expect(nginx).toMatch(/location = "\/search" \{\n {4}proxy_pass http:\/\/school_forms;/);
    expect(nginx).not.toContain('try_files "/search.html"');
    expect(nginx).not.toMatch(/location \^~ \/search/);
    expect(input.cspByFile.get('index.html')).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    expect(input.cspByFile.get('plain.html')).not.toContain('wasm');
    expect(NON_PAGE_CSP).not.toContain('wasm');
  });
});
