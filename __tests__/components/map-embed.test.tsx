import { render, screen } from '@testing-library/react';
import { MapEmbed } from '@/components/map-embed/map-embed';

const SRC = 'https://www.google.com/maps?q=Undri,+Pune&output=embed';

describe('MapEmbed', () => {
  it("keeps the titled map inside a closed native disclosure, lazily loaded, behind 'Show map'", () => {
    const { container } = render(<MapEmbed src={SRC} title="Map showing the school in Undri, Pune" />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Show mapHide map');
    const frame = screen.getByTitle('Map showing the school in Undri, Pune');
    expect(frame.tagName).toBe('IFRAME');
    expect(details).toContainElement(frame);
    // Not rendered while closed, and lazy: the browser fetches nothing from the map provider until it opens.
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('src', SRC);
    expect(screen.getByText('The map is loaded from Google Maps only when you ask for it.')).toBeInTheDocument();
  });
});
