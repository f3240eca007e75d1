import { fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NEWS_MONTH_NAME, NEWS_MORE_NAME, NEWS_SCRIPT, NewsTabs, type NewsTabItem } from '@/components/news-tabs/news-tabs';
import { truncateDescription } from '@/lib/news-text';

const image = {
  key: 'news/x.jpg',
  width: 800,
  height: 534,
  variants: [{ width: 800, height: 534, avif: '/media/x.avif', webp: '/media/x.webp' }],
  blurDataUrl: 'data:image/webp;base64,AA==',
};

function item(slug: string, date: string, title: string, text: string): NewsTabItem {
  const preview = truncateDescription(text);
  return { slug, date, dateLabel: date, title, paragraphs: [text], excerpt: preview.text, truncated: preview.truncated, image, imageAlt: title };
}

const long1 = `Sports day opened with a torch relay by the school captains and a display of yoga by the primary section. ${'Every house cheered its runners on the track all afternoon. '.repeat(3)}The end.`;
const long2 = `The eco-friendly Holi used colours made in the science lab from turmeric, beetroot and spinach. ${'Children learnt why synthetic colours harm the skin and soil. '.repeat(3)}The end.`;
const items = [
  item('holi-eco-celebration', '2026-03-14', 'Eco Holi', long2),
  item('2026-03-05-results', '2026-03-05', 'Results', 'Results are with the class teachers.'),
  item('2026-02-07-sports', '2026-02-07', 'Sports Day', long1),
  item('2025-03-01-old', '2025-03-01', 'Last year in March', 'An item from an earlier March.'),
];

/** The built HTML in the document, with the inline script run where the parser would run it. */
function loadPage(hash = '') {
  window.history.replaceState(null, '', `/news${hash}`);
  document.body.innerHTML = renderToStaticMarkup(<NewsTabs items={items} />);
  const script = document.querySelector('script')!;
  expect(script.textContent).toBe(NEWS_SCRIPT);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(NEWS_SCRIPT)();
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

const radio = (month: string) => screen.getByRole('radio', { name: month }) as HTMLInputElement;
const more = (slug: string) => document.getElementById(slug)!.querySelector('details')!;

describe('NewsTabs', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-15T10:00:00'), advanceTimers: true });
  });

  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('builds every month, every item and every full text into the HTML, with no month chosen', () => {
    const html = renderToStaticMarkup(<NewsTabs items={items} />);
    document.body.innerHTML = html;
    expect(screen.getAllByRole('radio').map((element) => element.getAttribute('name'))).toEqual(Array(12).fill(NEWS_MONTH_NAME));
    expect(screen.getAllByRole('radio').filter((element) => (element as HTMLInputElement).checked)).toHaveLength(0);
    for (const month of ['January', 'February', 'March', 'December']) expect(screen.getByRole('heading', { level: 2, name: month })).toBeInTheDocument();
    expect(html).toContain(long1.slice(-60));
    expect(html).toContain('No events for January');
    // The same year's and other years' items sit under their month.
    const march = document.getElementById('news-panel-2')!;
    expect(
      within(march)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Eco Holi', 'Results', 'Last year in March']);
  });

  it("shows a long description as a preview with a native 'Read More' / 'Read Less' toggle, one open at a time", () => {
    document.body.innerHTML = renderToStaticMarkup(<NewsTabs items={items} />);
    const holi = document.getElementById('holi-eco-celebration')!;
    const preview = holi.querySelector('p:not([class*="date"])')!;
    expect(preview.textContent).toBe(truncateDescription(long2).text);
    const toggle = more('holi-eco-celebration');
    expect(toggle.getAttribute('name')).toBe(NEWS_MORE_NAME);
    expect(toggle.open).toBe(false);
    expect(toggle.querySelector('summary')!.textContent).toBe('Read MoreRead Less: Eco Holi');
    expect(toggle.textContent).toContain(long2);
    // A short description is shown in full, with no toggle.
    expect(document.getElementById('2026-03-05-results')!.querySelector('details')).toBeNull();
    expect(more('2026-02-07-sports').getAttribute('name')).toBe(NEWS_MORE_NAME);
  });

  it('chooses the current month as the page is parsed', () => {
    loadPage();
    expect(radio('March').checked).toBe(true);
    expect(screen.getAllByRole('radio').filter((element) => (element as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('follows the clock', () => {
    jest.setSystemTime(new Date('2026-07-10T09:00:00'));
    loadPage();
    expect(radio('July').checked).toBe(true);
  });

  it("opens a linked item's month and the item itself", () => {
    Element.prototype.scrollIntoView = jest.fn();
    jest.setSystemTime(new Date('2026-11-20T10:00:00'));
    loadPage('#holi-eco-celebration');
    expect(radio('March').checked).toBe(true);
    expect(more('holi-eco-celebration').open).toBe(true);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('ignores a fragment that names no item', () => {
    loadPage('#news-panel-5');
    expect(radio('March').checked).toBe(true);
  });

  it('moves to January and December with Home and End', () => {
    loadPage();
    radio('March').focus();
    fireEvent.keyDown(radio('March'), { key: 'End' });
    expect(radio('December').checked).toBe(true);
    expect(radio('December')).toHaveFocus();
    fireEvent.keyDown(radio('December'), { key: 'Home' });
    expect(radio('January').checked).toBe(true);
    expect(radio('January')).toHaveFocus();
  });

  it('is the same script on every page and every day, so its CSP hash never changes', () => {
    expect(NEWS_SCRIPT).not.toMatch(/20\d\d|March|holi/);
  });
});
