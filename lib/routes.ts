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
    path: '/gallery',
    title: 'Photo Gallery',
    description:
      'Photos of the Sunrise Valley campus, facilities, festivals, sports meets, summer camp, trips, the weather station and Republic Day, by category.',
  },
  {
    path: '/outdoor',
    title: 'Outdoor Activities',
    description:
      'Football, cricket, kho-kho, athletics, yoga, nature trails and field trips: how students at Sunrise Valley learn and play outdoors, in photos.',
  },
];

/** Looks up a static route; a page asking for a path that is not registered is a programming error. */
export function routeInfo(path: string): RouteInfo {
  const route = staticRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`lib/routes.ts has no entry for ${path}: add it to staticRoutes`);
  return route;
}
