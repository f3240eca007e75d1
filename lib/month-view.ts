import { isoDate, monthWeeks } from './calendar-month';
import type { CalendarEvent, EventKind } from './content/events';
import { MONTHS } from './news-text';

/** What the HTML month view needs of an item. */
export type MonthItem = Pick<CalendarEvent, 'id' | 'title' | 'date' | 'endDate' | 'dateLabel' | 'href' | 'kind'>;

export interface MonthDay {
  date: string;
  day: number;
  /** The items marked on this day (a term only on its first and last day, so it does not colour whole months). */
  items: MonthItem[];
}

export interface MonthView {
  /** `2026-07`. */
  id: string;
  label: string;
  weeks: Array<Array<MonthDay | null>>;
  /** Every item that touches the month, in date order: the month's agenda. */
  agenda: MonthItem[];
}

/** When several kinds fall on one day, the day is coloured by the first of these. */
export const KIND_ORDER: EventKind[] = ['holiday', 'exam', 'ptm', 'event', 'term'];

function lastDay(item: MonthItem): string {
  return item.endDate ?? item.date;
}

function marksDay(item: MonthItem, date: string): boolean {
  if (item.kind === 'term') return date === item.date || date === lastDay(item);
  return date >= item.date && date <= lastDay(item);
}

/** The months from the month of `first` to the month of `last` (both `YYYY-MM-DD`), each laid out Monday first. */
export function monthViews(items: MonthItem[], first: string, last: string): MonthView[] {
  const views: MonthView[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7)) - 1;
  const end = last.slice(0, 7);
  while (isoDate(year, month, 1).slice(0, 7) <= end) {
    const start = isoDate(year, month, 1);
    const weeks = monthWeeks(year, month);
    const lastOfMonth = weeks.flat().filter(Boolean).pop()!;
    views.push({
      id: start.slice(0, 7),
      label: `${MONTHS[month]} ${year}`,
      weeks: weeks.map((week) =>
        week.map((date) =>
          date
            ? {
                date,
                day: Number(date.slice(8)),
                items: items
                  .filter((item) => marksDay(item, date))
                  .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.date.localeCompare(b.date)),
              }
            : null,
        ),
      ),
      // A term is listed in the months it starts and ends, not in every month it runs through.
      agenda: items.filter((item) =>
        item.kind === 'term'
          ? [item.date, lastDay(item)].some((day) => day >= start && day <= lastOfMonth)
          : item.date <= lastOfMonth && lastDay(item) >= start,
      ),
    });
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return views;
}
