'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/icons/icons';
import { isNavGroup, type NavEntry, type NavLink } from '@/lib/navigation';
import styles from './main-nav.module.css';

interface MainNavProps {
  entries: NavEntry[];
}

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || (href !== '/' && pathname === `${href}/`);
}

function focusableItems(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>('a[href]')) : [];
}

/**
 * The header navigation: dropdowns (one open at a time, closed by an outside click, Escape or leaving
 * them with Tab) and the mobile menu toggle. Links do not prefetch, so reading a page never downloads others.
 */
export function MainNav({ entries }: MainNavProps) {
  const pathname = usePathname();
  const [openGroup, setOpenGroup] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // While a pointer is pressed inside the menu its click decides; closing on blur would move the target.
  const pointerInside = useRef(false);
  const idPrefix = useId();
  const menuId = `${idPrefix}-menu`;
  const groupId = (index: number) => `${idPrefix}-group-${index}`;

  const closeAll = useCallback(() => {
    setOpenGroup(null);
    setMobileOpen(false);
  }, []);

  // A navigation closes whatever was open.
  useEffect(() => {
    closeAll();
  }, [pathname, closeAll]);

  useEffect(() => {
    if (openGroup === null && !mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openGroup !== null) {
        rootRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${groupId(openGroup)}"]`)?.focus();
        setOpenGroup(null);
      } else {
        setMobileOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
    // groupId only depends on the stable idPrefix.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openGroup, mobileOpen, closeAll]);

  const onGroupButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpenGroup(index);
    // The list is rendered hidden; focus its first link once it is shown.
    requestAnimationFrame(() => focusableItems(document.getElementById(groupId(index)))[0]?.focus());
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = focusableItems(event.currentTarget);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: items.length - 1 };
    if (!(event.key in moves) || items.length === 0) return;
    event.preventDefault();
    const next = (moves[event.key] + items.length) % items.length;
    items[next].focus();
  };

  const renderLink = (link: NavLink, className: string) =>
    link.download ? (
      <a className={className} href={link.href} onClick={closeAll}>
        {link.label}
        <span className="visually-hidden"> (PDF)</span>
      </a>
    ) : (
      <Link
        className={className}
        href={link.href}
        prefetch={false}
        aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}
        onClick={closeAll}
      >
        {link.label}
      </Link>
    );

  return (
    <nav
      ref={rootRef}
      className={styles.nav}
      aria-label="Main"
      onPointerDown={() => {
        pointerInside.current = true;
      }}
      onPointerUp={() => {
        pointerInside.current = false;
      }}
      onPointerCancel={() => {
        pointerInside.current = false;
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={mobileOpen}
        aria-controls={menuId}
        onClick={() => {
          setMobileOpen((open) => !open);
          setOpenGroup(null);
        }}
      >
        {mobileOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        <span>{mobileOpen ? 'Close menu' : 'Menu'}</span>
      </button>
      <ul id={menuId} className={`${styles.list} ${mobileOpen ? styles.listOpen : ''}`}>
        {entries.map((entry, index) => {
          if (!isNavGroup(entry)) {
            return (
              <li key={entry.href} className={styles.item}>
                {renderLink(entry, styles.topLink)}
              </li>
            );
          }
          const open = openGroup === index;
          const containsCurrent = entry.items.some((item) => isCurrent(pathname, item.href));
          return (
            <li
              key={entry.label}
              className={styles.item}
              onBlur={(event) => {
                // Tabbing out of an open dropdown closes it.
                const leftGroup = event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node);
                if (open && leftGroup && !pointerInside.current) {
                  setOpenGroup(null);
                }
              }}
            >
              <button
                type="button"
                className={`${styles.groupButton} ${containsCurrent ? styles.groupCurrent : ''}`}
                aria-expanded={open}
                aria-controls={groupId(index)}
                onClick={() => setOpenGroup(open ? null : index)}
                onKeyDown={(event) => onGroupButtonKeyDown(event, index)}
              >
                {entry.label}
                <ChevronDownIcon size={16} />
              </button>
              <ul id={groupId(index)} className={styles.dropdown} hidden={!open} onKeyDown={onListKeyDown}>
                {entry.items.map((item) => (
                  <li key={item.href}>{renderLink(item, styles.dropdownLink)}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
