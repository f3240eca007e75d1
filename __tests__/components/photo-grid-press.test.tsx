import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PhotoGrid, type GridPhoto } from '@/components/photo-grid/photo-grid';
import { sampleImage } from './helpers/sample-image';

// Records when the lightbox's module is first required: what the island's import() fetches in the browser.
const lightboxLoaded = jest.fn();
jest.mock('@/components/photo-grid/photo-lightbox', () => {
  lightboxLoaded();
  return jest.requireActual('@/components/photo-grid/photo-lightbox');
});

const image = (key: string) => sampleImage(key);

const photos: GridPhoto[] = [
  { image: image('football'), alt: 'Footballers chasing the ball' },
  { image: image('relay'), alt: 'Relay runners waiting for the baton' },
];

describe('PhotoGrid island', () => {
  it('starts fetching the lightbox when a press goes down on a tile, not before, and not for a press beside the tiles', async () => {
    render(
      <>
        <p>Text beside the grid</p>
        <PhotoGrid photos={photos} label="Outdoor activities photos" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('link')[0]).toHaveAttribute('aria-haspopup', 'dialog'));
    fireEvent.pointerDown(screen.getByText('Text beside the grid'));
    fireEvent.pointerDown(screen.getByRole('list', { name: 'Outdoor activities photos' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lightboxLoaded).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('img', { name: 'Relay runners waiting for the baton' }));
    await waitFor(() => expect(lightboxLoaded).toHaveBeenCalledTimes(1));
    // Nothing opened yet: the click does that.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('link').every((tile) => tile.getAttribute('aria-haspopup') === 'dialog')).toBe(true);
  });
});
