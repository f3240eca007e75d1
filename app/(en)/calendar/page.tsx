import { CalendarSubscribe } from '@/components/calendar-subscribe/calendar-subscribe';
import { MonthCalendar } from '@/components/month-calendar/month-calendar';
import { PageHeader } from '@/components/page-header/page-header';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { getCalendar } from '@/lib/content/calendar';
import { getAllEvents } from '@/lib/content/events';
import { getHolidayProgramme } from '@/lib/content/schedules';
import { getImage } from '@/lib/images';
import { monthViews } from '@/lib/month-view';
import { pageMetadata } from '@/lib/seo';
import styles from './calendar.module.css';

export const metadata = pageMetadata('/calendar');

export default function CalendarPage() {
  const calendar = getCalendar();
  // The months of the academic year that the holiday programme spans, filled from the same items as the feed.
  const { rows } = getHolidayProgramme();
  const first = rows.map((row) => row.from).sort()[0];
  const last = rows
    .map((row) => row.to)
    .sort()
    .pop()!;
  const months = monthViews(getAllEvents(), first, last);
  return (
    <>
      <PageHeader title={calendar.heading} intro={calendar.intro} eyebrow="What's Happening" />
      <div className="section container">
        <CalendarSubscribe />
        <section aria-labelledby="year-heading" className={styles.year}>
          <h2 id="year-heading">The year month by month</h2>
          <MonthCalendar months={months} />
        </section>
        <section aria-labelledby="printable-heading">
          <h2 id="printable-heading">Printable calendar</h2>
          <h3 id="legend">Colour legend</h3>
          <ul className={styles.legend} aria-labelledby="legend">
            {calendar.legend.map((entry) => (
              <li key={entry.label}>
                <span className={styles.swatch} style={{ backgroundColor: entry.colour }} aria-hidden="true" />
                {entry.label}
              </li>
            ))}
          </ul>
          <div className={styles.images}>
            {calendar.images.map((item) => (
              <figure key={item.image} className={styles.figure}>
                <ResponsiveImage image={getImage(item.image)} alt={item.alt} sizes="(max-width: 920px) calc(100vw - 2rem), 896px" />
                <figcaption>{item.caption}</figcaption>
              </figure>
            ))}
          </div>
        </section>
        <p>
          The dates of every test are also in the <a href="/test">Test Schedule</a>, and the terms and breaks in the <a href="/holiday">Holiday Programme</a>.
        </p>
      </div>
    </>
  );
}
