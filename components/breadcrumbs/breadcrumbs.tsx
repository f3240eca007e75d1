import { absoluteUrl } from '@/lib/env';
import { JsonLd } from '../json-ld/json-ld';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Site path; the last crumb (the current page) has none. */
  href?: string;
}

interface BreadcrumbsProps {
  items: Crumb[];
  /** Path of the current page, for the structured data. */
  currentPath: string;
}

/** A breadcrumb trail with BreadcrumbList structured data. */
export function Breadcrumbs({ items, currentPath }: BreadcrumbsProps) {
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.href ?? currentPath),
    })),
  };
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.label} className={item.href ? styles.item : `${styles.item} ${styles.current}`}>
            {item.href ? <a href={item.href}>{item.label}</a> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
      <JsonLd data={structured} />
    </nav>
  );
}
