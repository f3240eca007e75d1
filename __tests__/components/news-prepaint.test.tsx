import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { NewsPrepaint } from '@/components/news-tabs/news-prepaint';
import { NewsTabs, type NewsTabItem } from '@/components/news-tabs/news-tabs';
import { NEWS_PREPAINT_STYLE_ID, truncateDescription } from '@/lib/news-text';

const image = { key: 'news/x.jpg', width: 800, height: 534, variants: [{ width: 800, height: 534, avif: '/media/x.avif', webp: '/media/x.webp' }], blurDataUrl: 'data:image/webp;base64,AA==' };

function item(slug: string, date: string, title: string, text: string): NewsTabItem {
  const preview = truncateDescription(text);
  return { slug, date, dateLabel: date, title, paragraphs: [text], excerpt: preview.text, truncated: preview.truncated, image, imageAlt: title };
}

const holiText = `The eco-friendly Holi used colours made in the science lab from turmeric, beetroot and spinach. ${'Children learnt why synthetic colours harm the skin and soil. '.repeat(3)}The end.`;
const items = [
  item('2026-03-14-holi', '2026-03-14', 'Eco Holi', holiText),
  item('2026-03-05-results', '2026-03-05', 'Results', 'Results are with the class teachers.'),
  item('2026-02-07-sports', '2026-02-07', 'Sports Day', 'Every house cheered its runners on the track all afternoon.'),
];

const prepaintStyle = () => document.getElementById(NEWS_PREPAINT_STYLE_ID);

/** Runs the inline script as the browser would while parsing the page. */
function runPrepaint(hash = '') {
  window.history.replaceState(null, '', `/news${hash}`);
  const html = renderToStaticMarkup(<NewsPrepaint />);
  const code = html.replace(/^<script>/, '').replace(/<\/script>$/, '');
  new Function(code)();
}

/** The built HTML of the tabs, as the browser has it before hydration. */
function staticTabs() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<NewsTabs items={items} />);
  document.body.appendChild(container);
  return container;
}

const displayed = (element: Element | null) => element !== null && getComputedStyle(element).display !== 'none';

describe('NewsPrepaint', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-15T10:00:00'), advanceTimers: true });
  });

  afterEach(() => {
    jest.useRealTimers();
    prepaintStyle()?.remove();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('is the same text whatever the date, so its CSP hash never changes', () => {
    const march = renderToStaticMarkup(<NewsPrepaint />);
    jest.setSystemTime(new Date('2027-11-02T08:00:00'));
    expect(renderToStaticMarkup(<NewsPrepaint />)).toBe(march);
    expect(march).not.toMatch(/20\d\d|March|Nov/);
  });

  it("shows the browser's current month as the island will, before the first paint", () => {
    const page = staticTabs();
    runPrepaint();
    const style = prepaintStyle()?.textContent ?? '';
    expect(style).toContain('[id^="news-panel-"]:not(#news-panel-2)');
    expect(style).toContain('#news-tab-2{background:var(--color-primary);color:#fff}');
    expect(style).toContain('#news-heading-2{position:absolute;');
    // Only March's panel shows; its long item shows the preview and a 'Read More' instead of the full text.
    const panels = [...page.querySelectorAll('[id^="news-panel-"]')];
    expect(panels.filter(displayed).map((panel) => panel.id)).toEqual(['news-panel-2']);
    const holi = page.querySelector('[id="2026-03-14-holi"]')!;
    expect(displayed(holi.querySelector('[data-news-full]'))).toBe(false);
    expect(displayed(holi.querySelector('[data-news-excerpt]'))).toBe(true);
    expect(holi.querySelector('[data-news-excerpt]')?.textContent).toBe(items[0].excerpt);
    expect(displayed(holi.querySelector('[data-news-more]'))).toBe(true);
    expect(holi.querySelector('[data-news-more]')?.textContent).toBe('Read More: Eco Holi');
    expect(page.querySelector('[id="2026-03-05-results"] [data-news-more]')).toBeNull();
  });

  it('without the script (no JavaScript) every month and full description stays visible', () => {
    const page = staticTabs();
    expect([...page.querySelectorAll('[id^="news-panel-"]')].every(displayed)).toBe(true);
    const holi = page.querySelector('[id="2026-03-14-holi"]')!;
    expect(displayed(holi.querySelector('[data-news-full]'))).toBe(true);
    expect(displayed(holi.querySelector('[data-news-excerpt]'))).toBe(false);
    expect(displayed(holi.querySelector('[data-news-more]'))).toBe(false);
  });

  it('leaves a link to one item (/news#slug) to the island', () => {
    runPrepaint('#2026-02-07-sports');
    expect(prepaintStyle()).toBeNull();
  });

  it('hands over to the island, which selects the same month and removes the style', () => {
    runPrepaint();
    expect(prepaintStyle()).not.toBeNull();
    render(<NewsTabs items={items} />);
    expect(prepaintStyle()).toBeNull();
    expect(screen.getByRole('tab', { name: 'March' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel').id).toBe('news-panel-2');
    expect(screen.getByRole('button', { name: /^Read More\W+Eco Holi$/ })).toBeVisible();
    expect(document.querySelector('[data-news-full], [data-news-excerpt], [data-news-more]')).toBeNull();
  });
});
