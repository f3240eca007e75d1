/**
 * The news page's script (components/news-tabs), run as the page is parsed, right after the month controls and
 * before the panels: chooses the reader's month, the current one or that of the item a link points at
 * (`/news#<slug>`, e.g. from the events calendar), which then opens. Home and End move to January and December.
 * It reads the items' months from the block's attribute, so its own text (and CSP hash) never changes.
 */
import { ITEM_MONTHS_ATTRIBUTE, NEWS_MONTH_NAME, newsMonthId } from '@/components/news-tabs/news-names';

const news = document.currentScript!.parentElement!;
const months = JSON.parse(news.getAttribute(ITEM_MONTHS_ATTRIBUTE) || '{}') as Record<string, number>;
const radio = (month: number) => document.getElementById(newsMonthId(month)) as HTMLInputElement | null;

/** The item the address points at, if it is one of the page's. */
function target(): string | null {
  const slug = decodeURIComponent(location.hash.slice(1));
  return Object.prototype.hasOwnProperty.call(months, slug) ? slug : null;
}

/** Checks the month of the linked item, else the current month; returns the linked item. */
function choose(): string | null {
  const slug = target();
  const month = radio(slug ? months[slug] : new Date().getMonth());
  if (month) month.checked = true;
  return slug;
}

function expand(slug: string) {
  const item = document.getElementById(slug);
  if (!item) return;
  const more = item.querySelector('details');
  if (more) more.open = true;
  item.scrollIntoView();
}

const linked = choose();
if (linked) document.addEventListener('DOMContentLoaded', () => expand(linked));
addEventListener('hashchange', () => {
  const again = choose();
  if (again) expand(again);
});
news.addEventListener('keydown', (event) => {
  if ((event.target as HTMLInputElement).name !== NEWS_MONTH_NAME || (event.key !== 'Home' && event.key !== 'End')) return;
  event.preventDefault();
  const month = radio(event.key === 'Home' ? 0 : 11)!;
  month.checked = true;
  month.focus();
});
