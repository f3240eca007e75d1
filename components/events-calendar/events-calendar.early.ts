import type { EarlyHandler } from '@/lib/islands/early';
import { DAY_SELECTOR, showDay } from './events-calendar-names';

/**
 * A day pressed before the calendar's island is ready (in the boot script, lib/islands/early.ts): the day is chosen
 * at once and its events shown from the panels in the HTML (every day of the month has one); the island keeps that
 * day, and its month, when it wakes (events-calendar.tsx).
 */
export const eventsCalendarEarly: EarlyHandler = (event, root) => {
  const day = event.type === 'click' && (event.target as Element).closest(DAY_SELECTOR);
  if (!day || !root.contains(day)) return false;
  showDay(root, day.getAttribute('data-date')!);
  return true;
};
