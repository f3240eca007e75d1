import { MainNav } from '@/components/main-nav/main-nav';
import { HeaderSearch } from '@/components/site-search/site-search';
import type { Site } from '@/lib/content/site';
import type { NavEntry } from '@/lib/nav-entry';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  site: Site;
  navigation: NavEntry[];
}

export function SiteHeader({ site, navigation }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <a href="/" className={styles.brand}>
          {/* Decorative: the school's name follows as text. */}
          <img src="/images/logo.svg" alt="" width={48} height={48} className={styles.logo} />
          <span className={styles.brandText}>
            <span className={styles.name}>{site.shortName}</span>
            <span className={styles.tagline}>
              {site.affiliation.board} affiliated · Est. {site.established}
            </span>
          </span>
        </a>
        <HeaderSearch />
        <MainNav entries={navigation} />
      </div>
    </header>
  );
}
