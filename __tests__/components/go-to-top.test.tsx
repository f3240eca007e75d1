import { fireEvent, render, screen } from '@testing-library/react';
import { GO_TO_TOP_THRESHOLD, GoToTop, TOP_ID } from '@/components/go-to-top/go-to-top';
import { SITE_SCRIPT } from '@/components/site-script/site-script';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('GoToTop', () => {
  it('uses the spec threshold of 100 px', () => {
    expect(GO_TO_TOP_THRESHOLD).toBe(100);
  });

  it('is a plain link to the top of the page, revealed past the threshold by a scroll-driven animation', () => {
    render(<GoToTop />);
    const link = screen.getByRole('link', { name: 'Go to top' });
    expect(link).toHaveAttribute('href', `#${TOP_ID}`);
    expect(link.style.getPropertyValue('animation-range')).toBe('100px 101px');
  });
});

describe('the site script where the browser has no scroll-driven animations (jsdom has none)', () => {
  beforeAll(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    new Function(SITE_SCRIPT)();
  });

  it('marks the page as scrolled only past 100 px, for the CSS to show the button', () => {
    const root = document.documentElement;
    expect(root.hasAttribute('data-scrolled')).toBe(false);
    scrollTo(100);
    expect(root.hasAttribute('data-scrolled')).toBe(false);
    scrollTo(101);
    expect(root.hasAttribute('data-scrolled')).toBe(true);
    scrollTo(40);
    expect(root.hasAttribute('data-scrolled')).toBe(false);
  });
});
