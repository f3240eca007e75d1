import { CalendarSubscribe } from '@/components/calendar-subscribe/calendar-subscribe';
import { DataTable } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page-header/page-header';
import { formatDate, getHolidayProgramme } from '@/lib/content/schedules';
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
              {formatDate(row.from)}
            </time>,
            <time key="to" dateTime={row.to}>
              {formatDate(row.to)}
            </time>,
          ])}
        />
        <CalendarSubscribe />
      </div>
    </>
  );
}
