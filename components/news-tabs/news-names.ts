/** The names shared by the news tabs' markup (news-tabs.tsx) and their inline script (inline-scripts/news-tabs.ts). */

/** The radio group of the month tabs: one choice at a time, arrow keys move between months. */
export const NEWS_MONTH_NAME = 'news-month';
/** The `name` shared by the long items' Read More toggles: the browser keeps one of them open at a time. */
export const NEWS_MORE_NAME = 'news-more';
/** On the news block: each item's slug and its month (0-11), as JSON, for the script to choose a linked item's month. */
export const ITEM_MONTHS_ATTRIBUTE = 'data-item-months';

/** The id of a month's radio (0 is January). */
export const newsMonthId = (month: number): string => `news-month-${month}`;
