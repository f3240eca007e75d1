import { SchedulePage, ShortDate } from '@/components/schedule-page/schedule-page';
import { getHolidayProgramme } from '@/lib/content/schedules';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/holiday');

export default function HolidayPage() {
  const programme = getHolidayProgramme();
  const rows = programme.rows.map((row) => [row.schedule, <ShortDate key="from" day={row.from} />, <ShortDate key="to" day={row.to} />]);
  return <SchedulePage schedule={programme} columns={['Schedule', 'From', 'To']} rows={rows} />;
}
