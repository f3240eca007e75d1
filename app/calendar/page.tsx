import { PageHeader } from '@/components/page-header/page-header';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { getCalendar } from '@/lib/content/calendar';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import styles from './calendar.module.css';

export const metadata = pageMetadata('/calendar');

export default function CalendarPage() {
  const calendar = getCalendar();
  return (
    <>
      <PageHeader title={calendar.heading} intro={calendar.intro} eyebrow="What's Happening" />
      <div className="section container">
        <h2 id="legend">Colour legend</h2>
        <ul className={styles.legend} aria-labelledby="legend">
          {calendar.legend.map((entry) => (
            <li key={entry.label}>
              <span className={styles.swatch} style={{ backgroundColor: entry.colour }} aria-hidden="true" />
              {entry.label}
            </li>
          ))}
        </ul>
        <div className={styles.images}>
          {calendar.images.map((item, index) => (
            <figure key={item.image} className={styles.figure}>
              <ResponsiveImage
                image={getImage(item.image)}
                alt={item.alt}
                sizes="(max-width: 920px) calc(100vw - 2rem), 896px"
                priority={index === 0}
              />
              <figcaption>{item.caption}</figcaption>
            </figure>
          ))}
        </div>
        <p>
          The dates of every test are also in the{' '}
          <a href="/test">
            Test Schedule
          </a>
          , and the terms and breaks in the{' '}
          <a href="/holiday">
            Holiday Programme
          </a>
          .
        </p>
      </div>
    </>
  );
}
