import { Fragment } from 'react';
import { BUILT_INLINE_SCRIPTS } from '@/inline-scripts/built';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import type { ImageData } from '@/lib/images';
import { itemsInMonth, MONTHS } from '@/lib/news-text';
import { ITEM_MONTHS_ATTRIBUTE, NEWS_MONTH_NAME, NEWS_MORE_NAME, newsMonthId } from './news-names';
import styles from './news-tabs.module.css';

export { NEWS_MONTH_NAME, NEWS_MORE_NAME };

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
 * Chooses the reader's month as the page is parsed, before the month panels are (the current month, or that of
 * the item a link points at, which then opens); Home and End move to January and December. Source:
 * inline-scripts/news-tabs.ts. It reads the items' months from the block's attribute, so its text never changes.
 */
export const NEWS_SCRIPT = BUILT_INLINE_SCRIPTS.newsTabs;

/** Items of a month with a blurred preview of their photo: what a phone shows of the month's panel at first. */
const PREVIEW_ITEMS = 1;

/**
 * News by month, working from the HTML alone. The months are a radio group styled as tabs: choosing one shows
 * only its panel (CSS), and with no month chosen (no JavaScript) every month shows with its heading. NEWS_SCRIPT
 * chooses the reader's current month before the panels are painted. A long description shows a preview and a
 * native 'Read More' / 'Read Less' toggle (`<details>`; one open at a time through their shared name). An empty
 * month says 'No events for {month}'. No client JavaScript beyond the inline script.
 */
export function NewsTabs({ items }: NewsTabsProps) {
  const itemMonths = Object.fromEntries(items.map((item) => [item.slug, Number(item.date.slice(5, 7)) - 1]));
  return (
    <div className={styles.news} {...{ [ITEM_MONTHS_ATTRIBUTE]: JSON.stringify(itemMonths) }}>
      <fieldset className={styles.months}>
        <legend className="visually-hidden">News by month</legend>
        <div className={styles.tablist}>
          {MONTHS.map((name, month) => (
            <Fragment key={name}>
              <input type="radio" className={styles.radio} name={NEWS_MONTH_NAME} id={newsMonthId(month)} value={month} />
              <label htmlFor={newsMonthId(month)} id={`news-tab-${month}`} className={styles.tab}>
                {name}
              </label>
            </Fragment>
          ))}
        </div>
      </fieldset>
      <script dangerouslySetInnerHTML={{ __html: NEWS_SCRIPT }} />
      {MONTHS.map((name, month) => {
        const monthItems = itemsInMonth(items, month);
        return (
          <section key={name} id={`news-panel-${month}`} className={styles.panel} aria-labelledby={`news-heading-${month}`}>
            <h2 id={`news-heading-${month}`} className={styles.monthHeading}>
              {name}
            </h2>
            {monthItems.length === 0 ? (
              <p className={styles.empty}>{`No events for ${name}`}</p>
            ) : (
              <ul className={styles.list}>
                {monthItems.map((item, index) => (
                  <li key={item.slug} id={item.slug} className={styles.item}>
                    <ResponsiveImage
                      image={item.image}
                      alt={item.imageAlt}
                      sizes="(max-width: 640px) calc(100vw - 2rem), 320px"
                      className={styles.image}
                      placeholder={index < PREVIEW_ITEMS}
                    />
                    <div className={styles.body}>
                      <h3 className={styles.title}>{item.title}</h3>
                      <p className={styles.date}>
                        <time dateTime={item.date}>{item.dateLabel}</time>
                      </p>
                      <div id={`news-text-${item.slug}`} className={styles.text}>
                        {item.truncated ? (
                          <>
                            <p className={styles.excerpt}>{item.excerpt}</p>
                            <details className={styles.more} name={NEWS_MORE_NAME}>
                              <summary className={styles.moreToggle}>
                                <span className={styles.whenClosed}>Read More</span>
                                <span className={styles.whenOpen}>Read Less</span>
                                <span className="visually-hidden">: {item.title}</span>
                              </summary>
                              {item.paragraphs.map((paragraph) => (
                                <p key={paragraph}>{paragraph}</p>
                              ))}
                            </details>
                          </>
                        ) : (
                          item.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
                        )}
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
