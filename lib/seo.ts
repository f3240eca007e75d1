import type { Metadata } from 'next';
import { getSite } from './content/site';
import { absoluteUrl } from './env';
import { hreflangAlternates } from './languages';
import { routeInfo, type RouteInfo } from './routes';
import type { PagePath } from './site-map';

/**
 * Title, description, canonical and Open Graph for a page, from its entry in the route list; a page with a version in
 * the other language names both (hreflang, with English as x-default), each page's canonical being itself.
 */
export function metadataFor(route: Pick<RouteInfo, 'path' | 'title' | 'description'>, image?: string): Metadata {
  const canonical = absoluteUrl(route.path);
  return {
    // Absolute so the home page, which shares the root layout's segment, gets the same pattern as the rest.
    title: { absolute: `${route.title} | ${getSite().shortName}` },
    description: route.description,
    alternates: { canonical, languages: hreflangAlternates(route.path, absoluteUrl) },
    openGraph: {
      title: route.title,
      description: route.description,
      url: canonical,
      type: 'website',
      ...(image ? { images: [{ url: absoluteUrl(image) }] } : {}),
    },
  };
}

/** Metadata of a registered static page. */
export function pageMetadata(path: PagePath): Metadata {
  return metadataFor(routeInfo(path));
}
