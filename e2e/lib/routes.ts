import { getAllRoutes } from '@/lib/all-routes';
import { getSite } from '@/lib/content/site';
import { absoluteUrl } from '@/lib/env';
import type { RouteInfo } from '@/lib/routes';

/** Every route the site serves, from the single list in lib/ (static pages plus content collections). */
export const routes: RouteInfo[] = getAllRoutes();

/** The document title the root layout's template gives a route. */
export function expectedTitle(route: RouteInfo): string {
  return `${route.title} | ${getSite().shortName}`;
}

export function expectedCanonical(route: RouteInfo): string {
  return absoluteUrl(route.path);
}
