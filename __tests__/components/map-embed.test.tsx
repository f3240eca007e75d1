import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MapEmbed } from '@/components/map-embed/map-embed';

const SRC = 'https://www.google.com/maps?q=Undri,+Pune&output=embed';

describe('MapEmbed', () => {
  it('loads nothing from the map provider until the reader asks for the map', () => {
    const { container } = render(<MapEmbed src={SRC} title="Map showing the school in Undri, Pune" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show map' })).toBeInTheDocument();
  });

  it('shows the titled map on request and moves focus to it', async () => {
    const user = userEvent.setup();
    render(<MapEmbed src={SRC} title="Map showing the school in Undri, Pune" />);
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const frame = screen.getByTitle('Map showing the school in Undri, Pune');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', SRC);
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
  });
});
