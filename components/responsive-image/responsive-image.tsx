import type { ImageData } from '@/lib/images';
import { srcSet, variantFor } from '@/lib/image-srcset';
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
}

/**
 * The one image component: AVIF and WebP srcsets from the build step, intrinsic width and height (no layout
 * shift), a blurred placeholder until the image arrives, lazy below the fold. No JavaScript.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className, fill = false, placeholder = true }: ResponsiveImageProps) {
  const fallback = variantFor(image, 800);
  return (
    <picture className={`${styles.picture} ${fill ? styles.fill : ''} ${className ?? ''}`}>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <img
        className={styles.img}
        src={fallback.webp}
        srcSet={srcSet(image, 'webp')}
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
