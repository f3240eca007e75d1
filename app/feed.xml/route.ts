import { getPostSummaries } from '@/lib/content/blog';
import { getSite } from '@/lib/content/site';
import { absoluteUrl } from '@/lib/env';
import { buildRss, FEED_PATH, FEED_TITLE } from '@/lib/feed';

export const dynamic = 'force-static';

/** The blog as RSS 2.0, written to out/feed.xml at build time. */
export function GET() {
  const site = getSite();
  const xml = buildRss({
    title: FEED_TITLE,
    description: `Articles for parents from ${site.name}, ${site.address.area}, ${site.address.city}.`,
    link: absoluteUrl('/blogs'),
    self: absoluteUrl(FEED_PATH),
    items: getPostSummaries().map((post) => ({
      title: post.title,
      description: post.description,
      link: absoluteUrl(post.path),
      date: post.date,
      author: post.author,
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
