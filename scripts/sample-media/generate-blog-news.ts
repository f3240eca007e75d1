/**
 * Writes the sample photos for the blog and news collections (fictional, deterministic) into
 * content/images/blog/ and content/images/news/. Run once with `npx tsx scripts/sample-media/generate-blog-news.ts`;
 * the results are committed. Existing files are kept, so editors' real photos are never overwritten.
 */
import fs from 'node:fs';
import path from 'node:path';
import { makePhoto, type Scene } from './photo';

const root = path.join(process.cwd(), 'content');

const blog: Array<[string, Scene]> = [
  ['nursery-admission', 'classroom'],
  ['choosing-a-school', 'campus'],
  ['first-day', 'classroom'],
  ['reading-habits', 'library'],
  ['healthy-tiffin', 'event'],
  ['exam-stress', 'classroom'],
];

const newsScenes: Record<string, Scene> = {
  'science-exhibition': 'lab',
  'republic-day': 'event',
  'inter-house-chess': 'classroom',
  'annual-sports-day': 'sports',
  'marathi-bhasha-din': 'event',
  'pt3-results': 'classroom',
  'holi-eco-celebration': 'painting',
  'board-exam-send-off': 'event',
  'new-session-begins': 'campus',
  'earth-day': 'nature',
  'school-reopens': 'campus',
  'yoga-day': 'sports',
  'investiture-ceremony': 'event',
  'monsoon-trek': 'nature',
  'independence-day': 'event',
  'inter-school-debate': 'event',
  'teachers-day': 'classroom',
  ganeshotsav: 'painting',
  'childrens-day': 'event',
  'science-olympiad': 'lab',
  'annual-day': 'event',
  'christmas-assembly': 'event',
};

async function write(file: string, width: number, height: number, seed: number, scene: Scene): Promise<void> {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await makePhoto({ width, height, seed, scene, quality: 62, grain: 10 }));
}

async function main() {
  // Blog heroes are shown up to about 1000 px wide (2x on small phones); news photos up to about 400 px.
  for (const [index, [name, scene]] of blog.entries()) {
    await write(path.join(root, 'images', 'blog', `${name}.jpg`), 1200, 675, 4100 + index, scene);
  }
  const newsFiles = fs.readdirSync(path.join(root, 'news')).filter((name) => name.endsWith('.md'));
  for (const [index, file] of newsFiles.entries()) {
    const base = file.replace(/\.md$/, '');
    const scene = newsScenes[base.replace(/^\d{4}-\d{2}-\d{2}-/, '')] ?? 'event';
    await write(path.join(root, 'images', 'news', `${base}.jpg`), 800, 534, 5200 + index, scene);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
