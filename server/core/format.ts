import { formatDate, SCHOOL_TIME_ZONE, SCHOOL_UTC_OFFSET } from '../../lib/dates';

// Staff read Indian times, and the inbox's date filter means Indian days.
export { formatDate, SCHOOL_TIME_ZONE, SCHOOL_UTC_OFFSET };
const TIME_ZONE = SCHOOL_TIME_ZONE;

const dateTime = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 21 Nov 2026, 3:05 pm (Indian time). */
export function formatDateTime(iso: string | number): string {
  return dateTime.format(new Date(iso));
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
