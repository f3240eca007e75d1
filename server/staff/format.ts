/** The school is in India: staff read Indian times, and the inbox's date filter means Indian days. */
export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';
/** The same zone as an offset (India has no daylight saving time). */
export const SCHOOL_UTC_OFFSET = '+05:30';
const TIME_ZONE = SCHOOL_TIME_ZONE;

const dateTime = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

/** 21 Nov 2026, 3:05 pm (Indian time). */
export function formatDateTime(iso: string | number): string {
  return dateTime.format(new Date(iso));
}

/** 21 November 2026 (Indian time). */
export function formatDate(iso: string | number): string {
  return dateOnly.format(new Date(iso));
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
