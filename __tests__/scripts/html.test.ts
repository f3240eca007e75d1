/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { relativePosix, walkFiles } from '@/lib/walk-files';
import { applyEdits, findElements, innerText, outerHtml, tokensOf } from '@/scripts/lib/html';

const PAGE =
  '<!DOCTYPE html><html><head><meta name="framework" content="eager"><link rel="Preload Stylesheet" href="/a.css?x=1&amp;y=2"/>' +
  '<script src="/s.js" async></script><script>if (a<b) document.write("</div><link rel=x>")</script></head>' +
  '<body><p>One<p>Two<!-- <script src="/commented.js"></script> --></body></html>';

describe('findElements', () => {
  it('finds elements as a parser does: entities decoded, script text raw, comments skipped, names lower-cased', () => {
    const elements = findElements(PAGE, ['link', 'script', 'meta']);
    expect(elements.map((element) => element.name)).toEqual(['meta', 'link', 'script', 'script']);
    const [meta, link, external, inline] = elements;
    expect(meta.attributes).toEqual({ name: 'framework', content: 'eager' });
    expect(link.attributes.href).toBe('/a.css?x=1&y=2');
    expect(tokensOf(link.attributes.rel)).toEqual(['preload', 'stylesheet']);
    expect(external.attributes).toEqual({ src: '/s.js', async: '' });
    expect(innerText(PAGE, inline)).toBe('if (a<b) document.write("</div><link rel=x>")');
  });

  it('gives each element its place in the original text, for void, closed and implicitly closed elements', () => {
    const [link] = findElements(PAGE, ['link']);
    expect(outerHtml(PAGE, link)).toBe('<link rel="Preload Stylesheet" href="/a.css?x=1&amp;y=2"/>');
    const [external] = findElements(PAGE, ['script']);
    expect(outerHtml(PAGE, external)).toBe('<script src="/s.js" async></script>');
    const [first, second] = findElements(PAGE, ['p']);
    expect(outerHtml(PAGE, first)).toBe('<p>One');
    expect(outerHtml(PAGE, second)).toBe('<p>Two<!-- <script src="/commented.js"></script> -->');
    const [body] = findElements(PAGE, ['body']);
    expect(PAGE.slice(body.closeStart, body.end)).toBe('</body>');
  });
});

describe('applyEdits', () => {
  it('changes only the places edited, in any order given, and refuses overlapping edits', () => {
    const [external, inline] = findElements(PAGE, ['script']);
    const [body] = findElements(PAGE, ['body']);
    const edited = applyEdits(PAGE, [
      { start: body.closeStart, end: body.closeStart, text: '<script>x()</script>' },
      { start: inline.start, end: inline.end, text: '' },
      { start: external.start, end: external.end, text: '' },
    ]);
    expect(edited).toBe(
      PAGE.replace('<script src="/s.js" async></script>', '')
        .replace('<script>if (a<b) document.write("</div><link rel=x>")</script>', '')
        .replace('</body>', '<script>x()</script></body>'),
    );
    expect(applyEdits(PAGE, [])).toBe(PAGE);
    expect(() =>
      applyEdits(PAGE, [
        { start: 0, end: 10, text: '' },
        { start: 5, end: 12, text: '' },
      ]),
    ).toThrow(/overlapping/);
  });
});

describe('walkFiles', () => {
  it('lists every file below a folder, by extension, skipping the folders asked', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-files-'));
    try {
      for (const file of ['index.html', 'blog/post.html', 'blog/post.txt', 'data/private.html']) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), 'x');
      }
      const list = (options?: Parameters<typeof walkFiles>[1]) => [...walkFiles(root, options)].map((file) => relativePosix(root, file)).sort();
      expect(list()).toEqual(['blog/post.html', 'blog/post.txt', 'data/private.html', 'index.html']);
      expect(list({ extension: '.html', skipDir: (dir) => dir === path.join(root, 'data') })).toEqual(['blog/post.html', 'index.html']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
