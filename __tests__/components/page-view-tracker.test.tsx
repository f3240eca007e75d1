import { act, fireEvent, render, screen } from '@testing-library/react';
import { CONSENT_KEY, PageViewTracker } from '@/components/analytics/page-view-tracker';

describe('PageViewTracker (Google Analytics, only after consent)', () => {
  beforeEach(() => {
    delete window.gtag;
    window.dataLayer = [];
    document.head.innerHTML = '';
    localStorage.clear();
  });

  const pageViews = () =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string }).page_path);
  const gtagScripts = () => document.head.querySelectorAll('script[src*="googletagmanager.com/gtag/js?id=G-TEST"]');

  it('loads nothing of Google until the visitor allows it, then sends one page view with path and query for the page', () => {
    window.history.replaceState(null, '', '/gallery?category=celebrations');
    const view = render(<PageViewTracker measurementId="G-TEST" />);
    expect(screen.getByRole('region', { name: 'May we use Google Analytics?' })).toBeInTheDocument();
    expect(gtagScripts()).toHaveLength(0);
    expect(pageViews()).toEqual([]);

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Allow' })));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(screen.queryByRole('region', { name: 'May we use Google Analytics?' })).toBeNull();
    expect(gtagScripts()).toHaveLength(1);
    expect(pageViews()).toEqual(['/gallery?category=celebrations']);

    // Every navigation is a page load (plain links): the next page's island sends its own view, with the same script.
    view.unmount();
    window.history.replaceState(null, '', '/rules');
    render(<PageViewTracker measurementId="G-TEST" />);
    expect(pageViews()).toEqual(['/gallery?category=celebrations', '/rules']);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('never loads it after "No, thanks", and does not ask again', () => {
    const first = render(<PageViewTracker measurementId="G-TEST" />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'No, thanks' })));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(screen.queryByRole('region')).toBeNull();
    first.unmount();
    render(<PageViewTracker measurementId="G-TEST" />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(gtagScripts()).toHaveLength(0);
    expect(pageViews()).toEqual([]);
  });

  it('does not ask, and loads nothing, under Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      render(<PageViewTracker measurementId="G-TEST" />);
      expect(screen.queryByRole('region')).toBeNull();
      expect(gtagScripts()).toHaveLength(0);
    } finally {
      delete (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });
});
