import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import type { ImageData } from '@/lib/images';
import grid from '@/components/card-grid/card-grid.module.css';
import styles from './blog-card.module.css';

export interface BlogCardProps {
  title: string;
  description: string;
  path: string;
  image: ImageData;
  imageAlt: string;
  /** Heading level inside the page's outline. */
  headingLevel?: 2 | 3;
}

/** A post's card: image, title, description and a 'Read More' link to the article. */
export function BlogCard({ title, description, path, image, imageAlt, headingLevel = 2 }: BlogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${grid.card} ${styles.card}`}>
      <ResponsiveImage image={image} alt={imageAlt} sizes="(max-width: 640px) calc(100vw - 2rem), (max-width: 1000px) 50vw, 380px" className={styles.image} />
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.description}>{description}</p>
        <a className={styles.more} href={path}>
          Read More<span className="visually-hidden">: {title}</span>
        </a>
      </div>
    </article>
  );
}
