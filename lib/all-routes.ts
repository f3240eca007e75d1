import { getPostSummaries } from './content/blog';
import { staticRoutes, type RouteInfo } from './routes';

/**
 * Every URL the site serves: the static pages plus the pages generated from content collections.
 * The sitemap and the e2e suite read this, so a new collection is added here once.
 */
export function getAllRoutes(): RouteInfo[] {
  const posts = getPostSummaries();
  return [...staticRoutes, ...posts.map((post) => ({ path: post.path, title: post.title, description: post.description, priority: 0.5 }))];
}
