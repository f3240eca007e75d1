import { absoluteUrl } from '@/lib/env';
import { CALENDAR_FEED_PATH } from '@/lib/ical';
import styles from './calendar-subscribe.module.css';

/** `https://school.example/calendar.ics` → `webcal://school.example/calendar.ics`: phones open it in their calendar app. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, 'webcal://');
}

/**
 * Subscribe to the whole school calendar: a webcal link (a phone's calendar app subscribes and keeps it up to
 * date), a plain download, and the address to paste into a calendar "from URL". Plain links, no script.
 */
export function CalendarSubscribe() {
  const feed = absoluteUrl(CALENDAR_FEED_PATH);
  return (
    <aside className={styles.subscribe} aria-labelledby="calendar-subscribe">
      <h2 id="calendar-subscribe" className={styles.heading}>
        The school calendar on your phone
      </h2>
      <p>Tests, Parent Teacher Meetings, terms, holidays and school events, kept up to date in your own calendar app.</p>
      <p className={styles.actions}>
        <a className="button" href={webcalUrl(feed)}>
          Subscribe to the calendar
        </a>
        <a className="button button-secondary" href={CALENDAR_FEED_PATH} download="school-calendar.ics">
          Download calendar.ics
        </a>
      </p>
      <p className={styles.hint}>
        In Google Calendar or Outlook, add a calendar &ldquo;from URL&rdquo; and paste <code className={styles.address}>{feed}</code>
      </p>
    </aside>
  );
}
