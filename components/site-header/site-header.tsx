import type { ReactNode } from 'react';
import { DownloadIcon, MailIcon, PhoneIcon, SearchIcon } from '@/components/icons/icons';
import { MainNav } from '@/components/main-nav/main-nav';
import { HeaderSearch } from '@/components/site-search/site-search';
import type { Site } from '@/lib/content/site';
import { telHref } from '@/lib/content/site';
import type { NavEntry } from '@/lib/nav-entry';
import { SEARCH_PATH } from '@/lib/search/records';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  site: Site;
  navigation: NavEntry[];
  /** The chat widget's island: a button in the phone's row of icons, floating at the bottom right on wider screens. */
  chat?: ReactNode;
}

/**
 * The logo, the search and the navigation. On a phone (issue 37) the top bar's contacts and download, and the
 * search, become icon buttons in this one row, so that a page's own heading starts in the first screen. The chat's
 * launcher joins them there: a floating button on a phone would cover the words of the page under it.
 */
export function SiteHeader({ site, navigation, chat }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <a href="/" className={styles.brand}>
          {/* Decorative: the school's name follows as text. */}
          <img src="/images/logo.svg" alt="" width={48} height={48} className={styles.logo} />
          {/* On a phone, too narrow for the name beside five buttons, the logo alone: the name is still the link's text. */}
          <span className={`${styles.brandText} phone-visually-hidden`}>
            <span className={styles.name}>{site.shortName}</span>
            <span className={styles.tagline}>
              {site.affiliation.board} affiliated · Est. {site.established}
            </span>
          </span>
        </a>
        <HeaderSearch />
        {/* The phone's top bar (components/top-bar is hidden there): each a labelled icon, one tap away. */}
        <ul className={styles.quick} aria-label="Contact the school">
          <li>
            <a className={styles.icon} href={telHref(site.contact.phone)} aria-label={`Call ${site.contact.phone}`}>
              <PhoneIcon size={22} />
            </a>
          </li>
          <li>
            <a className={styles.icon} href={`mailto:${site.contact.email}`} aria-label={`E-mail ${site.contact.email}`}>
              <MailIcon size={22} />
            </a>
          </li>
          <li>
            <a className={styles.icon} href={site.applicationFormPdf} download aria-label="Download Application Form (PDF)">
              <DownloadIcon size={22} />
            </a>
          </li>
          <li>
            <a className={styles.icon} href={SEARCH_PATH} aria-label="Search the website">
              <SearchIcon size={22} />
            </a>
          </li>
        </ul>
        {chat ? <div className={styles.chat}>{chat}</div> : null}
        <MainNav entries={navigation} />
      </div>
    </header>
  );
}
