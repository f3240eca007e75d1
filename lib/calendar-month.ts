/** Month-grid arithmetic for the events calendar, on plain `YYYY-MM-DD` strings (no time zones). Island-safe. */

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Today in the reader's own time zone. */
export function todayIso(now: Date = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth(), now.getDate());
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The column headings of a week as monthWeeks lays it out, Monday first: short name and full name. */
export const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** The weeks of a month, Monday first; `null` pads the days outside the month. */
export function monthWeeks(year: number, month: number): Array<Array<string | null>> {
  const firstWeekday = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(isoDate(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** An ISO date moved by a number of days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The first day of the month `offset` months away from the month of `date`. */
export function addMonths(date: string, offset: number): string {
  const [year, month] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1 + offset, 1));
  return moved.toISOString().slice(0, 10);
}

/** The id of an event's entry in the events page's list of all events; the calendar's marked days link to it. */
export function eventAnchor(id: string): string {
  return `event-${id}`;
}
