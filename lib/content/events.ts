import { formatDate } from '../news-text';
import { getAllNews } from './news';
import { defaultContentRoot } from './reader';

/** One dated item on the events calendar, whatever collection it comes from. Plain data: safe as island props. */
export interface CalendarEvent {
  /** Unique across sources; also the name of the item's .ics file (`/events/{id}.ics`). */
  id: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  dateLabel: string;
  summary: string;
  /** Where the item is described on the site. */
  href: string;
  source: 'news';
}

/**
 * The collections that feed the calendar. Each turns its own content into CalendarEvents; a new source (the
 * test schedule or the holiday programme, once they are content files) is one more function here.
 */
const sources: Array<(root: string) => CalendarEvent[]> = [
  (root) =>
    getAllNews(root).map((item) => ({
      id: item.slug,
      title: item.title,
      date: item.date,
      dateLabel: formatDate(item.date),
      summary: item.paragraphs.join(' '),
      href: `/news#${item.slug}`,
      source: 'news' as const,
    })),
];

/** Every dated item from every source, in date order (oldest first, as a calendar reads). */
export function getAllEvents(root: string = defaultContentRoot()): CalendarEvent[] {
  const events = sources.flatMap((source) => source(root));
  const ids = new Set<string>();
  for (const event of events) {
    if (ids.has(event.id)) throw new Error(`Two calendar items share the id "${event.id}": rename one of the files`);
    ids.add(event.id);
  }
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

export function getEventById(id: string, root: string = defaultContentRoot()): CalendarEvent | undefined {
  return getAllEvents(root).find((event) => event.id === id);
}
