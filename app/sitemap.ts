import type { MetadataRoute } from 'next';
import { getAllRoutes } from '@/lib/all-routes';
import { absoluteUrl } from '@/lib/env';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return getAllRoutes().map((route) => ({
    url: absoluteUrl(route.path),
    priority: route.priority ?? 0.6,
  }));
}
