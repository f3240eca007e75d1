import { CalendarSubscribe } from '@/components/calendar-subscribe/calendar-subscribe';
import { DataTable } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page-header/page-header';
import { getHolidayProgramme } from '@/lib/content/schedules';
import { formatDate } from '@/lib/dates';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/holiday');

export default function HolidayPage() {
  const programme = getHolidayProgramme();
  return (
    <>
      <PageHeader title={programme.heading} intro={programme.intro} eyebrow="What's Happening" />
      <div className="section container">
        <DataTable
          caption={programme.tableTitle}
          columns={['Schedule', 'From', 'To']}
          rows={programme.rows.map((row) => [
            row.schedule,
            <time key="from" dateTime={row.from}>
              {formatDate(row.from, 'short')}
            </time>,
            <time key="to" dateTime={row.to}>
              {formatDate(row.to, 'short')}
            </time>,
          ])}
        />
        <CalendarSubscribe />
      </div>
    </>
  );
}
