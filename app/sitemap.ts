import type { MetadataRoute } from 'next';
import { getAllRoutes } from '@/lib/all-routes';
import { absoluteUrl } from '@/lib/env';
import { hreflangAlternates } from '@/lib/languages';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return getAllRoutes().map((route) => {
    // A page in both languages lists both (xhtml:link alternates), from either address.
    const languages = hreflangAlternates(route.path, absoluteUrl);
    return { url: absoluteUrl(route.path), priority: route.priority ?? 0.6, ...(languages ? { alternates: { languages } } : {}) };
  });
}
