import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { analyticsChoiceEarly } from '@/components/analytics/analytics-choice.early';
import { ANALYTICS_CHOICE_LABEL, CONSENT_KEY, PageViewTracker } from '@/components/analytics/page-view-tracker';

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

  it('lets the visitor withdraw consent from the footer link on any page: Google sends nothing more and its cookies go', () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_TEST=GS1.1.789; path=/';
    document.cookie = 'other=kept; path=/';
    render(<PageViewTracker measurementId="G-TEST" />);
    expect(gtagScripts()).toHaveLength(1);
    expect(screen.queryByRole('region')).toBeNull();

    const link = screen.getByRole('link', { name: ANALYTICS_CHOICE_LABEL });
    expect(link).toHaveAttribute('href', '/privacy');
    act(() => fireEvent.click(link));
    const notice = screen.getByRole('region', { name: 'May we use Google Analytics?' });
    expect(notice).toHaveTextContent('Your choice on this device: allowed.');
    expect(screen.getByRole('heading', { name: 'May we use Google Analytics?' })).toHaveFocus();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'No, thanks' })));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST']).toBe(true);
    expect((window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))).toContainEqual([
      'consent',
      'update',
      { analytics_storage: 'denied' },
    ]);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toContain('other=kept');
    expect(screen.queryByRole('region')).toBeNull();
    expect(link).toHaveFocus();
    delete (window as unknown as Record<string, unknown>)['ga-disable-G-TEST'];
    document.cookie = 'other=; Max-Age=0; path=/';
  });

  it('lets a visitor who said no allow it later from the same link', () => {
    localStorage.setItem(CONSENT_KEY, 'denied');
    render(<PageViewTracker measurementId="G-TEST" />);
    act(() => fireEvent.click(screen.getByRole('link', { name: ANALYTICS_CHOICE_LABEL })));
    expect(screen.getByRole('region')).toHaveTextContent('Your choice on this device: not allowed.');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Allow' })));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(gtagScripts()).toHaveLength(1);
    expect(pageViews()).toHaveLength(1);
  });

  it("renders the link to the privacy notice in the built HTML, where the visitor's answer is unknown", () => {
    const html = renderToString(<PageViewTracker measurementId="G-TEST" />);
    expect(html).toBe(`<a href="/privacy" data-analytics-choice="">${ANALYTICS_CHOICE_LABEL}</a>`);
  });

  it('opens the question when it wakes after a press the boot script kept for it', () => {
    localStorage.setItem(CONSENT_KEY, 'denied');
    const root = document.createElement('div');
    root.innerHTML = renderToString(<PageViewTracker measurementId="G-TEST" />);
    document.body.appendChild(root);
    const link = root.querySelector('a')!;
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(press, 'target', { value: link });
    expect(analyticsChoiceEarly(press, root)).toBe(true);
    render(<PageViewTracker measurementId="G-TEST" />, { container: root, hydrate: true });
    expect(screen.getByRole('region', { name: 'May we use Google Analytics?' })).toHaveTextContent('not allowed');
    expect(root).not.toHaveAttribute('data-kept-press');
    root.remove();
  });
});
