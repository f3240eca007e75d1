import path from 'node:path';
import { getCalendar } from './calendar';
import { getDisclosures } from './disclosures';
import { getApplicationFormText, getDisclosureDocuments } from './downloads';
import { getFaq } from './faq';
import { getPageContent } from './pages';
import { defaultContentRoot, listFiles } from './reader';
import { getRules } from './rules';
import { getHolidayProgramme, getTestSchedule } from './schedules';
import { getSite } from './site';
import { getTestimonials } from './testimonials';

/**
 * One entry per content type: each loads and validates all of its files and throws (or rejects with) a
 * ContentError naming the bad file. `npm run check:content` and the build run them all.
 * Add each new content type here.
 */
export const contentCheckers: Array<(root?: string) => unknown> = [
  (root) => getSite(root),
  (root) => getDisclosures(root),
  (root = defaultContentRoot()) =>
    Promise.all(listFiles(path.join(root, 'pages'), '.md').map((file) => getPageContent(path.basename(file, '.md'), root))),
  (root) => getRules(root),
  (root) => getFaq(root),
  (root) => getTestSchedule(root),
  (root) => getHolidayProgramme(root),
  (root) => getCalendar(root),
  (root) => getTestimonials(root),
  (root) => getDisclosureDocuments(root),
  (root) => getApplicationFormText(root),
];
