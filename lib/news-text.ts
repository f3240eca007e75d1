/**
 * Pure helpers for news items, shared by the loader (build time) and the news island (browser):
 * no file system, no content loaders.
 */

// Dates for people have one definition, in dates.ts; news pages and the calendar island import it from here too.
export { formatDate } from './dates';

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export type MonthName = (typeof MONTHS)[number];

/** The longest preview of a description, in characters, before '...'. */
export const PREVIEW_LENGTH = 200;

/**
 * A description cut for the preview: unchanged when it fits, otherwise at most `limit` characters, ending on a
 * word boundary where one exists in the last third, followed by '...'.
 */
export function truncateDescription(text: string, limit: number = PREVIEW_LENGTH): { text: string; truncated: boolean } {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return { text: clean, truncated: false };
  const hard = clean.slice(0, limit);
  const lastSpace = hard.lastIndexOf(' ');
  // A word boundary inside the last third keeps the preview long; otherwise cut inside the (very long) word.
  const cut = lastSpace >= Math.floor(limit * (2 / 3)) ? hard.slice(0, lastSpace) : hard;
  return { text: `${cut.replace(/[\s,;:.!?-]+$/, '')}...`, truncated: true };
}

/** Items whose ISO date (`YYYY-MM-DD`) falls in the month (0 = January), in any year. */
export function itemsInMonth<T extends { date: string }>(items: readonly T[], month: number): T[] {
  return items.filter((item) => Number(item.date.slice(5, 7)) - 1 === month);
}
