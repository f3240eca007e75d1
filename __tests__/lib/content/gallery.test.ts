/** @jest-environment node */
import path from 'node:path';
import { getGalleryPhotos, getOutdoorPhotos } from '@/lib/content/gallery';
import { PHOTO_CATEGORIES } from '@/lib/gallery-categories';
import { errorLines } from './content-errors';

const fixtures = path.join(__dirname, '..', '..', 'fixtures', 'content');


describe('gallery content', () => {
  it('loads photos in file order with their alt text and optional category', () => {
    expect(getGalleryPhotos(path.join(fixtures, 'valid'))).toEqual([
      { image: 'gallery/sports-day.jpg', alt: 'Runners at the finish line of the sports day sprint', category: 'Sports & Competitions' },
      { image: 'gallery/diwali.jpg', alt: 'Students lighting lamps at the Diwali assembly', category: 'Celebrations' },
      { image: 'gallery/library.jpg', alt: 'The junior reading corner of the library' },
    ]);
    expect(getOutdoorPhotos(path.join(fixtures, 'valid'))).toEqual([{ image: 'outdoor/relay.jpg', alt: 'Relay runners waiting for the baton' }]);
  });

  it('names the file and field of an unknown category and of a missing image, one line each', () => {
    expect(errorLines(() => getGalleryPhotos(path.join(fixtures, 'broken-gallery')))).toEqual([
      `__tests__/fixtures/content/broken-gallery/gallery.yml: photos[1].category: Unknown category "Sport": use one of ${PHOTO_CATEGORIES.join(', ')}`,
      '__tests__/fixtures/content/broken-gallery/gallery.yml: photos[2].image: No such image under content/images/',
    ]);
  });

  it('refuses a category on /outdoor photos and a photo without alt text', () => {
    const problems = errorLines(() => getOutdoorPhotos(path.join(fixtures, 'broken-gallery')));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^__tests__\/fixtures\/content\/broken-gallery\/outdoor\.yml: photos\[0\]: Unrecognized key: "category"/);
    expect(problems[1]).toMatch(/^__tests__\/fixtures\/content\/broken-gallery\/outdoor\.yml: photos\[1\]\.alt: /);
  });

  it('reports a missing list file by name', () => {
    expect(() => getGalleryPhotos(path.join(fixtures, 'broken-yaml'))).toThrow(
      '__tests__/fixtures/content/broken-yaml/gallery.yml: (file): file not found',
    );
  });

  it('has about 70 gallery photos across every category, some uncategorised, and 14 outdoor photos', () => {
    const photos = getGalleryPhotos();
    expect(photos.length).toBeGreaterThanOrEqual(65);
    expect(photos.length).toBeLessThanOrEqual(75);
    for (const category of PHOTO_CATEGORIES) expect(photos.some((photo) => photo.category === category)).toBe(true);
    expect(photos.filter((photo) => !photo.category).length).toBeGreaterThan(0);
    expect(getOutdoorPhotos()).toHaveLength(14);
  });

  it('gives every photo its own image and its own alt text', () => {
    const photos = [...getGalleryPhotos(), ...getOutdoorPhotos()];
    expect(new Set(photos.map((photo) => photo.image)).size).toBe(photos.length);
    expect(new Set(photos.map((photo) => photo.alt.toLowerCase())).size).toBe(photos.length);
    for (const photo of photos) expect(photo.alt).not.toMatch(/^(photo|image|picture) of/i);
  });
});
