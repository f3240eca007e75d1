import { EVENT_KIND_LABELS, type EventKind } from '@/lib/content/events';
import { KIND_ORDER, type MonthView } from '@/lib/month-view';
import { WeekdayHead } from './weekday-head';
import styles from './month-calendar.module.css';

/** The key's wording for a term, which the grid marks only where it starts and ends. */
const KEY_LABELS: Record<EventKind, string> = { ...EVENT_KIND_LABELS, term: 'Term starts or ends' };

/**
 * The school year as plain HTML months: a grid per month whose marked days carry their items as text (read by
 * screen readers, coloured for the eye), and the month's agenda with links. No script: it is the same with or
 * without JavaScript, and prints.
 */
export function MonthCalendar({ months }: { months: MonthView[] }) {
  return (
    <div className={styles.calendar}>
      <ul className={styles.key} aria-label="Calendar key">
        {KIND_ORDER.map((kind) => (
          <li key={kind}>
            <span className={`${styles.swatch} ${styles[kind]}`} aria-hidden="true" />
            {KEY_LABELS[kind]}
          </li>
        ))}
      </ul>
      <nav aria-label="Months" className={styles.jump}>
        {months.map((month) => (
          <a key={month.id} href={`#month-${month.id}`}>
            {month.label.slice(0, 3)}
            <span className="visually-hidden"> {month.label.slice(-4)}</span>
          </a>
        ))}
      </nav>
      <div className={styles.months}>
        {months.map((month) => (
          <section key={month.id} id={`month-${month.id}`} className={styles.month} aria-labelledby={`month-${month.id}-heading`}>
            <table className={styles.grid}>
              <caption>
                <h3 id={`month-${month.id}-heading`} className={styles.monthHeading}>
                  {month.label}
                </h3>
              </caption>
              <WeekdayHead />
              <tbody>
                {month.weeks.map((week, weekIndex) => (
                  <tr key={weekIndex}>
                    {week.map((day, index) =>
                      day ? (
                        <td key={day.date} className={day.items.length ? styles[day.items[0].kind] : undefined}>
                          {day.day}
                          {day.items.length ? <span className="visually-hidden">: {day.items.map((item) => item.title).join('; ')}</span> : null}
                        </td>
                      ) : (
                        <td key={`pad-${index}`} />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            {month.agenda.length ? (
              <ul className={styles.agenda}>
                {month.agenda.map((item) => (
                  <li key={item.id} className={styles[`${item.kind}Item`]}>
                    <time dateTime={item.date}>{item.dateLabel}</time> <a href={item.href}>{item.title}</a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>No tests, holidays or events this month.</p>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
