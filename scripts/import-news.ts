/**
 * `npm run import:news -- <file-or-url>`: imports the old site's `fetch_news.php` JSON, an array of
 * `{ date, title, description, image }` with the image as a base64 JPEG, into content/news/*.md and
 * content/images/news/*.jpg. Items already imported (same date and title, hence same slug) are skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { z } from 'zod';

const oldItemSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Expected a date such as 2024-01-26'),
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  image: z.string().min(1),
});

export interface ImportResult {
  imported: string[];
  skipped: string[];
  problems: string[];
}

export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

/** A stable file name from the date and title: `2024-01-26-republic-day-celebration`. */
export function newsSlug(date: string, title: string): string {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${date.slice(0, 10)}-${words || 'news'}`;
}

/** Decodes a base64 JPEG, with or without a `data:image/jpeg;base64,` prefix; rejects anything else. */
export function decodeJpeg(image: string): Buffer {
  const base64 = image.replace(/^data:image\/jpe?g;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new ImportError('image: not base64 data');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) throw new ImportError('image: not a JPEG');
  return bytes;
}

function markdownFor(item: z.output<typeof oldItemSchema>, imageKey: string): string {
  const frontMatter = YAML.stringify({ title: item.title, date: item.date.slice(0, 10), image: imageKey });
  const body = item.description
    .replace(/\r\n/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n\n')
    .trim();
  return `---\n${frontMatter}---\n${body}\n`;
}

/** Imports parsed feed data into a content root. */
export function importNews(data: unknown, root: string): ImportResult {
  if (!Array.isArray(data)) {
    throw new ImportError(`Expected the news feed to be a JSON array of items, but it is ${data === null ? 'null' : typeof data}`);
  }
  const result: ImportResult = { imported: [], skipped: [], problems: [] };
  const newsDir = path.join(root, 'news');
  const imageDir = path.join(root, 'images', 'news');
  data.forEach((raw, index) => {
    const parsed = oldItemSchema.safeParse(raw);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`).join('; ');
      result.problems.push(`item ${index}: ${reasons}`);
      return;
    }
    const item = parsed.data;
    const slug = newsSlug(item.date, item.title);
    const markdownFile = path.join(newsDir, `${slug}.md`);
    if (fs.existsSync(markdownFile)) {
      result.skipped.push(slug);
      return;
    }
    let image: Buffer;
    try {
      image = decodeJpeg(item.image);
    } catch (error) {
      result.problems.push(`item ${index} (${item.title}): ${(error as Error).message}`);
      return;
    }
    fs.mkdirSync(newsDir, { recursive: true });
    fs.mkdirSync(imageDir, { recursive: true });
    fs.writeFileSync(path.join(imageDir, `${slug}.jpg`), image);
    fs.writeFileSync(markdownFile, markdownFor(item, `news/${slug}.jpg`));
    result.imported.push(slug);
  });
  return result;
}

/** Reads the feed from a local file or an http(s) address. */
export async function readFeed(source: string): Promise<unknown> {
  let text: string;
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new ImportError(`${source}: the server answered ${response.status} ${response.statusText}`);
    text = await response.text();
  } else {
    if (!fs.existsSync(source)) throw new ImportError(`${source}: no such file`);
    text = fs.readFileSync(source, 'utf8');
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ImportError(`${source}: not valid JSON (${(error as Error).message})`);
  }
}

async function main(argv: string[]) {
  const source = argv[0];
  if (!source) {
    console.error('Usage: npm run import:news -- <file-or-url>');
    process.exit(2);
  }
  const root = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(process.cwd(), 'content');
  const result = importNews(await readFeed(source), root);
  for (const slug of result.imported) console.log(`imported  content/news/${slug}.md`);
  for (const slug of result.skipped) console.log(`skipped   content/news/${slug}.md (already imported)`);
  for (const problem of result.problems) console.error(`rejected  ${problem}`);
  console.log(`${result.imported.length} imported, ${result.skipped.length} skipped, ${result.problems.length} rejected`);
  if (result.problems.length > 0) process.exitCode = 1;
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof ImportError ? error.message : error);
    process.exit(1);
  });
}
