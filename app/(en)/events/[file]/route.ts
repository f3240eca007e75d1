import { getAllEvents, getEventById } from '@/lib/content/events';
import { buildCalendar, siteCalendarOptions } from '@/lib/ical';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One .ics file per dated item, written to out/events/{id}.ics at build time (works without JavaScript). */
export function generateStaticParams() {
  return getAllEvents().map((event) => ({ file: `${event.id}.ics` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const event = getEventById(file.replace(/\.ics$/, ''));
  if (!event) return new Response('Not found', { status: 404 });
  // The same UID as in /calendar.ics, so adding one item and subscribing to the feed do not duplicate it.
  return new Response(buildCalendar([event], siteCalendarOptions()), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${event.id}.ics"` },
  });
}
