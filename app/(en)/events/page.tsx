import { CalendarSubscribe } from '@/components/calendar-subscribe/calendar-subscribe';
import eventsCalendar from '@/components/events-calendar/events-calendar.island';
import { Island } from '@/components/island/island';
import { PageHeader } from '@/components/page-header/page-header';
import { eventAnchor } from '@/lib/calendar-month';
import { getAllEvents } from '@/lib/content/events';
import { pageMetadata } from '@/lib/seo';
import styles from './events.module.css';

export const metadata = pageMetadata('/events');

export default function EventsPage() {
  const events = getAllEvents();
  const entries = events.map((event) => ({ id: event.id, title: event.title, date: event.date, href: event.href, icsHref: `/events/${event.id}.ics` }));
  // The built HTML shows the month of the build; the browser moves to the reader's month at once.
  const buildDay = new Date().toISOString().slice(0, 10);
  return (
    <>
      <PageHeader title="Archives: Events" intro="School events by date. Add any of them to your own calendar." eyebrow="What's Happening" />
      <div className={`container ${styles.subscribe}`}>
        <CalendarSubscribe />
      </div>
      <div className={`section container ${styles.layout}`}>
        <section aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading">Upcoming Events</h2>
          <Island of={eventsCalendar} props={{ events: entries, initialDate: buildDay }} />
        </section>
        <section aria-labelledby="all-heading">
          <h2 id="all-heading">All events</h2>
          <ol className={styles.list}>
            {events.map((event) => (
              <li key={event.id} id={eventAnchor(event.id)} className={styles.item}>
                <time dateTime={event.date} className={styles.date}>
                  {event.dateLabel}
                </time>
                <a href={event.href}>{event.title}</a>
                <a className={styles.ics} href={`/events/${event.id}.ics`} download>
                  Add to calendar<span className="visually-hidden">: {event.title}</span> (.ics)
                </a>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
