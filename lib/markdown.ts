import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';

/** Renders an editor's markdown to HTML at build time. Content is ours, but raw HTML is still stripped. */
export async function markdownToHtml(markdown: string): Promise<string> {
  const file = await remark().use(remarkGfm).use(remarkHtml, { sanitize: true }).process(markdown);
  return String(file);
}
