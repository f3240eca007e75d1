import { srcSet, variantFor, variantsUpTo, webpVariantsFromLargest, widthsFor } from '@/lib/image-srcset';
import { sampleImage } from '../components/helpers/sample-image';

describe('webpVariantsFromLargest', () => {
  it("gives back every WebP variant of an image from its largest one's path, by the pipeline's widths", () => {
    expect(webpVariantsFromLargest('/media/ab12/sports-day-1400.webp')).toEqual(
      [320, 480, 640, 800, 1080, 1280, 1400].map((width) => ({ src: `/media/ab12/sports-day-${width}.webp`, width })),
    );
    // An original wider than the largest step stops at it; a small one has only its own width.
    expect(webpVariantsFromLargest('/media/ab12/wide-1920.webp').map((variant) => variant.width)).toEqual(widthsFor(2400));
    expect(webpVariantsFromLargest('/media/ab12/icon-200.webp')).toEqual([{ src: '/media/ab12/icon-200.webp', width: 200 }]);
  });

  it('refuses a path the pipeline did not write', () => {
    expect(() => webpVariantsFromLargest('/media/ab12/photo.jpg')).toThrow('not a pipeline WebP variant');
    expect(() => webpVariantsFromLargest('')).toThrow();
  });
});

describe('variantsUpTo', () => {
  const image = sampleImage('tile');

  it('stops at the first variant twice the widest the image is shown', () => {
    expect(variantsUpTo(image, 320).map((variant) => variant.width)).toEqual([320, 480, 640]);
    expect(variantsUpTo(image, 300).map((variant) => variant.width)).toEqual([320, 480, 640]);
    expect(variantsUpTo(image, 160).map((variant) => variant.width)).toEqual([320]);
  });

  it('keeps every variant when the image may be shown wider than half its largest', () => {
    expect(variantsUpTo(image)).toBe(image.variants);
    expect(variantsUpTo(image, 900)).toEqual(image.variants);
  });

  it('feeds srcset and the fallback from the same list', () => {
    const variants = variantsUpTo(image, 320);
    expect(srcSet(variants, 'webp')).toBe('/media/h/tile-320.webp 320w, /media/h/tile-480.webp 480w, /media/h/tile-640.webp 640w');
    expect(variantFor(variants, 800).width).toBe(640);
    expect(variantFor(image.variants, 800).width).toBe(800);
  });
});
