/**
 * Every page of the site, in one place: the sitemap, page metadata and the e2e suite all read this list,
 * so a page cannot be added without its title, description and tests. A unit test checks that each
 * `app/**\/page.tsx` has an entry here and each entry has a page.
 */
export interface RouteInfo {
  /** The clean URL path, e.g. `/rules`. */
  path: string;
  /** The page title; the root layout appends the school's short name. */
  title: string;
  /** The meta description search engines show (aim for 70 to 160 characters). */
  description: string;
  /** Sitemap priority, 0 to 1. */
  priority?: number;
}

export const staticRoutes: RouteInfo[] = [
  {
    path: '/',
    title: 'CBSE English Medium School in Undri, Pune',
    description:
      'Sunrise Valley English Medium School, Undri, Pune: a CBSE school from Nursery to Junior College since 1994. Admissions, academics, activities and news.',
    priority: 1,
  },
  {
    path: '/documents',
    title: 'Documents Required for Admission',
    description:
      'The documents to bring when you confirm admission: birth certificate, photographs, Aadhaar, leaving certificate and countersignature rules.',
  },
  {
    path: '/blogs',
    title: 'Blog for Parents',
    description:
      'Articles for parents from our teachers and counsellors: admission age criteria, choosing a school, reading habits, healthy tiffins and exam stress.',
  },
  {
    path: '/news',
    title: 'School News by Month',
    description:
      'News from Sunrise Valley School, Undri, month by month: celebrations, competitions, results, sports and notices for parents and students.',
  },
  {
    path: '/events',
    title: 'Events Calendar',
    description:
      'Archives: Events. A month calendar of school events in Undri, Pune, with every dated item ready to add to your own calendar.',
  },
];

/** Looks up a static route; a page asking for a path that is not registered is a programming error. */
export function routeInfo(path: string): RouteInfo {
  const route = staticRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`lib/routes.ts has no entry for ${path}: add it to staticRoutes`);
  return route;
}
