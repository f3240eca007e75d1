import { addDays, addMonths } from '@/lib/calendar-month';
import { defineIsland } from '@/lib/islands/define';
import { EventsCalendar } from './events-calendar';

/**
 * The calendar wakes when it is on the screen once the reader uses the page (for today's mark, the month buttons and
 * the arrow keys), or at once when the built month has passed (to show the reader's month); a day pressed before
 * that is chosen at once from the HTML (events-calendar.early.ts).
 */
export default defineIsland('events-calendar', EventsCalendar, {
  wake: 'visible',
  currentUntil: ({ initialDate }) => addDays(addMonths(initialDate, 1), -1),
});
