import type { ImageData } from '@/lib/images';
import { srcSet, variantFor, variantsUpTo } from '@/lib/image-srcset';
import styles from './responsive-image.module.css';

interface ResponsiveImageProps {
  image: ImageData;
  alt: string;
  /** How wide the image is shown, e.g. `(max-width: 600px) 100vw, 33vw`; the browser picks the variant from it. */
  sizes: string;
  /** The page's largest image above the fold (LCP): eager, high fetch priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
  /** Cover the box given by CSS instead of keeping the intrinsic ratio. */
  fill?: boolean;
  /**
   * Show the blurred preview until the image arrives (default). Long grids leave it off below their first
   * screenful: a lazy image there has usually arrived before it is scrolled to, and seventy previews would
   * add 7 KB of incompressible base64 to the HTML, a round trip on a slow connection. The box keeps its size
   * and its background colour either way.
   */
  placeholder?: boolean;
  /**
   * The widest the image is ever shown, in CSS pixels, where that is small (a grid's tile): the srcset then stops
   * at the first variant twice that wide (variantsUpTo), instead of listing widths no screen would pick for it.
   */
  maxShownWidth?: number;
  /**
   * Offer the AVIF variants beside the WebP ones (default). A long grid of thumbnails leaves them out: at those
   * widths the pipeline's AVIF files are no smaller than its WebP ones (the site's 640 px variants: AVIF 1.46 MB,
   * WebP 1.34 MB), and a second srcset on each of /gallery's seventy tiles cost 0.7 KB of its compressed HTML.
   */
  avif?: boolean;
}

/**
 * The one image component: AVIF and WebP srcsets from the build step, intrinsic width and height (no layout
 * shift), a blurred placeholder until the image arrives, lazy below the fold. No JavaScript.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
  fill = false,
  placeholder = true,
  maxShownWidth,
  avif = true,
}: ResponsiveImageProps) {
  const variants = variantsUpTo(image, maxShownWidth);
  const fallback = variantFor(variants, 800);
  return (
    <picture className={`${styles.picture} ${fill ? styles.fill : ''} ${className ?? ''}`}>
      {avif && <source type="image/avif" srcSet={srcSet(variants, 'avif')} sizes={sizes} />}
      <img
        className={styles.img}
        src={fallback.webp}
        srcSet={srcSet(variants, 'webp')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        style={placeholder ? { backgroundImage: `url("${image.blurDataUrl}")` } : undefined}
      />
    </picture>
  );
}
