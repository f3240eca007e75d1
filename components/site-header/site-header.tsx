import type { ReactNode } from 'react';
import { DownloadIcon, MailIcon, PhoneIcon, SearchIcon } from '@/components/icons/icons';
import { MainNav } from '@/components/main-nav/main-nav';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { SHELL_WORDS, type ShellWords } from '@/components/site-shell/shell-words';
import { HeaderSearch } from '@/components/site-search/site-search';
import type { Site } from '@/lib/content/site';
import { telHref } from '@/lib/content/site';
import type { SiteLanguage } from '@/lib/languages';
import type { NavEntry } from '@/lib/nav-entry';
import { fillText } from '@/lib/forms/texts/fill';
import { SEARCH_PATH } from '@/lib/search/records';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  site: Site;
  navigation: NavEntry[];
  /** The header's words in the page's language (English unless told). */
  words?: ShellWords;
  /** The home page of the page's language. */
  home?: string;
  /** The chat widget's island: a button in the phone's row of icons, floating at the bottom right on wider screens. */
  chat?: ReactNode;
  /** The page's language: its search box searches the pages in it. */
  lang?: SiteLanguage;
  /** The language of the application form, when not the page's (a Marathi page's link to the English PDF). */
  formLang?: string;
}

/**
 * The logo, the search and the navigation. On a phone (issue 37) the top bar's contacts and download, and the
 * search, become icon buttons in this one row, so that a page's own heading starts in the first screen. The chat's
 * launcher joins them there: a floating button on a phone would cover the words of the page under it.
 */
export function SiteHeader({ site, navigation, words = SHELL_WORDS.en, home = '/', lang = 'en', formLang, chat }: SiteHeaderProps) {
  const { header } = words;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <a href={home} className={styles.brand}>
          {/* Decorative: the school's name follows as text. */}
          <img src="/images/logo.svg" alt="" width={48} height={48} className={styles.logo} />
          {/* On a phone, too narrow for the name beside five buttons, the logo alone: the name is still the link's text. */}
          <span className={`${styles.brandText} phone-visually-hidden`}>
            <span className={styles.name}>{site.shortName}</span>
            <span className={styles.tagline}>{fillText(header.tagline, { board: site.affiliation.board, established: site.established })}</span>
          </span>
        </a>
        <HeaderSearch words={words.search} lang={lang} />
        <LanguageSwitch className={styles.language} />
        {/* The phone's top bar (components/top-bar is hidden there): each a labelled icon, one tap away. */}
        <ul className={styles.quick} aria-label={header.contactSchool}>
          <li>
            <a className={styles.icon} href={telHref(site.contact.phone)} aria-label={fillText(header.call, { phone: site.contact.phone })}>
              <PhoneIcon size={22} />
            </a>
          </li>
          <li>
            <a className={styles.icon} href={`mailto:${site.contact.email}`} aria-label={fillText(header.mail, { email: site.contact.email })}>
              <MailIcon size={22} />
            </a>
          </li>
          <li>
            <a className={styles.icon} href={site.applicationFormPdf} download hrefLang={formLang} aria-label={header.downloadForm}>
              <DownloadIcon size={22} />
            </a>
          </li>
          <li>
            <a className={styles.icon} href={SEARCH_PATH} aria-label={header.searchSite}>
              <SearchIcon size={22} />
            </a>
          </li>
        </ul>
        {chat ? <div className={styles.chat}>{chat}</div> : null}
        {/* On a phone the switch is the menu's last item: the header's row keeps to one line. */}
        <MainNav entries={navigation} words={words.nav} phoneItem={<LanguageSwitch className={styles.languageInMenu} />} />
      </div>
    </header>
  );
}
