import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { NewsTabs, type NewsTabItem } from '@/components/news-tabs/news-tabs';
import { truncateDescription } from '@/lib/news-text';

const image = { key: 'news/x.jpg', width: 800, height: 534, variants: [{ width: 800, height: 534, avif: '/media/x.avif', webp: '/media/x.webp' }], blurDataUrl: 'data:image/webp;base64,AA==' };

function item(slug: string, date: string, title: string, text: string): NewsTabItem {
  const preview = truncateDescription(text);
  return { slug, date, dateLabel: date, title, paragraphs: [text], excerpt: preview.text, truncated: preview.truncated, image, imageAlt: title };
}

const long1 = `Sports day opened with a torch relay by the school captains and a display of yoga by the primary section. ${'Every house cheered its runners on the track all afternoon. '.repeat(3)}The end.`;
const long2 = `The eco-friendly Holi used colours made in the science lab from turmeric, beetroot and spinach. ${'Children learnt why synthetic colours harm the skin and soil. '.repeat(3)}The end.`;
const items = [
  item('2026-03-14-holi', '2026-03-14', 'Eco Holi', long2),
  item('2026-03-05-results', '2026-03-05', 'Results', 'Results are with the class teachers.'),
  item('2026-02-07-sports', '2026-02-07', 'Sports Day', long1),
  item('2025-03-01-old', '2025-03-01', 'Last year in March', 'An item from an earlier March.'),
];

describe('NewsTabs', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-15T10:00:00'), advanceTimers: true });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('renders every month and every full description in the built HTML (no JavaScript needed)', () => {
    const html = renderToString(<NewsTabs items={items} />);
    for (const month of ['January', 'February', 'March', 'December']) expect(html).toContain(`>${month}</h2>`);
    expect(html).toContain(long1.slice(-60));
    expect(html).toContain(long2.slice(-60));
    expect(html).toContain('No events for January');
    // Nothing is hidden but the previews and 'Read More' buttons that only the pre-paint script shows.
    const page = document.createElement('div');
    page.innerHTML = html;
    const hidden = [...page.querySelectorAll('[hidden]')];
    expect(hidden.map((element) => (element.hasAttribute('data-news-excerpt') ? 'preview' : element.hasAttribute('data-news-more') ? 'button' : element.outerHTML))).toEqual([
      'preview',
      'button',
      'preview',
      'button',
    ]);
    expect([...page.querySelectorAll('button:not([hidden])')].map((button) => button.getAttribute('role'))).toEqual(Array(12).fill('tab'));
  });

  it('selects the current month in the browser and shows only its items', () => {
    render(<NewsTabs items={items} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
    ]);
    const march = screen.getByRole('tab', { name: 'March' });
    expect(march).toHaveAttribute('aria-selected', 'true');
    expect(march).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'January' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'March' });
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Eco Holi', 'Results', 'Last year in March']);
    expect(screen.queryByText('Sports Day')).not.toBeVisible();
  });

  it('shows the empty message for a month without items', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<NewsTabs items={items} />);
    await user.click(screen.getByRole('tab', { name: 'May' }));
    expect(within(screen.getByRole('tabpanel', { name: 'May' })).getByText('No events for May')).toBeVisible();
  });

  it('moves between tabs with the arrow keys, Home and End (roving tabindex)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<NewsTabs items={items} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'March' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'April' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'April' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'February' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'February' })).toHaveTextContent('Sports Day');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'January' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'December' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'January' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'December' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('cuts long descriptions to a preview and expands only one at a time', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const twoLong = [...items, item('2026-03-20-fair', '2026-03-20', 'Book fair', long1)];
    render(<NewsTabs items={twoLong} />);
    const panel = screen.getByRole('tabpanel', { name: 'March' });
    const buttons = within(panel).getAllByRole('button', { name: /^Read More/ });
    expect(buttons).toHaveLength(2);
    expect(within(panel).queryByText(long2)).not.toBeInTheDocument();
    const preview = within(panel).getByText(/^The eco-friendly Holi/);
    expect(preview.textContent?.endsWith('...')).toBe(true);
    expect(preview.textContent!.length).toBeLessThanOrEqual(203);
    // The short item has no toggle.
    expect(within(panel).getByText('Results are with the class teachers.')).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: /^Read More\W+Eco Holi$/ }));
    expect(within(panel).getByText(long2)).toBeVisible();
    expect(within(panel).getByRole('button', { name: /^Read Less\W+Eco Holi$/ })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(panel).getByRole('button', { name: /^Read More\W+Book fair$/ }));
    expect(within(panel).getByText(long1)).toBeVisible();
    expect(within(panel).queryByText(long2)).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /^Read More\W+Eco Holi$/ })).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(panel).getByRole('button', { name: /^Read Less\W+Book fair$/ }));
    expect(within(panel).queryByText(long1)).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: /^Read More/ })).toHaveLength(2);
  });

  it('collapses the open description when another month is chosen', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<NewsTabs items={items} />);
    await user.click(screen.getByRole('button', { name: /^Read More\W+Eco Holi$/ }));
    await user.click(screen.getByRole('tab', { name: 'February' }));
    await act(async () => {
      await user.click(screen.getByRole('tab', { name: 'March' }));
    });
    expect(screen.getByRole('button', { name: /^Read More\W+Eco Holi$/ })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('NewsTabs opened on a link to one item', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-20T10:00:00'), advanceTimers: true });
    window.history.replaceState(null, '', '/news#2026-02-07-sports');
    Element.prototype.scrollIntoView = jest.fn();
  });

  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it("selects the item's month instead of the current one and expands it", () => {
    render(<NewsTabs items={items} />);
    expect(screen.getByRole('tab', { name: 'February' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'November' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText(long1)).toBeVisible();
    expect(screen.getByRole('button', { name: /^Read Less\W+Sports Day$/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
