import { getDisclosures } from '@/lib/content/disclosures';
import { getMandatoryDisclosure } from '@/lib/content/mandatory-disclosure';
import { defaultContentRoot } from '@/lib/content/reader';
import { getSite } from '@/lib/content/site';
import { getAllTeachers } from '@/lib/content/teachers';
import { CALENDAR_FEED_PATH } from '@/lib/ical';
import { routeInfo } from '@/lib/routes';
import { type AppendixIx, buildAppendixIx } from './appendix-ix';

/** The Mandatory Public Disclosure from the content files (the page and the PDFs call this). */
export function getAppendixIx(root: string = defaultContentRoot()): AppendixIx {
  return buildAppendixIx({
    site: getSite(root),
    disclosure: getMandatoryDisclosure(root),
    teachers: getAllTeachers(root),
    menu: getDisclosures(root),
    // routeInfo fails the build if one of these pages is ever removed.
    pages: {
      fees: routeInfo('/fees').path,
      calendar: routeInfo('/calendar').path,
      holidays: routeInfo('/holiday').path,
      tests: routeInfo('/test').path,
    },
    calendarFeed: CALENDAR_FEED_PATH,
  });
}
