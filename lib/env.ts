/** Settings read at build time. Every one is documented in .env.example. */
const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The public origin of the site, without a trailing slash; canonical links and the sitemap use it. */
export function siteUrl(): string {
  const raw = process.env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  return raw.replace(/\/+$/, '');
}

/** Absolute address of a site path. */
export function absoluteUrl(path: string): string {
  // The home page is the bare origin, as Next writes it in canonical links.
  if (path === '/' || path === '') return siteUrl();
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}
