import type { ImageData } from '@/lib/images';

/** An encoded photo as scripts/images.ts describes it: a 3:2 original with AVIF and WebP variants at `widths`. */
export function sampleImage(key: string, widths: number[] = [320, 800, 1400]): ImageData {
  const variant = (width: number) => ({
    width,
    height: Math.round((width * 2) / 3),
    avif: `/media/h/${key}-${width}.avif`,
    webp: `/media/h/${key}-${width}.webp`,
  });
  return { key, width: 1400, height: 933, variants: widths.map(variant), blurDataUrl: 'data:image/webp;base64,AAAA' };
}
