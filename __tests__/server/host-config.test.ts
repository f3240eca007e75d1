/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostConfigInput, writeHostConfig } from '@/scripts/write-host-config';
import { headerRules, renderNginxInclude } from '@/server/host-config';
import { answerFor, buildSiteTable, cacheControlFor, IMMUTABLE, listOutFiles, REVALIDATE, SHORT } from '@/server/core/site-policy';

function writeSite(root: string) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('index.html', '<html><body><script>self.__next_f=[]</script></body></html>');
  write('rules.html', '<html><body><script>self.__next_f.push(1)</script></body></html>');
  write('rules.txt', '0:{}');
  write('rules/__next.rules.__PAGE__.txt', '0:{}');
  write('blog/first-day.html', '<html><body>Blog</body></html>');
  write('blog/first-day.txt', '0:{}');
  write('404.html', '<html><body><script>not_found()</script></body></html>');
  write('_not-found.html', '<html><body>x</body></html>');
  write('_next/static/chunks/app.js', 'x');
  write('_next/static/chunks/app.js.br', 'x');
  write('media/a-640.avif', 'x');
  write('downloads/form.pdf', 'x');
  write('events/sports-day.ics', 'x');
  write('sitemap.xml', '<urlset/>');
  write('.secret', 'x');
}

describe('site policy', () => {
  let outDir: string;

  beforeAll(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-'));
    writeSite(outDir);
  });

  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('maps clean paths to pages, the .html and slash forms to redirects, and nothing else', () => {
    const { table } = hostConfigInput(outDir, { siteUrl: 'http://localhost:3000' });
    expect(answerFor(table, '/')).toEqual({ kind: 'page', path: '/', file: 'index.html' });
    expect(answerFor(table, '/blog/first-day')).toEqual({ kind: 'page', path: '/blog/first-day', file: 'blog/first-day.html' });
    expect(answerFor(table, '/rules.html')).toEqual({ kind: 'redirect', location: '/rules' });
    expect(answerFor(table, '/rules/')).toEqual({ kind: 'redirect', location: '/rules' });
    expect(answerFor(table, '/index.html')).toEqual({ kind: 'redirect', location: '/' });
    for (const missing of ['/404', '/404.html', '/_not-found', '/index', '/.secret', '/downloads/', '/_next/static/chunks/app.js/', '/../package.json']) {
      expect(answerFor(table, missing)).toEqual({ kind: 'not-found' });
    }
    expect(answerFor(table, '/downloads/form.pdf')).toEqual({ kind: 'file', path: '/downloads/form.pdf', file: 'downloads/form.pdf' });
  });

  it('caches hashed assets for a year, revalidates pages, data and calendars, and keeps the rest an hour', () => {
    expect(cacheControlFor('/_next/static/chunks/app.js')).toBe(IMMUTABLE);
    // The islands' chunks (scripts/islands/build.ts): content-hashed names.
    expect(cacheControlFor('/_islands/chat-widget-2ICO66NY.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/media/a-640.avif')).toBe(IMMUTABLE);
    expect(cacheControlFor('/rules.txt')).toBe(REVALIDATE);
    expect(cacheControlFor('/events/sports-day.ics')).toBe(REVALIDATE);
    expect(cacheControlFor('/downloads/form.pdf')).toBe(SHORT);
  });

  it('writes the same bytes for the same out/ and settings, and never serves its own files', () => {
    const options = { siteUrl: 'https://www.sunrisevalleyschool.edu.in', gaId: 'G-TEST123', apiBase: 'https://forms.example.org/api' };
    writeHostConfig(outDir, options);
    const first = [fs.readFileSync(path.join(outDir, '_headers'), 'utf8'), fs.readFileSync(path.join(outDir, '_nginx.conf'), 'utf8')];
    writeHostConfig(outDir, options);
    expect([fs.readFileSync(path.join(outDir, '_headers'), 'utf8'), fs.readFileSync(path.join(outDir, '_nginx.conf'), 'utf8')]).toEqual(first);
    const { table } = hostConfigInput(outDir, options);
    expect(answerFor(table, '/_headers')).toEqual({ kind: 'not-found' });
    expect(answerFor(table, '/_nginx.conf')).toEqual({ kind: 'not-found' });
    const [headers, nginx] = first;
    // HTTPS origin: HSTS everywhere; analytics and the API origin in the page CSP.
    expect(headers).toMatch(/^\/\*\n( {2}.+\n)* {2}Strict-Transport-Security: max-age=31536000; includeSubDomains\n/m);
    expect(nginx).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    expect(nginx).toContain("connect-src 'self' https://forms.example.org https://*.google-analytics.com");
    expect(nginx).toContain('location = /_headers {\n    return 404;\n}');
  });

  it('never lets two _headers rules set the same header on one path (hosts would join the values)', () => {
    const input = hostConfigInput(outDir, { siteUrl: 'http://localhost:3000' });
    const rules = headerRules(input);
    const paths = [...input.table.pages.keys(), ...input.table.files.keys()];
    for (const urlPath of paths) {
      const matching = rules.filter((rule) => (rule.pattern.endsWith('*') ? urlPath.startsWith(rule.pattern.slice(0, -1)) : rule.pattern === urlPath));
      const names = matching.flatMap((rule) => Object.keys(rule.headers));
      expect({ urlPath, duplicates: names.filter((name, index) => names.indexOf(name) !== index) }).toEqual({ urlPath, duplicates: [] });
    }
    expect(rules.map((rule) => rule.pattern)).toEqual([
      '/*',
      '/blog/first-day',
      '/',
      '/rules',
      '/sitemap.xml',
      '/_next/*',
      '/downloads/*',
      '/events/*',
      '/media/*',
    ]);
  });

  it('refuses to write a value nginx would read as a variable', () => {
    const input = hostConfigInput(outDir, { siteUrl: 'http://localhost:3000' });
    input.cspByFile.set('rules.html', "script-src 'self' $evil");
    expect(() => renderNginxInclude(input)).toThrow(/containing "\$"/);
  });

  it('never lists a private folder inside out/ (DATA_DIR)', () => {
    fs.mkdirSync(path.join(outDir, 'data', 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'data', 'uploads', 'a.pdf'), 'x');
    try {
      expect(listOutFiles(outDir)).toContain('data/uploads/a.pdf');
      const table = buildSiteTable(listOutFiles(outDir, [path.join(outDir, 'data')]));
      expect(answerFor(table, '/data/uploads/a.pdf')).toEqual({ kind: 'not-found' });
    } finally {
      fs.rmSync(path.join(outDir, 'data'), { recursive: true, force: true });
    }
  });
});
