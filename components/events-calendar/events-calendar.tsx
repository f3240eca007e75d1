'use client';

import { useEffect, useRef, useState } from 'react';
import { addDays, addMonths, eventAnchor, monthWeeks, todayIso } from '@/lib/calendar-month';
import { formatDate, MONTHS } from '@/lib/news-text';
import { WeekdayHead } from '@/components/month-calendar/weekday-head';
import { DAY_SELECTOR, HINT_ATTRIBUTE, PANEL_ATTRIBUTE } from './events-calendar-names';
import styles from './events-calendar.module.css';

export interface CalendarEntry {
  id: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  href: string;
  icsHref: string;
}

interface EventsCalendarProps {
  events: CalendarEntry[];
  /** A day in the month shown in the built HTML; the browser switches to today's month. */
  initialDate: string;
}

/** Every month is drawn with this many week rows, so moving between months never moves the page below. */
const WEEK_ROWS = 6;

/**
 * A month grid (an island: events-calendar.island.ts): days with events are marked; choosing a day shows its events
 * with an .ics link each, from a panel per day of the month (hidden until its day is chosen). The built HTML shows
 * the month of the build with every day as the button it stays, shown where scripts run (a press on one before the
 * island is ready chooses the day at once: events-calendar.early.ts); without scripts the buttons are hidden and
 * each marked day is a link to its first event in the page's list of all events instead. The island then moves to
 * the reader's month (or keeps the day chosen early, and its month), drops those links, and adds the month buttons
 * and the arrow keys.
 */
export function EventsCalendar({ events, initialDate }: EventsCalendarProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [focusDate, setFocusDate] = useState(initialDate);
  const [selected, setSelected] = useState<string | null>(null);
  const [today, setToday] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    const now = todayIso();
    // A day chosen before the island was ready (events-calendar.early.ts) stays chosen, in its month.
    const chosen = root.current?.querySelector(`${DAY_SELECTOR}[aria-pressed="true"]`)?.getAttribute('data-date');
    // The reader's today, known only in the browser: a second pass after hydration (react.dev, hydrateRoot).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToday(now);
    setFocusDate(chosen ?? now);
    if (chosen) setSelected(chosen);
    setEnhanced(true);
  }, []);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const [year, month] = focusDate.split('-').map(Number);
  const weeks = monthWeeks(year, month - 1);
  while (weeks.length < WEEK_ROWS) weeks.push(Array.from({ length: 7 }, () => null));
  const byDate = new Map<string, CalendarEntry[]>();
  for (const event of events) byDate.set(event.date, [...(byDate.get(event.date) ?? []), event]);
  const monthLabel = `${MONTHS[month - 1]} ${year}`;
  // A panel for each day of the month shown (and for the chosen day, if it is in another month).
  const panelDates = weeks.flat().filter((date): date is string => date !== null);
  if (selected && !panelDates.includes(selected)) panelDates.push(selected);

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>, date: string) {
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    const moves: Record<string, string> = {
      ArrowRight: addDays(date, 1),
      ArrowLeft: addDays(date, -1),
      ArrowDown: addDays(date, 7),
      ArrowUp: addDays(date, -7),
      Home: addDays(date, -weekday),
      End: addDays(date, 6 - weekday),
      PageDown: addMonths(date, 1),
      PageUp: addMonths(date, -1),
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusDate(next);
  }

  return (
    <div ref={root} className={styles.calendar}>
      <div className={styles.toolbar}>
        {enhanced ? (
          <button type="button" className={styles.nav} onClick={() => setFocusDate(addMonths(focusDate, -1))}>
            <span aria-hidden="true">‹</span> Previous month
          </button>
        ) : null}
        <h3 className={styles.month} id="calendar-month" aria-live="polite">
          {monthLabel}
        </h3>
        {enhanced ? (
          <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => setFocusDate(addMonths(focusDate, 1))}>
            Next month <span aria-hidden="true">›</span>
          </button>
        ) : null}
      </div>
      <table ref={grid} role={enhanced ? 'grid' : undefined} aria-labelledby="calendar-month" className={styles.grid}>
        <WeekdayHead />
        <tbody>
          {weeks.map((week, row) => (
            <tr key={week.find(Boolean) ?? `empty-${row}`}>
              {week.map((date, index) => {
                if (!date) return <td key={`pad-${index}`} className={styles.pad} />;
                const dayEvents = byDate.get(date) ?? [];
                const day = Number(date.slice(8));
                const label = `${formatDate(date)}${dayEvents.length ? `, ${dayEvents.length} ${dayEvents.length === 1 ? 'event' : 'events'}` : ''}`;
                const marked = dayEvents.length ? styles.hasEvents : '';
                return (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      className={`${styles.day} ${marked} ${today === date ? styles.today : ''} ${enhanced ? '' : styles.scriptOnly}`}
                      tabIndex={date === focusDate ? 0 : -1}
                      aria-label={label}
                      aria-pressed={selected === date}
                      aria-current={today === date ? 'date' : undefined}
                      onClick={() => {
                        setSelected(date);
                        setFocusDate(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    >
                      {day}
                      {dayEvents.length ? <span className={styles.dot} aria-hidden="true" /> : null}
                    </button>
                    {enhanced ? null : dayEvents.length ? (
                      <a className={`${styles.day} ${marked} ${styles.noScript}`} href={`#${eventAnchor(dayEvents[0].id)}`} aria-label={label}>
                        {day}
                        <span className={styles.dot} aria-hidden="true" />
                      </a>
                    ) : (
                      <span className={`${styles.day} ${styles.noScript}`}>{day}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.selected} aria-live="polite">
        <p className={styles.hint} hidden={selected !== null} {...{ [HINT_ATTRIBUTE]: '' }}>
          Choose a day to see its events. Marked days have events.
        </p>
        {panelDates.map((date) => {
          const dayEvents = byDate.get(date) ?? [];
          return (
            <div key={date} hidden={selected !== date} {...{ [PANEL_ATTRIBUTE]: date }}>
              <h3 className={styles.selectedHeading}>{formatDate(date)}</h3>
              {dayEvents.length === 0 ? (
                <p>No events on this day.</p>
              ) : (
                <ul className={styles.eventList}>
                  {dayEvents.map((event) => (
                    <li key={event.id}>
                      <a href={event.href}>{event.title}</a>{' '}
                      <a className={styles.ics} href={event.icsHref} download>
                        Add to calendar<span className="visually-hidden">: {event.title}</span> (.ics)
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
