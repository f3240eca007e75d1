import { widthsFor } from '@/lib/image-srcset';
import type { ImageData } from '@/lib/images';

/** An encoded photo as scripts/images.ts describes it: a 3:2 original 1400 px wide with AVIF and WebP variants at `widths` (by default the pipeline's). */
export function sampleImage(key: string, widths: number[] = widthsFor(1400)): ImageData {
  const variant = (width: number) => ({
    width,
    height: Math.round((width * 2) / 3),
    avif: `/media/h/${key}-${width}.avif`,
    webp: `/media/h/${key}-${width}.webp`,
  });
  return { key, width: 1400, height: 933, variants: widths.map(variant), blurDataUrl: 'data:image/webp;base64,AAAA' };
}
