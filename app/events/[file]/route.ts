import { getAllEvents, getEventById } from '@/lib/content/events';
import { getSite } from '@/lib/content/site';
import { absoluteUrl, siteUrl } from '@/lib/env';
import { buildIcs } from '@/lib/ics';

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
  const body = buildIcs(
    { id: event.id, title: event.title, date: event.date, endDate: event.endDate, summary: event.summary, url: absoluteUrl(event.href) },
    { organiser: getSite().name, host: new URL(siteUrl()).hostname, stamp: new Date(`${event.date}T00:00:00Z`) },
  );
  return new Response(body, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${event.id}.ics"` },
  });
}
