import type { ReactNode } from 'react';
import { CalendarSubscribe } from '@/components/calendar-subscribe/calendar-subscribe';
import { DataTable } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page-header/page-header';
import { formatDate } from '@/lib/dates';

interface SchedulePageProps {
  schedule: { heading: string; intro?: string; tableTitle: string };
  columns: string[];
  rows: ReactNode[][];
}

/** A "What's Happening" page: one table of dates and the calendar subscription links. */
export function SchedulePage({ schedule, columns, rows }: SchedulePageProps) {
  return (
    <>
      <PageHeader title={schedule.heading} intro={schedule.intro} eyebrow="What's Happening" />
      <div className="section container">
        <DataTable caption={schedule.tableTitle} columns={columns} rows={rows} />
        <CalendarSubscribe />
      </div>
    </>
  );
}

/** A day in a schedule's table, machine-readable in its time element. */
export function ShortDate({ day }: { day: string }) {
  return <time dateTime={day}>{formatDate(day, 'short')}</time>;
}
