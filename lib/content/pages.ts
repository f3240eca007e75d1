import path from 'node:path';
import { z } from 'zod';
import { markdownToHtml } from '../markdown';
import { HTML_LANG, languageOf } from '../languages';
import { ContentError, defaultContentRoot, readMarkdown, type ContentLanguage } from './reader';

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

/** Where the page texts are: one folder per language (Decap's i18n `multiple_folders`), a page's two files of one name. */
export const PAGES_FOLDER = 'pages';

/** `home` is the English page's text, `mr/home` its Marathi translation. */
export function pageFile(slug: string, root: string = defaultContentRoot()): string {
  const [language, name]: [ContentLanguage, string] = slug.startsWith('mr/') ? ['mr', slug.slice(3)] : ['en', slug];
  return path.join(root, PAGES_FOLDER, language, `${name}.md`);
}

/**
 * A text page from `content/pages/en/{slug}.md` (or, for `mr/{slug}`, its Marathi translation in
 * `content/pages/mr/{slug}.md`): its heading, optional intro line and markdown body. `blocks`
 * fills lines such as `{{retention}}` with markdown made from other content, so a fact is written once; each
 * block must stand on its own line in the page, or the file is reported.
 */
export async function getPageContent(slug: string, root: string = defaultContentRoot(), blocks: Record<string, string> = {}): Promise<PageContent> {
  const { data, body, file } = readMarkdown(pageFile(slug, root), pageSchema);
  let filled = body;
  for (const [name, markdown] of Object.entries(blocks)) {
    const line = new RegExp(`^\\{\\{${name}\\}\\}$`, 'm');
    if (!line.test(filled)) throw new ContentError(path.relative(process.cwd(), file), [`(body): the line {{${name}}} is missing; it shows ${name} from another content file`]);
    filled = filled.replace(line, () => markdown);
  }
  const html = await markdownToHtml(filled);
  return { ...data, slug, html: slug.startsWith('mr/') ? markEnglishLinks(html) : html };
}

/**
 * A Marathi page's links to the site's English pages (their text says "(इंग्रजीत)") also say so to browsers and
 * screen readers: hreflang="en-IN". The sanitized HTML writes every link as `<a href="...">`.
 */
function markEnglishLinks(html: string): string {
  return html.replace(/<a href="(\/[^"]*)">/g, (link, href: string) => (languageOf(href) === 'en' ? `<a href="${href}" hreflang="${HTML_LANG.en}">` : link));
}
