/** @jest-environment node */
import { buildRss, withBlogFeed } from '@/lib/feed';
import { shareLinks } from '@/lib/share';
import { addDays, addMonths, monthWeeks } from '@/lib/calendar-month';

describe('RSS feed', () => {
  it('escapes text and lists items with link, guid and date', () => {
    const xml = buildRss({
      title: 'Blog & news',
      description: 'For <parents>',
      link: 'https://school.example/blogs',
      self: 'https://school.example/feed.xml',
      items: [
        { title: 'Tiffin "ideas"', description: 'Eat & enjoy', link: 'https://school.example/blog/a', date: new Date('2026-02-20T00:00:00Z'), author: 'K' },
      ],
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>Blog &amp; news</title>');
    expect(xml).toContain('<description>For &lt;parents&gt;</description>');
    expect(xml).toContain('<title>Tiffin &quot;ideas&quot;</title>');
    expect(xml).toContain('<guid isPermaLink="true">https://school.example/blog/a</guid>');
    expect(xml).toContain('<pubDate>Fri, 20 Feb 2026 00:00:00 GMT</pubDate>');
  });

  it('adds the alternate link to page metadata, keeping the canonical', () => {
    const metadata = withBlogFeed({ alternates: { canonical: 'https://school.example/blogs' } });
    expect(metadata.alternates).toEqual({
      canonical: 'https://school.example/blogs',
      types: { 'application/rss+xml': [{ url: '/feed.xml', title: 'Sunrise Valley School blog' }] },
    });
  });
});

describe('share links', () => {
  it('encodes the canonical address and title for each network', () => {
    const links = shareLinks('https://school.example/blog/exam-stress', 'Exams & stress');
    expect(links.map((link) => link.href)).toEqual([
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fschool.example%2Fblog%2Fexam-stress',
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fschool.example%2Fblog%2Fexam-stress&text=Exams%20%26%20stress',
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fschool.example%2Fblog%2Fexam-stress',
    ]);
  });
});

describe('calendar month arithmetic', () => {
  it('lays out a month Monday first, padded to whole weeks', () => {
    const weeks = monthWeeks(2026, 2);
    // 1 March 2026 is a Sunday.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks[weeks.length - 1]).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('moves by days and months across boundaries', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
  });
});
