import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GalleryBrowser } from '@/components/gallery-browser/gallery-browser';
import { GalleryPrefilter } from '@/components/gallery-browser/gallery-prefilter';
import type { ImageData } from '@/lib/images';

function image(key: string): ImageData {
  const variant = { width: 320, height: 213, avif: `/media/h/${key}-320.avif`, webp: `/media/h/${key}-320.webp` };
  return { key, width: 320, height: 213, variants: [variant], blurDataUrl: 'data:image/webp;base64,AAAA' };
}

/** Runs the inline script as the browser would while parsing the page. */
function runPrefilter(search: string) {
  window.history.replaceState(null, '', `/gallery${search}`);
  const html = renderToStaticMarkup(<GalleryPrefilter />);
  const code = html.replace(/^<script>/, '').replace(/<\/script>$/, '');
  new Function(code)();
}

const prefilterStyle = () => document.getElementById('gallery-prefilter');

describe('GalleryPrefilter', () => {
  afterEach(() => prefilterStyle()?.remove());

  it('hides the other categories\' tiles before the first paint when the address names a category', () => {
    runPrefilter('?category=Republic-Day');
    expect(prefilterStyle()?.textContent).toBe('[data-filterable]>li:not([data-category="republic-day"]){display:none}');
  });

  it('does nothing for All, an unknown category or no category', () => {
    for (const search of ['', '?category=all', '?category=sports', '?category="]{}body{display:none']) {
      runPrefilter(search);
      expect(prefilterStyle()).toBeNull();
    }
  });

  it('hands over to the island, which marks the same tiles and removes the style', () => {
    runPrefilter('?category=celebrations');
    expect(prefilterStyle()).not.toBeNull();
    const { container } = render(
      <GalleryBrowser
        photos={[
          { image: image('diwali'), alt: 'Students lighting lamps at the Diwali assembly', category: 'Celebrations' },
          { image: image('relay'), alt: 'The baton change in the relay', category: 'Sports & Competitions' },
          { image: image('reading'), alt: 'The junior reading corner of the library' },
        ]}
      />,
    );
    expect(prefilterStyle()).toBeNull();
    const tiles = [...container.querySelectorAll('[data-filterable] > li')];
    expect(tiles.map((tile) => [tile.getAttribute('data-category'), tile.hasAttribute('hidden')])).toEqual([
      ['celebrations', false],
      ['sports-competitions', true],
      [null, true],
    ]);
  });
});
