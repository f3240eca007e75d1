/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FrontMatterError, frontMatterLanguage, parseFrontMatter } from '@/lib/content/front-matter';
import { getAllNews } from '@/lib/content/news';
import { checkContent } from '@/scripts/check-content';

/** Front matter that, evaluated as JavaScript (what gray-matter does with `---js`), writes `marker` and still returns a valid item. */
function codeFrontMatter(language: string, marker: string): string {
  return `---${language}\n{ title: (require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), 'Sports day'), date: '2026-05-01', image: 'news/one.jpg' }\n---\nPupils ran.\n`;
}

describe('front matter is YAML only (content is data)', () => {
  let dir: string;
  let marker: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-matter-'));
    marker = path.join(dir, 'code-ran');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads YAML front matter, with or without naming it, and a file without any', () => {
    expect(parseFrontMatter('---\ntitle: Holi\ndate: 2026-03-14\n---\nColours.\n')).toEqual({
      data: { title: 'Holi', date: new Date('2026-03-14T00:00:00Z') },
      body: 'Colours.\n',
    });
    expect(parseFrontMatter('---yaml\ntitle: Holi\n---\nColours.').data).toEqual({ title: 'Holi' });
    expect(parseFrontMatter('--- yml \ntitle: Holi\n---\n').data).toEqual({ title: 'Holi' });
    expect(parseFrontMatter('Just a body.')).toEqual({ data: {}, body: 'Just a body.' });
    expect(frontMatterLanguage('----\nnot front matter')).toBeUndefined();
  });

  it.each(['js', 'javascript', 'JS', ' javascript ', 'coffee', 'cson', 'json', 'toml'])('refuses "---%s" front matter and runs none of it', (language) => {
    expect(() => parseFrontMatter(codeFrontMatter(language, marker))).toThrow(FrontMatterError);
    expect(() => parseFrontMatter(codeFrontMatter(language, marker))).toThrow(/the front matter must be YAML, but it opens with "---/);
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('a news item with ---js front matter fails its loader and the content check (the publisher runs it) with file and reason, and runs nothing', async () => {
    const root = path.join(dir, 'content');
    fs.mkdirSync(path.join(root, 'news'), { recursive: true });
    fs.mkdirSync(path.join(root, 'images', 'news'), { recursive: true });
    fs.writeFileSync(path.join(root, 'images', 'news', 'one.jpg'), '');
    const file = path.join(root, 'news', '2026-05-01-sports-day.md');
    fs.writeFileSync(file, codeFrontMatter('js', marker));
    expect(() => getAllNews(root)).toThrow(/2026-05-01-sports-day\.md: \(front matter\): the front matter must be YAML, but it opens with "---js"/);
    const problems = await checkContent(root);
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/news\/2026-05-01-sports-day\.md: \(front matter\): the front matter must be YAML/)]));
    expect(fs.existsSync(marker)).toBe(false);
  });
});
