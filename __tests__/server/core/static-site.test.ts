/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { apiOrigin, contentSecurityPolicy } from '@/server/core/site-policy';
import { loadConfig } from '@/server/core/config';

const inlineScript = 'self.__next_f=self.__next_f||[];';
const bigScript = `console.log(${JSON.stringify('x'.repeat(2000))});`;

function writeSite(root: string) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write(
    'index.html',
    `<!DOCTYPE html><html><head><title>Home</title></head><body><script>${inlineScript}</script><script src="/_next/static/chunks/app.js" async></script></body></html>`,
  );
  write('rules.html', '<!DOCTYPE html><html><head><title>Rules</title></head><body>Rules</body></html>');
  write('rules.txt', '0:{}');
  write('404.html', '<!DOCTYPE html><html><head><title>Page not found</title></head><body>Page not found</body></html>');
  write('_next/static/chunks/app.js', bigScript);
  fs.writeFileSync(path.join(root, '_next/static/chunks/app.js.br'), zlib.brotliCompressSync(bigScript));
  write('downloads/form.pdf', '%PDF-1.7\n');
  write('.hidden', 'secret');
  write(
    'admin/index.html',
    '<!doctype html><html><head><meta name="robots" content="noindex, nofollow"><meta name="cms-connect-src" content="https://api.github.com http://localhost:* * \'unsafe-inline\'"><title>Content editor</title></head><body><script src="/admin/decap-3.16.3/decap-cms.js"></script></body></html>',
  );
  write('admin/config.yml', 'backend:\n  name: proxy\n');
}

describe('static site serving', () => {
  let app: FastifyInstance;
  let outDir: string;

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-out-'));
    writeSite(outDir);
    app = await buildApp({ ...loadConfig({}), outDir, dataDir: path.join(outDir, 'data') }, { logger: false });
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('serves the home page and clean URLs', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.body).toContain('<title>Home</title>');
    const rules = await app.inject({ url: '/rules' });
    expect(rules.statusCode).toBe(200);
    expect(rules.body).toContain('<title>Rules</title>');
    expect((await app.inject({ url: '/rules.txt' })).body).toBe('0:{}');
  });

  it('redirects the .html and trailing-slash forms to the clean URL', async () => {
    const html = await app.inject({ url: '/rules.html?x=1' });
    expect(html.statusCode).toBe(301);
    expect(html.headers.location).toBe('/rules?x=1');
    const slash = await app.inject({ url: '/rules/' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/rules');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const url of ['/no-such-page', '/blog/unknown-post', '/404', '/.hidden', '/%2e%2e/etc/passwd']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Page not found');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers a malformed address with 400 and no internals', async () => {
    const response = await app.inject({ url: '/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .+\.(js|ts):\d+/);
  });

  it('never serves files outside the site folder', async () => {
    const response = await app.inject({ url: '/../package.json' });
    expect(response.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    const asset = await app.inject({ url: '/_next/static/chunks/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/rules' });
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const pdf = await app.inject({ url: '/downloads/form.pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the precompressed brotli file when the browser accepts it', async () => {
    const response = await app.inject({ url: '/_next/static/chunks/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(bigScript);
    const plain = await app.inject({ url: '/_next/static/chunks/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('sends gzip to a browser without brotli, and 304 for a copy it already has', async () => {
    const gzip = zlib.gzipSync(bigScript);
    fs.writeFileSync(path.join(outDir, '_next/static/chunks/app.js.gz'), gzip);
    const app2 = await buildApp({ ...loadConfig({}), outDir, dataDir: path.join(outDir, 'data') }, { logger: false });
    try {
      const gzipped = await app2.inject({ url: '/_next/static/chunks/app.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(bigScript);
      const etag = String(gzipped.headers.etag);
      const again = await app2.inject({ url: '/_next/static/chunks/app.js', headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const head = await app2.inject({ method: 'HEAD', url: '/rules' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(head.body).toBe('');
    } finally {
      await app2.close();
      fs.rmSync(path.join(outDir, '_next/static/chunks/app.js.gz'));
    }
  });

  it('sets a CSP that allows exactly the inline scripts of the page', async () => {
    const response = await app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toMatch(/script-src [^;]*(?<!unsafe-inline')(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('hashes only scripts that run, and lets only a page with a frame (the map) frame anything', () => {
    const script = 'console.log(1)';
    const page = (body: string) =>
      `<html><body>${body}<script>${script}</script><script type="application/json" id="islands-boot">{"boot":"/b.js"}</script><script type="application/ld+json">{"@type":"School"}</script></body></html>`;
    const csp = contentSecurityPolicy(page(''));
    const sources = /script-src ([^;]*)/.exec(csp)![1].split(' ');
    expect(sources).toEqual(["'self'", `'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
    expect(csp).toContain("frame-src 'none';");
    expect(contentSecurityPolicy(page('<iframe src="https://www.google.com/maps?q=Undri&output=embed"></iframe>'))).toContain(
      'frame-src https://www.google.com https://maps.google.com;',
    );
  });

  it('lets the forms post to NEXT_PUBLIC_API_BASE when it is another origin, and only then', () => {
    const html = '<html><body>x</body></html>';
    const sameOrigin = contentSecurityPolicy(html, undefined, '/api');
    expect(sameOrigin).toContain("form-action 'self';");
    expect(sameOrigin).toContain("connect-src 'self';");
    const elsewhere = contentSecurityPolicy(html, undefined, 'https://forms.example.org/api/');
    expect(elsewhere).toContain("form-action 'self' https://forms.example.org;");
    expect(elsewhere).toContain("connect-src 'self' https://forms.example.org;");
    expect(apiOrigin('https://forms.example.org:8443/api')).toBe('https://forms.example.org:8443');
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/', '/_next/static/chunks/app.js', '/nope']) {
      const response = await app.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('answers an unknown POST with JSON, not a stack trace', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nothing', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Not found' });
  });

  it('refuses to start without a built site', async () => {
    await expect(buildApp({ ...loadConfig({}), outDir: path.join(outDir, 'missing') }, { logger: false })).rejects.toThrow(/run `npm run build` first/);
  });

  it('never serves the content editor (out/admin) as a public file: /admin leads to the staff area, which asks for a sign-in', async () => {
    const editor = await app.inject({ url: '/admin' });
    expect(editor.statusCode).toBe(302);
    expect(editor.headers.location).toBe('/staff/admin/');
    const config = await app.inject({ url: '/admin/config.yml?x=1' });
    expect(config.headers.location).toBe('/staff/admin/config.yml?x=1');
    const behind = await app.inject({ url: '/staff/admin/config.yml' });
    expect(behind.statusCode).toBe(303);
    expect(behind.headers.location).toBe('/staff/sign-in?next=%2Fstaff%2Fadmin%2Fconfig.yml');
    const rules = await app.inject({ url: '/rules' });
    expect(rules.headers['x-robots-tag']).toBeUndefined();
    expect(String(rules.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });
});
