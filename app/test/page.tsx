import { CalendarSubscribe } from '@/components/calendar-subscribe/calendar-subscribe';
import { DataTable } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page-header/page-header';
import { getTestSchedule } from '@/lib/content/schedules';
import { formatDate } from '@/lib/dates';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/test');

export default function TestSchedulePage() {
  const schedule = getTestSchedule();
  return (
    <>
      <PageHeader title={schedule.heading} intro={schedule.intro} eyebrow="What's Happening" />
      <div className="section container">
        <DataTable
          caption={schedule.tableTitle}
          columns={['Exams', 'Start Date - End Date', 'PTM Dates']}
          rows={schedule.rows.map((row) => [
            row.exam,
            <>
              <time dateTime={row.start}>{formatDate(row.start, 'short')}</time> - <time dateTime={row.end}>{formatDate(row.end, 'short')}</time>
            </>,
            <time key="ptm" dateTime={row.ptm}>
              {formatDate(row.ptm, 'short')}
            </time>,
          ])}
        />
        <CalendarSubscribe />
      </div>
    </>
  );
}
