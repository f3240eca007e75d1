import path from 'node:path';
import { z } from 'zod';
import { truncateDescription } from '../news-text';
import { imageKey } from './fields';
import { ContentError, defaultContentRoot, listFiles, readMarkdown } from './reader';

export function newsSchema(root: string) {
  return z.object({
    title: z.string().min(3),
    date: z.coerce.date({ error: 'Invalid date' }),
    image: imageKey(root),
    imageAlt: z.string().min(3).optional(),
    /** Optional: the body of the file is the description when this is absent. */
    description: z.string().min(1).optional(),
  });
}

export interface NewsItem {
  /** The file name without `.md`; also the anchor on /news and the name of the item's .ics file. */
  slug: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  image: string;
  imageAlt: string;
  /** The full description as plain-text paragraphs. */
  paragraphs: string[];
  /** The preview: at most 200 characters before '...'. */
  excerpt: string;
  truncated: boolean;
}

/** Every news item in `content/news/`, newest first. */
export function getAllNews(root: string = defaultContentRoot()): NewsItem[] {
  return listFiles(path.join(root, 'news'), '.md')
    .map((file) => {
      const { data, body } = readMarkdown(file, newsSchema(root));
      const description = (data.description ?? body).trim();
      if (!description) {
        throw new ContentError(path.relative(process.cwd(), file), ['description: Expected a description in the front matter or the body']);
      }
      const paragraphs = description.split(/\n\s*\n/).map((paragraph) => paragraph.replace(/\s+/g, ' ').trim());
      const preview = truncateDescription(paragraphs.join(' '));
      return {
        slug: path.basename(file, '.md'),
        title: data.title,
        date: data.date.toISOString().slice(0, 10),
        image: data.image,
        imageAlt: data.imageAlt ?? data.title,
        paragraphs,
        excerpt: preview.text,
        truncated: preview.truncated,
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
