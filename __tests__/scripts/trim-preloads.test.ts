/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropUnusedHints, trimPreloadsInDir } from '@/scripts/trim-preloads';

/** The head `next build` writes, cut down: the page's stylesheets, then a preload of the not-found page's CSS. */
const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preconnect" href="/" crossorigin=""/>',
  '<link rel="preload" href="/images/logo.svg" as="image"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/main.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<link rel="preload" href="/_next/static/chunks/not-found.css" as="style"/>',
  '<link rel="preload" href="/_next/static/chunks/main.css" as="style"/>',
  '</head><body><p>Text</p><script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

describe('dropUnusedHints', () => {
  it('removes the preload of CSS the page never applies and the preconnect to its own origin, and nothing else', () => {
    const { html, dropped } = dropUnusedHints(PAGE);
    expect(dropped).toEqual(['/', '/_next/static/chunks/not-found.css']);
    expect(html).toBe(
      PAGE.replace('<link rel="preload" href="/_next/static/chunks/not-found.css" as="style"/>', '').replace(
        '<link rel="preconnect" href="/" crossorigin=""/>',
        '',
      ),
    );
  });

  it('is idempotent', () => {
    const once = dropUnusedHints(PAGE).html;
    expect(dropUnusedHints(once)).toEqual({ html: once, dropped: [] });
  });

  it('leaves pages alone whose preloaded CSS is used, or that preload other hosts', () => {
    const used =
      '<html><head><link rel="stylesheet" href="/_next/static/chunks/x.css"/><link rel="preload" href="/_next/static/chunks/x.css" as="style"/></head><body></body></html>';
    expect(dropUnusedHints(used).html).toBe(used);
    const other =
      '<html><head><link rel="preload" href="https://cdn.example.com/x.css" as="style"/><link rel="preconnect" href="https://cdn.example.com"/></head><body></body></html>';
    expect(dropUnusedHints(other).html).toBe(other);
    const plain = '<html><body><p>No links</p></body></html>';
    expect(dropUnusedHints(plain).html).toBe(plain);
  });
});

describe('trimPreloadsInDir', () => {
  it('rewrites the HTML files under a folder, nested ones too, and only those that change', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'trim-preloads-'));
    try {
      fs.mkdirSync(path.join(root, 'blogs'));
      fs.writeFileSync(path.join(root, 'index.html'), PAGE);
      fs.writeFileSync(path.join(root, 'blogs', 'post.html'), PAGE);
      fs.writeFileSync(path.join(root, 'plain.html'), '<html><body></body></html>');
      fs.writeFileSync(path.join(root, 'style.css'), '<link rel="preload" href="/_next/static/chunks/y.css" as="style"/>');
      expect(trimPreloadsInDir(root)).toEqual({ pages: 3, changed: 2 });
      expect(fs.readFileSync(path.join(root, 'blogs', 'post.html'), 'utf8')).not.toContain('not-found.css');
      expect(fs.readFileSync(path.join(root, 'style.css'), 'utf8')).toContain('y.css');
      expect(trimPreloadsInDir(root)).toEqual({ pages: 3, changed: 0 });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
