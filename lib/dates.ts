/**
 * Dates for people, as the school reads them. Pure (no file system): pages, the browser's islands and the
 * server all format with these.
 */

/** The school is in India: staff and parents read Indian dates and times. */
export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';
/** India has one time zone and no daylight saving: a time written without an offset is the school's time. */
export const SCHOOL_UTC_OFFSET = '+05:30';

const FORMATS = {
  long: { timeZone: SCHOOL_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' },
  short: { timeZone: SCHOOL_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The formatters made so far, by locale and length: making one is slow, formatting with it is not. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(month: keyof typeof FORMATS, locale: string): Intl.DateTimeFormat {
  const key = `${locale} ${month}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, FORMATS[month])));
  return made;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `2026-03-14` (a day) or a moment (an ISO time, or milliseconds) as 14 March 2026, or 14 Mar 2026 with `short`
 * (tables). A day is that day on every machine, whatever its time zone; a moment is its day in India. In another
 * `locale`, its way: `mr-IN-u-nu-latn` writes 14 मार्च 2026.
 */
export function formatDate(value: string | number, month: keyof typeof FORMATS = 'long', locale = 'en-IN'): string {
  const date = typeof value === 'string' && DAY.test(value) ? new Date(`${value}T00:00:00${SCHOOL_UTC_OFFSET}`) : new Date(value);
  return formatter(month, locale).format(date);
}
