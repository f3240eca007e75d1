import ical, { ICalCalendarMethod } from 'ical-generator';
import { addDays } from './calendar-month';
import { type CalendarEvent, EVENT_KIND_LABELS } from './content/events';
import { getSite } from './content/site';
import { absoluteUrl, siteUrl } from './env';

/** Where the whole school calendar is published as one feed (app/calendar.ics/route.ts). */
export const CALENDAR_FEED_PATH = '/calendar.ics';

/** What the feed says about the school; the host makes each UID globally unique. */
export interface CalendarFeedOptions {
  /** The calendar's name in a phone's calendar list, e.g. the school's short name. */
  name: string;
  description: string;
  /** The organisation in PRODID. */
  organiser: string;
  /** The site's host name, e.g. `www.school.example`: UIDs are `<item id>@<host>`. */
  host: string;
  /** Makes a site path absolute, for each item's URL. */
  absolute: (path: string) => string;
}

/** How often a subscribed phone should fetch the feed again. */
const REFRESH_SECONDS = 12 * 60 * 60;

/** `2026-03-14` at midnight UTC: all-day dates are written from UTC, so no time zone can shift them. */
function utcDay(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00Z`);
}

/**
 * An iCalendar (RFC 5545) text of all-day items, written with ical-generator. The UID of an item is derived from
 * its content identity (news file name, test or holiday row), never from the build, so a phone that subscribed
 * replaces an item when it changes instead of adding a second copy. DTSTAMP is the item's own date, so two
 * builds of the same content give the same bytes.
 */
export function buildCalendar(events: CalendarEvent[], options: CalendarFeedOptions): string {
  const calendar = ical({
    name: options.name,
    description: options.description,
    prodId: { company: options.organiser, product: 'School calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.id}@${options.host}`,
      allDay: true,
      start: utcDay(event.date),
      // DTEND of an all-day item is the day after its last day (exclusive).
      end: utcDay(addDays(event.endDate ?? event.date, 1)),
      stamp: utcDay(event.date),
      summary: event.title,
      description: event.summary,
      url: options.absolute(event.href),
      categories: [{ name: EVENT_KIND_LABELS[event.kind] }],
    });
  }
  return calendar.toString();
}

/** The feed options of this site: its name, host and absolute addresses. */
export function siteCalendarOptions(): CalendarFeedOptions {
  const site = getSite();
  return {
    name: `${site.shortName} calendar`,
    description: `Tests, Parent Teacher Meetings, terms, holidays and events of ${site.name}.`,
    organiser: site.name,
    host: new URL(siteUrl()).hostname,
    absolute: absoluteUrl,
  };
}
