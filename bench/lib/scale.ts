/**
 * Build time against content size: `next build` of a temporary copy of the project with 6, 100 and 1,000
 * blog posts, cloned from the real posts in content/blog/ so they follow the collection's format exactly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseFrontMatter, stringifyFrontMatter } from '../../lib/content/front-matter';
import { nextBin, runTimed } from './build';
import { walkFiles } from '../../lib/walk-files';

export interface PostFile {
  name: string;
  content: string;
}

/** Top-level entries not copied: dependencies (resolved from the project above), outputs, VCS and data. */
const EXCLUDED = new Set(['node_modules', 'out', '.next', '.git', 'data', 'coverage']);
/** Inside bench/: the temporary builds (this copy among them) and earlier results. */
const EXCLUDED_BENCH = new Set(['.work', 'results']);

/**
 * The blog folder's files for `count` posts: the real ones first, then clones of them with a new slug,
 * title and date (pure; front matter keys only changed when the template has them).
 */
export function generatePosts(templates: readonly PostFile[], count: number): PostFile[] {
  if (templates.length === 0) return [];
  const sorted = [...templates].sort((a, b) => a.name.localeCompare(b.name));
  const posts = sorted.slice(0, count);
  for (let index = posts.length; index < count; index += 1) {
    const template = sorted[index % sorted.length];
    const parsed = parseFrontMatter(template.content);
    const baseSlug = typeof parsed.data.url === 'string' ? parsed.data.url : template.name.replace(/\.md$/, '');
    const slug = `${baseSlug}-${index + 1}`;
    const data: Record<string, unknown> = { ...parsed.data };
    if ('url' in data) data.url = slug;
    if (typeof data.title === 'string') data.title = `${data.title} (part ${index + 1})`;
    if (typeof data.topheading === 'string') data.topheading = `${data.topheading} (part ${index + 1})`;
    if (data.date !== undefined) {
      const date = new Date(data.date as string | Date);
      if (!Number.isNaN(date.getTime())) {
        date.setUTCDate(date.getUTCDate() - index);
        data.date = date.toISOString().slice(0, 10);
      }
    }
    posts.push({ name: `${slug}.md`, content: stringifyFrontMatter(parsed.body, data) });
  }
  return posts;
}

export interface ScaleRow {
  posts: number;
  pages?: number;
  prebuildS?: number;
  buildS?: number;
  sPerPage?: number;
  note?: string;
}

const countHtml = (dir: string): number => [...walkFiles(dir, { extension: '.html' })].length;

export function copyProject(root: string, target: string): void {
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (EXCLUDED.has(entry)) continue;
    // Without its own lockfile the copy's workspace root is the project, whose node_modules it resolves.
    if (entry === 'package-lock.json') continue;
    if (entry === 'bench') {
      // The copy lives inside bench/.work, so bench/ is copied entry by entry, without .work and results.
      for (const child of fs.readdirSync(path.join(root, entry))) {
        if (!EXCLUDED_BENCH.has(child)) fs.cpSync(path.join(root, entry, child), path.join(target, entry, child), { recursive: true });
      }
      continue;
    }
    fs.cpSync(path.join(root, entry), path.join(target, entry), { recursive: true });
  }
}

export function measureBuildScale(root: string, counts: number[], log: (line: string) => void): ScaleRow[] {
  const target = path.join(root, 'bench', '.work', 'build-scale');
  const blogDir = path.join(root, 'content', 'blog');
  const rows: ScaleRow[] = [];
  if (!fs.existsSync(blogDir)) return counts.map((posts) => ({ posts, note: 'blog collection not present (content/blog/)' }));
  const templates = fs
    .readdirSync(blogDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ name, content: fs.readFileSync(path.join(blogDir, name), 'utf8') }));
  if (templates.length === 0) return counts.map((posts) => ({ posts, note: 'blog collection not present (no content/blog/*.md)' }));
  log('build scale: copying the project to bench/.work/build-scale...');
  copyProject(root, target);
  try {
    for (const posts of counts) {
      const targetBlog = path.join(target, 'content', 'blog');
      fs.rmSync(targetBlog, { recursive: true, force: true });
      fs.mkdirSync(targetBlog, { recursive: true });
      for (const post of generatePosts(templates, posts)) fs.writeFileSync(path.join(targetBlog, post.name), post.content);
      for (const output of ['.next', 'out']) fs.rmSync(path.join(target, output), { recursive: true, force: true });
      log(`build scale: ${posts} posts: prebuild + next build...`);
      try {
        const prebuildMs = runTimed(process.execPath, [require.resolve('tsx/cli'), 'scripts/prebuild.ts'], { cwd: target, quiet: true });
        const buildMs = runTimed(process.execPath, [...nextBin(root), 'build'], { cwd: target, quiet: true });
        const pages = countHtml(path.join(target, 'out'));
        rows.push({ posts, pages, prebuildS: prebuildMs / 1000, buildS: buildMs / 1000, sPerPage: buildMs / 1000 / pages });
        log(`build scale: ${posts} posts: ${pages} pages, next build ${(buildMs / 1000).toFixed(1)} s`);
      } catch (error) {
        rows.push({ posts, note: (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 6).join(' ') });
      }
    }
  } finally {
    // The copy holds a second package.json and app/: remove it so jest and tsc never see it.
    fs.rmSync(target, { recursive: true, force: true });
  }
  return rows;
}
