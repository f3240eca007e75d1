/** @jest-environment node */
import path from 'node:path';
import { getAllPosts, getPostBySlug, getPostSlugs, getPostSummaries, getRelatedPosts } from '@/lib/content/blog';
import { checkContent } from '@/scripts/check-content';

const fixtures = path.join(__dirname, '..', '..', 'fixtures', 'content');
const root = path.join(fixtures, 'collections');

describe('blog loader', () => {
  it('lists every post newest first with its path', async () => {
    const posts = await getAllPosts(root);
    expect(posts.map((post) => post.url)).toEqual(['newest-article', 'middle-article', 'older-article']);
    expect(posts[0].path).toBe('/blog/newest-article');
    expect(posts[0].date.toISOString().slice(0, 10)).toBe('2026-06-20');
    expect(posts[0].imageAlt).toBe('Newest article');
  });

  it('gives the slugs in the same order', () => {
    expect(getPostSlugs(root)).toEqual(['newest-article', 'middle-article', 'older-article']);
  });

  it('renders the markdown body: headings, paragraphs and lists', async () => {
    const post = await getPostBySlug('middle-article', root);
    expect(post?.title).toBe('Middle article');
    expect(post?.html).toContain('<h2>A heading</h2>');
    expect(post?.html).toContain('<p>A paragraph about Middle article.</p>');
    expect(post?.html).toContain('<li>second point</li>');
  });

  it('returns undefined for an unknown slug', async () => {
    await expect(getPostBySlug('no-such-post', root)).resolves.toBeUndefined();
  });

  it('relates the first two other articles', () => {
    expect(getRelatedPosts('newest-article', 2, root).map((post) => post.url)).toEqual(['middle-article', 'older-article']);
    expect(getRelatedPosts('middle-article', 2, root).map((post) => post.url)).toEqual(['newest-article', 'older-article']);
    expect(getRelatedPosts('older-article', 2, root).map((post) => post.url)).toEqual(['newest-article', 'middle-article']);
  });

  it('names the file and every broken front matter field', () => {
    let message = '';
    try {
      getPostSummaries(path.join(fixtures, 'broken-blog'));
    } catch (error) {
      message = (error as Error).message;
    }
    const file = '__tests__/fixtures/content/broken-blog/blog/bad.md';
    expect(message.split('\n')).toEqual([
      `${file}: title: Invalid input: expected string, received undefined`,
      `${file}: description: Expected at least 50 characters`,
      `${file}: url: Expected a slug of lowercase letters, digits and hyphens, e.g. first-day-of-school`,
      `${file}: image: No such image under content/images/`,
      `${file}: date: Invalid date`,
    ]);
  });

  it('refuses two posts with the same url, naming both files', () => {
    expect(() => getPostSummaries(path.join(fixtures, 'duplicate-blog'))).toThrow(
      '__tests__/fixtures/content/duplicate-blog/blog/second.md: url: "same-url" is already used by __tests__/fixtures/content/duplicate-blog/blog/first.md',
    );
  });

  it('is checked by npm run check:content', async () => {
    const problems = await checkContent(path.join(fixtures, 'broken-blog'));
    expect(problems).toContain('__tests__/fixtures/content/broken-blog/blog/bad.md: date: Invalid date');
  });

  it('ships six valid sample articles, one with the admission age criteria', async () => {
    const posts = await getAllPosts();
    expect(posts).toHaveLength(6);
    const ages = posts.find((post) => post.html.includes('Playgroup'));
    expect(ages?.html).toMatch(/Playgroup:<\/strong> 2 to 2.5 years/);
    expect(ages?.html).toMatch(/Nursery:<\/strong> 2.5 to 3 years/);
    expect(ages?.html).toMatch(/Jr KG:<\/strong> 3.5 to 4 years/);
    expect(ages?.html).toMatch(/Sr KG:<\/strong> 4.5 to 5 years/);
    expect(ages?.html).toContain('6 to 8 months before the academic year');
  });
});
