import { fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CATEGORY_NAME, filterStyles, GALLERY_SCRIPT, GalleryBrowser, type CategorisedPhoto } from '@/components/gallery-browser/gallery-browser';
import { GALLERY_CATEGORIES } from '@/lib/gallery-categories';
import { sampleImage } from './helpers/sample-image';

const image = (key: string) => sampleImage(key);

const photos: CategorisedPhoto[] = [
  { image: image('diwali'), alt: 'Students lighting lamps at the Diwali assembly', category: 'Celebrations' },
  { image: image('christmas'), alt: 'The primary choir singing carols', category: 'Celebrations' },
  { image: image('relay'), alt: 'The baton change in the relay', category: 'Sports & Competitions' },
  { image: image('parade'), alt: 'House contingents marching past on Republic Day', category: 'Republic Day' },
  { image: image('reading'), alt: 'The junior reading corner of the library' },
];

const filterGroup = () => screen.getByRole('group', { name: 'Show photos by category' });
const filter = (name: RegExp) => within(filterGroup()).getByRole('radio', { name }) as HTMLInputElement;
const checked = () =>
  within(filterGroup())
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => (radio as HTMLInputElement).value);

/** The built HTML in the document, with the inline script run where the parser would run it. */
function loadPage(address: string) {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = renderToStaticMarkup(<GalleryBrowser photos={photos} />);
  const script = document.querySelector('script')!;
  expect(script.textContent).toBe(GALLERY_SCRIPT);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(GALLERY_SCRIPT)();
}

function choose(radio: HTMLInputElement) {
  radio.checked = true;
  fireEvent.change(radio);
}

describe('GalleryBrowser', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('offers the eleven categories as a radio group with their photo counts, and every photo as a tile', () => {
    document.body.innerHTML = renderToStaticMarkup(<GalleryBrowser photos={photos} />);
    const radios = within(filterGroup()).getAllByRole('radio');
    expect(radios).toHaveLength(11);
    expect(radios.every((radio) => radio.getAttribute('name') === CATEGORY_NAME)).toBe(true);
    // Nothing is chosen in the HTML: the CSS then shows All (and without JavaScript it stays so).
    expect(checked()).toEqual([]);
    expect(filter(/^All 5 photos$/)).toBeInTheDocument();
    expect(filter(/^Celebrations 2 photos$/)).toBeInTheDocument();
    expect(filter(/^Summer Camp 0 photos$/)).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(5);
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.map((tile) => tile.getAttribute('data-category'))).toEqual(['celebrations', 'celebrations', 'sports-competitions', 'republic-day', '']);
    // One status line per category; the CSS shows the chosen one.
    const status = screen.getByRole('status');
    expect([...status.querySelectorAll('[data-status]')].map((line) => line.textContent)).toContain('Showing all 5 photos');
    expect(status.querySelector('[data-status="celebrations"]')!.textContent).toBe('Showing 2 photos in Celebrations');
    expect(status.querySelector('[data-status="republic-day"]')!.textContent).toBe('Showing 1 photo in Republic Day');
  });

  it('writes one pair of rules per category: its photos and its status line, uncategorised photos under All only', () => {
    const css = filterStyles();
    expect(css).toContain('[data-gallery]:has(#gallery-category-celebrations:checked) [data-filterable]>li:not([data-category="celebrations"]){display:none}');
    expect(css).toContain('[data-gallery]:has(#gallery-category-celebrations:checked) [data-status="celebrations"]{display:inline}');
    expect(css).not.toContain('[data-category="all"]');
    expect(css).toContain('[data-gallery]:not(:has(input[name="gallery-category"]:checked)) [data-status="all"]{display:inline}');
    expect(css.match(/\[data-filterable\]/g)).toHaveLength(GALLERY_CATEGORIES.length - 1);
  });

  it('chooses All for a plain address, before the grid is parsed', () => {
    loadPage('/gallery');
    expect(checked()).toEqual(['all']);
  });

  it("chooses a shared address's category, whatever its case, and ignores an unknown one", () => {
    loadPage('/gallery?category=Celebrations');
    expect(checked()).toEqual(['celebrations']);
    loadPage('/gallery?utm_source=whatsapp&category=republic-day');
    expect(checked()).toEqual(['republic-day']);
    loadPage('/gallery?category=no-such-thing');
    expect(checked()).toEqual(['all']);
  });

  it('keeps the address in step with the chosen category, keeping other parameters', () => {
    loadPage('/gallery?utm_source=whatsapp');
    choose(filter(/^Celebrations/));
    expect(window.location.search).toBe('?utm_source=whatsapp&category=celebrations');
    choose(filter(/^Sports & Competitions/));
    expect(window.location.search).toBe('?utm_source=whatsapp&category=sports-competitions');
    choose(filter(/^All/));
    expect(window.location.search).toBe('?utm_source=whatsapp');
    expect(window.location.pathname).toBe('/gallery');
  });

  it('is the same script on every page and every build, so its CSP hash never changes', () => {
    expect(GALLERY_SCRIPT).not.toMatch(/celebrations|Diwali/i);
  });
});
