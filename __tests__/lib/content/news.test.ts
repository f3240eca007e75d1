/** @jest-environment node */
import path from 'node:path';
import { getAllEvents, getEventById } from '@/lib/content/events';
import { getAllNews } from '@/lib/content/news';
import { itemsInMonth, MONTHS } from '@/lib/news-text';
import { checkContent } from '@/scripts/check-content';

const fixtures = path.join(__dirname, '..', '..', 'fixtures', 'content');
const root = path.join(fixtures, 'collections');

describe('news loader', () => {
  it('lists items newest first with slug, date, image and paragraphs', () => {
    const news = getAllNews(root);
    expect(news.map((item) => item.slug)).toEqual(['2026-07-05-investiture', '2026-03-14-holi', '2026-03-02-results', '2025-01-26-republic-day']);
    const holi = news[1];
    expect(holi).toEqual(
      expect.objectContaining({ title: 'Holi on campus', date: '2026-03-14', image: 'news/one.jpg', imageAlt: 'Holi on campus', truncated: true }),
    );
    expect(holi.paragraphs).toHaveLength(2);
    expect(holi.paragraphs[1]).toBe('A second paragraph follows the first.');
    expect(holi.excerpt.endsWith('...')).toBe(true);
    expect(holi.excerpt.length).toBeLessThanOrEqual(203);
  });

  it('takes the description from the front matter when the body is empty', () => {
    const republic = getAllNews(root).find((item) => item.slug === '2025-01-26-republic-day');
    expect(republic?.paragraphs).toEqual(['Flag hoisting and a march past by the four houses.']);
    expect(republic?.truncated).toBe(false);
    expect(republic?.excerpt).toBe('Flag hoisting and a march past by the four houses.');
  });

  it('names the file and every broken field of an item', async () => {
    const file = '__tests__/fixtures/content/broken-news/news/2026-02-30-bad.md';
    expect(() => getAllNews(path.join(fixtures, 'broken-news'))).toThrow(
      `${file}: date: Invalid date\n${file}: image: No such image under content/images/`,
    );
    // check:content reports them through the events calendar, which is built from the news.
    const problems = await checkContent(path.join(fixtures, 'broken-news'));
    expect(problems).toEqual(expect.arrayContaining([`${file}: date: Invalid date`, `${file}: image: No such image under content/images/`]));
  });

  it('refuses an item without a description', () => {
    expect(() => getAllNews(path.join(fixtures, 'empty-news'))).toThrow(
      '__tests__/fixtures/content/empty-news/news/2026-02-01-empty.md: description: Expected a description in the front matter or the body',
    );
  });

  it('filters by month in any year', () => {
    const news = getAllNews(root);
    expect(itemsInMonth(news, 2).map((item) => item.slug)).toEqual(['2026-03-14-holi', '2026-03-02-results']);
    expect(itemsInMonth(news, 0).map((item) => item.slug)).toEqual(['2025-01-26-republic-day']);
    expect(itemsInMonth(news, MONTHS.indexOf('May'))).toEqual([]);
  });

  it('ships at least 20 sample items over at least 6 months, several long', () => {
    const news = getAllNews();
    expect(news.length).toBeGreaterThanOrEqual(20);
    expect(new Set(news.map((item) => item.date.slice(5, 7))).size).toBeGreaterThanOrEqual(6);
    expect(news.filter((item) => item.truncated).length).toBeGreaterThanOrEqual(5);
  });
});

describe('events loader', () => {
  it('turns news items into calendar entries, oldest first, linking to the news page', () => {
    const events = getAllEvents(root);
    expect(events.map((event) => event.id)).toEqual(['2025-01-26-republic-day', '2026-03-02-results', '2026-03-14-holi', '2026-07-05-investiture']);
    expect(events[2]).toEqual(
      expect.objectContaining({ title: 'Holi on campus', date: '2026-03-14', dateLabel: '14 March 2026', href: '/news#2026-03-14-holi', source: 'news' }),
    );
    expect(events[2].summary).toContain('A second paragraph follows the first.');
  });

  it('finds one entry by id', () => {
    expect(getEventById('2026-07-05-investiture', root)?.title).toBe('Investiture ceremony');
    expect(getEventById('nope', root)).toBeUndefined();
  });
});

describe('events from the school calendar files', () => {
  it('adds the tests, their PTMs and the holiday programme from the real content', () => {
    const events = getAllEvents();
    const pt1 = events.find((event) => event.source === 'test' && event.title === 'PT 1 (Classes 1-10)');
    expect(pt1).toEqual(expect.objectContaining({ date: '2026-07-13', endDate: '2026-07-18', href: '/test' }));
    expect(pt1?.summary).toContain('Parent Teacher Meeting on');
    expect(events.filter((event) => event.source === 'test' && event.title.startsWith('Parent Teacher Meeting'))).toHaveLength(6);
    const diwali = events.find((event) => event.title === 'Diwali Break');
    expect(diwali).toEqual(expect.objectContaining({ source: 'holiday', date: '2026-11-02', endDate: '2026-11-18', href: '/holiday' }));
    expect(events.map((event) => event.id).every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true);
  });
});
