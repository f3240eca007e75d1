import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { imageKey } from './fields';
import { ContentError, defaultContentRoot, listFiles, readMarkdown } from './reader';

export function blogSchema(root: string) {
  return z.object({
    title: z.string().min(3),
    topheading: z.string().min(3),
    // The description is the page's meta description, so it keeps to what search engines show.
    description: z.string().min(50, 'Expected at least 50 characters').max(170, 'Expected at most 170 characters'),
    url: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a slug of lowercase letters, digits and hyphens, e.g. first-day-of-school'),
    image: imageKey(root),
    imageAlt: z.string().min(3).optional(),
    date: z.coerce.date({ error: 'Invalid date' }),
    author: z.string().min(2),
  });
}

export type BlogFrontMatter = z.output<ReturnType<typeof blogSchema>>;

/** A post's front matter and address, without the rendered body: what lists, feeds and the sitemap need. */
export interface BlogSummary extends Omit<BlogFrontMatter, 'imageAlt'> {
  imageAlt: string;
  /** The post's site path, `/blog/{url}`. */
  path: string;
  file: string;
  body: string;
}

export interface BlogPost extends BlogSummary {
  /** The markdown body rendered to HTML at build time. */
  html: string;
}

/**
 * Parsed posts per content folder, reused while no file changed: every article page asks for the list (for its
 * related articles), and re-reading all posts for each of them made a 1,000-post build quadratic.
 */
const summaryCache = new Map<string, { signature: string; posts: BlogSummary[] }>();

/** Every post's front matter in `content/blog/`, newest first. Two files claiming the same url fail with both names. */
export function getPostSummaries(root: string = defaultContentRoot()): BlogSummary[] {
  const files = listFiles(path.join(root, 'blog'), '.md');
  const signature = files
    .map((file) => {
      const stat = fs.statSync(file);
      return `${file}:${stat.mtimeMs}:${stat.size}`;
    })
    .join('|');
  const cached = summaryCache.get(root);
  if (cached && cached.signature === signature) return cached.posts;
  const posts = readPostSummaries(files, root);
  summaryCache.set(root, { signature, posts });
  return posts;
}

function readPostSummaries(files: string[], root: string): BlogSummary[] {
  const posts = files.map((file) => {
    const { data, body } = readMarkdown(file, blogSchema(root));
    return { ...data, imageAlt: data.imageAlt ?? data.title, path: `/blog/${data.url}`, file, body };
  });
  const seen = new Map<string, string>();
  for (const post of posts) {
    const other = seen.get(post.url);
    if (other) {
      throw new ContentError(path.relative(process.cwd(), post.file), [`url: "${post.url}" is already used by ${path.relative(process.cwd(), other)}`]);
    }
    seen.set(post.url, post.file);
  }
  return posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.url.localeCompare(b.url));
}

/** Renders a body; loaded on demand so route lists (sitemap, e2e) read posts without the ESM-only remark. */
async function render(markdown: string): Promise<string> {
  const { markdownToHtml } = await import('../markdown');
  return markdownToHtml(markdown);
}

/** Every post with its body rendered, newest first. */
export async function getAllPosts(root: string = defaultContentRoot()): Promise<BlogPost[]> {
  return Promise.all(getPostSummaries(root).map(async (post) => ({ ...post, html: await render(post.body) })));
}

export function getPostSlugs(root: string = defaultContentRoot()): string[] {
  return getPostSummaries(root).map((post) => post.url);
}

export async function getPostBySlug(slug: string, root: string = defaultContentRoot()): Promise<BlogPost | undefined> {
  const post = getPostSummaries(root).find((candidate) => candidate.url === slug);
  return post ? { ...post, html: await render(post.body) } : undefined;
}

/** The articles shown under a post: the first two other articles in the usual order. */
export function getRelatedPosts(slug: string, count = 2, root: string = defaultContentRoot()): BlogSummary[] {
  return getPostSummaries(root).filter((post) => post.url !== slug).slice(0, count);
}
