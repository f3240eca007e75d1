'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import type { ImageData } from '@/lib/images';
import { itemsInMonth, MONTHS, NEWS_PREPAINT_STYLE_ID } from '@/lib/news-text';
import styles from './news-tabs.module.css';

export interface NewsTabItem {
  slug: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  dateLabel: string;
  paragraphs: string[];
  excerpt: string;
  truncated: boolean;
  image: ImageData;
  imageAlt: string;
}

interface NewsTabsProps {
  items: NewsTabItem[];
}

/**
 * News by month. The HTML from the build shows every month with every item in full (readable without
 * JavaScript); once running in the browser it becomes ARIA tabs with the reader's current month selected,
 * and long descriptions collapse to a preview with 'Read More' (one open at a time). The built HTML also holds
 * each long item's preview and (hidden) 'Read More' button, marked with data attributes, so that news-prepaint.tsx
 * can show the current month exactly as this island will before hydration; the island removes that style.
 */
export function NewsTabs({ items }: NewsTabsProps) {
  // null until the browser has picked the current month: the built HTML shows all months.
  const [selected, setSelected] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    // A link to one item (/news#slug, e.g. from the events calendar) opens its month with the item expanded.
    function showTarget() {
      const target = items.find((item) => `#${item.slug}` === decodeURIComponent(window.location.hash));
      if (!target) return false;
      setSelected(Number(target.date.slice(5, 7)) - 1);
      setExpanded(target.slug);
      requestAnimationFrame(() => document.getElementById(target.slug)?.scrollIntoView());
      return true;
    }
    if (!showTarget()) setSelected(new Date().getMonth());
    window.addEventListener('hashchange', showTarget);
    return () => window.removeEventListener('hashchange', showTarget);
  }, [items]);

  const enhanced = selected !== null;

  // The pre-paint style showed the same month until now; drop it in the commit that renders the tabs, before paint.
  useLayoutEffect(() => {
    if (enhanced) document.getElementById(NEWS_PREPAINT_STYLE_ID)?.remove();
  }, [enhanced]);

  function select(month: number, focus = false) {
    setSelected(month);
    setExpanded(null);
    if (focus) tabs.current[month]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>, month: number) {
    const moves: Record<string, number> = {
      ArrowRight: (month + 1) % 12,
      ArrowDown: (month + 1) % 12,
      ArrowLeft: (month + 11) % 12,
      ArrowUp: (month + 11) % 12,
      Home: 0,
      End: 11,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  }

  return (
    <div className={styles.news}>
      <div className={styles.tablist} role="tablist" aria-label="News by month">
        {MONTHS.map((name, month) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[month] = element;
            }}
            type="button"
            role="tab"
            id={`news-tab-${month}`}
            aria-controls={`news-panel-${month}`}
            aria-selected={selected === month}
            tabIndex={(selected ?? 0) === month ? 0 : -1}
            className={styles.tab}
            onClick={() => select(month)}
            onKeyDown={(event) => onKeyDown(event, month)}
          >
            {name}
          </button>
        ))}
      </div>
      {MONTHS.map((name, month) => {
        const monthItems = itemsInMonth(items, month);
        return (
          <section
            key={name}
            id={`news-panel-${month}`}
            className={styles.panel}
            role={enhanced ? 'tabpanel' : undefined}
            aria-labelledby={enhanced ? `news-tab-${month}` : `news-heading-${month}`}
            hidden={enhanced && selected !== month}
            tabIndex={enhanced ? 0 : undefined}
          >
            <h2 id={`news-heading-${month}`} className={enhanced ? 'visually-hidden' : styles.monthHeading}>
              {name}
            </h2>
            {monthItems.length === 0 ? (
              <p className={styles.empty}>{`No events for ${name}`}</p>
            ) : (
              <ul className={styles.list}>
                {monthItems.map((item) => {
                  const open = expanded === item.slug;
                  const collapsed = enhanced && item.truncated && !open;
                  // In the built HTML: the full text, plus the preview and button the pre-paint style may show instead.
                  const prepaint = !enhanced && item.truncated;
                  return (
                    <li key={item.slug} id={item.slug} className={styles.item}>
                      <ResponsiveImage image={item.image} alt={item.imageAlt} sizes="(max-width: 640px) calc(100vw - 2rem), 320px" className={styles.image} />
                      <div className={styles.body}>
                        <h3 className={styles.title}>{item.title}</h3>
                        <p className={styles.date}>
                          <time dateTime={item.date}>{item.dateLabel}</time>
                        </p>
                        <div id={`news-text-${item.slug}`} className={styles.text}>
                          {collapsed ? (
                            <p>{item.excerpt}</p>
                          ) : (
                            item.paragraphs.map((paragraph) => (
                              <p key={paragraph} data-news-full={prepaint ? '' : undefined}>
                                {paragraph}
                              </p>
                            ))
                          )}
                          {prepaint ? (
                            <p data-news-excerpt="" hidden>
                              {item.excerpt}
                            </p>
                          ) : null}
                        </div>
                        {item.truncated ? (
                          <button
                            type="button"
                            className={styles.more}
                            hidden={!enhanced}
                            data-news-more={prepaint ? '' : undefined}
                            aria-expanded={open}
                            aria-controls={`news-text-${item.slug}`}
                            onClick={() => setExpanded(open ? null : item.slug)}
                          >
                            {open ? 'Read Less' : 'Read More'}
                            <span className="visually-hidden">: {item.title}</span>
                          </button>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
