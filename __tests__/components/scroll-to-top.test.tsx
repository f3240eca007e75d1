import { render } from '@testing-library/react';
import { ScrollToTop } from '@/components/scroll-to-top/scroll-to-top';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

describe('ScrollToTop', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    mockPathname = '/';
  });

  it('does not move the page on first load', () => {
    render(<ScrollToTop />);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the route changes', () => {
    const view = render(<ScrollToTop />);
    mockPathname = '/rules';
    view.rerender(<ScrollToTop />);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
