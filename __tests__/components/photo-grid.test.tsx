import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Island } from '@/components/island/island';
import { gridId, PhotoGrid, type GridPhoto } from '@/components/photo-grid/photo-grid';
import { photoGridEarly } from '@/components/photo-grid/photo-grid.early';
import photoGridIsland from '@/components/photo-grid/photo-grid.island';
import { FAILED_MESSAGE, LIGHTBOX_SETTINGS } from '@/components/photo-grid/photo-lightbox';
import { tileSlide } from '@/components/photo-grid/photo-tiles';
import { sampleImage } from './helpers/sample-image';

const image = (key: string) => sampleImage(key);

const photos: GridPhoto[] = [
  { image: image('football'), alt: 'Footballers chasing the ball' },
  { image: image('relay'), alt: 'Relay runners waiting for the baton' },
  { image: image('yoga'), alt: 'A yoga session on the front lawn' },
];

/** The label of the slide on show, e.g. "Photo 2 of 3". */
const currentSlide = () => document.querySelector('.yarl__slide_current')?.getAttribute('aria-label');
const currentSlideOf = (portals: NodeListOf<Element>) => portals[0]?.querySelector('.yarl__slide_current')?.getAttribute('aria-label');

describe('PhotoGrid and its lightbox', () => {
  beforeAll(() => {
    // jsdom has no layout observers; the lightbox only needs them to exist.
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });

  it('uses the spec constants: 300 ms animations, 10 px padding, 180 ms key repeat, zoom to 300 %', () => {
    expect(LIGHTBOX_SETTINGS).toEqual({
      animation: { fade: 300, swipe: 300, zoom: 300 },
      padding: '10px',
      keyRepeatMs: 180,
      maxZoomPixelRatio: 3,
    });
  });

  it("gives the lightbox the pipeline's WebP variants read back from the tile's HTML, never the original", () => {
    document.body.innerHTML = renderToString(<PhotoGrid photos={photos} label="Outdoor activities photos" />);
    const slide = tileSlide(document.querySelectorAll('a')[0]);
    expect(slide.src).toBe('/media/h/football-1400.webp');
    expect(slide.srcSet).toEqual(image('football').variants.map((variant) => ({ src: variant.webp, width: variant.width, height: variant.height })));
    expect([slide.width, slide.height]).toEqual([1400, 933]);
    expect(slide.alt).toBe('Footballers chasing the ball');
    expect(JSON.stringify(slide)).not.toContain('.jpg');
    document.body.innerHTML = '';
  });

  it('offers a tile only the WebP widths a tile can use: up to twice its widest, 320 px', () => {
    document.body.innerHTML = renderToString(<PhotoGrid photos={photos} label="Outdoor activities photos" />);
    const tile = document.querySelectorAll('a')[0];
    expect(tile.querySelector('source')).toBeNull();
    const img = tile.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/media/h/football-320.webp 320w, /media/h/football-480.webp 480w, /media/h/football-640.webp 640w');
    expect(img.getAttribute('src')).toBe('/media/h/football-640.webp');
    // The lightbox still gets the full-size variants (above).
    expect(tileSlide(tile).srcSet?.map((variant) => variant.width)).toEqual([320, 480, 640, 800, 1080, 1280, 1400]);
    document.body.innerHTML = '';
  });

  it("is an island whose props are the list's id and the zoom, not the photos: the tiles are its server-rendered children", () => {
    const tree = PhotoGrid({ photos, label: 'Outdoor activities photos', zoom: true }) as ReactElement<{ of: unknown; props: unknown }>;
    expect(tree.type).toBe(Island);
    expect(tree.props.of).toBe(photoGridIsland);
    expect(tree.props.props).toEqual({ gridId: 'outdoor-activities-photos-grid', zoom: true });
    expect(gridId('Gallery photos')).toBe('gallery-photos-grid');
    const html = renderToString(<PhotoGrid photos={photos} label="Outdoor activities photos" />);
    expect(html).toContain(
      'data-island="photo-grid" data-wake="interaction" data-props="{&quot;gridId&quot;:&quot;outdoor-activities-photos-grid&quot;,&quot;zoom&quot;:false}"',
    );
    expect(html).toContain('id="outdoor-activities-photos-grid"');
  });

  it('renders each photo as a named link to its full-size WebP, with a lazy image after the first ones', () => {
    const html = renderToString(<PhotoGrid photos={photos} label="Outdoor activities photos" eagerCount={1} />);
    // Before the island: plain links, nothing that promises a dialog.
    expect(html).not.toContain('aria-haspopup');
    expect(html).not.toContain('data-enhanced');
    render(<PhotoGrid photos={photos} label="Outdoor activities photos" eagerCount={1} />);
    const tiles = screen.getAllByRole('link');
    expect(tiles.map((tile) => tile.textContent === '' && tile.querySelector('img')?.alt)).toEqual(photos.map((photo) => photo.alt));
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(['/media/h/football-1400.webp', '/media/h/relay-1400.webp', '/media/h/yoga-1400.webp']);
    // With the island: a plain click opens the lightbox.
    expect(screen.getByRole('link', { name: 'Relay runners waiting for the baton' })).toHaveAttribute('aria-haspopup', 'dialog');
    const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('leaves a modified click (new tab) to the browser', () => {
    render(<PhotoGrid photos={photos} label="Outdoor activities photos" />);
    const tile = screen.getByRole('link', { name: 'Footballers chasing the ball' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    tile.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens among the tiles the page shows: a hidden tile is left out', async () => {
    const user = userEvent.setup();
    render(<PhotoGrid photos={photos} label="Outdoor activities photos" />);
    (screen.getAllByRole('listitem')[0] as HTMLElement).style.display = 'none';
    await user.click(screen.getByRole('link', { name: 'A yoga session on the front lawn' }));
    await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(currentSlide()).toBe('Photo 2 of 2');
  });

  it('opens the clicked photo in a labelled dialog, wraps both ways, limits key repeat and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<PhotoGrid photos={photos} label="Outdoor activities photos" />);
    const tile = screen.getByRole('link', { name: 'Relay runners waiting for the baton' });
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(currentSlide()).toBe('Photo 2 of 3');

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(currentSlide()).toBe('Photo 3 of 3'));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(currentSlide()).toBe('Photo 1 of 3'));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await waitFor(() => expect(currentSlide()).toBe('Photo 3 of 3'));

    // Presses 100 ms apart on the page's clock: the second is dropped, the third (200 ms after the first) counts.
    // Real pauses between them let the lightbox's own, shorter (150 ms) throttle pass each one through.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const now = jest.spyOn(performance, 'now');
    for (const time of [10_000, 10_100, 10_200]) {
      now.mockReturnValue(time);
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    }
    expect(currentSlide()).toBe('Photo 2 of 3');
    now.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Close photo viewer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tile).toHaveFocus();
  });

  it('closes on Escape and says so when a photo fails to load', async () => {
    const user = userEvent.setup();
    render(<PhotoGrid photos={photos} label="Outdoor activities photos" />);
    await user.click(screen.getByRole('link', { name: 'Footballers chasing the ball' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo viewer' });
    const shown = dialog.querySelector<HTMLImageElement>('.yarl__slide_current img');
    expect(shown?.getAttribute('srcset')).toContain('/media/h/football-1400.webp 1400w');
    fireEvent.error(shown!);
    expect(await screen.findByText(FAILED_MESSAGE)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('a tap before the island is ready (photo-grid.early.ts)', () => {
    const tap = (tile: Element) => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      Object.defineProperty(click, 'target', { value: tile });
      return click;
    };

    it('shows the tapped photo at once, large, from the image on the page; the island opens its lightbox on it and takes over', async () => {
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(<PhotoGrid photos={photos} label="Outdoor activities photos" />);
      const root = container.querySelector<HTMLElement>('[data-island]')!;
      const tile = container.querySelectorAll('a')[1];
      expect(photoGridEarly(tap(tile), root)).toBe(true);
      const early = document.querySelector('[data-early-viewer]')!;
      expect(early).toHaveAttribute('data-early-viewer', 'outdoor-activities-photos-grid 1');
      const viewer = screen.getByRole('dialog', { name: 'Photo viewer' });
      expect(viewer).toBe(early);
      expect(viewer).toHaveAttribute('aria-modal', 'true');
      expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'Relay runners waiting for the baton');
      expect(within(viewer).getByRole('img').getAttribute('src')).toMatch(/relay-\d+\.webp$/);
      expect(within(viewer).getByRole('button', { name: 'Close photo viewer' })).toBeInTheDocument();

      container.remove();
      render(<PhotoGrid photos={photos} label="Outdoor activities photos" />);
      await waitFor(() => expect(currentSlideOf(document.querySelectorAll('.yarl__portal:not([data-early-viewer])'))).toBe('Photo 2 of 3'));
      // The early viewer stays on top until the lightbox has opened (a 300 ms fade) and its own photo is there.
      await act(() => new Promise((resolve) => setTimeout(resolve, LIGHTBOX_SETTINGS.animation.fade + 100)));
      expect(document.querySelector('[data-early-viewer]')).not.toBeNull();
      const own = Array.from(document.querySelectorAll('.yarl__slide_current img')).find((img) => !img.closest('[data-early-viewer]'))!;
      fireEvent.load(own);
      await waitFor(() => expect(document.querySelector('[data-early-viewer]')).toBeNull());
    });

    it('closes with its button (or Escape) before the island arrives, and then nothing opens', async () => {
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(<PhotoGrid photos={photos} label="Outdoor activities photos" />);
      const tile = container.querySelectorAll('a')[0];
      photoGridEarly(tap(tile), container.querySelector<HTMLElement>('[data-island]')!);
      screen.getByRole('button', { name: 'Close photo viewer' }).click();
      expect(document.querySelector('[data-early-viewer]')).toBeNull();
      expect(tile).toHaveFocus();
      photoGridEarly(tap(tile), container.querySelector<HTMLElement>('[data-island]')!);
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(document.querySelector('[data-early-viewer]')).toBeNull();
      container.remove();
      render(<PhotoGrid photos={photos} label="Outdoor activities photos" />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
