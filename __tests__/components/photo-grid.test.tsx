import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Island } from '@/components/island/island';
import { gridId, PhotoGrid, type GridPhoto } from '@/components/photo-grid/photo-grid';
import { photoGridEarly } from '@/components/photo-grid/photo-grid.early';
import photoGridIsland from '@/components/photo-grid/photo-grid.island';
import { FAILED_MESSAGE, LIGHTBOX_SETTINGS } from '@/components/photo-grid/photo-lightbox';
import { fitPhoto, tileSlide, VIEWER_CLASS } from '@/components/photo-grid/photo-tiles';
import { sampleImage } from './helpers/sample-image';

const image = (key: string) => sampleImage(key);

const photos: GridPhoto[] = [
  { image: image('football'), alt: 'Footballers chasing the ball' },
  { image: image('relay'), alt: 'Relay runners waiting for the baton' },
  { image: image('yoga'), alt: 'A yoga session on the front lawn' },
];

/** The label of the photo on show, e.g. "Photo 2 of 3" (the lightbox's, not the early viewer's). */
const LIGHTBOX = `.${VIEWER_CLASS.root}:not([data-early-viewer])`;
const currentSlide = () => document.querySelector(`${LIGHTBOX} .${VIEWER_CLASS.stage}`)?.getAttribute('aria-label');
/** The lightbox's photo. */
const shownImage = () => document.querySelector<HTMLImageElement>(`${LIGHTBOX} .${VIEWER_CLASS.image}`);
/** Lets a fade or the key repeat limit pass. */
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('PhotoGrid and its lightbox', () => {
  it('uses the spec constants: 300 ms animations, 10 px padding, 180 ms key repeat, zoom to 300 %', () => {
    expect(LIGHTBOX_SETTINGS).toEqual({ animationMs: 300, paddingPx: 10, keyRepeatMs: 180, maxZoomPixelRatio: 3 });
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
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const now = jest.spyOn(performance, 'now');
    for (const time of [10_000, 10_100, 10_200]) {
      now.mockReturnValue(time);
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    }
    now.mockRestore();
    await waitFor(() => expect(currentSlide()).toBe('Photo 2 of 3'));

    await user.click(screen.getByRole('button', { name: 'Close photo viewer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tile).toHaveFocus();
  });

  it('closes on Escape and says so when a photo fails to load', async () => {
    const user = userEvent.setup();
    render(<PhotoGrid photos={photos} label="Outdoor activities photos" />);
    await user.click(screen.getByRole('link', { name: 'Footballers chasing the ball' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo viewer' });
    const shown = dialog.querySelector<HTMLImageElement>(`.${VIEWER_CLASS.image}`);
    expect(shown?.getAttribute('srcset')).toContain('/media/h/football-1400.webp 1400w');
    // Fitted inside the window with the spec's padding, and the photo's variant chosen for that size.
    const fitted = fitPhoto(tileSlide(screen.getByRole('link', { name: 'Footballers chasing the ball' })));
    expect(shown).toHaveStyle({ width: `${fitted.width}px`, height: `${fitted.height}px` });
    expect(shown?.getAttribute('sizes')).toBe(`${Math.round(fitted.width)}px`);
    fireEvent.error(shown!);
    expect(await within(dialog).findByText(FAILED_MESSAGE)).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
    // The next photo is not marked failed.
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(currentSlide()).toBe('Photo 2 of 3'));
    expect(within(dialog).queryByText(FAILED_MESSAGE)).toBeNull();
    expect(shownImage()).toHaveAttribute('alt', 'Relay runners waiting for the baton');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps focus in the dialog, makes the page beside it inert, and fades out on close (at once for reduced motion)', async () => {
    const user = userEvent.setup();
    const { container } = render(<PhotoGrid photos={photos} label="Outdoor activities photos" />);
    const tile = screen.getByRole('link', { name: 'A yoga session on the front lawn' });
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(dialog).toHaveFocus();
    expect(container).toHaveAttribute('inert');
    // Without zoom: close, previous, next; Tab goes round them and never leaves the dialog.
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Close photo viewer', 'Previous photo', 'Next photo']);
    for (const expected of [...buttons, buttons[0]]) {
      await user.tab();
      expect(expected).toHaveFocus();
    }
    await user.tab({ shift: true });
    expect(buttons[2]).toHaveFocus();

    // The backdrop (the stage beside the photo) closes, after the 300 ms fade.
    await user.click(dialog.querySelector<HTMLElement>(`.${VIEWER_CLASS.stage}`)!);
    expect(dialog).toHaveClass('photo-viewer--closing');
    expect(container).not.toHaveAttribute('inert');
    expect(tile).toHaveFocus();
    await pause(LIGHTBOX_SETTINGS.animationMs - 100);
    expect(screen.getByRole('dialog')).toBe(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A reader who asked for less motion: no fade.
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as unknown as typeof window.matchMedia;
    try {
      await user.click(tile);
      await screen.findByRole('dialog', { name: 'Photo viewer' });
      await user.keyboard('{Escape}');
      await pause(10);
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('zooms (on grids with zoom) from the fitted photo up to 300 % of its pixel size with the buttons, the keys, the wheel and a double click, and back', async () => {
    const user = userEvent.setup();
    render(<PhotoGrid photos={photos} label="Outdoor activities photos" zoom />);
    const tile = screen.getByRole('link', { name: 'Footballers chasing the ball' });
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'Photo viewer' });
    const slide = tileSlide(tile);
    const fitted = fitPhoto(slide);
    const max = Math.round(((slide.width * 3) / fitted.width) * 1e5) / 1e5;
    const scale = () => Number(/scale\(([\d.]+)\)/.exec(shownImage()!.style.transform)?.[1] ?? 1);
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();

    // Each press doubles, up to the largest zoom, then the button is disabled (and focus stays in the dialog).
    const steps: number[] = [];
    while (!zoomIn.hasAttribute('disabled')) {
      await user.click(zoomIn);
      steps.push(scale());
    }
    expect(steps).toEqual([2, 4, max].filter((step) => step <= max));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The browser is asked for the variant that size needs.
    expect(shownImage()!.getAttribute('sizes')).toBe(`${Math.round(fitted.width * max)}px`);
    // Zoomed, the arrow keys move the photo rather than change it.
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toBe('Photo 1 of 3');
    expect(shownImage()!.style.transform).toMatch(/translate\(-50px, 0px\)/);
    await user.keyboard('-');
    expect(scale()).toBeCloseTo(max / 2);
    while (!zoomOut.hasAttribute('disabled')) await user.click(zoomOut);
    expect(shownImage()!.style.transform).toBe('');

    // The wheel zooms in and out, never past the limits.
    fireEvent.wheel(window, { deltaY: -100 });
    expect(scale()).toBe(2);
    for (let turn = 0; turn < 10; turn += 1) fireEvent.wheel(window, { deltaY: -100 });
    expect(scale()).toBe(max);
    for (let turn = 0; turn < 10; turn += 1) fireEvent.wheel(window, { deltaY: 100 });
    expect(scale()).toBe(1);

    // A double click on the photo zooms in halfway, a second one to the largest, a third back to fitted.
    const doubleClick = async () => {
      for (const timeStamp of [1000, 1200]) {
        const down = new MouseEvent('pointerdown', { bubbles: true, clientX: 500, clientY: 380 });
        Object.defineProperties(down, { timeStamp: { value: timeStamp }, pointerId: { value: 1 }, isPrimary: { value: true } });
        fireEvent(shownImage()!, down);
        const up = new MouseEvent('pointerup', { bubbles: true, clientX: 500, clientY: 380 });
        fireEvent(shownImage()!, Object.defineProperty(up, 'pointerId', { value: 1 }));
      }
    };
    await doubleClick();
    expect(currentSlide()).toBe('Photo 1 of 3');
    expect(scale()).toBeCloseTo(Math.max(Math.sqrt(max), 2));
    await doubleClick();
    expect(scale()).toBe(max);
    await doubleClick();
    expect(scale()).toBe(1);

    // Each photo starts fitted.
    await user.click(zoomIn);
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(currentSlide()).toBe('Photo 2 of 3'));
    expect(shownImage()!.style.transform).toBe('');
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
      await waitFor(() => expect(currentSlide()).toBe('Photo 2 of 3'));
      // The same markup, the photo in the same place: the lightbox takes over without a jump.
      const own = shownImage()!;
      const earlyImage = early.querySelector<HTMLImageElement>(`.${VIEWER_CLASS.image}`)!;
      expect([own.style.width, own.style.height]).toEqual([earlyImage.style.width, earlyImage.style.height]);
      expect(own.getAttribute('sizes')).toBe(`${Math.round(parseFloat(earlyImage.style.width))}px`);
      // The early viewer stays on top until the lightbox has opened (a 300 ms fade) and its own photo is there.
      await pause(LIGHTBOX_SETTINGS.animationMs + 100);
      expect(document.querySelector('[data-early-viewer]')).not.toBeNull();
      // One dialog for assistive technology, the lightbox (focus is there); the early viewer, on top, is not inert:
      // a press on it still closes.
      expect(screen.getAllByRole('dialog', { name: 'Photo viewer' })).toHaveLength(1);
      expect(early.closest('[inert]')).toBeNull();
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
