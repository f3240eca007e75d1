import { getAllEvents } from '@/lib/content/events';
import { buildCalendar, siteCalendarOptions } from '@/lib/ical';

export const dynamic = 'force-static';

/** The whole school calendar as one feed, written to out/calendar.ics at build time: phones subscribe to it. */
export function GET() {
  return new Response(buildCalendar(getAllEvents(), siteCalendarOptions()), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
}
