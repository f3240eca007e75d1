import type { ImageData, ImageVariant } from './images';

/** `srcset` for one format: every variant with its width descriptor. Safe in client islands. */
export function srcSet(image: ImageData, format: 'avif' | 'webp'): string {
  return image.variants.map((variant) => `${variant[format]} ${variant.width}w`).join(', ');
}

/** The smallest variant at least `width` pixels wide (or the largest there is). */
export function variantFor(image: ImageData, width: number): ImageVariant {
  return image.variants.find((variant) => variant.width >= width) ?? image.variants[image.variants.length - 1];
}
