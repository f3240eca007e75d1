import { render } from '@testing-library/react';
import { PageViewTracker } from '@/components/analytics/page-view-tracker';

let mockPathname = '/';
let mockQuery = '';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useSearchParams: () => new URLSearchParams(mockQuery),
}));

describe('PageViewTracker', () => {
  beforeEach(() => {
    delete window.gtag;
    window.dataLayer = [];
    document.head.innerHTML = '';
  });

  const pageViews = () =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string }).page_path);

  it('loads the tag once and sends one page view with path and query per navigation', () => {
    mockPathname = '/gallery';
    mockQuery = 'category=celebrations';
    const view = render(<PageViewTracker measurementId="G-TEST" />);
    expect(document.head.querySelectorAll('script[src*="googletagmanager.com/gtag/js?id=G-TEST"]')).toHaveLength(1);
    expect(pageViews()).toEqual(['/gallery?category=celebrations']);

    mockPathname = '/rules';
    mockQuery = '';
    view.rerender(<PageViewTracker measurementId="G-TEST" />);
    expect(pageViews()).toEqual(['/gallery?category=celebrations', '/rules']);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
