import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GalleryBrowser, type CategorisedPhoto } from '@/components/gallery-browser/gallery-browser';
import type { ImageData } from '@/lib/images';

function image(key: string): ImageData {
  const variant = (width: number) => ({ width, height: (width * 2) / 3, avif: `/media/h/${key}-${width}.avif`, webp: `/media/h/${key}-${width}.webp` });
  return { key, width: 1400, height: 933, variants: [variant(320), variant(800), variant(1400)], blurDataUrl: 'data:image/webp;base64,AAAA' };
}

const photos: CategorisedPhoto[] = [
  { image: image('diwali'), alt: 'Students lighting lamps at the Diwali assembly', category: 'Celebrations' },
  { image: image('christmas'), alt: 'The primary choir singing carols', category: 'Celebrations' },
  { image: image('relay'), alt: 'The baton change in the relay', category: 'Sports & Competitions' },
  { image: image('parade'), alt: 'House contingents marching past on Republic Day', category: 'Republic Day' },
  { image: image('reading'), alt: 'The junior reading corner of the library' },
];

const filterGroup = () => screen.getByRole('group', { name: 'Show photos by category' });
const filterButton = (name: RegExp) => within(filterGroup()).getByRole('button', { name });
/** The photos a visitor can see (hidden tiles are left out of the accessibility tree). */
const visibleAlts = () => screen.getAllByRole('img').map((img) => img.getAttribute('alt'));

describe('GalleryBrowser', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/gallery');
  });

  it('offers the eleven category buttons with their photo counts, All pressed and every photo shown', () => {
    render(<GalleryBrowser photos={photos} />);
    const buttons = within(filterGroup()).getAllByRole('button');
    expect(buttons).toHaveLength(11);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', ...Array(10).fill('false')]);
    expect(filterButton(/^All 5 photos$/)).toBeInTheDocument();
    expect(filterButton(/^Celebrations 2 photos$/)).toBeInTheDocument();
    expect(filterButton(/^Summer Camp 0 photos$/)).toBeInTheDocument();
    expect(visibleAlts()).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 5 photos');
  });

  it('shows only the chosen category, writes it to the address and shows uncategorised photos only under All', async () => {
    const user = userEvent.setup();
    render(<GalleryBrowser photos={photos} />);
    await user.click(filterButton(/^Celebrations/));
    expect(filterButton(/^Celebrations/)).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton(/^All/)).toHaveAttribute('aria-pressed', 'false');
    expect(visibleAlts()).toEqual(['Students lighting lamps at the Diwali assembly', 'The primary choir singing carols']);
    expect(window.location.search).toBe('?category=celebrations');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 photos in Celebrations');

    await user.click(filterButton(/^Sports & Competitions/));
    expect(visibleAlts()).toEqual(['The baton change in the relay']);
    expect(window.location.search).toBe('?category=sports-competitions');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 photo in Sports & Competitions');

    await user.click(filterButton(/^All/));
    expect(visibleAlts()).toHaveLength(5);
    expect(visibleAlts()).toContain('The junior reading corner of the library');
    expect(window.location.search).toBe('');
  });

  it('preselects the category named in the address it was opened with', () => {
    window.history.replaceState(null, '', '/gallery?category=republic-day');
    render(<GalleryBrowser photos={photos} />);
    expect(filterButton(/^Republic Day/)).toHaveAttribute('aria-pressed', 'true');
    expect(visibleAlts()).toEqual(['House contingents marching past on Republic Day']);
  });

  it('keeps every tile in the markup, as buttons named by their photo, so the grid works without JavaScript', async () => {
    const user = userEvent.setup();
    const { container } = render(<GalleryBrowser photos={photos} />);
    await user.click(filterButton(/^Republic Day/));
    expect(container.querySelectorAll('li')).toHaveLength(5);
    expect(container.querySelectorAll('li[hidden]')).toHaveLength(4);
    const grid = screen.getByRole('list', { name: 'Gallery photos' });
    expect(within(grid).getByRole('button', { name: 'House contingents marching past on Republic Day' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('can be driven with the keyboard', async () => {
    const user = userEvent.setup();
    render(<GalleryBrowser photos={photos} />);
    filterButton(/^All/).focus();
    await user.tab();
    expect(filterButton(/^School Campus/)).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(filterButton(/^Celebrations/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(filterButton(/^Celebrations/)).toHaveAttribute('aria-pressed', 'true');
    expect(visibleAlts()).toHaveLength(2);
  });
});
