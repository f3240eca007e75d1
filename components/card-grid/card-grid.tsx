import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { getImage } from '@/lib/images';
import grid from './card-grid.module.css';

export interface Card {
  /** Unique among the cards (React's key). */
  id: string;
  title: string;
  /** A photo from content (its path under the image folder) with its alt text. */
  image?: { path: string; alt: string };
  /** A small label above the title. */
  tag?: string;
  /** The card's text under the title. */
  children: React.ReactNode;
}

interface CardGridProps {
  /** Names the list for screen readers, e.g. "School clubs". */
  label: string;
  cards: Card[];
  /** The photos' `sizes` for the browser's choice of width. */
  sizes?: string;
  /** Fewer, wider cards per row. */
  wide?: boolean;
  /** A `data-*` attribute on each card that tests and scripts find it by (e.g. "club" gives `data-club`). */
  marker?: string;
}

/** A list of cards, each with an optional photo, a tag, an h2 title and text: clubs, features, paintings, activities. */
export function CardGrid({ label, cards, sizes = '(max-width: 599px) 92vw, 320px', wide = false, marker }: CardGridProps) {
  return (
    <ul className={wide ? `${grid.grid} ${grid.wide}` : grid.grid} aria-label={label}>
      {cards.map((card) => (
        <li key={card.id} className={grid.card} {...(marker ? { [`data-${marker}`]: true } : {})}>
          {card.image ? <ResponsiveImage image={getImage(card.image.path)} alt={card.image.alt} sizes={sizes} /> : null}
          <div className={grid.body}>
            {card.tag ? <p className={grid.tag}>{card.tag}</p> : null}
            <h2 className={grid.cardTitle}>{card.title}</h2>
            {card.children}
          </div>
        </li>
      ))}
    </ul>
  );
}
