/**
 * The same site on another host: Debian's nginx with the repository's site config and the build's generated
 * include (out/_nginx.conf) must answer every route, redirect, the 404 page and the assets with the same status,
 * Location and security/cache headers as `npm start`; and out/_headers (Netlify, Cloudflare Pages) must give
 * the same headers by those hosts' matching rules.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { writeHostConfig } from '../scripts/write-host-config';
import { loadConfig } from '../server/core/config';
import { startNginx, type RunningNginx } from './lib/nginx';
import { baseUrl } from './lib/browser';
import { routes } from './lib/routes';

const OUT = path.join(process.cwd(), 'out');

/** The headers a host must agree on. */
const COMPARED = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
  'strict-transport-security',
  'cache-control',
  'location',
] as const;

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  type: string;
}

/** One raw GET: no redirect following, no decompression. */
function get(url: string, ca?: Buffer, options: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.request(url, { method: options.method ?? 'GET', ca, servername: 'localhost', headers: options.headers }, (response) => {
      response.resume();
      response.on('end', () => {
        const headers: Record<string, string | undefined> = {};
        for (const name of COMPARED) {
          const value = response.headers[name];
          headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: response.statusCode ?? 0, headers, type: String(response.headers['content-type'] ?? '').split(';')[0] });
      });
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

let nginx: RunningNginx;

beforeAll(async () => {
  nginx = await startNginx(OUT, new URL(baseUrl()).host);
});

afterAll(async () => {
  await nginx?.stop();
});

async function expectSame(urlPath: string, expected: { status: number; type?: string }) {
  const [ours, theirs] = await Promise.all([get(`${baseUrl()}${urlPath}`), get(`${nginx.httpsUrl}${urlPath}`, nginx.ca)]);
  expect({ path: urlPath, status: theirs.status }).toEqual({ path: urlPath, status: ours.status });
  expect(ours.status).toBe(expected.status);
  expect({ path: urlPath, ...theirs.headers }).toEqual({ path: urlPath, ...ours.headers });
  if (expected.type) {
    expect(ours.type).toBe(expected.type);
    expect(theirs.type).toBe(expected.type);
  }
  return ours;
}

/** Assets of several kinds, read from the built pages so the names are the real hashed ones. */
function sampleAssets(): string[] {
  const home = fs.readFileSync(path.join(OUT, 'index.html'), 'utf8');
  // The island chunks are named in the boot script's data-modules (scripts/islands/page-transform.ts), not in src.
  const script = home.match(/(\/_islands\/[^"\s&]+\.js)/)?.[1];
  const style = home.match(/href="(\/_next\/static\/[^"]+\.css)"/)?.[1];
  const image = home.match(/(\/media\/[^"\s,]+\.(?:avif|webp))/)?.[1];
  const firstIn = (folder: string) =>
    `/${folder}/${
      fs
        .readdirSync(path.join(OUT, folder))
        .filter((name) => !/\.(br|gz)$/.test(name) && !name.startsWith('__next.'))
        .sort()[0]
    }`;
  const found = [script, style, image, firstIn('downloads'), firstIn('events'), firstIn('images'), '/sitemap.xml', '/robots.txt', '/feed.xml'];
  expect(found.every(Boolean)).toBe(true);
  return found as string[];
}

describe('nginx with the generated include answers as npm start does', () => {
  it('passes nginx -t with the repository site config', () => {
    expect(nginx.testOutput).toMatch(/syntax is ok/);
    expect(nginx.testOutput).toMatch(/test is successful/);
  });

  it.each(routes.map((route) => [route.path]))('route %s: 200, same CSP, security and cache headers', async (routePath) => {
    const ours = await expectSame(routePath, { status: 200, type: 'text/html' });
    expect(ours.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });

  it.each(routes.filter((route) => route.path !== '/').map((route) => [route.path]))(
    'route %s: the .html and trailing-slash forms 301 to it, query kept',
    async (routePath) => {
      for (const variant of [`${routePath}.html?ref=old-site`, `${routePath}/`]) {
        const ours = await expectSame(variant, { status: 301 });
        expect(ours.headers.location).toBe(variant.endsWith('/') ? routePath : `${routePath}?ref=old-site`);
      }
      await expectSame('/index.html', { status: 301 });
    },
  );

  it('answers unknown and hidden paths with the 404 page, not cached', async () => {
    for (const urlPath of [
      '/no-such-page',
      '/blog/unknown-post',
      '/404',
      '/404.html',
      '/_not-found',
      '/_headers',
      '/_nginx.conf',
      '/downloads/',
      '/media/',
      '/.env',
      '/rules.html/',
    ]) {
      const ours = await expectSame(urlPath, { status: 404, type: 'text/html' });
      expect(ours.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves assets with the same cache rules and the no-content CSP', async () => {
    for (const urlPath of sampleAssets()) {
      const ours = await expectSame(urlPath, { status: 200 });
      expect(ours.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    }
    const [ours, theirs] = await Promise.all([
      get(`${baseUrl()}/events/${fs.readdirSync(path.join(OUT, 'events')).find((name) => name.endsWith('.ics'))}`),
      get(`${nginx.httpsUrl}/events/${fs.readdirSync(path.join(OUT, 'events')).find((name) => name.endsWith('.ics'))}`, nginx.ca),
    ]);
    expect(theirs.type).toBe(ours.type);
  });

  it('proxies /api/ and /staff to the form service, which sets its own headers', async () => {
    await expectSame('/api/result?form=contact&reference=CON-20260101-ABCDEF', { status: 200, type: 'text/html' });
    await expectSame('/api/result?form=contact&reference=not-one', { status: 404 });
    await expectSame('/staff', { status: (await get(`${baseUrl()}/staff`)).status });
    const body = new URLSearchParams({ firstName: 'Kavya', lastName: 'Nair', email: 'kavya.nair@example.com', phone: '9822011111' }).toString();
    const posted = await get(`${nginx.httpsUrl}/api/contact`, nginx.ca, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(posted.status).toBe(201);
    expect(posted.headers['x-content-type-options']).toBe('nosniff');
  });

  it('redirects plain HTTP to HTTPS', async () => {
    const answer = await get(`${nginx.httpUrl}/rules`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/rules$/);
  });
});

describe('the generated host files', () => {
  it('are the last build step: generating them again from out/ gives the same bytes', () => {
    const before = { headers: fs.readFileSync(path.join(OUT, '_headers')), nginx: fs.readFileSync(path.join(OUT, '_nginx.conf')) };
    const config = loadConfig();
    writeHostConfig(OUT, { siteUrl: config.siteUrl, gaId: config.gaId, apiBase: config.apiBase });
    expect(fs.readFileSync(path.join(OUT, '_headers')).equals(before.headers)).toBe(true);
    expect(fs.readFileSync(path.join(OUT, '_nginx.conf')).equals(before.nginx)).toBe(true);
  });

  it('_headers gives each route and asset the headers npm start sends, as Netlify and Cloudflare Pages merge rules', async () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(OUT, '_headers'), 'utf8'));
    for (const urlPath of [...routes.map((route) => route.path), ...sampleAssets()]) {
      const ours = await get(`${baseUrl()}${urlPath}`);
      const applied = headersFromRules(rules, urlPath);
      const expected = { ...ours.headers };
      delete expected.location;
      expect({ path: urlPath, ...applied }).toEqual({
        path: urlPath,
        ...Object.fromEntries(Object.entries(expected).filter(([, value]) => value !== undefined)),
      });
    }
  });
});

/** The rules of a _headers file: a path (exact, or a prefix ending in `*`) and its headers. */
function parseHeadersFile(text: string): { pattern: string; headers: [string, string][] }[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (line.startsWith('/')) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(':');
      rules[rules.length - 1].headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** Every matching rule applies; a header set by two of them is joined with ", " (both hosts document this). */
function headersFromRules(rules: ReturnType<typeof parseHeadersFile>, urlPath: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.pattern.endsWith('*') ? urlPath.startsWith(rule.pattern.slice(0, -1)) : urlPath === rule.pattern;
    if (!matches) continue;
    for (const [name, value] of rule.headers) result[name] = result[name] ? `${result[name]}, ${value}` : value;
  }
  return result;
}
