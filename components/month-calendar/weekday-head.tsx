import { WEEKDAYS } from '@/lib/calendar-month';

/** A month grid's header row: the weekdays, short, with their full names for screen readers (abbr). */
export function WeekdayHead() {
  return (
    <thead>
      <tr>
        {WEEKDAYS.map(([short, long]) => (
          <th key={short} scope="col" abbr={long}>
            {short}
          </th>
        ))}
      </tr>
    </thead>
  );
}
