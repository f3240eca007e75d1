/** @jest-environment node */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { getAllNews } from '@/lib/content/news';
import { decodeJpeg, importNews, ImportError, newsSlug, readFeed } from '@/scripts/import-news';

const run = promisify(execFile);

let root: string;
let jpeg: string;

beforeAll(async () => {
  const bytes = await sharp({ create: { width: 16, height: 10, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  jpeg = bytes.toString('base64');
});

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-news-'));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function feed() {
  return [
    { date: '2024-01-26', title: 'Republic Day Celebration!', description: 'The school celebrated Republic Day.', image: jpeg },
    { date: '2024-02-10', title: 'Sports: Day & Prizes', description: 'Annual sports day.<br>Prizes were given.', image: `data:image/jpeg;base64,${jpeg}` },
  ];
}

describe('news import', () => {
  it('writes one markdown file and one decoded image per item, readable by the news loader', () => {
    const result = importNews(feed(), root);
    expect(result).toEqual({ imported: ['2024-01-26-republic-day-celebration', '2024-02-10-sports-day-prizes'], skipped: [], problems: [] });
    const image = fs.readFileSync(path.join(root, 'images', 'news', '2024-01-26-republic-day-celebration.jpg'));
    expect(image.equals(Buffer.from(jpeg, 'base64'))).toBe(true);
    const news = getAllNews(root);
    expect(news.map((item) => [item.slug, item.title, item.date, item.image])).toEqual([
      ['2024-02-10-sports-day-prizes', 'Sports: Day & Prizes', '2024-02-10', 'news/2024-02-10-sports-day-prizes.jpg'],
      ['2024-01-26-republic-day-celebration', 'Republic Day Celebration!', '2024-01-26', 'news/2024-01-26-republic-day-celebration.jpg'],
    ]);
    expect(news[0].paragraphs).toEqual(['Annual sports day.', 'Prizes were given.']);
  });

  it('skips items already imported and keeps their files', () => {
    importNews(feed(), root);
    const file = path.join(root, 'news', '2024-01-26-republic-day-celebration.md');
    fs.appendFileSync(file, '\nAn editor added this line.\n');
    const again = importNews([...feed(), { date: '2024-03-01', title: 'New item', description: 'Fresh.', image: jpeg }], root);
    expect(again.imported).toEqual(['2024-03-01-new-item']);
    expect(again.skipped).toEqual(['2024-01-26-republic-day-celebration', '2024-02-10-sports-day-prizes']);
    expect(fs.readFileSync(file, 'utf8')).toContain('An editor added this line.');
  });

  it('rejects a feed that is not an array with a clear message', () => {
    expect(() => importNews({ error: 'database down' }, root)).toThrow(new ImportError('Expected the news feed to be a JSON array of items, but it is object'));
    expect(() => importNews(null, root)).toThrow('but it is null');
    expect(() => importNews('[]', root)).toThrow('but it is string');
    expect(fs.existsSync(path.join(root, 'news'))).toBe(false);
  });

  it('reports malformed items and imports the rest', () => {
    const result = importNews(
      [
        { date: 'yesterday', title: 'Bad date', description: 'x', image: jpeg },
        { date: '2024-04-01', title: '', description: 'x', image: jpeg },
        { date: '2024-04-02', title: 'Not a JPEG', description: 'x', image: Buffer.from('GIF89a....').toString('base64') },
        feed()[0],
      ],
      root,
    );
    expect(result.imported).toEqual(['2024-01-26-republic-day-celebration']);
    expect(result.problems).toEqual([
      'item 0: date: Expected a date such as 2024-01-26',
      'item 1: title: Too small: expected string to have >=1 characters',
      'item 2 (Not a JPEG): image: not a JPEG',
    ]);
    expect(fs.readdirSync(path.join(root, 'news'))).toEqual(['2024-01-26-republic-day-celebration.md']);
  });

  it('makes stable slugs from date and title', () => {
    expect(newsSlug('2024-01-26 10:30:00', 'Republic Day — Celebration!')).toBe('2024-01-26-republic-day-celebration');
    expect(newsSlug('2024-01-26', '!!!')).toBe('2024-01-26-news');
    expect(() => decodeJpeg('not base64 at all!')).toThrow('image: not base64 data');
  });

  it('reads the feed from a file and from a local http address, and rejects invalid JSON', async () => {
    const file = path.join(root, 'feed.json');
    fs.writeFileSync(file, JSON.stringify(feed()));
    await expect(readFeed(file)).resolves.toHaveLength(2);
    fs.writeFileSync(file, '<html>error</html>');
    await expect(readFeed(file)).rejects.toThrow(`${file}: not valid JSON`);
    await expect(readFeed(path.join(root, 'missing.json'))).rejects.toThrow('missing.json: no such file');

    const server = http.createServer((request, response) => {
      if (request.url === '/fetch_news.php') {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(feed()));
      } else {
        response.statusCode = 500;
        response.end('oops');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(readFeed(`http://127.0.0.1:${port}/fetch_news.php`)).resolves.toHaveLength(2);
      await expect(readFeed(`http://127.0.0.1:${port}/broken`)).rejects.toThrow('the server answered 500');
    } finally {
      server.close();
    }
  });

  it('runs as npm run import:news with a clear message for a non-array feed', async () => {
    const file = path.join(root, 'object.json');
    fs.writeFileSync(file, '{"status":"error"}');
    const failure = await run('npx', ['tsx', 'scripts/import-news.ts', file], { env: { ...process.env, CONTENT_DIR: root } }).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('Expected the news feed to be a JSON array of items, but it is object');

    fs.writeFileSync(file, JSON.stringify(feed()));
    const ok = await run('npx', ['tsx', 'scripts/import-news.ts', file], { env: { ...process.env, CONTENT_DIR: root } });
    expect(ok.stdout).toContain('2 imported, 0 skipped, 0 rejected');
    const again = await run('npx', ['tsx', 'scripts/import-news.ts', file], { env: { ...process.env, CONTENT_DIR: root } });
    expect(again.stdout).toContain('0 imported, 2 skipped, 0 rejected');
  });
});
