import type { Metadata } from 'next';

export const FEED_PATH = '/feed.xml';
export const FEED_TITLE = 'Sunrise Valley School blog';

export interface FeedItem {
  title: string;
  description: string;
  /** Absolute URL. */
  link: string;
  date: Date;
  author: string;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute URL of the site. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  items: FeedItem[];
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** An RSS 2.0 document, newest item first as given. */
export function buildRss(channel: FeedChannel): string {
  const items = channel.items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.link)}</link>
      <guid isPermaLink="true">${escapeXml(item.link)}</guid>
      <description>${escapeXml(item.description)}</description>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
      <pubDate>${item.date.toUTCString()}</pubDate>
    </item>`,
    )
    .join('\n');
  const updated = channel.items[0]?.date ?? new Date(0);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en-IN</language>
    <lastBuildDate>${updated.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

/** Adds the blog feed's `<link rel="alternate" type="application/rss+xml">` to a page's metadata. */
export function withBlogFeed(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': [{ url: FEED_PATH, title: FEED_TITLE }] } },
  };
}
