import type { ImageData, ImageVariant } from './images';

/** The pipeline's standard widths: scripts/images.ts encodes each original at these, up to its own width. */
export const WIDTHS = [320, 480, 640, 800, 1080, 1280, 1600, 1920];

/** The widths to produce: the standard steps below the original's width, and the original's width if smaller than the largest step. */
export function widthsFor(originalWidth: number): number[] {
  const widths = WIDTHS.filter((width) => width < originalWidth);
  if (originalWidth <= WIDTHS[WIDTHS.length - 1]) widths.push(originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

/** A variant's file name, `<base>-<width>.<format>`: the one naming rule the pipeline writes and the lightbox reads back. */
export const variantFileName = (base: string, width: number, format: 'avif' | 'webp') => `${base}-${width}.${format}`;

/**
 * An image's WebP variants from the path of its largest one (a photo tile's link), by the pipeline's rules: the
 * largest variant's width is what widthsFor kept as the top step, so widthsFor of it gives every width again.
 */
export function webpVariantsFromLargest(largest: string): { src: string; width: number }[] {
  const match = /^(.*)-(\d+)\.webp$/.exec(largest);
  if (!match) throw new Error(`${largest} is not a pipeline WebP variant`);
  const [, base, width] = match;
  return widthsFor(Number(width)).map((each) => ({ src: variantFileName(base, each, 'webp'), width: each }));
}

/**
 * The variants worth offering for an image shown at most `maxShownWidth` CSS pixels wide: up to the first one
 * twice that wide (a 2x screen; a denser one gains nothing visible at that size). All of them when not given.
 */
export function variantsUpTo(image: ImageData, maxShownWidth?: number): ImageVariant[] {
  if (maxShownWidth === undefined) return image.variants;
  const enough = image.variants.findIndex((variant) => variant.width >= 2 * maxShownWidth);
  return enough === -1 ? image.variants : image.variants.slice(0, enough + 1);
}

/** `srcset` for one format: each variant with its width descriptor. Safe in client islands. */
export function srcSet(variants: ImageVariant[], format: 'avif' | 'webp'): string {
  return variants.map((variant) => `${variant[format]} ${variant.width}w`).join(', ');
}

/** The smallest variant at least `width` pixels wide (or the largest there is). */
export function variantFor(variants: ImageVariant[], width: number): ImageVariant {
  return variants.find((variant) => variant.width >= width) ?? variants[variants.length - 1];
}
