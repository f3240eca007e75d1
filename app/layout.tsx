import type { Metadata, Viewport } from 'next';
import { getSite } from '@/lib/content/site';
import { siteUrl } from '@/lib/env';

const site = getSite();

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: site.name, template: `%s | ${site.shortName}` },
  description: site.description,
  applicationName: site.shortName,
  icons: { icon: '/images/logo.svg' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0f3b66',
};

/**
 * The root of every route: the site's metadata, and nothing else. `<html>`, the page frame and its styles come from
 * each language's layout (app/(en)/layout.tsx, app/mr/layout.tsx, and the 404 page), so that `<html lang>` follows
 * the route in the static export (issue 35); a root layout cannot know the address it is built for.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
