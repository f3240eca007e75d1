import { Fragment } from 'react';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import type { ImageData } from '@/lib/images';
import { itemsInMonth, MONTHS } from '@/lib/news-text';
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

/** The radio group of the month tabs: one choice at a time, arrow keys move between months. */
export const NEWS_MONTH_NAME = 'news-month';
/** The `name` shared by the long items' Read More toggles: the browser keeps one of them open at a time. */
export const NEWS_MORE_NAME = 'news-more';

/**
 * Chooses the reader's month as the page is parsed, before the month panels are: the current month, or the
 * month of the item a link points at (`/news#<slug>`, e.g. from the events calendar), which then opens. Home and
 * End move to January and December. Placed inside the news block, right after the month controls; it reads the
 * items' months from the block's `data-item-months`, so its own text (and CSP hash) never changes.
 */
export const NEWS_SCRIPT = `(function(){
var news=document.currentScript.parentNode,months=JSON.parse(news.getAttribute("data-item-months")||"{}");
function radio(month){return document.getElementById("news-month-"+month)}
function target(){var slug=decodeURIComponent(location.hash.slice(1));return Object.prototype.hasOwnProperty.call(months,slug)?slug:null}
function choose(){var slug=target(),month=radio(slug?months[slug]:new Date().getMonth());if(month)month.checked=true;return slug}
function expand(slug){var item=document.getElementById(slug);if(!item)return;var more=item.querySelector("details");if(more)more.open=true;item.scrollIntoView()}
var slug=choose();
if(slug)document.addEventListener("DOMContentLoaded",function(){expand(slug)});
addEventListener("hashchange",function(){var again=choose();if(again)expand(again)});
news.addEventListener("keydown",function(e){if(e.target.name!=="${NEWS_MONTH_NAME}"||(e.key!=="Home"&&e.key!=="End"))return;e.preventDefault();var month=radio(e.key==="Home"?0:11);month.checked=true;month.focus()})
})()`.replace(/\n/g, '');

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
    <div className={styles.news} data-item-months={JSON.stringify(itemMonths)}>
      <fieldset className={styles.months}>
        <legend className="visually-hidden">News by month</legend>
        <div className={styles.tablist}>
          {MONTHS.map((name, month) => (
            <Fragment key={name}>
              <input type="radio" className={styles.radio} name={NEWS_MONTH_NAME} id={`news-month-${month}`} value={month} />
              <label htmlFor={`news-month-${month}`} id={`news-tab-${month}`} className={styles.tab}>
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
                {monthItems.map((item) => (
                  <li key={item.slug} id={item.slug} className={styles.item}>
                    <ResponsiveImage image={item.image} alt={item.imageAlt} sizes="(max-width: 640px) calc(100vw - 2rem), 320px" className={styles.image} />
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
