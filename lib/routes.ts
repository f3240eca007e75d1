import { getSite, type Site } from './content/site';
import { pagePaths, pages, pageText, type PageEntry, type SchoolFacts } from './site-map';

/**
 * Every page of the site with its texts written out: the sitemap, page metadata and the e2e suite read this list,
 * so a page cannot be added without its title, description and tests. The pages themselves are registered in
 * `lib/site-map.ts`; a unit test checks that each `app/**\/page.tsx` has an entry there and each entry has a page.
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

/** The facts page texts may use, from content/site.yml. */
export function schoolFacts(site: Site): SchoolFacts {
  return {
    name: site.name,
    shortName: site.shortName,
    area: site.address.area,
    city: site.address.city,
    board: site.affiliation.board,
    medium: site.affiliation.medium,
    established: site.established,
  };
}

/** The routes with their texts written for a school; the site uses content/site.yml's facts (`staticRoutes`). */
export function routesFor(school: SchoolFacts): RouteInfo[] {
  return pagePaths.map((path) => {
    const entry: PageEntry = pages[path];
    const route: RouteInfo = { path, title: pageText(entry.title, school), description: pageText(entry.description, school) };
    return entry.priority === undefined ? route : { ...route, priority: entry.priority };
  });
}

export const staticRoutes: RouteInfo[] = routesFor(schoolFacts(getSite()));

/** Looks up a static route; a page asking for a path that is not registered is a programming error. */
export function routeInfo(path: string): RouteInfo {
  const route = staticRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`lib/site-map.ts has no entry for ${path}: add it to pages`);
  return route;
}
