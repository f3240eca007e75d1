import fs from 'node:fs';
import path from 'node:path';
import { formatDate } from '../news-text';
import { getAllNews } from './news';
import { defaultContentRoot } from './reader';
import { addDays } from '../calendar-month';
import { getHolidayProgramme, getTestSchedule, type HolidayRow } from './schedules';

/** What an item is, for the calendar's colours and the feed's categories. */
export type EventKind = 'event' | 'exam' | 'ptm' | 'term' | 'holiday';

/** How each kind is named on the month view and in a calendar app (CATEGORIES). */
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  event: 'School event',
  exam: 'Test or examination',
  ptm: 'Parent Teacher Meeting',
  term: 'Term',
  holiday: 'Holiday or break',
};

/** One dated item on the events calendar, whatever collection it comes from. Plain data: safe as island props. */
export interface CalendarEvent {
  /**
   * Unique across sources and stable when the item's date changes (a news file's name, a schedule row's academic
   * year and name): the item's calendar UID and the name of its .ics file (`/events/{id}.ics`).
   */
  id: string;
  title: string;
  /** `YYYY-MM-DD`: the (first) day, where the calendar marks it. */
  date: string;
  /** `YYYY-MM-DD`: the last day of an item that spans several days. */
  endDate?: string;
  dateLabel: string;
  summary: string;
  /** Where the item is described on the site. */
  href: string;
  source: 'news' | 'test' | 'holiday';
  kind: EventKind;
}

/** A file-name-safe id part: `PT 1 (Classes 1-10)` → `pt-1-classes-1-10`. */
function idPart(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * `2026-07-13` → `2026-27`: the academic year (April to March) of a date. Ids of schedule rows carry it instead
 * of the date itself, so a test that is moved keeps its id, and its calendar UID, while next year's PT 1 gets a
 * new one.
 */
export function academicYearOf(isoDay: string): string {
  const year = Number(isoDay.slice(0, 4));
  const start = Number(isoDay.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

function rangeLabel(start: string, end: string): string {
  return start === end ? formatDate(start) : `${formatDate(start)} to ${formatDate(end)}`;
}

/** Optional collections: a content folder without the file (e.g. a test fixture) simply has no such items. */
function whenPresent<T>(root: string, file: string, load: (root: string) => T): T | undefined {
  return fs.existsSync(path.join(root, file)) ? load(root) : undefined;
}

/**
 * The collections that feed the calendar: news items, the test schedule (tests and PTMs) and the holiday
 * programme. Each turns its own content into CalendarEvents; a new source is one more function here.
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
      kind: 'event' as const,
    })),
  (root) =>
    (whenPresent(root, 'test-schedule.yml', getTestSchedule)?.rows ?? []).flatMap((row) => [
      {
        id: `test-${academicYearOf(row.start)}-${idPart(row.exam)}`,
        title: row.exam,
        date: row.start,
        endDate: row.end,
        dateLabel: rangeLabel(row.start, row.end),
        summary: `${row.exam}: ${rangeLabel(row.start, row.end)}. Parent Teacher Meeting on ${formatDate(row.ptm)}.`,
        href: '/test',
        source: 'test' as const,
        kind: 'exam' as const,
      },
      {
        id: `ptm-${academicYearOf(row.start)}-${idPart(row.exam)}`,
        title: `Parent Teacher Meeting (${row.exam})`,
        date: row.ptm,
        dateLabel: formatDate(row.ptm),
        summary: `Parent Teacher Meeting after ${row.exam}, on ${formatDate(row.ptm)}.`,
        href: '/test',
        source: 'test' as const,
        kind: 'ptm' as const,
      },
    ]),
  (root) => {
    const rows = whenPresent(root, 'holidays.yml', getHolidayProgramme)?.rows ?? [];
    const holiday = (schedule: string, from: string, to: string): CalendarEvent => ({
      id: `holiday-${academicYearOf(from)}-${idPart(schedule)}`,
      title: schedule,
      date: from,
      endDate: to,
      dateLabel: rangeLabel(from, to),
      summary: `${schedule}: ${rangeLabel(from, to)}.`,
      href: '/holiday',
      source: 'holiday' as const,
      // The programme lists the terms and the breaks between them.
      kind: /\bterm\b/i.test(schedule) ? ('term' as const) : ('holiday' as const),
    });
    return [...rows.map((row) => holiday(row.schedule, row.from, row.to)), ...gapsBetweenTerms(rows, holiday)];
  },
];

/**
 * A vacation the programme names only through the terms around it ("First Term before summer vacation" and
 * "... after summer vacation"): the days between them, as an item of its own, so calendars show the vacation.
 */
function gapsBetweenTerms(rows: HolidayRow[], holiday: (schedule: string, from: string, to: string) => CalendarEvent): CalendarEvent[] {
  return rows.flatMap((before) => {
    const name = before.schedule.match(/\bbefore (.+)$/i)?.[1];
    const after = name ? rows.find((row) => row.schedule.toLowerCase().endsWith(`after ${name.toLowerCase()}`)) : undefined;
    if (!name || !after || addDays(before.to, 1) > addDays(after.from, -1)) return [];
    return [holiday(name.charAt(0).toUpperCase() + name.slice(1), addDays(before.to, 1), addDays(after.from, -1))];
  });
}

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
