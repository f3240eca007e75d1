import path from 'node:path';
import { z } from 'zod';
import { markdownToHtml } from '../markdown';
import { defaultContentRoot, readMarkdown } from './reader';

export const pageSchema = z.object({
  heading: z.string().min(1),
  intro: z.string().min(1).optional(),
});

export type PageFrontMatter = z.output<typeof pageSchema>;

export interface PageContent extends PageFrontMatter {
  slug: string;
  /** The markdown body rendered to HTML at build time. */
  html: string;
}

/** A text page from `content/pages/{slug}.md`: its heading, optional intro line and markdown body. */
export async function getPageContent(slug: string, root: string = defaultContentRoot()): Promise<PageContent> {
  const { data, body } = readMarkdown(path.join(root, 'pages', `${slug}.md`), pageSchema);
  return { ...data, slug, html: await markdownToHtml(body) };
}
