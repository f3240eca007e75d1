import { defineIsland } from '@/lib/islands/define';
import { EventsCalendar } from './events-calendar';

/** The calendar wakes when it comes near the screen (to show the reader's month); a day pressed before that is chosen at once. */
export default defineIsland('events-calendar', EventsCalendar, { wake: 'visible' });
