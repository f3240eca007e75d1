import { render, screen } from '@testing-library/react';
import { MapEmbed, placeholderDocument } from '@/components/map-embed/map-embed';

const SRC = 'https://www.google.com/maps?q=Undri,+Pune&output=embed';

describe('MapEmbed', () => {
  it('fetches nothing from the map provider at first: its titled frame shows a small document of its own', () => {
    render(<MapEmbed src={SRC} title="Map showing the school in Undri, Pune" />);
    const frame = screen.getByTitle('Map showing the school in Undri, Pune');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).not.toHaveAttribute('src');
    expect(frame.getAttribute('srcdoc')).toBe(placeholderDocument(SRC));
  });

  it("offers 'Show map', a plain link that loads the embed into the frame", () => {
    const doc = new DOMParser().parseFromString(placeholderDocument(SRC), 'text/html');
    const link = doc.querySelector('a')!;
    expect(link.textContent).toBe('Show map');
    expect(link.getAttribute('href')).toBe(SRC);
    expect(link.hasAttribute('target')).toBe(false);
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.body.textContent).toContain('The map is loaded from Google Maps only when you ask for it.');
  });

  it('escapes the address', () => {
    expect(placeholderDocument('https://maps.example/?q="a"&b=<c>')).toContain('href="https://maps.example/?q=&quot;a&quot;&amp;b=&lt;c&gt;"');
  });
});
