import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GO_TO_TOP_THRESHOLD, GoToTop } from '@/components/go-to-top/go-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('GoToTop', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('uses the spec threshold of 100 px', () => {
    expect(GO_TO_TOP_THRESHOLD).toBe(100);
  });

  it('appears only after scrolling more than 100 px', () => {
    render(<GoToTop />);
    expect(screen.queryByRole('button', { name: 'Go to top' })).not.toBeInTheDocument();
    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Go to top' })).not.toBeInTheDocument();
    scrollTo(101);
    expect(screen.getByRole('button', { name: 'Go to top' })).toBeInTheDocument();
    scrollTo(40);
    expect(screen.queryByRole('button', { name: 'Go to top' })).not.toBeInTheDocument();
  });

  it('scrolls the window back to the top', async () => {
    render(<GoToTop />);
    scrollTo(800);
    await userEvent.click(screen.getByRole('button', { name: 'Go to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
