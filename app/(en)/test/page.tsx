import { SchedulePage, ShortDate } from '@/components/schedule-page/schedule-page';
import { getTestSchedule } from '@/lib/content/schedules';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/test');

export default function TestSchedulePage() {
  const schedule = getTestSchedule();
  const rows = schedule.rows.map((row) => [
    row.exam,
    <>
      <ShortDate day={row.start} /> - <ShortDate day={row.end} />
    </>,
    <ShortDate key="ptm" day={row.ptm} />,
  ]);
  return <SchedulePage schedule={schedule} columns={['Exams', 'Start Date - End Date', 'PTM Dates']} rows={rows} />;
}
