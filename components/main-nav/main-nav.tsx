'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/icons/icons';
import { SHELL_WORDS, type ShellWords } from '@/components/site-shell/shell-words';
import { isNavGroup, type NavEntry, type NavLink } from '@/lib/nav-entry';
import styles from './main-nav.module.css';

interface MainNavProps {
  entries: NavEntry[];
  /** The navigation's own words in the page's language. */
  words?: ShellWords['nav'];
  /** The last item of the phone's menu only (the language switch, which the phone's header row has no room for). */
  phoneItem?: ReactNode;
}

/** The `name` shared by the dropdowns: the browser keeps one of them open at a time. */
export const NAV_GROUP_NAME = 'main-nav';

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || (href !== '/' && pathname === `${href}/`);
}

/**
 * The header navigation, working from the HTML alone: the mobile menu and each dropdown are native
 * `<details>` (one dropdown open at a time through their shared name), so they open and close before any
 * script has arrived. Closing on an outside press, Escape or tabbing away, and the arrow keys, come from the
 * layout's inline script (components/site-script). This is a client component only to mark the current page
 * (`aria-current`), which the built HTML already carries.
 */
export function MainNav({ entries, words = SHELL_WORDS.en.nav, phoneItem }: MainNavProps) {
  const pathname = usePathname();

  const renderLink = (link: NavLink, className: string) =>
    link.download ? (
      <a className={className} href={link.href} hrefLang={link.hrefLang}>
        {link.label}
        <span className="visually-hidden"> (PDF)</span>
      </a>
    ) : (
      <a className={className} href={link.href} hrefLang={link.hrefLang} aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}>
        {link.label}
      </a>
    );

  return (
    <nav className={styles.nav} aria-label={words.name} data-site-nav="">
      {/* The mobile menu's toggle: the list after it shows while it is open (on wide screens, always). */}
      <details className={styles.menu} data-nav-menu="">
        <summary className={styles.toggle}>
          <span className={styles.whenClosed}>
            <MenuIcon size={22} />
            <span className="phone-visually-hidden">{words.menu}</span>
          </span>
          <span className={styles.whenOpen}>
            <CloseIcon size={22} />
            <span className="phone-visually-hidden">{words.closeMenu}</span>
          </span>
        </summary>
      </details>
      <ul className={styles.list}>
        {entries.map((entry) => {
          if (!isNavGroup(entry)) {
            return (
              <li key={entry.href} className={styles.item}>
                {renderLink(entry, styles.topLink)}
              </li>
            );
          }
          const containsCurrent = entry.items.some((item) => isCurrent(pathname, item.href));
          return (
            <li key={entry.label} className={styles.item}>
              <details className={styles.group} name={NAV_GROUP_NAME} data-nav-group="">
                <summary className={`${styles.groupButton} ${containsCurrent ? styles.groupCurrent : ''}`}>
                  {entry.label}
                  <ChevronDownIcon size={16} />
                </summary>
                <ul className={styles.dropdown}>
                  {entry.items.map((item) => (
                    <li key={item.href}>{renderLink(item, styles.dropdownLink)}</li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
        {phoneItem ? <li className={`${styles.item} ${styles.phoneItem}`}>{phoneItem}</li> : null}
      </ul>
    </nav>
  );
}
